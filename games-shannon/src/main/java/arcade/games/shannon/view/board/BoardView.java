package arcade.games.shannon.view.board;

import arcade.api.fx.AnimationLoop;
import arcade.api.fx.CanvasPane;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.Ending;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.LinkNames;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * The board on a canvas, in the thesis's theme: cells joined by sick links; healed links turn green
 * and health spreads from A; cut links split and vanish, leaving stubs while they are the last move.
 * Translates clicks and keys into "play edge e" and nothing more: the controller decides.
 */
public final class BoardView {
    private static final double HEAL_MS = 420, CUT_MS = 380, PULSE_MS = 650, HINT_MS = 1400;

    private final CanvasPane pane;
    private final BooleanSupplier animationsOn;
    private ShannonPalette palette;
    private ShannonState state;         // what is drawn: the present, or a past position being looked at
    private ShannonState present;
    private ShannonState past;          // a past position shown read-only, or null
    private int pastBetter = -1, pastPlayed = -1;
    private BoardOverlay pastOverlay;   // what explains the past position (a reviewed mistake), or its analysis
    private String pastLabel;
    private BoardGeometry geometry;
    private double geometryW = -1, geometryH = -1, geometryTop = -1;
    /** Pixels at the top kept free for the result banner laid over the board (set by the game). */
    private double reservedTop;
    private Board geometryBoard;

    private boolean interactive;
    private Side previewSide;           // how the hovered link would change; null = nothing to preview
    private int hover = -1, focus = -1, hint = -1;
    private BoardOverlay overlay;
    private BoardOverlay hintOverlay;    // why the hinted move wins, shown with it
    private boolean coordinates = true;
    private LinkNames names;
    private Board namesBoard;
    private boolean namesDots;
    private Runnable onMarksChanged = () -> {};
    private Set<Integer> ending = Set.of();
    private String banner;
    private String notice;
    private IntConsumer onPlay = e -> {};

    private LinkPainter lp;              // the current frame's
    private boolean dotGrid;             // Bridg-It boards drawn as the two-colour dot grid
    private final List<Anim> anims = new ArrayList<>();
    private final AnimationLoop loop = new AnimationLoop(this::tick);

    /** One running animation; {@code start} in nanoseconds, may lie in the future (a delay). */
    private record Anim(Kind kind, int target, int from, long start, double millis) {
        enum Kind { HEAL, CUT, PULSE, HINT }
        double progress(long now) { return Math.max(0, Math.min(1, (now - start) / (millis * 1e6))); }
        boolean started(long now) { return now >= start; }
    }

