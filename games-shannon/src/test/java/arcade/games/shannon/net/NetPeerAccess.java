package arcade.games.shannon.net;

/** Test access to package-private network hooks from other test packages. */
public final class NetPeerAccess {
    private NetPeerAccess() {}

    /** Cuts the peer's connection without a goodbye, like a network failure. */
    public static void drop(NetPeer<?, ?> peer) { peer.dropConnection(); }

    /** Stops the peer as a killed program would: no goodbye, its saved match left for a rejoin. */
    public static void die(NetPeer<?, ?> peer) { peer.die(); }
}
