package arcade.games.shannon.view;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/** Paints a Bridg-It position as the two-colour dot grid: Short's green bridges and Cut's red ones. */
final class BridgItPainter {
    private final GraphicsContext gc;
    private final BridgItGrid g;
    private final ShannonPalette p;
    private final ShannonState s;

    BridgItPainter(GraphicsContext gc, BridgItGrid g, ShannonPalette palette, ShannonState state) {
        this.gc = gc;
        this.g = g;
        this.p = palette;
        this.s = state;
    }

    /**
     * The whole board; {@code hover}, {@code focus} and {@code hint} are links (-1 for none), and
     * {@code ending} the links that explain a finished game (Short's route or Cut's separating chain).
     */
    void paint(int hover, Side previewSide, int focus, int hint, java.util.Set<Integer> ending) {
        int k = g.k;
        double w = Math.max(4, g.scale * 0.12);
        gc.setLineCap(StrokeLineCap.ROUND);
        for (int e : ending) {
            if (e >= s.edgeCount()) continue;
            if (s.isMarked(e)) bridge(g.shortBridge(e), LinkPainter.fade(p.linkGlow(), 0.9), w * 3.4);
            else if (s.isDeleted(e)) bridge(g.cutBridge(e), LinkPainter.fade(p.linkStub(), 0.45), w * 3.4);
        }
        int last = s.lastMove();
        for (int e = 0; e < s.edgeCount(); e++) {
            if (s.isMarked(e)) {
                if (e == last) bridge(g.shortBridge(e), LinkPainter.fade(p.linkGlow(), 0.9), w * 3);
                bridge(g.shortBridge(e), p.linkHealed(), w);
            } else if (s.isDeleted(e)) {
                if (e == last) bridge(g.cutBridge(e), LinkPainter.fade(p.linkStub(), 0.35), w * 3);
                bridge(g.cutBridge(e), p.linkStub(), w);
            }
        }
        if (hint >= 0 && hint < s.edgeCount() && s.isFree(hint))
            bridge(s.toMove() == Side.SHORT ? g.shortBridge(hint) : g.cutBridge(hint), p.linkHint(), w * 1.2);
        if (focus >= 0 && focus < s.edgeCount() && s.isFree(focus)) ring(focus, p.linkFocus());
        if (hover >= 0 && hover < s.edgeCount() && s.isFree(hover) && previewSide != null)
            bridge(previewSide == Side.SHORT ? g.shortBridge(hover) : g.cutBridge(hover),
                    LinkPainter.fade(previewSide == Side.SHORT ? p.linkHealed() : p.linkStub(), 0.55), w);
        double r = Math.max(4, g.scale * 0.13);
        for (int row = 0; row < k; row++) for (int c = 0; c <= k; c++) dot(c, row, r, p.linkHealed());
        for (int row = 0; row <= k; row++) for (int c = 0; c < k; c++) dot(c + 0.5, row - 0.5, r, p.linkStub());
        gc.setFill(p.text());
        gc.setFont(Font.font(null, FontWeight.BOLD, Math.max(11, g.scale * 0.28)));
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        double[] a = g.at(-0.55, (k - 1) / 2.0), b = g.at(k + 0.55, (k - 1) / 2.0);
        gc.fillText("A", a[0], a[1]);
        gc.fillText("B", b[0], b[1]);
    }

    private void bridge(double[] b, Color c, double width) {
        gc.setStroke(c);
        gc.setLineWidth(width);
        double[] from = g.at(b[0], b[1]), to = g.at(b[2], b[3]);
        gc.strokeLine(from[0], from[1], to[0], to[1]);
    }

    private void ring(int e, Color c) {
        double[] m = g.midpoint(e);
        double r = g.scale * 0.22;
        gc.setStroke(c);
        gc.setLineWidth(Math.max(2, g.scale * 0.05));
        gc.strokeOval(m[0] - r, m[1] - r, 2 * r, 2 * r);
    }

    private void dot(double gx, double gy, double r, Color c) {
        gc.setFill(c);
        double[] at = g.at(gx, gy);
        gc.fillOval(at[0] - r, at[1] - r, 2 * r, 2 * r);
    }
}
