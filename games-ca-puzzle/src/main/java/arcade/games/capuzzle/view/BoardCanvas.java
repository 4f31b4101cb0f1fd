package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CellPainter;
import arcade.games.capuzzle.view.parts.CellMarks;
import arcade.games.capuzzle.view.parts.CellFlash;
import arcade.games.capuzzle.view.parts.CellNames;
import arcade.games.capuzzle.view.parts.CaPalette;

import arcade.api.fx.GridCursor;
import arcade.api.fx.GridGeometry;
import arcade.api.fx.ViewportPane;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.ScrollEvent;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * The board (display columns, so a flat board's border columns show), with row and column
 * numbers around it when wanted. It fits the window as long as cells stay at least
 * {@link #MIN_CELL} pixels; past that, or once the player zooms (Ctrl+wheel, Ctrl+plus/minus;
 * Ctrl+0 fits again), the viewport scrolls. Only the visible cells are drawn.
 */
final class BoardCanvas {
    static final int MIN_CELL = 18, MAX_FIT_CELL = 64;
    private static final double PAD = 8;
    private final ViewportPane pane = new ViewportPane(1, 1, (g, visible, zoom) -> paint(g, visible, true));
    private final GridCursor cursor = new GridCursor(1, 1, GridCursor.Wrap.STOP);
    private GridGeometry geo = new GridGeometry(1, 1, 28, 28, PAD, PAD);
    private CaState state;
    private List<Color> colours = List.of();
    private java.util.function.UnaryOperator<List<String>> scheme = c -> c;
    private CaPalette palette = CaPalette.fallback();
    private int fixedCell = 28, gap = 1;
    private boolean fit = true, labels = true, numbers = true, glyphs;
    private Set<HelpView.Cell> highlighted = Set.of();
    private HelpView.Cell hint;
    private HintMarks hintMarks = HintMarks.NONE;
    private final CellFlash flash = new CellFlash(this::repaint);
    private IntConsumer onZoom = z -> {};
    private Runnable onFit = () -> {};
    private int unfoldRow = -1;
    private int[] candidates, pencil;
    private javafx.animation.Timeline unfold;

    BoardCanvas() {
        pane.getStyleClass().add("ca-board");
        pane.setZoomLimits(1, 1);               // the cell size is the zoom: drawn crisp, never scaled
        pane.addEventFilter(ScrollEvent.SCROLL, this::onScroll);
        pane.widthProperty().addListener((o, a, b) -> relayout());
        pane.heightProperty().addListener((o, a, b) -> relayout());
    }

    ViewportPane node() { return pane; }

    void setState(CaState s) {
        if (!s.solved()) stopUnfold();
        boolean newPuzzle = state == null || s.puzzle() != state.puzzle();
        state = s;
        if (newPuzzle) {
            colours = scheme.apply(s.puzzle().automaton().colours()).stream().map(CaPalette::state).toList();
            Board b = s.board();
            boolean fresh = cursor.cols() != b.displayWidth() || cursor.rows() != b.generations();
            cursor.resize(b.displayWidth(), b.generations());
            if (fresh) cursor.moveTo(b.displayWidth() / 2, Math.max(0, b.generations() - 2));
            pencil = null;
            relayout();
            pane.scrollTo(0, pane.scrollY() + 1e9);   // players start at the bottom, the known generation
        }
        repaint();
    }

    void setPalette(CaPalette p) { palette = p; repaint(); }

    /** How the file's state colours are shown (the colour-blind palettes). */
    void setScheme(java.util.function.UnaryOperator<List<String>> f) {
        scheme = f;
        if (state != null) colours = f.apply(state.puzzle().automaton().colours()).stream().map(CaPalette::state).toList();
        repaint();
    }

    void setLook(CaSettings s) {
        fixedCell = s.cellSize();
        fit = s.fitsBoard();
        gap = s.gap();
        numbers = s.showNumbers();
        glyphs = s.glyphs();
        labels = s.showsLabels();
        relayout();
    }

    void onZoom(IntConsumer c) { onZoom = c; }
    void onFit(Runnable r) { onFit = r; }

    /** The size cells are drawn at now. */
    int cellSize() { return (int) geo.cellWidth() - gap; }

    HelpView.Cell cursor() { return new HelpView.Cell(cursor.row(), cursor.col()); }
    GridCursor gridCursor() { return cursor; }

    void setCursor(HelpView.Cell c) {
        cursor.moveTo(c.col(), c.row());
        pane.ensureVisible(geo.cellBounds(cursor.col(), cursor.row()));
        repaint();
    }

    /** Moves the keyboard cursor, staying on the board, and shows it. */
    void moveCursor(int dRow, int dCol) {
        if (state == null) return;
        cursor.setVisible(true);
        setCursor(new HelpView.Cell(cursor.row() + dRow, cursor.col() + dCol));
    }

    void setHighlighted(Set<HelpView.Cell> cells) { highlighted = Set.copyOf(cells); repaint(); }

    /** The win's animation: the evolution unfolds generation by generation from the top. */
    void playUnfold() {
        if (state == null) return;
        stopUnfold();
        int rows = state.board().generations();
        unfoldRow = 0;
        unfold = new javafx.animation.Timeline(new javafx.animation.KeyFrame(javafx.util.Duration.millis(Math.max(25, 1200.0 / rows)), e -> {
            unfoldRow++;
            if (unfoldRow >= rows) stopUnfold();
            repaint();
        }));
        unfold.setCycleCount(rows);
        unfold.play();
        repaint();
    }

    void stopUnfold() {
        if (unfold != null) unfold.stop();
        unfold = null;
        unfoldRow = -1;
    }

    boolean isUnfolding() { return unfoldRow >= 0; }

    /** A wrong guess: the cell flashes in the danger colour (briefly, or longer when animations are off). */
    void flash(HelpView.Cell c, boolean animated) { flash.start(c, animated); }

    HelpView.Cell flashing() { return flash.cell(); }

    void setHint(HelpView.Cell c) { hint = c; repaint(); }

    /**
     * What a hint rests on: the cells of the rules that decide it (highlighted), the cells a
     * chain went through with the candidates it left them (outlined), and for a supposition the
     * cell supposed and the rule left without a triple (in red).
     */
    record HintMarks(Set<HelpView.Cell> views, java.util.Map<HelpView.Cell, Integer> chain, HelpView.Cell supposed, Set<HelpView.Cell> conflict) {
        static final HintMarks NONE = new HintMarks(Set.of(), java.util.Map.of(), null, Set.of());
    }

    void setHintMarks(HintMarks m) { hintMarks = m == null ? HintMarks.NONE : m; repaint(); }

    HintMarks hintMarks() { return hintMarks; }

    /** Candidate sets to show in covered cells (row-major over real cells), or null for none. */
    void setCandidates(int[] candidates) { this.candidates = candidates; repaint(); }

    /** The player's own pencil marks (row-major over real cells, a bit per state), or null for none. */
    void setPencil(int[] pencil) { this.pencil = pencil; repaint(); }

    /** The display cell under a point of the pane, or null. */
    HelpView.Cell cellAt(double x, double y) {
        if (state == null) return null;
        Point2D p = pane.toContent(x, y);
        int c = geo.colAt(p.getX()), r = geo.rowAt(p.getY());
        if (c < 0 || r < 0 || p.getX() - geo.cellX(c) > cellSize() || p.getY() - geo.cellY(r) > cellSize()) return null;
        return new HelpView.Cell(r, c);
    }

    /** The centre of a display cell in the pane's coordinates. */
    Point2D centreOf(HelpView.Cell c) {
        return pane.toView(geo.cellX(c.col()) + cellSize() / 2.0, geo.cellY(c.row()) + cellSize() / 2.0);
    }

    /** Where cells are drawn now, in the scene: the board's cells clipped to the pane (null before a board). */
    javafx.geometry.Bounds cellsInScene() {
        if (state == null) return null;
        Point2D a = pane.toView(geo.originX(), geo.originY()), b = pane.toView(geo.originX() + geo.width(), geo.originY() + geo.height());
        double x0 = Math.max(0, a.getX()), y0 = Math.max(0, a.getY());
        double x1 = Math.min(pane.getWidth(), b.getX()), y1 = Math.min(pane.getHeight(), b.getY());
        if (x1 <= x0 || y1 <= y0) return null;
        return pane.localToScene(new javafx.geometry.BoundingBox(x0, y0, x1 - x0, y1 - y0));
    }

    /** A point just inside a cell's top-left corner, clear of its number: in the pane, and in {@link #renderWhole()}'s picture. */
    Point2D cornerOf(HelpView.Cell c) { return pane.toView(geo.cellX(c.col()) + 3, geo.cellY(c.row()) + 3); }

    Point2D wholeCornerOf(HelpView.Cell c) { return new Point2D(geo.cellX(c.col()) + 3, geo.cellY(c.row()) + 3); }

    /** Ctrl+plus/minus: a fixed cell size from the one shown now. */
    void zoomBy(int step) {
        int next = Math.max(8, Math.min(80, cellSize() + step));
        onZoom.accept(next);
    }

    void repaint() { pane.repaint(); }

    // ---- geometry ----

    /** Cells as large as fit (at least {@link #MIN_CELL}), or the player's own size; the label gutter is one cell. */
    private void relayout() {
        if (state == null) return;
        Board b = state.board();
        int g = labels ? 1 : 0, cols = b.displayWidth(), rows = b.generations();
        double pitch;
        if (fit) {
            double w = Math.max(1, pane.getWidth()), h = Math.max(1, pane.getHeight());
            double raw = Math.floor(Math.min((w - 2 * PAD) / (cols + 2 * g), (h - 2 * PAD) / (rows + 2 * g)));
            pitch = Math.max(MIN_CELL + gap, Math.min(MAX_FIT_CELL + gap, raw));
        } else pitch = fixedCell + gap;
        geo = new GridGeometry(cols, rows, pitch, pitch, PAD + g * pitch, PAD + g * pitch);
        pane.setContentSize(contentWidth(), contentHeight());
        repaint();
    }

    /** The labels' gutter is mirrored on the right and at the bottom, so that the board sits in the middle. */
    private double contentWidth() { return 2 * geo.originX() + geo.width(); }
    private double contentHeight() { return 2 * geo.originY() + geo.height(); }

    private void onScroll(ScrollEvent e) {
        if (e.isControlDown()) {
            if (e.getDeltaY() != 0) zoomBy(e.getDeltaY() > 0 ? 2 : -2);
        } else if (e.isShiftDown()) pane.panBy(e.getDeltaY(), 0);
        else pane.panBy(e.getDeltaX(), e.getDeltaY());
        e.consume();
    }

    /** Ctrl+0: back to fitting the window. */
    void fitAgain() { onFit.run(); }

    // ---- drawing ----

    /**
     * The whole board as it looks now (states, covered cells, marks and highlights in the current
     * colours; no cursor), drawn on a canvas of its own for a picture file; null without a puzzle.
     */
    javafx.scene.canvas.Canvas renderWhole() {
        if (state == null) return null;
        javafx.scene.canvas.Canvas c = new javafx.scene.canvas.Canvas(Math.ceil(contentWidth()), Math.ceil(contentHeight()));
        paint(c.getGraphicsContext2D(), new Rectangle2D(0, 0, c.getWidth(), c.getHeight()), false);
        return c;
    }

    private void paint(GraphicsContext g, Rectangle2D visible, boolean withCursor) {
        g.setFill(palette.background());
        g.fillRect(visible.getMinX() - PAD, visible.getMinY() - PAD, visible.getWidth() + 2 * PAD, visible.getHeight() + 2 * PAD);
        if (state == null) return;
        Board b = state.board();
        int cell = cellSize();
        int[] range = geo.visibleRange(visible.getMinX(), visible.getMinY(), visible.getWidth(), visible.getHeight());
        if (labels) paintLabels(g, b, range);
        if (gap > 0) {
            g.setFill(palette.grid());
            g.fillRect(geo.originX() - gap, geo.originY() - gap, geo.width() + gap, geo.height() + gap);
        }
        CellMarks marks = new CellMarks(g, cell, palette, colours);
        for (int r = range[1]; r <= range[3]; r++) for (int c = range[0]; c <= range[2]; c++) {
            double x = geo.cellX(c), y = geo.cellY(r);
            HelpView.Cell at = new HelpView.Cell(r, c);
            int v = HelpView.shownAt(state, at);
            if (v >= 0) CellPainter.state(g, x, y, cell, colours.get(v), v, numbers, glyphs);
            else {
                CellPainter.covered(g, x, y, cell, palette);
                int real = b.realColumn(c), i = r * b.width() + real;
                marks.pencil(x, y, pencil == null ? 0 : pencil[i]);
                Integer chained = hintMarks.chain().get(at);
                marks.candidates(x, y, chained != null ? chained : candidates == null ? 0 : candidates[i]);
                marks.wrong(x, y, state.wrongMask(r, real));
            }
            if (b.isBorderColumn(c)) { g.setFill(palette.grid().deriveColor(0, 1, 1, 0.35)); g.fillRect(x, y, cell, cell); }
            if (unfoldRow >= 0 && r > unfoldRow) { g.setFill(palette.background().deriveColor(0, 1, 1, 0.85)); g.fillRect(x, y, cell, cell); }
            if (highlighted.contains(at) || hintMarks.views().contains(at)) frame(g, x, y, palette.highlight(), 3, cell);
            else if (hintMarks.chain().containsKey(at)) { g.setLineDashes(4, 3); frame(g, x, y, palette.highlight(), 2, cell); g.setLineDashes(); }
            if (hintMarks.conflict().contains(at)) frame(g, x + 3, y + 3, palette.wrong(), 2.5, cell - 6);
            if (at.equals(hintMarks.supposed())) { g.setLineDashes(3, 3); frame(g, x + 1, y + 1, palette.wrong(), 2.5, cell - 2); g.setLineDashes(); }
            if (at.equals(hint)) frame(g, x, y, palette.hint(), 3, cell);
            if (at.equals(flash.cell())) flash.paint(g, x, y, cell, palette.wrong());
        }
        if (withCursor && cursor.isVisible()) {
            double x = geo.cellX(cursor.col()), y = geo.cellY(cursor.row());
            if (!pane.isFocused()) g.setLineDashes(3, 3);
            frame(g, x - 2, y - 2, palette.cursor(), 2, cell + 4);
            g.setLineDashes();
        }
    }

    /** Row numbers from 1 at the top, column numbers from 1 over the real columns (the border columns have none). */
    private void paintLabels(GraphicsContext g, Board b, int[] range) {
        double pitch = geo.cellWidth(), cell = cellSize();
        g.setFill(palette.text().deriveColor(0, 1, 1, 0.7));
        g.setFont(Font.font(Math.max(9, Math.min(14, cell * 0.42))));
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.CENTER);
        for (int c = range[0]; c <= range[2]; c++) {
            int real = b.realColumn(c);
            if (b.isBorderColumn(c) || real < 0) continue;
            g.fillText(CellNames.column(real), geo.cellX(c) + cell / 2, geo.originY() - pitch / 2);
        }
        g.setTextAlign(TextAlignment.RIGHT);
        for (int r = range[1]; r <= range[3]; r++) g.fillText(CellNames.row(r), geo.originX() - 6, geo.cellY(r) + cell / 2);
    }

    private static void frame(GraphicsContext g, double x, double y, Color c, double w, double size) {
        g.setStroke(c);
        g.setLineWidth(w);
        g.strokeRect(x + w / 2, y + w / 2, size - w, size - w);
    }
}
