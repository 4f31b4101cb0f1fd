package arcade.games.shannon.view.board;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.boards.LinkNames;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.Set;

/**
 * One frame of the board drawn as a graph, in the thesis's theme: sick links, healed links in
 * green, cut links as stubs, the marks over them (analysis, ending, hint, focus, hover, a reviewed
 * move), and the cells and the terminals A and B, each at its point of its running animation.
 */
final class GraphPainter {
    private final GraphicsContext gc;
    private final BoardGeometry g;
    private final ShannonPalette palette;
    private final ShannonState state;
    private final BoardAnimations anims;
    private final long now;
    private final LinkPainter lp;

    GraphPainter(GraphicsContext gc, BoardGeometry g, ShannonPalette palette, ShannonState state, BoardAnimations anims, long now) {
        this.gc = gc;
        this.g = g;
        this.palette = palette;
        this.state = state;
        this.anims = anims;
        this.now = now;
        this.lp = new LinkPainter(gc, g, palette, state);
    }

    /** Draws the links under {@code marks}, then the cells, then the coordinates in {@code names} if the marks ask for them. */
    void paint(BoardMarks marks, LinkNames names) {
        double s = g.scale;
        gc.setLineCap(StrokeLineCap.ROUND);
        Board board = state.board();
        int last = state.lastMove();

        BoardOverlay overlay = marks.overlay();
        if (overlay != null) for (int e : overlay.path()) if (!state.isDeleted(e)) lp.stroke(e, 0, 1, fade(palette.overlayPath(), 0.38), s * 0.26);

        double freeWidth = Math.max(2, s * 0.05);
        for (int e = 0; e < board.edgeCount(); e++) {
            if (!state.isFree(e)) continue;
            lp.stroke(e, 0, 1, palette.linkFree(), freeWidth);
        }

        for (int e = 0; e < board.edgeCount(); e++) {
            if (!state.isDeleted(e)) continue;
            BoardAnimations.Anim a = anims.find(BoardAnimations.Kind.CUT, e);
            if (a != null) {
                double p = ease(a.progress(now));
                Color c = palette.linkFree().interpolate(palette.linkStub(), Math.min(1, p * 2));
                Color faded = fade(c, 1 - p * 0.6);
                lp.stroke(e, 0, 0.5 - 0.32 * p, faded, freeWidth);
                lp.stroke(e, 0.5 + 0.32 * p, 1, faded, freeWidth);
            } else if (e == last) {
                lp.drawStubs(e, freeWidth, palette.linkStub());
            } else {
                lp.drawStubs(e, freeWidth * 0.8, fade(palette.linkStub(), 0.35));
            }
        }

        double healedWidth = Math.max(3.5, s * 0.1);
        boolean lastWasHeal = last >= 0 && state.isMarked(last);
        if (lastWasHeal && anims.find(BoardAnimations.Kind.HEAL, last) == null) lp.stroke(last, 0, 1, palette.linkGlow(), healedWidth * 3.2);
        for (int e = 0; e < board.edgeCount(); e++) {
            if (!state.isMarked(e)) continue;
            BoardAnimations.Anim a = anims.find(BoardAnimations.Kind.HEAL, e);
            if (a == null) { lp.stroke(e, 0, 1, palette.linkHealed(), healedWidth); continue; }
            double p = ease(a.progress(now));
            lp.stroke(e, 0, 1, palette.linkFree(), freeWidth);
            boolean fromU = a.from() == board.edge(e).u();
            lp.stroke(e, fromU ? 0 : 1 - p, fromU ? p : 1, palette.linkHealed(), healedWidth * (0.7 + 0.3 * p));
        }

        if (overlay != null) lp.drawOverlay(s, overlay);
        Set<Integer> ending = marks.ending();
        if (!ending.isEmpty()) lp.drawEnding(ending, healedWidth);
        lp.drawPastMarks(marks.played(), marks.better(), freeWidth, healedWidth);

        int hint = marks.hint(), focus = marks.focus(), hover = marks.hover();
        if (hint >= 0 && hint < board.edgeCount() && state.isFree(hint)) {
            BoardAnimations.Anim a = anims.find(BoardAnimations.Kind.HINT, hint);
            double pulse = a == null ? 0.5 : 0.5 + 0.5 * Math.sin(a.progress(now) * Math.PI * 4);
            lp.stroke(hint, 0, 1, fade(palette.linkHint(), 0.25 + 0.35 * pulse), healedWidth * 3);
            lp.stroke(hint, 0, 1, palette.linkHint(), healedWidth);
        }
        if (focus >= 0 && state.isFree(focus)) {
            lp.stroke(focus, 0, 1, fade(palette.linkFocus(), 0.35), healedWidth * 2.6);
            lp.stroke(focus, 0, 1, palette.linkFocus(), freeWidth * 1.4);
        }
        if (hover >= 0 && state.isFree(hover)) lp.drawHover(hover, marks.previewSide(), freeWidth, healedWidth);

        drawCells();
        if (marks.coordinates()) CoordinatePainter.paint(gc, g, board, names, palette);
    }

