package arcade.games.capuzzle.view;

import arcade.api.fx.CanvasPane;
import arcade.games.capuzzle.model.Board;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import javafx.geometry.Point2D;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.ScrollEvent;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * The board: a viewport-sized canvas with its own scroll offsets that draws only the visible
 * cells (display columns, so a flat board's border columns show). Wheel scrolls, Ctrl+wheel zooms.
 * Hit-testing is arithmetic on the cell grid.
 */
final class BoardCanvas {
    private static final double MARGIN = 8;
    private final CanvasPane pane = new CanvasPane(this::paint);
    private CaState state;
    private List<Color> colours = List.of();
    private java.util.function.UnaryOperator<List<String>> scheme = c -> c;
    private CaPalette palette = CaPalette.fallback();
    private int cell = 28, gap = 1;
    private boolean numbers = true, glyphs;
    private double scrollX, scrollY;
    private HelpView.Cell cursor;
    private Set<HelpView.Cell> highlighted = Set.of();
    private HelpView.Cell flash, hint;
    private IntConsumer onZoom = z -> {};
    private int unfoldRow = -1;
    private int[] candidates;
    private javafx.animation.Timeline unfold;

    BoardCanvas() {
        pane.getStyleClass().add("ca-board");
        pane.addEventHandler(ScrollEvent.SCROLL, this::onScroll);
    }

    CanvasPane node() { return pane; }

    void setState(CaState s) {
        if (!s.solved()) stopUnfold();
        boolean newPuzzle = state == null || s.puzzle() != state.puzzle();
        state = s;
        if (newPuzzle) {
            colours = scheme.apply(s.puzzle().automaton().colours()).stream().map(CaPalette::state).toList();
            scrollX = scrollY = 0;
            if (cursor == null || cursor.row() >= s.board().generations() || cursor.col() >= s.board().displayWidth())
                cursor = new HelpView.Cell(s.board().generations() - 2 < 0 ? 0 : s.board().generations() - 2, s.board().displayWidth() / 2);
        }
        pane.repaint();
    }

    void setPalette(CaPalette p) { palette = p; pane.repaint(); }

    /** How the file's state colours are shown (the colour-blind palettes). */
    void setScheme(java.util.function.UnaryOperator<List<String>> f) {
        scheme = f;
        if (state != null) colours = f.apply(state.puzzle().automaton().colours()).stream().map(CaPalette::state).toList();
        pane.repaint();
    }

    void setLook(int cellSize, int gap, boolean numbers, boolean glyphs) {
        this.cell = cellSize;
        this.gap = gap;
        this.numbers = numbers;
        this.glyphs = glyphs;
        clampScroll();
        pane.repaint();
    }

    void onZoom(IntConsumer c) { onZoom = c; }

    int cellSize() { return cell; }

    HelpView.Cell cursor() { return cursor; }

    void setCursor(HelpView.Cell c) {
        cursor = c;
        ensureVisible(c);
        pane.repaint();
    }

    /** Moves the keyboard cursor, staying on the board. */
    void moveCursor(int dRow, int dCol) {
        if (state == null) return;
        Board b = state.board();
        int r = Math.max(0, Math.min(b.generations() - 1, cursor.row() + dRow));
        int c = Math.max(0, Math.min(b.displayWidth() - 1, cursor.col() + dCol));
        setCursor(new HelpView.Cell(r, c));
    }

    void setHighlighted(Set<HelpView.Cell> cells) { highlighted = Set.copyOf(cells); pane.repaint(); }

    /**
     * The win's animation: the evolution unfolds generation by generation from the top, each
     * row shown as it is computed from the one above.
     */
    void playUnfold() {
        if (state == null) return;
        stopUnfold();
        int rows = state.board().generations();
        unfoldRow = 0;
        unfold = new javafx.animation.Timeline(new javafx.animation.KeyFrame(javafx.util.Duration.millis(Math.max(25, 1200.0 / rows)), e -> {
            unfoldRow++;
            if (unfoldRow >= rows) stopUnfold();
            pane.repaint();
        }));
        unfold.setCycleCount(rows);
        unfold.play();
        pane.repaint();
    }

    void stopUnfold() {
        if (unfold != null) unfold.stop();
        unfold = null;
        unfoldRow = -1;
    }

    boolean isUnfolding() { return unfoldRow >= 0; }

    void setFlash(HelpView.Cell c) { flash = c; pane.repaint(); }

    void setHint(HelpView.Cell c) { hint = c; pane.repaint(); }

    private double pitch() { return cell + gap; }

    /** The display cell under a point of the canvas, or null. */
    HelpView.Cell cellAt(double x, double y) {
        if (state == null) return null;
        double gx = x + scrollX - MARGIN, gy = y + scrollY - MARGIN;
        if (gx < 0 || gy < 0) return null;
        int c = (int) (gx / pitch()), r = (int) (gy / pitch());
        if (gx - c * pitch() > cell || gy - r * pitch() > cell) return null;
        Board b = state.board();
        return r < b.generations() && c < b.displayWidth() ? new HelpView.Cell(r, c) : null;
    }

    /** The centre of a display cell in canvas coordinates. */
    Point2D centreOf(HelpView.Cell c) {
        return new Point2D(MARGIN + c.col() * pitch() + cell / 2.0 - scrollX, MARGIN + c.row() * pitch() + cell / 2.0 - scrollY);
    }

    private double contentWidth() { return state == null ? 0 : 2 * MARGIN + state.board().displayWidth() * pitch(); }
    private double contentHeight() { return state == null ? 0 : 2 * MARGIN + state.board().generations() * pitch(); }

    private void clampScroll() {
        scrollX = Math.max(0, Math.min(scrollX, contentWidth() - pane.width()));
        scrollY = Math.max(0, Math.min(scrollY, contentHeight() - pane.height()));
    }

    private void ensureVisible(HelpView.Cell c) {
        double x = MARGIN + c.col() * pitch(), y = MARGIN + c.row() * pitch();
        if (x - scrollX < 0) scrollX = x - MARGIN;
        if (x + cell - scrollX > pane.width()) scrollX = x + cell + MARGIN - pane.width();
        if (y - scrollY < 0) scrollY = y - MARGIN;
        if (y + cell - scrollY > pane.height()) scrollY = y + cell + MARGIN - pane.height();
        clampScroll();
    }

    private void onScroll(ScrollEvent e) {
        if (e.isControlDown()) {
            int next = Math.max(8, Math.min(80, cell + (e.getDeltaY() > 0 ? 2 : -2)));
            if (next != cell) { cell = next; clampScroll(); onZoom.accept(next); pane.repaint(); }
        } else {
            scrollX -= e.isShiftDown() ? e.getDeltaY() : e.getDeltaX();
            scrollY -= e.isShiftDown() ? 0 : e.getDeltaY();
            clampScroll();
            pane.repaint();
        }
        e.consume();
    }

    private void paint(GraphicsContext g) {
        clampScroll();
        paint(g, pane.width(), pane.height(), scrollX, scrollY, true);
    }

    /**
     * The whole board as it looks now (states, covered cells, marks and highlights in the current
     * colours; no cursor), drawn on a canvas of its own for a picture file; null without a puzzle.
     * Call it on the FX thread.
     */
    javafx.scene.canvas.Canvas renderWhole() {
        if (state == null) return null;
        javafx.scene.canvas.Canvas c = new javafx.scene.canvas.Canvas(Math.ceil(contentWidth()), Math.ceil(contentHeight()));
        paint(c.getGraphicsContext2D(), c.getWidth(), c.getHeight(), 0, 0, false);
        return c;
    }

    /** Paints the part of the board in view: a {@code width × height} window scrolled by (sx, sy). */
    private void paint(GraphicsContext g, double width, double height, double sx, double sy, boolean withCursor) {
        double scrollX = sx, scrollY = sy;
        g.setFill(palette.background());
        g.fillRect(0, 0, width, height);
        if (state == null) return;
        Board b = state.board();
        double p = pitch();
        int c0 = Math.max(0, (int) ((scrollX - MARGIN) / p)), c1 = Math.min(b.displayWidth() - 1, (int) ((scrollX + width) / p));
        int r0 = Math.max(0, (int) ((scrollY - MARGIN) / p)), r1 = Math.min(b.generations() - 1, (int) ((scrollY + height) / p));
        if (gap > 0) {
            g.setFill(palette.grid());
            g.fillRect(MARGIN - gap - scrollX, MARGIN - gap - scrollY, b.displayWidth() * p + gap, b.generations() * p + gap);
        }
        for (int r = r0; r <= r1; r++) for (int c = c0; c <= c1; c++) {
            double x = MARGIN + c * p - scrollX, y = MARGIN + r * p - scrollY;
            HelpView.Cell at = new HelpView.Cell(r, c);
            int v = HelpView.shownAt(state, at);
            if (v >= 0) CellPainter.state(g, x, y, cell, colours.get(v), v, numbers, glyphs);
            else {
                CellPainter.covered(g, x, y, cell, palette);
                int real = b.realColumn(c);
                if (real >= 0) marks(g, x, y, state.wrongMask(r, real), candidates == null ? 0 : candidates[r * b.width() + real]);
            }
            if (b.isBorderColumn(c)) { g.setFill(palette.grid().deriveColor(0, 1, 1, 0.35)); g.fillRect(x, y, cell, cell); }
            if (unfoldRow >= 0 && r > unfoldRow) { g.setFill(palette.background().deriveColor(0, 1, 1, 0.85)); g.fillRect(x, y, cell, cell); }
            if (highlighted.contains(at)) frame(g, x, y, palette.highlight(), 3);
            if (at.equals(hint)) frame(g, x, y, palette.hint(), 3);
            if (at.equals(flash)) frame(g, x, y, palette.wrong(), 3);
        }
        if (!withCursor) return;
        if (cursor != null && pane.isFocused()) {
            double x = MARGIN + cursor.col() * p - scrollX, y = MARGIN + cursor.row() * p - scrollY;
            frame(g, x - 2, y - 2, palette.cursor(), 2, cell + 4);
        } else if (cursor != null) {
            double x = MARGIN + cursor.col() * p - scrollX, y = MARGIN + cursor.row() * p - scrollY;
            g.setLineDashes(3, 3);
            frame(g, x - 2, y - 2, palette.cursor(), 1.5, cell + 4);
            g.setLineDashes();
        }
    }

    /** Small marks in a covered cell: the states already guessed wrongly (red) and, when shown, the candidates left. */
    private void marks(GraphicsContext g, double x, double y, int wrong, int cand) {
        if ((wrong == 0 && cand == 0) || cell < 16) return;
        g.setFont(javafx.scene.text.Font.font(Math.max(7, cell * 0.28)));
        g.setTextAlign(javafx.scene.text.TextAlignment.LEFT);
        g.setTextBaseline(javafx.geometry.VPos.TOP);
        StringBuilder w = new StringBuilder(), c = new StringBuilder();
        for (int v = 0; v < 10; v++) {
            if ((wrong >> v & 1) != 0) w.append(v);
            if ((cand >> v & 1) != 0) c.append(v);
        }
        if (w.length() > 0) { g.setFill(palette.wrong()); g.fillText(w.toString(), x + 2, y + 1); }
        if (c.length() > 0) {
            g.setFill(palette.text());
            g.setTextBaseline(javafx.geometry.VPos.BOTTOM);
            g.fillText(c.length() > 4 ? c.substring(0, 4) + "…" : c.toString(), x + 2, y + cell - 1);
        }
    }

    /** Candidate sets to show in covered cells (row-major over real cells), or null for none. */
    void setCandidates(int[] candidates) { this.candidates = candidates; pane.repaint(); }

    private void frame(GraphicsContext g, double x, double y, Color c, double w) { frame(g, x, y, c, w, cell); }

    private static void frame(GraphicsContext g, double x, double y, Color c, double w, double size) {
        g.setStroke(c);
        g.setLineWidth(w);
        g.strokeRect(x + w / 2, y + w / 2, size - w, size - w);
    }
}
