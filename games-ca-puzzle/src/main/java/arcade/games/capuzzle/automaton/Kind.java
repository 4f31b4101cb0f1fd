package arcade.games.capuzzle.automaton;

/** The three automaton kinds of the thesis, each with its own file extension. */
public enum Kind {
    /** Ordered triples, a complete function ({@code .ccell}). */
    COMMON("ccell", "common"),
    /** Unordered triples: the result depends on the multiset of the three states, not their sum ({@code .tcell}). */
    TOTALISTIC("tcell", "totalistic"),
    /** Ordered triples, possibly incomplete, with fixed initial rows that draw a picture ({@code .pcell}). */
    PICTURE("pcell", "picture");

    private final String extension;
    private final String marker;

    Kind(String extension, String marker) { this.extension = extension; this.marker = marker; }

    public String extension() { return extension; }

    /** The marker line of the file format. */
    public String marker() { return marker; }

    /** The kind a file name's extension names, or null. */
    public static Kind ofFileName(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        for (Kind k : values()) if (lower.endsWith("." + k.extension)) return k;
        return null;
    }
}
