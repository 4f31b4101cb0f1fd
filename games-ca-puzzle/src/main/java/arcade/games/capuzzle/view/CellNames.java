package arcade.games.capuzzle.view;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.model.HelpView;

/**
 * The one numbering players see, on the board's labels, in help window titles, hints and the
 * lessons: rows from 1 at the top (the first generation), columns from 1 over the real cells, so
 * a flat board's border columns have no number.
 */
final class CellNames {
    private CellNames() {}

    static String row(int row) { return String.valueOf(row + 1); }

    static String column(int realColumn) { return String.valueOf(realColumn + 1); }

    /** "row 3, column 5", or "row 3, left border" for a flat board's border column. */
    static String of(Board b, HelpView.Cell display) {
        int real = b.realColumn(display.col());
        String col = b.isBorderColumn(display.col()) ? (display.col() == 0 ? "left border" : "right border") : "column " + column(real);
        return "row " + row(display.row()) + ", " + col;
    }

    /** The same for a real cell. */
    static String ofReal(Board b, int row, int realColumn) { return of(b, new HelpView.Cell(row, b.displayColumn(realColumn))); }
}
