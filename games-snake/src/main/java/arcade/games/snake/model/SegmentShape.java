package arcade.games.snake.model;

/**
 * The body shapes of THESIS §15, numbered as the thesis's sprites 0–9, plus the generic block (a snake
 * of length one) and {@code NONE} for a cell that is not part of a snake.
 */
public enum SegmentShape {
    CORNER_UP_LEFT(0), CORNER_UP_RIGHT(1), CORNER_DOWN_LEFT(2), CORNER_DOWN_RIGHT(3),
    END_UP(4), END_DOWN(5), END_LEFT(6), END_RIGHT(7),
    VERTICAL(8), HORIZONTAL(9),
    SINGLE(-1), NONE(-2);

    private final int sprite;

    SegmentShape(int sprite) { this.sprite = sprite; }

    /** The thesis's sprite number 0..9; -1 for the generic block, -2 for no snake. */
    public int sprite() { return sprite; }

    public boolean linksUp() { return this == CORNER_UP_LEFT || this == CORNER_UP_RIGHT || this == END_UP || this == VERTICAL; }
    public boolean linksDown() { return this == CORNER_DOWN_LEFT || this == CORNER_DOWN_RIGHT || this == END_DOWN || this == VERTICAL; }
    public boolean linksLeft() { return this == CORNER_UP_LEFT || this == CORNER_DOWN_LEFT || this == END_LEFT || this == HORIZONTAL; }
    public boolean linksRight() { return this == CORNER_UP_RIGHT || this == CORNER_DOWN_RIGHT || this == END_RIGHT || this == HORIZONTAL; }
}
