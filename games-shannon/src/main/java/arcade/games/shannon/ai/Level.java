package arcade.games.shannon.ai;

/** Computer player strengths (THESIS.md §4.4). */
public enum Level {
    /** Half the time a random edge of the shortest path (Short) or the minimum cut (Cut), else the thesis move. */
    EASY("easy"),
    /** The thesis algorithm exactly: max-flow min cut ∩ Dijkstra shortest path. */
    NORMAL("normal"),
    /** Lehman's perfect play whenever its side can win; the thesis move otherwise. */
    PERFECT("perfect");

    private final String id;

    Level(String id) { this.id = id; }

    public String id() { return id; }

    public static Level parse(String text) {
        for (Level l : values()) if (l.id.equalsIgnoreCase(text)) return l;
        throw new IllegalArgumentException("level must be easy, normal or perfect, got '" + text + "'");
    }
}
