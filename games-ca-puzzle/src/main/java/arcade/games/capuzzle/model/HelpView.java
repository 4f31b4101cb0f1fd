package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Rule;

/**
 * How a chosen cell is read as a member of a rule (THESIS.md 6): as its left, middle or right
 * cell, or as its result. Offsets are (row, display column) of left, centre, right and result.
 */
public enum HelpView {
    LEFT(new int[][]{{0, 0}, {0, 1}, {0, 2}, {1, 1}}),
    MIDDLE(new int[][]{{0, -1}, {0, 0}, {0, 1}, {1, 0}}),
    RIGHT(new int[][]{{0, -2}, {0, -1}, {0, 0}, {1, -1}}),
    RESULT(new int[][]{{-1, -1}, {-1, 0}, {-1, 1}, {0, 0}});

    private final int[][] offsets;

    HelpView(int[][] offsets) { this.offsets = offsets; }

    /** A board cell in display coordinates (a flat board's border columns included). */
    public record Cell(int row, int col) {}

    /**
     * The four cells (left, centre, right, result) of the view of a cell, or null when the view
     * leaves the board: a row outside it, a flat board's column outside the displayed columns or
     * a triple centred on a border column. Cyclic boards wrap the columns.
     */
    public Cell[] cells(Board board, int row, int displayCol) {
        Cell[] out = new Cell[4];
        for (int k = 0; k < 4; k++) {
            int r = row + offsets[k][0], c = displayCol + offsets[k][1];
            if (r < 0 || r >= board.generations()) return null;
            if (board.cyclic()) c = Math.floorMod(c, board.width());
            else if (c < 0 || c >= board.displayWidth()) return null;
            out[k] = new Cell(r, c);
        }
        if (board.isBorderColumn(out[1].col())) return null;
        return out;
    }

    /** The pattern of the view: each member's revealed value or {@link Rule#UNDEFINED}; null off the board. */
    public Rule pattern(CaState s, int row, int displayCol) {
        Cell[] cells = cells(s.board(), row, displayCol);
        return cells == null ? null : patternOf(s, cells);
    }

    /** The pattern the four cells show now. */
    public static Rule patternOf(CaState s, Cell[] cells) {
        int[] v = new int[4];
        for (int k = 0; k < 4; k++) v[k] = shownAt(s, cells[k]);
        return new Rule(v[0], v[1], v[2], v[3]);
    }

    /** What a display cell shows: the border state, a revealed value, or {@link Rule#UNDEFINED}. */
    public static int shownAt(CaState s, Cell cell) {
        Board b = s.board();
        if (b.isBorderColumn(cell.col())) return b.border();
        return s.shown(cell.row(), b.realColumn(cell.col()));
    }
}