    private void drawCells() {
        Board board = state.board();
        boolean[] healthy = state.healthy();
        double r = g.cellRadius();
        for (int v = 0; v < board.vertexCount(); v++) {
            Board.Vertex p = board.vertex(v);
            double x = g.x(p), y = g.y(p);
            BoardAnimations.Anim pulse = anims.find(BoardAnimations.Kind.PULSE, v);
            boolean pending = pulse != null && !pulse.started(now);
            boolean isHealthy = healthy[v] && !pending;
            if (v == board.a() || v == board.b()) { drawTerminal(v, x, y, isHealthy, pulse); continue; }
            double scale = 1;
            if (pulse != null && pulse.started(now)) {
                double t = pulse.progress(now);
                scale = 1 + 0.35 * Math.sin(t * Math.PI);
                gc.setFill(fade(palette.cellHealthy(), 0.35 * (1 - t)));
                double rr = r * (1 + 1.4 * t);
                gc.fillOval(x - rr, y - rr, 2 * rr, 2 * rr);
            }
            double rr = r * scale;
            gc.setFill(isHealthy ? palette.cellHealthyFill() : palette.cellFill());
            gc.fillOval(x - rr, y - rr, 2 * rr, 2 * rr);
            // Healthy cells are opaque and ringed in green: an opaque disc first hides the links beneath.
            if (isHealthy) {
                gc.setFill(palette.boardBg());
                gc.fillOval(x - rr, y - rr, 2 * rr, 2 * rr);
                gc.setFill(palette.cellHealthyFill());
                gc.fillOval(x - rr, y - rr, 2 * rr, 2 * rr);
            }
            gc.setStroke(isHealthy ? palette.cellHealthy() : palette.cellRing());
            gc.setLineWidth(Math.max(1.5, rr * (isHealthy ? 0.26 : 0.2)));
            gc.strokeOval(x - rr, y - rr, 2 * rr, 2 * rr);
            // The nucleus: slightly off-centre, so the cells look alive rather than like plain dots.
            double nr = rr * 0.38;
            gc.setFill(isHealthy ? palette.cellHealthy() : palette.cellNucleus());
            gc.fillOval(x - nr + rr * 0.12, y - nr - rr * 0.1, 2 * nr, 2 * nr);
        }
    }

    private void drawTerminal(int v, double x, double y, boolean healthy, BoardAnimations.Anim pulse) {
        Board board = state.board();
        double r = g.terminalRadius();
        boolean isA = v == board.a();
        Color fill = isA || healthy ? palette.terminalA() : palette.terminalB();
        if (pulse != null && pulse.started(now)) {
            double t = pulse.progress(now);
            gc.setFill(fade(palette.cellHealthy(), 0.4 * (1 - t)));
            double rr = r * (1 + 1.6 * t);
            gc.fillOval(x - rr, y - rr, 2 * rr, 2 * rr);
        }
        gc.setFill(fade(fill, 0.25));
        double halo = r * 1.35;
        gc.fillOval(x - halo, y - halo, 2 * halo, 2 * halo);
        gc.setFill(fill);
        gc.fillOval(x - r, y - r, 2 * r, 2 * r);
        gc.setFill(palette.terminalLabel());
        gc.setFont(Font.font(null, FontWeight.BOLD, Math.max(10, r * 1.15)));
        gc.setTextAlign(TextAlignment.CENTER);
        gc.setTextBaseline(VPos.CENTER);
        gc.fillText(isA ? "A" : "B", x, y + r * 0.04);
    }

    private static double ease(double t) { return 1 - Math.pow(1 - t, 3); }

    private static Color fade(Color c, double alpha) { return LinkPainter.fade(c, alpha); }
}
