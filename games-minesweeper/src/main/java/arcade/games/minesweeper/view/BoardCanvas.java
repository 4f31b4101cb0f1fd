package arcade.games.minesweeper.view;

import arcade.api.fx.GridCursor;
import arcade.api.fx.GridGeometry;
import arcade.api.fx.ViewportPane;
import arcade.games.minesweeper.ai.Probabilities;
import arcade.games.minesweeper.model.MinesState;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * The board, as GNOME Mines sizes it: square cells as large as the window allows, centred, but
 * never below {@link #MIN_CELL} pixels; a board too large for that scrolls (the kit's
 * {@link ViewportPane}, which also zooms with the wheel). It shows what the player may see, plus
 * all mines once the game is lost (the fatal one on strong red, wrong flags crossed), the keyboard
 * cursor ({@link GridCursor}: hidden while the mouse plays, and on a lost board), the hinted cell
 * and the probability overlay.
 */
final class BoardCanvas extends StackPane {
    /** Content units per cell: the painter draws a cell {@value} units wide, the zoom makes it pixels. */
    static final double UNIT = 32;
    /** The smallest cell, in pixels, before the board scrolls instead of shrinking. */
    static final double MIN_CELL = 22;
    private static final double PADDING = 6;

    private final ViewportPane pane = new ViewportPane(UNIT, UNIT, this::paint);
    private final GridCursor cursor = new GridCursor(1, 1, GridCursor.Wrap.STOP);
    private MinesState state;
    private MinesPalette palette = MinesPalette.fallback();
    private int hint = -1;
    private boolean hintIsGuess, paused;
    private Probabilities overlay;
    private double fittedFor = -1;
    private final ReadOnlyDoubleWrapper shownWidth = new ReadOnlyDoubleWrapper(this, "shownWidth");

    BoardCanvas() {
        getStyleClass().add("mines-board");
        getChildren().add(pane);
        setMinSize(0, 0);
        pane.setFocusTraversable(false);
        cursor.hideOnMouse(pane);
        cursor.colProperty().addListener((o, a, b) -> cursorMoved());
        cursor.rowProperty().addListener((o, a, b) -> cursorMoved());
        cursor.visibleProperty().addListener((o, a, b) -> repaint());
        // A new window size fits the board again.
        widthProperty().addListener((o, a, b) -> fit());
        heightProperty().addListener((o, a, b) -> fit());
        pane.zoomProperty().addListener((o, a, b) -> measure());
        widthProperty().addListener((o, a, b) -> measure());
    }

    /** How wide the board is on screen (at most the view): the bar above lines up with it. */
    ReadOnlyDoubleProperty shownWidthProperty() { return shownWidth.getReadOnlyProperty(); }

    private void measure() { if (state != null) shownWidth.set(Math.min(getWidth(), cellSize() * state.width())); }

    void repaint() { pane.repaint(); }

    void show(MinesState s) {
        boolean newBoard = state == null || state.width() != s.width() || state.height() != s.height();
        state = s;
        if (newBoard) {
            cursor.resize(s.width(), s.height());
            pane.setContentSize(s.width() * UNIT, s.height() * UNIT);
            fittedFor = -1;
            fit();
            measure();
        }
        repaint();
    }

    /** Cells as large as fit (whole pixels), at least {@link #MIN_CELL}; the view starts at the board's top left. */
    private void fit() {
        if (state == null || getWidth() <= 0 || getHeight() <= 0) return;
        double key = getWidth() * 100_003 + getHeight() + state.width() * 7.0 + state.height();
        if (key == fittedFor) return;
        fittedFor = key;
        GridGeometry g = GridGeometry.fit(state.width(), state.height(), getWidth(), getHeight(), PADDING, MIN_CELL,
                GridGeometry.outputScale(this));
        pane.setZoomLimits(MIN_CELL / UNIT * 0.5, 4);
        pane.setZoomAt(g.cellWidth() / UNIT, 0, 0);
        pane.scrollTo(0, 0);
    }

    void setPalette(MinesPalette p) { palette = p; repaint(); }

