package arcade.games.snake.model;

/**
 * The head-direction property D^1 (THESIS §7) and the per-step input letters: {@code .} keeps the
 * direction, {@code R U L D} turn. The codes follow the thesis's counter-clockwise order from east.
 */
public enum Direction {
    NONE(0, '.', 0, 0),
    RIGHT(1, 'R', 0, 1),
    UP(2, 'U', -1, 0),
    LEFT(3, 'L', 0, -1),
    DOWN(4, 'D', 1, 0);

    private static final Direction[] BY_CODE = values();

    private final int code;
    private final char letter;
    private final int di;
    private final int dj;

    Direction(int code, char letter, int di, int dj) {
        this.code = code;
        this.letter = letter;
        this.di = di;
        this.dj = dj;
    }

    /** The D^1 code: 0 none, 1 →, 2 ↑, 3 ←, 4 ↓. */
    public int code() { return code; }
    /** The move letter: {@code . R U L D}. */
    public char letter() { return letter; }
    /** Row change of one step (rows grow downward). */
    public int di() { return di; }
    /** Column change of one step. */
    public int dj() { return dj; }

    public Direction opposite() {
        return switch (this) {
            case NONE -> NONE;
            case RIGHT -> LEFT;
            case LEFT -> RIGHT;
            case UP -> DOWN;
            case DOWN -> UP;
        };
    }

    /** True for the two directions at right angles to this one. */
    public boolean isPerpendicularTo(Direction other) {
        return this != NONE && other != NONE && other != this && other != opposite();
    }

    public static Direction ofCode(int code) {
        if (code < 0 || code >= BY_CODE.length) throw new IllegalArgumentException("no direction code " + code);
        return BY_CODE[code];
    }

    /** The direction of a move letter (case-insensitive), or null for an unknown letter. */
    public static Direction ofLetter(char c) {
        for (Direction d : BY_CODE) if (d.letter == Character.toUpperCase(c)) return d;
        return null;
    }
}
