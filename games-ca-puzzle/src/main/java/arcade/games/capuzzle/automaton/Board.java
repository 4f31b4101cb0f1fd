package arcade.games.capuzzle.automaton;

/**
 * The shape of a board: W real cells per generation, M generations, flat (constant border
 * columns at each side, shown on screen) or cyclic (columns wrap). Real columns are 0..W−1;
 * display columns add the two border columns of a flat board (display = real + 1).
 */
public record Board(int width, int generations, boolean cyclic, int border) {
    public static final int MIN_WIDTH = 3, MAX_WIDTH = 60, MIN_GENERATIONS = 2, MAX_GENERATIONS = 60;

    public int cells() { return width * generations; }

    public int displayWidth() { return cyclic ? width : width + 2; }

    public int displayColumn(int realColumn) { return cyclic ? realColumn : realColumn + 1; }

    /** The real column of a display column, or −1 for a flat board's border column. */
    public int realColumn(int displayColumn) {
        if (cyclic) return Math.floorMod(displayColumn, width);
        int c = displayColumn - 1;
        return c >= 0 && c < width ? c : -1;
    }

    public boolean isBorderColumn(int displayColumn) { return !cyclic && (displayColumn == 0 || displayColumn == width + 1); }
}
