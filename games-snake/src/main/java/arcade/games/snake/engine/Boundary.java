package arcade.games.snake.engine;

/**
 * How the edge of the field is handled (THESIS §5). In every mode the storage keeps a one-cell
 * ring around the m×n computed cells; the modes differ only in what the snapshot's ring holds.
 */
public enum Boundary {
    /** Approach 1: the ring holds fixed border values that the rule never computes. */
    RING(false, false),
    /** Approach 2: the top row's up neighbour is the bottom row, and the left column's left neighbour is the right column. */
    TORUS(true, true),
    /** Approach 3: wraps left↔right (the horizontal axis); the top and bottom use the fictitious ring. */
    HORIZONTAL_CYLINDER(true, false),
    /** Approach 3: wraps top↔bottom (the vertical axis); the left and right use the fictitious ring. */
    VERTICAL_CYLINDER(false, true);

    private final boolean wrapsColumns;
    private final boolean wrapsRows;

    Boundary(boolean wrapsColumns, boolean wrapsRows) {
        this.wrapsColumns = wrapsColumns;
        this.wrapsRows = wrapsRows;
    }

    /** True when the right neighbour of column n is column 1. */
    public boolean wrapsColumns() { return wrapsColumns; }

    /** True when the down neighbour of row m is row 1. */
    public boolean wrapsRows() { return wrapsRows; }
}
