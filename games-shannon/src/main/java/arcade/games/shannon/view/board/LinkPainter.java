package arcade.games.shannon.view.board;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * Draws links and what lies on them for one frame of the board: parts of links, stubs of cut
 * links, the analysis overlay, the explained ending and the marks of a reviewed position.
 */
public final class LinkPainter {
    private final GraphicsContext gc;
    private final BoardGeometry g;
    private final ShannonPalette palette;
    private final ShannonState state;

    public LinkPainter(GraphicsContext gc, BoardGeometry g, ShannonPalette palette, ShannonState state) {
        this.gc = gc;
        this.g = g;
        this.palette = palette;
        this.state = state;
    }

    /**
     * In a position looked back at: the move played there in its own style, dashed (green for a
     * heal, red for a cut), and the better one (a band in the hint colour).
     */
    public void drawPastMarks(int played, int better, double freeWidth, double healedWidth) {
        if (better >= 0 && better < state.edgeCount() && state.isFree(better)) {
            stroke(better, 0, 1, fade(palette.linkHint(), 0.45), healedWidth * 3);
            stroke(better, 0, 1, palette.linkHint(), healedWidth);
        }
        if (played >= 0 && played < state.edgeCount() && state.isFree(played)) {
            boolean heal = state.toMove() == Side.SHORT;
            gc.setLineDashes(healedWidth * 1.2, healedWidth * 1.1);
            stroke(played, 0, 1, heal ? palette.linkHealed() : palette.linkStub(), heal ? healedWidth : freeWidth * 1.5);
            gc.setLineDashes((double[]) null);
        }
    }

    /** The winning route glows along its length; each link of the separating cut is crossed out. */
    public void drawEnding(java.util.Set<Integer> ending, double width) {
        for (int e : ending) {
            if (e >= state.edgeCount()) continue;
            if (state.isMarked(e)) {
                stroke(e, 0, 1, fade(palette.linkGlow(), 0.9), width * 3.4);
                stroke(e, 0, 1, palette.linkHealed(), width * 1.2);
            } else if (state.isDeleted(e)) {
                gc.setLineDashes(width * 1.1, width * 0.9);
                stroke(e, 0, 1, palette.linkStub(), width * 0.8);
                gc.setLineDashes((double[]) null);
                double[] m = g.pointOnEdge(e, 0.5);
                double r = g.scale * 0.12;
                gc.setStroke(palette.linkStub());
                gc.setLineWidth(width);
                gc.strokeLine(m[0] - r, m[1] - r, m[0] + r, m[1] + r);
                gc.strokeLine(m[0] - r, m[1] + r, m[0] + r, m[1] - r);
            }
        }
    }

    /** Remnants of the last cut link next to both of its cells, dashed so they do not rely on colour. */
    public void drawStubs(int e, double width, Color color) {
        double len = Math.min(0.2 * g.scale / Math.max(edgeLength(e), 1e-6), 0.3);
        double r = g.cellRadius() / Math.max(edgeLength(e), 1e-6);
        gc.setLineDashes(width * 1.2, width * 1.0);
        stroke(e, r, r + len, color, width * 1.2);
        stroke(e, 1 - r - len, 1 - r, color, width * 1.2);
        gc.setLineDashes((double[]) null);
    }

    private double edgeLength(int e) {
        double[] a = g.pointOnEdge(e, 0), b = g.pointOnEdge(e, 1);
        return Math.hypot(b[0] - a[0], b[1] - a[1]);
    }

    public void drawOverlay(double s, BoardOverlay overlay) {
        double thin = Math.max(1.6, s * 0.035), off = Math.max(3, s * 0.06);
        for (int e : overlay.tree1()) if (!state.isDeleted(e)) strokeOffset(e, -off, palette.overlayTree1(), thin);
        for (int e : overlay.tree2()) if (!state.isDeleted(e)) strokeOffset(e, off, palette.overlayTree2(), thin);
        for (int e : overlay.cut()) {
            if (state.isDeleted(e)) continue;
            double[] a = g.pointOnEdge(e, 0.45), b = g.pointOnEdge(e, 0.55), m = g.pointOnEdge(e, 0.5);
            double dx = b[0] - a[0], dy = b[1] - a[1], len = Math.max(Math.hypot(dx, dy), 1e-9);
            double nx = -dy / len * s * 0.16, ny = dx / len * s * 0.16;
            gc.setStroke(palette.overlayCut());
            gc.setLineWidth(Math.max(2.5, s * 0.055));
            gc.strokeLine(m[0] - nx, m[1] - ny, m[0] + nx, m[1] + ny);
        }
        if (overlay.move() >= 0 && overlay.move() < state.edgeCount() && state.isFree(overlay.move())) {
            double[] m = g.pointOnEdge(overlay.move(), 0.5);
            double r = s * 0.13;
            gc.setStroke(palette.overlayMove());
            gc.setLineWidth(Math.max(2, s * 0.04));
            gc.strokeOval(m[0] - r, m[1] - r, 2 * r, 2 * r);
        }
    }

    /** Strokes the part t0..t1 of an edge. */
    public void stroke(int e, double t0, double t1, Color color, double width) {
        if (t1 <= t0) return;
        gc.setStroke(color);
        gc.setLineWidth(width);
        int steps = g.isCurved(e) ? 16 : 1;
        gc.beginPath();
        double[] p = g.pointOnEdge(e, t0);
        gc.moveTo(p[0], p[1]);
        for (int k = 1; k <= steps; k++) {
            double[] q = g.pointOnEdge(e, t0 + (t1 - t0) * k / steps);
            gc.lineTo(q[0], q[1]);
        }
        gc.stroke();
    }

    /** Strokes an edge shifted sideways by {@code offset} pixels (the two trees side by side). */
    public void strokeOffset(int e, double offset, Color color, double width) {
        int steps = g.isCurved(e) ? 16 : 1;
        double[] a = g.pointOnEdge(e, 0), b = g.pointOnEdge(e, 1);
        double dx = b[0] - a[0], dy = b[1] - a[1], len = Math.max(Math.hypot(dx, dy), 1e-9);
        double nx = -dy / len * offset, ny = dx / len * offset;
        gc.setStroke(color);
        gc.setLineWidth(width);
        gc.beginPath();
        for (int k = 0; k <= steps; k++) {
            double[] q = g.pointOnEdge(e, k / (double) steps);
            if (k == 0) gc.moveTo(q[0] + nx, q[1] + ny); else gc.lineTo(q[0] + nx, q[1] + ny);
        }
        gc.stroke();
    }

    /** The link under the mouse, previewing what a click does: green for Short, dashed red for Cut. */
    public void drawHover(int e, Side previewSide, double freeWidth, double healedWidth) {
        stroke(e, 0, 1, fade(palette.linkHover(), 0.22), healedWidth * 2.8);
        if (previewSide == Side.SHORT) {
            stroke(e, 0, 1, fade(palette.linkHealed(), 0.85), healedWidth);
        } else if (previewSide == Side.CUT) {
            gc.setLineDashes(healedWidth * 1.2, healedWidth * 1.1);
            stroke(e, 0, 1, palette.linkStub(), freeWidth * 1.3);
            gc.setLineDashes((double[]) null);
        } else {
            stroke(e, 0, 1, palette.linkHover(), freeWidth * 1.5);
        }
    }

    public static Color fade(Color c, double alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), Math.max(0, Math.min(1, c.getOpacity() * alpha)));
    }
}