    /** Puts the keyboard cursor on a cell and shows it (a hint, a test); -1 puts it in the middle. */
    void setCursor(int cell) {
        if (state == null) return;
        if (cell < 0) { centreCursor(); return; }
        cursor.moveTo(cell % state.width(), cell / state.width());
        cursor.setVisible(true);
    }

    /** The middle of the board, the cursor hidden until a key is pressed. */
    void centreCursor() {
        if (state == null) return;
        cursor.moveTo(state.width() / 2, state.height() / 2);
        cursor.setVisible(false);
    }

    /** Moves the cursor where the mouse played, leaving it hidden. */
    void followMouse(int cell) { if (state != null) cursor.moveTo(cell % state.width(), cell / state.width()); }

    int cursor() { return state == null ? -1 : cursor.row() * state.width() + cursor.col(); }
    boolean cursorShown() { return cursor.isVisible() && state != null && !state.lost(); }
    GridCursor gridCursor() { return cursor; }
    void setHint(int cell, boolean guess) { hint = cell; hintIsGuess = guess; repaint(); }
    int hint() { return hint; }
    void setOverlay(Probabilities p) { overlay = p; repaint(); }
    boolean hasOverlay() { return overlay != null; }
    void setPaused(boolean p) { paused = p; repaint(); }

    /** The cell size on screen, in pixels. */
    double cellSize() { return UNIT * pane.zoom(); }

    private void cursorMoved() {
        if (state == null) return;
        pane.ensureVisible(new Rectangle2D(cursor.col() * UNIT, cursor.row() * UNIT, UNIT, UNIT));
        repaint();
    }

    /** The cell under a point of this pane, or -1. */
    int cellAt(double x, double y) {
        if (state == null) return -1;
        Point2D c = pane.toContent(x, y);
        int cx = (int) Math.floor(c.getX() / UNIT), cy = (int) Math.floor(c.getY() / UNIT);
        if (cx < 0 || cy < 0 || cx >= state.width() || cy >= state.height()) return -1;
        return cy * state.width() + cx;
    }

    /** The centre of a cell in this pane's coordinates. */
    double[] centreOf(int cell) {
        Point2D p = pane.toView((cell % state.width() + 0.5) * UNIT, (cell / state.width() + 0.5) * UNIT);
        return new double[]{p.getX(), p.getY()};
    }

    private void paint(GraphicsContext g, Rectangle2D visible, double zoom) {
        if (state == null) return;
        MinesPalette p = palette;
        double px = 1 / zoom; // one screen pixel in content units
        g.setFill(p.background());
        g.fillRect(visible.getMinX() - UNIT, visible.getMinY() - UNIT, visible.getWidth() + 2 * UNIT, visible.getHeight() + 2 * UNIT);
        if (paused) {
            text(g, "Paused", visible.getMinX() + visible.getWidth() / 2, visible.getMinY() + visible.getHeight() / 2, 24 * px, p.text());
            return;
        }
        int x0 = Math.max(0, (int) (visible.getMinX() / UNIT)), y0 = Math.max(0, (int) (visible.getMinY() / UNIT));
        int x1 = Math.min(state.width() - 1, (int) (visible.getMaxX() / UNIT)), y1 = Math.min(state.height() - 1, (int) (visible.getMaxY() / UNIT));
        Font font = Font.font("System", FontWeight.BOLD, UNIT * 0.62);
        for (int y = y0; y <= y1; y++)
            for (int x = x0; x <= x1; x++) paintCell(g, y * state.width() + x, x * UNIT, y * UNIT, UNIT, px, font);
        if (cursorShown()) ring(g, cursor(), p.cursor(), Math.max(2 * px, UNIT * 0.08));
        if (hint >= 0) ring(g, hint, hintIsGuess ? p.guess() : p.hint(), Math.max(2.5 * px, UNIT * 0.12));
    }

