package arcade.games.snake.model;

/**
 * The values of the state slot A^0, "type" (THESIS §7), with the thesis's codes, abbreviations and
 * constant names ({@code CA0_E} …). {@link SnakeCell} holds the same codes as byte constants for
 * the rule's inner loop.
 */
public enum CellType {
    EMPTY(0, 'E', "Empty", "CA0_E"),
    SNAKE(1, 'S', "Snake", "CA0_S"),
    APPLE(2, 'F', "Apple", "CA0_F"),
    POISON(3, 'P', "Poison", "CA0_P"),
    WALL(4, 'W', "Wall", "CA0_W"),
    BONUS(5, 'B', "Bonus", "CA0_B"),
    /** Extension (option {@code mb}): a bonus that makes the snake 3 shorter. */
    SHRINK(6, 'R', "Shrink", "CA0_R"),
    /** Extension (option {@code mb}): a bonus that slows the game down for a while. */
    SLOW(7, 'D', "Slow-down", "CA0_D"),
    /** Extension (option {@code xb}): a bonus that gives the player one more life. */
    LIFE(8, 'X', "Extra life", "CA0_X"),
    /** Extension (option {@code xb}): drawn like the points bonus, but eating it costs points. */
    FAKE(9, 'K', "Fake bonus", "CA0_K");

    private static final CellType[] BY_CODE = values();

    private final int code;
    private final char abbr;
    private final String title;
    private final String constant;

    CellType(int code, char abbr, String title, String constant) {
        this.code = code;
        this.abbr = abbr;
        this.title = title;
        this.constant = constant;
    }

    public int code() { return code; }
    public char abbr() { return abbr; }
    public String title() { return title; }
    public String constant() { return constant; }

    public static CellType ofCode(int code) {
        if (code < 0 || code >= BY_CODE.length) throw new IllegalArgumentException("no cell type code " + code);
        return BY_CODE[code];
    }
}
