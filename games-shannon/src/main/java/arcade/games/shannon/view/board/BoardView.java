package arcade.games.shannon.view.board;

import arcade.api.fx.CanvasPane;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.Ending;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.LinkNames;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.KeyEvent;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;

import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * The board on a canvas: what it shows (the present or a past position, the hint, the analysis,
 * the ending, the label above it) and the marks the legend explains. The drawing is
 * {@link GraphPainter}'s or {@link BridgItPainter}'s, the moving links and cells
 * {@link BoardAnimations}', and the clicks and keys, turned into "play edge e" and nothing more,
 * {@link BoardInput}'s: the controller decides.
 */
public final class BoardView {
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

    private final BoardInput input;
    private int hint = -1;
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

    private boolean dotGrid;             // Bridg-It boards drawn as the two-colour dot grid
    private final BoardAnimations anims;

    public BoardView(BooleanSupplier animationsOn) {
        this.animationsOn = animationsOn;
        this.pane = new CanvasPane(this::paint);
        this.anims = new BoardAnimations(pane::repaint);
        pane.getStyleClass().add("board-canvas");
        pane.setFocusTraversable(true);
        this.input = new BoardInput(pane, new BoardInput.Target() {
            @Override public ShannonState playable() { return past != null || state == null || state.isOver() ? null : state; }

            @Override public int nearest(ShannonState s, double x, double y) {
                BridgItGrid grid = grid();
                return grid != null ? grid.nearest(s.freeEdges(), x, y) : geometry().nearestEdge(s.freeEdges(), x, y);
            }

            @Override public LinkNavigator navigator(ShannonState s) { return new LinkNavigator(geometry(), s); }

            @Override public void repaint() { pane.repaint(); }
        });
    }

    public CanvasPane node() { return pane; }

    public void setOnPlay(IntConsumer onPlay) { input.setOnPlay(onPlay); }

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
        input.clearHover();
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
        return new BoardMarks(input.hover(), input.previewSide(), live ? input.focus() : -1, live ? hint : -1, shownEnding(), shownOverlay(),
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
        input.positionChanged(prev, next, () -> new LinkNavigator(geometry(), next).nearLastMove());
        anims.positionChanged();
        onMarksChanged.run();
        if (animate && past == null && animationsOn.getAsBoolean() && prev != null && prev.board().equals(next.board()))
            anims.moved(prev, next, System.nanoTime());
        pane.repaint();
    }

    /** Whether clicks and keys play moves now, and as which side (for the hover preview). */
    public void setInteractive(boolean interactive, Side side) {
        input.setInteractive(interactive, side);
        pane.setCursor(interactive ? javafx.scene.Cursor.DEFAULT : javafx.scene.Cursor.WAIT);
        pane.repaint();
    }

    public boolean isInteractive() { return input.isInteractive(); }

    /** Highlights a proposed move (the hint); -1 clears it. */
    public void showHint(int edge) { showHint(edge, null); }

    /** Highlights a proposed move with what explains it (drawn like the analysis); -1 clears both. */
    public void showHint(int edge, BoardOverlay explanation) {
        hint = edge;
        hintOverlay = edge < 0 ? null : explanation;
        anims.hint(edge, animationsOn.getAsBoolean(), System.nanoTime());
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

    public int focusedEdge() { return input.focus(); }

    public int hoveredEdge() { return input.hover(); }

    /** Canvas coordinates of the point at {@code t} (0..1) along a link as the graph view draws it (tests look there). */
    public double[] pointOnLink(int edge, double t) { return geometry().pointOnEdge(edge, t); }

    public ShannonPalette palette() { return palette; }

    /** Canvas coordinates of the middle of an edge (tests click there). */
    public double[] edgeMidpoint(int edge) {
        BridgItGrid grid = grid();
        return grid != null ? grid.midpoint(edge) : geometry().pointOnEdge(edge, 0.5);
    }

    /** Whether an animation is pending or the frame loop still runs (it must stop on a still board). */
    public boolean isAnimating() { return anims.isRunning(); }

    public void stopAnimations() {
        anims.stop();
        pane.repaint();
    }

    /**
     * Keyboard play: Tab / Shift+Tab and the arrows move the focus between free links (starting
     * next to the last move), Enter or Space plays the focused one. The game's root forwards its
     * key presses here (an event filter, so buttons do not swallow the arrows first).
     */
    public void handleKey(KeyEvent e) { input.handleKey(e); }

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

    private void paint(GraphicsContext gc) {
        double w = pane.width(), h = pane.height();
        if (palette == null) return;
        gc.setFill(new RadialGradient(0, 0, w / 2, h / 2, Math.hypot(w, h) / 2, false, CycleMethod.NO_CYCLE,
                new Stop(0, palette.boardBg()), new Stop(1, palette.vignette())));
        gc.fillRect(0, 0, w, h);
        if (state == null) return;
        BridgItGrid grid = grid();
        BoardMarks marks = marks();
        if (grid != null) new BridgItPainter(gc, grid, palette, state).paint(marks);
        else new GraphPainter(gc, geometry(), palette, state, anims, System.nanoTime()).paint(marks, names());
        String top = topLabel();
        if (top != null) drawBanner(gc, w, top);
    }

    private void drawBanner(GraphicsContext gc, double w, String text) {
        Side winner = state == null || past != null ? null : state.winner().orElse(null);
        Color edge = winner == Side.SHORT ? palette.linkHealed() : winner == Side.CUT ? palette.linkStub() : palette.linkHover();
        BoardLabel.draw(gc, w, text, fade(palette.boardBg(), 0.92), edge, palette.text());
    }

    private static Color fade(Color c, double alpha) { return LinkPainter.fade(c, alpha); }
}
