package arcade.games.capuzzle.view.parts;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.model.HelpView;

/**
 * The one numbering players see, on the board's labels, in help window titles, hints and the
 * lessons: rows from 1 at the top (the first generation), columns from 1 over the real cells, so
 * a flat board's border columns have no number.
 */
public final class CellNames {
    private CellNames() {}

    public static String row(int row) { return String.valueOf(row + 1); }

    public static String column(int realColumn) { return String.valueOf(realColumn + 1); }

    /** "row 3, column 5", or "row 3, left border" for a flat board's border column. */
    public static String of(Board b, HelpView.Cell display) {
        int real = b.realColumn(display.col());
        String col = b.isBorderColumn(display.col()) ? (display.col() == 0 ? "left border" : "right border") : "column " + column(real);
        return "row " + row(display.row()) + ", " + col;
    }

    /** The same for a real cell. */
    public static String ofReal(Board b, int row, int realColumn) { return of(b, new HelpView.Cell(row, b.displayColumn(realColumn))); }
}
