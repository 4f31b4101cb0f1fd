package arcade.games.shannon.view.board;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.boards.LinkNames;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * The names moves are given in, drawn on a board shown as a graph: column letters above and row
 * numbers left of a lattice board, or each cell's number beside it on a free-form one.
 */
public final class CoordinatePainter {
    /** How far outside the outermost cells the margin labels stand, in lattice units. */
    public static final double OUTSIDE = 0.42;

    private CoordinatePainter() {}

    public static void paint(GraphicsContext gc, BoardGeometry g, Board board, LinkNames names, ShannonPalette p) {
        double s = g.scale;
        gc.setTextBaseline(VPos.CENTER);
        if (names.scheme() == LinkNames.Scheme.LATTICE) {
            gc.setFill(p.textMuted());
            gc.setFont(Font.font(null, FontWeight.NORMAL, Math.max(10, Math.min(15, s * 0.2))));
            gc.setTextAlign(TextAlignment.CENTER);
            double top = Double.MAX_VALUE, left = Double.MAX_VALUE;
            for (Board.Vertex v : board.vertices()) { top = Math.min(top, g.y(v)); left = Math.min(left, g.x(v)); }
            for (int c = 0; c < names.columns(); c++)
                gc.fillText(LinkNames.column(c), g.px(names.originX() + c), top - OUTSIDE * s);
            for (int r = 0; r < names.rows(); r++)
                gc.fillText(Integer.toString(r + 1), left - OUTSIDE * s, g.py(names.originY() + r));
            return;
        }
        // Free-form cells: the number just above and right of each cell, on a halo so it reads over links.
        gc.setFont(Font.font(null, FontWeight.BOLD, Math.max(9, Math.min(13, s * 0.17))));
        gc.setTextAlign(TextAlignment.LEFT);
        gc.setLineWidth(3);
        for (int v = 0; v < board.vertexCount(); v++) {
            if (v == board.a() || v == board.b()) continue;
            double x = g.x(board.vertex(v)) + g.cellRadius() * 0.9, y = g.y(board.vertex(v)) - g.cellRadius() * 1.5;
            gc.setStroke(p.boardBg());
            gc.strokeText(names.cell(v), x, y);
            gc.setFill(p.textMuted());
            gc.fillText(names.cell(v), x, y);
        }
    }
}