    public BoardView(BooleanSupplier animationsOn) {
        this.animationsOn = animationsOn;
        this.pane = new CanvasPane(this::paint);
        pane.getStyleClass().add("board-canvas");
        pane.setFocusTraversable(true);
        pane.addEventHandler(MouseEvent.MOUSE_MOVED, e -> setHover(pick(e.getX(), e.getY())));
        pane.addEventHandler(MouseEvent.MOUSE_EXITED, e -> setHover(-1));
        pane.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pane.requestFocus());
        pane.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (!e.isStillSincePress()) return;
            int edge = pick(e.getX(), e.getY());
            if (edge >= 0) onPlay.accept(edge);
        });
    }

    public CanvasPane node() { return pane; }

    public void setOnPlay(IntConsumer onPlay) { this.onPlay = onPlay; }

    public void setPalette(ShannonPalette palette) { this.palette = palette; pane.repaint(); }

    public ShannonState state() { return present; }

    /**
     * Shows a past position read-only over the present (null returns to the present), marking the
     * move that was played there, optionally a move that would have been better, and what explains
     * the position ({@code explanation}, null for nothing).
     */
    public void showPast(ShannonState position, String label, int better, int played, BoardOverlay explanation) {
        past = position;
        pastLabel = label;
        pastBetter = position == null ? -1 : better;
        pastPlayed = position == null ? -1 : played;
        pastOverlay = position == null ? null : explanation;
        state = position != null ? position : present;
        hover = -1;
        changedMarks();
    }

    /** Hears every change of what is drawn over the links (the legend follows it). */
    public void setOnMarksChanged(Runnable r) { onMarksChanged = r; }

    private void changedMarks() {
        pane.repaint();
        onMarksChanged.run();
    }

    /** The marks drawn now, as the legend must explain them. */
    public BoardMarks marks() {
        boolean live = past == null;
        return new BoardMarks(hover, previewSide, live ? focus : -1, live ? hint : -1, shownEnding(), shownOverlay(),
                live ? -1 : pastPlayed, live ? -1 : pastBetter, coordinates);
    }

    /** The overlay drawn: a looked-back position's own, else a hint's explanation, else the analysis. */
    public BoardOverlay shownOverlay() {
        if (past != null) return pastOverlay;
        return hint >= 0 && hintOverlay != null ? hintOverlay : overlay;
    }

    /** Whether the overlay drawn is the Analysis (not a hint's or a reviewed move's explanation). */
    public boolean isAnalysisShown() { return shownOverlay() != null && shownOverlay().analysis(); }

    /** Whether the board's coordinates are drawn (the names moves are given in). */
    public void setCoordinates(boolean on) { coordinates = on; changedMarks(); }

    /** The names of the board shown, in the coordinates it is drawn with (the dot grid's or the graph's). */
    public LinkNames names() {
        ShannonState s = state != null ? state : present;
        return s == null ? null : namesFor(s.board());
    }

    /** The names of links of {@code board} as this view draws it (a Bridg-It board as dots or as a graph). */
    public LinkNames namesFor(Board board) {
        boolean dots = dotGrid && BridgItGrid.orderOf(board) > 0;
        if (names == null || !namesBoard.equals(board) || namesDots != dots) {
            names = dots ? LinkNames.dots(board, BridgItGrid.orderOf(board)) : LinkNames.of(board);
            namesBoard = board;
            namesDots = dots;
        }
        return names;
    }

    public boolean isShowingPast() { return past != null; }

    /** The position drawn: a past one while looking back, else the present. */
    public ShannonState shown() { return state; }

    /**
     * Shows a new position. With {@code animate}, links healed or cut since the shown position
     * grow or split, and newly healthy cells pulse.
     */
    public void setState(ShannonState next, boolean animate) {
        ShannonState prev = present;
        present = next;
        state = past != null ? past : next;
        hint = -1;
        hintOverlay = null;
        // A focus on a link that was just played moves to the free link nearest the last move.
        if (focus >= 0 && (focus >= next.edgeCount() || !next.isFree(focus)))
            focus = prev != null && prev.board().equals(next.board()) && !next.isOver() ? new LinkNavigator(geometry(), next).nearLastMove() : -1;
        if (hover >= 0 && (hover >= next.edgeCount() || !next.isFree(hover))) hover = -1;
        anims.removeIf(a -> a.kind != Anim.Kind.HINT);
        onMarksChanged.run();
        if (animate && past == null && animationsOn.getAsBoolean() && prev != null && prev.board().equals(next.board())) {
            long now = System.nanoTime();
            boolean[] wasHealthy = prev.healthy(), healthy = next.healthy();
            boolean healed = false;
            for (int e = 0; e < next.edgeCount(); e++) {
                if (!prev.isFree(e)) continue;
                Board.Edge edge = next.board().edge(e);
                if (next.isMarked(e)) {
                    int from = wasHealthy[edge.v()] && !wasHealthy[edge.u()] ? edge.v() : edge.u();
                    anims.add(new Anim(Anim.Kind.HEAL, e, from, now, HEAL_MS));
                    healed = true;
                } else if (next.isDeleted(e)) {
                    anims.add(new Anim(Anim.Kind.CUT, e, -1, now, CUT_MS));
                }
            }
            long delay = healed ? (long) (HEAL_MS * 0.8e6) : 0;
            for (int v = 0; v < healthy.length; v++)
                if (healthy[v] && !wasHealthy[v]) anims.add(new Anim(Anim.Kind.PULSE, v, -1, now + delay, PULSE_MS));
            startTimer();
        }
        pane.repaint();
    }

    /** Whether clicks and keys play moves now, and as which side (for the hover preview). */
    public void setInteractive(boolean interactive, Side side) {
        this.interactive = interactive;
        this.previewSide = side;
        if (!interactive) hover = -1;
        pane.setCursor(interactive ? javafx.scene.Cursor.DEFAULT : javafx.scene.Cursor.WAIT);
        pane.repaint();
    }

    public boolean isInteractive() { return interactive; }

    /** Highlights a proposed move (the hint); -1 clears it. */
    public void showHint(int edge) { showHint(edge, null); }

    /** Highlights a proposed move with what explains it (drawn like the analysis); -1 clears both. */
    public void showHint(int edge, BoardOverlay explanation) {
        hint = edge;
        hintOverlay = edge < 0 ? null : explanation;
        anims.removeIf(a -> a.kind == Anim.Kind.HINT);
        if (edge >= 0 && animationsOn.getAsBoolean()) {
            anims.add(new Anim(Anim.Kind.HINT, edge, -1, System.nanoTime(), HINT_MS));
            startTimer();
        }
        changedMarks();
    }

    public int hint() { return hint; }

    public void setOverlay(BoardOverlay overlay) { this.overlay = overlay; changedMarks(); }

    public BoardOverlay overlay() { return overlay; }

    /** Bridg-It boards as the familiar two-colour dot grid (true) or as the graph (false). */
    public void setDotGrid(boolean on) { dotGrid = on; changedMarks(); }

    /** The dot grid of the board shown, or null when it is drawn as a graph. */
    private BridgItGrid grid() {
        if (!dotGrid || state == null) return null;
        return BridgItGrid.forBoard(state.board(), Math.max(pane.width(), 1), Math.max(pane.height(), 1), topBand());
    }

    public boolean isDotGrid() { return grid() != null; }

    /** The dot grid drawn now, or null (tests find points on it). */
    public BridgItGrid dotGrid() { return grid(); }

    /** Edges that explain a finished game (the winning route or the separating cut); empty hides them. */
    public void setEnding(java.util.Collection<Integer> edges) { ending = Set.copyOf(edges); pane.repaint(); }

    public Set<Integer> ending() { return ending; }

    /** The edges explaining the result drawn: the live game's, or a finished past position's own (a replay's end). */
    public Set<Integer> shownEnding() {
        if (past == null) return ending;
        return past.isOver() ? Set.copyOf(Ending.explaining(past)) : Set.of();
    }

    /** A line drawn over the board when the game is over; null hides it. */
    public void setBanner(String banner) { this.banner = banner; pane.repaint(); }

    /** A passing notice drawn in the band above the board when no other label is there; null clears it. */
    public void setNotice(String notice) { this.notice = notice; pane.repaint(); }

    /** The label drawn over the band: a look back's, else the game's (paused, waiting), else a notice. */
    public String topLabel() {
        if (past != null) return pastLabel;
        if (banner != null && !banner.isBlank()) return banner;
        return notice;
    }

    /** Keeps {@code px} at the top free of the board (a banner laid over it), so nothing is hidden. */
    public void setReservedTop(double px) { reservedTop = px; pane.repaint(); }

    /**
     * The band above the board, the same whether a label or banner shows or not, so the board
     * never moves: the game's reservation for its banner, and at least room for the label drawn
     * there (the board's own margin adds the rest).
     */
    private double topBand() {
        return Math.max(reservedTop, BoardLabel.BOTTOM - 16);
    }

    public int focusedEdge() { return focus; }

    public int hoveredEdge() { return hover; }

    /** Canvas coordinates of the point at {@code t} (0..1) along a link as the graph view draws it (tests look there). */
    public double[] pointOnLink(int edge, double t) { return geometry().pointOnEdge(edge, t); }

    public ShannonPalette palette() { return palette; }

    /** Canvas coordinates of the middle of an edge (tests click there). */
    public double[] edgeMidpoint(int edge) {
        BridgItGrid grid = grid();
        return grid != null ? grid.midpoint(edge) : geometry().pointOnEdge(edge, 0.5);
    }

    /** Whether an animation is pending or the frame loop still runs (it must stop on a still board). */
    public boolean isAnimating() { return !anims.isEmpty() || loop.isRunning(); }

    public void stopAnimations() {
        anims.clear();
        loop.stop();
        pane.repaint();
    }

    // ---- input ----

    private int pick(double x, double y) {
        if (!interactive || past != null || state == null || state.isOver()) return -1;
        BridgItGrid grid = grid();
        return grid != null ? grid.nearest(state.freeEdges(), x, y) : geometry().nearestEdge(state.freeEdges(), x, y);
    }

    private void setHover(int edge) {
        if (edge != hover) { hover = edge; pane.repaint(); }
    }

    /**
     * Keyboard play: Tab / Shift+Tab and the arrows move the focus between free links (starting
     * next to the last move), Enter or Space plays the focused one. The game's root forwards its
     * key presses here (an event filter, so buttons do not swallow the arrows first).
     */
    public void handleKey(KeyEvent e) {
        if (state == null || !interactive || past != null || state.isOver()) return;
        KeyCode k = e.getCode();
        if ((k == KeyCode.ENTER || k == KeyCode.SPACE) && focus >= 0 && state.isFree(focus)) {
            e.consume();
            onPlay.accept(focus);
            return;
        }
        int next = new LinkNavigator(geometry(), state).next(k, e.isShiftDown(), focus);
        if (next != -2) {
            e.consume();
            if (next >= 0) { focus = next; pane.repaint(); }
        }
    }

    // ---- drawing ----

    private BoardGeometry geometry() {
        double w = pane.width(), h = pane.height();
        double top = topBand();
        if (geometry == null || w != geometryW || h != geometryH || top != geometryTop || geometryBoard != state.board()) {
            geometry = new BoardGeometry(state.board(), Math.max(w, 1), Math.max(h, 1), top);
            geometryW = w;
            geometryH = h;
            geometryTop = top;
            geometryBoard = state.board();
        }
        return geometry;
    }

    private void startTimer() {
        if (!anims.isEmpty()) loop.kick();
    }

    /** One frame: drops finished animations, repaints, and keeps the loop only while some remain. */
    private boolean tick(long now) {
        anims.removeIf(a -> a.progress(now) >= 1);
        pane.repaint();
        return !anims.isEmpty();
    }

    private Anim anim(Anim.Kind kind, int target) {
        for (Anim a : anims) if (a.kind == kind && a.target == target) return a;
        return null;
    }

    private void paint(GraphicsContext gc) {
        double w = pane.width(), h = pane.height();
        if (palette == null) return;
        gc.setFill(new RadialGradient(0, 0, w / 2, h / 2, Math.hypot(w, h) / 2, false, CycleMethod.NO_CYCLE,
                new Stop(0, palette.boardBg()), new Stop(1, palette.vignette())));
        gc.fillRect(0, 0, w, h);
        if (state == null) return;
        BridgItGrid grid = grid();
        BoardMarks marks = marks();
        if (grid != null) {
            new BridgItPainter(gc, grid, palette, state).paint(marks);
            String top = topLabel();
            if (top != null) drawBanner(gc, w, top);
            return;
        }
        BoardGeometry g = geometry();
        lp = new LinkPainter(gc, g, palette, state);
        long now = System.nanoTime();
        double s = g.scale;
        gc.setLineCap(StrokeLineCap.ROUND);
        Board board = state.board();
        int last = state.lastMove();
        boolean lastWasCut = last >= 0 && state.isDeleted(last);

        BoardOverlay overlay = marks.overlay();
        if (overlay != null) for (int e : overlay.path()) if (!state.isDeleted(e)) lp.stroke(e, 0, 1, fade(palette.overlayPath(), 0.38), s * 0.26);

        double freeWidth = Math.max(2, s * 0.05);
        for (int e = 0; e < board.edgeCount(); e++) {
            if (!state.isFree(e)) continue;
            lp.stroke(e, 0, 1, palette.linkFree(), freeWidth);
        }

        for (int e = 0; e < board.edgeCount(); e++) {
            if (!state.isDeleted(e)) continue;
            Anim a = anim(Anim.Kind.CUT, e);
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
        if (lastWasHeal && anim(Anim.Kind.HEAL, last) == null) lp.stroke(last, 0, 1, palette.linkGlow(), healedWidth * 3.2);
        for (int e = 0; e < board.edgeCount(); e++) {
            if (!state.isMarked(e)) continue;
            Anim a = anim(Anim.Kind.HEAL, e);
            if (a == null) { lp.stroke(e, 0, 1, palette.linkHealed(), healedWidth); continue; }
            double p = ease(a.progress(now));
            lp.stroke(e, 0, 1, palette.linkFree(), freeWidth);
            boolean fromU = a.from == board.edge(e).u();
            lp.stroke(e, fromU ? 0 : 1 - p, fromU ? p : 1, palette.linkHealed(), healedWidth * (0.7 + 0.3 * p));
        }

        if (overlay != null) lp.drawOverlay(s, overlay);
        Set<Integer> ending = shownEnding();
        if (!ending.isEmpty()) lp.drawEnding(ending, healedWidth);
        lp.drawPastMarks(marks.played(), marks.better(), freeWidth, healedWidth);

        if (past == null && hint >= 0 && hint < board.edgeCount() && state.isFree(hint)) {
            Anim a = anim(Anim.Kind.HINT, hint);
            double pulse = a == null ? 0.5 : 0.5 + 0.5 * Math.sin(a.progress(now) * Math.PI * 4);
            lp.stroke(hint, 0, 1, fade(palette.linkHint(), 0.25 + 0.35 * pulse), healedWidth * 3);
            lp.stroke(hint, 0, 1, palette.linkHint(), healedWidth);
        }
        if (past == null && focus >= 0 && state.isFree(focus)) {
            lp.stroke(focus, 0, 1, fade(palette.linkFocus(), 0.35), healedWidth * 2.6);
            lp.stroke(focus, 0, 1, palette.linkFocus(), freeWidth * 1.4);
        }
        if (hover >= 0 && state.isFree(hover)) lp.drawHover(hover, previewSide, freeWidth, healedWidth);

        drawCells(gc, g, now);
        if (coordinates) CoordinatePainter.paint(gc, g, board, names(), palette);
        String top = topLabel();
        if (top != null) drawBanner(gc, w, top);
    }

    private void drawCells(GraphicsContext gc, BoardGeometry g, long now) {
        Board board = state.board();
        boolean[] healthy = state.healthy();
        double r = g.cellRadius();
        for (int v = 0; v < board.vertexCount(); v++) {
            Board.Vertex p = board.vertex(v);
            double x = g.x(p), y = g.y(p);
            Anim pulse = anim(Anim.Kind.PULSE, v);
            boolean pending = pulse != null && !pulse.started(now);
            boolean isHealthy = healthy[v] && !pending;
            if (v == board.a() || v == board.b()) { drawTerminal(gc, g, v, x, y, isHealthy, pulse, now); continue; }
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

    private void drawTerminal(GraphicsContext gc, BoardGeometry g, int v, double x, double y, boolean healthy, Anim pulse, long now) {
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

    private void drawBanner(GraphicsContext gc, double w, String text) {
        Side winner = state == null || past != null ? null : state.winner().orElse(null);
        Color edge = winner == Side.SHORT ? palette.linkHealed() : winner == Side.CUT ? palette.linkStub() : palette.linkHover();
        BoardLabel.draw(gc, w, text, fade(palette.boardBg(), 0.92), edge, palette.text());
    }

    private static double ease(double t) { return 1 - Math.pow(1 - t, 3); }

    private static Color fade(Color c, double alpha) { return LinkPainter.fade(c, alpha); }
}
