package arcade.games.shannon.view.match;

/** Who plays: a human against the computer, two humans at one computer, or two computers over the network. */
public enum PlayMode {
    VS_COMPUTER("vs"), HOT_SEAT("hotseat"), NETWORK("network");

    private final String id;

    PlayMode(String id) { this.id = id; }

    public String id() { return id; }

    public static PlayMode parse(String text) {
        for (PlayMode m : values()) if (m.id.equals(text)) return m;
        throw new IllegalArgumentException("unknown play mode '" + text + "'");
    }
}
