package arcade.games.shannon.net;

/** Test access to package-private network hooks from other test packages. */
public final class NetPeerAccess {
    private NetPeerAccess() {}

    /** Cuts the peer's connection without a goodbye, like a network failure. */
    public static void drop(NetPeer<?, ?> peer) { peer.dropConnection(); }
}
