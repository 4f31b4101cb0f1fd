package arcade.games.capuzzle.model;

/**
 * A move: guess a state for a hidden cell, or take a paid hint that reveals a cell
 * (the smart hint costs the current penalty and resets the streak). Cells are real coordinates.
 */
public record CaMove(boolean hint, int row, int col, int state) {
    public static CaMove guess(int row, int col, int state) { return new CaMove(false, row, col, state); }

    public static CaMove paidReveal(int row, int col) { return new CaMove(true, row, col, -1); }

    /** "r,c=s" for a guess, "hint r,c" for a paid reveal. */
    public String text() { return hint ? "hint " + row + "," + col : row + "," + col + "=" + state; }

    @Override public String toString() { return text(); }
}