    private void paintCell(GraphicsContext g, int i, double x, double y, double s, double px, Font font) {
        MinesPalette p = palette;
        byte cover = state.cover(i);
        boolean lost = state.lost();
        boolean open = cover == MinesState.OPEN;
        g.setFill(open ? (i == state.fatalCell() ? p.fatal() : p.open()) : p.hidden());
        g.fillRect(x, y, s, s);
        g.setStroke(open ? p.grid() : p.hiddenEdge());
        g.setLineWidth(px);
        g.strokeRect(x + px / 2, y + px / 2, s - px, s - px);
        if (open && state.isMine(i)) { mine(g, x, y, s, i == state.fatalCell() ? p.fatalMine() : p.mine()); return; }
        if (open) {
            int n = state.count(i);
            if (n > 0) { g.setFont(font); text(g, Integer.toString(n), x + s / 2, y + s / 2, -1, p.numbers()[n]); }
            return;
        }
        if (cover == MinesState.FLAGGED) {
            if (lost && !state.isMine(i)) {
                // A wrong flag: the mine that is not there, crossed out, as every Minesweeper shows it.
                mine(g, x, y, s, p.mine());
                cross(g, x, y, s, p.wrong());
            } else flag(g, x, y, s);
            return;
        }
        if (lost && state.isMine(i)) { mine(g, x, y, s, p.mine()); return; }
        if (cover == MinesState.MARKED) { g.setFont(font); text(g, "?", x + s / 2, y + s / 2, -1, p.text()); }
        if (overlay != null && overlay.view().cells() == state.params().cells() && !Double.isNaN(overlay.at(i))) overlayCell(g, overlay.at(i), x, y, s, px);
    }

    private void overlayCell(GraphicsContext g, double q, double x, double y, double s, double px) {
        MinesPalette p = palette;
        // certain-safe cells stand out in green; the others shade from the plain cell towards red
        Color tint = q <= Probabilities.CERTAIN ? p.safeTint() : p.hidden().interpolate(p.riskTint(), q);
        g.setFill(Color.color(tint.getRed(), tint.getGreen(), tint.getBlue(), 0.75));
        g.fillRect(x + px, y + px, s - 2 * px, s - 2 * px);
        if (s / px >= 18) {
            g.setFont(Font.font("System", s * 0.32));
            text(g, Math.round(100 * q) + "%", x + s / 2, y + s / 2, -1, p.text());
        }
    }

    private static void mine(GraphicsContext g, double x, double y, double s, Color c) {
        g.setFill(c);
        g.fillOval(x + s * 0.28, y + s * 0.28, s * 0.44, s * 0.44);
        g.setStroke(c);
        g.setLineWidth(s * 0.07);
        g.strokeLine(x + s * 0.2, y + s / 2, x + s * 0.8, y + s / 2);
        g.strokeLine(x + s / 2, y + s * 0.2, x + s / 2, y + s * 0.8);
        g.strokeLine(x + s * 0.29, y + s * 0.29, x + s * 0.71, y + s * 0.71);
        g.strokeLine(x + s * 0.71, y + s * 0.29, x + s * 0.29, y + s * 0.71);
    }

    private void flag(GraphicsContext g, double x, double y, double s) {
        g.setStroke(palette.text());
        g.setLineWidth(s * 0.06);
        g.strokeLine(x + s * 0.38, y + s * 0.2, x + s * 0.38, y + s * 0.8);
        g.strokeLine(x + s * 0.26, y + s * 0.8, x + s * 0.56, y + s * 0.8);
        g.setFill(palette.flag());
        g.fillPolygon(new double[]{x + s * 0.38, x + s * 0.75, x + s * 0.38}, new double[]{y + s * 0.2, y + s * 0.35, y + s * 0.5}, 3);
    }

    private static void cross(GraphicsContext g, double x, double y, double s, Color c) {
        g.setStroke(c);
        g.setLineWidth(s * 0.1);
        g.strokeLine(x + s * 0.18, y + s * 0.18, x + s * 0.82, y + s * 0.82);
        g.strokeLine(x + s * 0.82, y + s * 0.18, x + s * 0.18, y + s * 0.82);
    }

    private void ring(GraphicsContext g, int cell, Color c, double w) {
        double x = (cell % state.width()) * UNIT, y = (cell / state.width()) * UNIT;
        g.setStroke(c);
        g.setLineWidth(w);
        g.strokeRect(x + w / 2, y + w / 2, UNIT - w, UNIT - w);
    }

    private static void text(GraphicsContext g, String t, double cx, double cy, double size, Color c) {
        if (size > 0) g.setFont(Font.font("System", FontWeight.BOLD, size));
        g.setFill(c);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(t, cx, cy);
    }
}
