package arcade.games.shannon.view.board;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.LinkNames;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * Paints a Bridg-It position as the two-colour dot grid: Short's green bridges and Cut's red ones,
 * with the same marks as the graph view (analysis overlay, hint, the moves of a reviewed position).
 */
public final class BridgItPainter {
    private final GraphicsContext gc;
    private final BridgItGrid g;
    private final ShannonPalette p;
    private final ShannonState s;
    private final double w;

    public BridgItPainter(GraphicsContext gc, BridgItGrid g, ShannonPalette palette, ShannonState state) {
        this.gc = gc;
        this.g = g;
        this.p = palette;
        this.s = state;
        this.w = Math.max(4, g.scale * 0.12);
    }

    /** The whole board with the marks of this frame. */
    public void paint(BoardMarks m) {
        gc.setLineCap(StrokeLineCap.ROUND);
        if (m.overlay() != null) for (int e : m.overlay().path()) if (!s.isDeleted(e)) bridge(g.shortBridge(e), LinkPainter.fade(p.overlayPath(), 0.3), w * 3.2);
        for (int e : m.ending()) {
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
        if (m.overlay() != null) overlay(m.overlay());
        if (free(m.better())) {
            bridge(bridgeOf(m.better(), s.toMove()), LinkPainter.fade(p.linkHint(), 0.45), w * 2.6);
            bridge(bridgeOf(m.better(), s.toMove()), p.linkHint(), w);
        }
        if (free(m.played())) {
            // The move played here, drawn as what it was (a green bridge for a heal, a red one for a cut), dashed.
            gc.setLineDashes(w * 1.1, w * 0.9);
            bridge(bridgeOf(m.played(), s.toMove()), s.toMove() == Side.SHORT ? p.linkHealed() : p.linkStub(), w);
            gc.setLineDashes((double[]) null);
        }
        if (free(m.hint())) bridge(bridgeOf(m.hint(), s.toMove()), p.linkHint(), w * 1.2);
        if (free(m.focus())) ring(m.focus(), p.linkFocus(), 0.22);
        if (free(m.hover()) && m.previewSide() != null)
            bridge(bridgeOf(m.hover(), m.previewSide()),
                    LinkPainter.fade(m.previewSide() == Side.SHORT ? p.linkHealed() : p.linkStub(), 0.55), w);
        int k = g.k;
        double r = Math.max(4, g.scale * 0.13);
        for (int row = 0; row < k; row++) for (int c = 0; c <= k; c++) dot(c, row, r, p.linkHealed());
        for (int row = 0; row <= k; row++) for (int c = 0; c < k; c++) dot(c + 0.5, row - 0.5, r, p.linkStub());
        gc.setFill(p.text());
        gc.setFont(Font.font(null, FontWeight.BOLD, Math.max(11, g.scale * 0.28)));
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        double[] a = g.at(BridgItGrid.A_CAPTION, (k - 1) / 2.0), b = g.at(k + BridgItGrid.B_CAPTION_GAP, (k - 1) / 2.0);
        gc.fillText("A", a[0], a[1]);
        gc.fillText("B", b[0], b[1]);
        if (m.coordinates()) coordinates();
    }

    /** Column letters above Short's dots and row numbers left of them: the names moves are given in. */
    private void coordinates() {
        gc.setFill(p.textMuted());
        gc.setFont(Font.font(null, FontWeight.NORMAL, Math.max(10, Math.min(15, g.scale * 0.22))));
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        for (int c = 0; c <= g.k; c++) {
            double[] at = g.at(c, BridgItGrid.COLUMN_LETTERS);
            gc.fillText(LinkNames.column(c), at[0], at[1]);
        }
        for (int r = 0; r < g.k; r++) {
            double[] at = g.at(BridgItGrid.ROW_NUMBERS, r);
            gc.fillText(Integer.toString(r + 1), at[0], at[1]);
        }
    }

    /**
     * The analysis on the dots: Short's two trees as thin lines beside its bridges, the narrowest cut
     * as ticks across them, the best move ringed (the shortest route is the band drawn first).
     */
    private void overlay(BoardOverlay o) {
        double thin = Math.max(1.6, g.scale * 0.035), off = Math.max(3, g.scale * 0.07);
        for (int e : o.tree1()) if (!s.isDeleted(e)) offsetBridge(e, -off, p.overlayTree1(), thin);
        for (int e : o.tree2()) if (!s.isDeleted(e)) offsetBridge(e, off, p.overlayTree2(), thin);
        for (int e : o.cut()) {
            if (s.isDeleted(e)) continue;
            double[] c = g.cutBridge(e);
            double mx = (c[0] + c[2]) / 2, my = (c[1] + c[3]) / 2;
            // a short tick along the crossing Cut bridge, centred on the link
            bridge(new double[] {mx + (c[0] - mx) * 0.34, my + (c[1] - my) * 0.34, mx + (c[2] - mx) * 0.34, my + (c[3] - my) * 0.34},
                    p.overlayCut(), Math.max(2.5, g.scale * 0.055));
        }
        if (free(o.move())) ring(o.move(), p.overlayMove(), 0.16);
    }

    private boolean free(int e) { return e >= 0 && e < s.edgeCount() && s.isFree(e); }

    /** The bridge that playing link e as {@code side} builds: Short's own, or Cut's crossing one. */
    private double[] bridgeOf(int e, Side side) { return side == Side.SHORT ? g.shortBridge(e) : g.cutBridge(e); }

    private void bridge(double[] b, Color c, double width) {
        gc.setStroke(c);
        gc.setLineWidth(width);
        double[] from = g.at(b[0], b[1]), to = g.at(b[2], b[3]);
        gc.strokeLine(from[0], from[1], to[0], to[1]);
    }

    /** Short's bridge of link e shifted sideways by {@code offset} pixels (the two trees side by side). */
    private void offsetBridge(int e, double offset, Color c, double width) {
        double[] b = g.shortBridge(e), from = g.at(b[0], b[1]), to = g.at(b[2], b[3]);
        double dx = to[0] - from[0], dy = to[1] - from[1], len = Math.max(Math.hypot(dx, dy), 1e-9);
        double nx = -dy / len * offset, ny = dx / len * offset;
        // stop short of the dots so the lines read as belonging to the link
        double t = Math.min(0.2, g.scale * 0.14 / len);
        gc.setStroke(c);
        gc.setLineWidth(width);
        gc.strokeLine(from[0] + dx * t + nx, from[1] + dy * t + ny, to[0] - dx * t + nx, to[1] - dy * t + ny);
    }

    private void ring(int e, Color c, double radius) {
        double[] m = g.midpoint(e);
        double r = g.scale * radius;
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
