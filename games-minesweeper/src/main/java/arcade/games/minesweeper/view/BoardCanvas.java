package arcade.games.minesweeper.view;

import arcade.api.fx.CanvasPane;
import arcade.games.minesweeper.ai.Probabilities;
import arcade.games.minesweeper.model.MinesState;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * The board, drawn on a canvas that fills its pane: square cells as large as fit, centred. It
 * shows what the player may see, plus all mines (wrong flags crossed, the fatal cell marked) once
 * the game is lost, the keyboard cursor, the hinted cell and the probability overlay.
 */
final class BoardCanvas extends CanvasPane {
    private MinesState state;
    private MinesPalette palette = MinesPalette.fallback();
    private int cursor = -1, hint = -1;
    private boolean hintIsGuess, paused;
    private Probabilities overlay;

    BoardCanvas() {
        super(gc -> {});
        getStyleClass().add("mines-board");
    }

    // CanvasPane takes its painter in the constructor; this view paints itself.
    @Override public void repaint() {
        if (width() > 0 && height() > 0 && state != null) paint(canvas().getGraphicsContext2D());
    }

    void show(MinesState s) { state = s; repaint(); }
    void setPalette(MinesPalette p) { palette = p; repaint(); }
    void setCursor(int c) { cursor = c; repaint(); }
    int cursor() { return cursor; }
    void setHint(int cell, boolean guess) { hint = cell; hintIsGuess = guess; repaint(); }
    int hint() { return hint; }
    void setOverlay(Probabilities p) { overlay = p; repaint(); }
    boolean hasOverlay() { return overlay != null; }
    void setPaused(boolean p) { paused = p; repaint(); }

    double cellSize() {
        if (state == null) return 0;
        return Math.max(4, Math.floor(Math.min((width() - 8) / state.width(), (height() - 8) / state.height())));
    }

    private double originX() { return Math.floor((width() - cellSize() * state.width()) / 2); }
    private double originY() { return Math.floor((height() - cellSize() * state.height()) / 2); }

    /** The cell under a point of this pane, or -1. */
    int cellAt(double x, double y) {
        if (state == null) return -1;
        double s = cellSize();
        int cx = (int) Math.floor((x - originX()) / s), cy = (int) Math.floor((y - originY()) / s);
        if (cx < 0 || cy < 0 || cx >= state.width() || cy >= state.height()) return -1;
        return cy * state.width() + cx;
    }

    /** The centre of a cell in this pane's coordinates. */
    double[] centreOf(int cell) {
        double s = cellSize();
        return new double[]{originX() + (cell % state.width() + 0.5) * s, originY() + (cell / state.width() + 0.5) * s};
    }

    private void paint(GraphicsContext g) {
        MinesPalette p = palette;
        g.setFill(p.background());
        g.fillRect(0, 0, width(), height());
        double s = cellSize(), ox = originX(), oy = originY();
        if (paused) {
            text(g, "Paused", width() / 2, height() / 2, Math.max(14, s), p.text());
            return;
        }
        Font font = Font.font("System", FontWeight.BOLD, Math.max(8, s * 0.6));
        for (int i = 0; i < state.params().cells(); i++) {
            double x = ox + (i % state.width()) * s, y = oy + (i / state.width()) * s;
            paintCell(g, i, x, y, s, font);
        }
        if (cursor >= 0) ring(g, cursor, p.cursor(), Math.max(2, s * 0.08));
        if (hint >= 0) ring(g, hint, hintIsGuess ? p.guess() : p.hint(), Math.max(2.5, s * 0.12));
    }

    private void paintCell(GraphicsContext g, int i, double x, double y, double s, Font font) {
        MinesPalette p = palette;
        byte cover = state.cover(i);
        boolean lost = state.lost();
        boolean open = cover == MinesState.OPEN;
        g.setFill(open ? (i == state.fatalCell() ? p.fatal() : p.open()) : p.hidden());
        g.fillRect(x, y, s, s);
        g.setStroke(open ? p.grid() : p.hiddenEdge());
        g.setLineWidth(1);
        g.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
        if (open && state.isMine(i)) { mine(g, x, y, s); return; }
        if (open) {
            int n = state.count(i);
            if (n > 0) { g.setFont(font); text(g, Integer.toString(n), x + s / 2, y + s / 2, -1, p.numbers()[n]); }
            return;
        }
        if (cover == MinesState.FLAGGED) {
            flag(g, x, y, s);
            if (lost && !state.isMine(i)) cross(g, x, y, s, p.wrong());
            return;
        }
        if (lost && state.isMine(i)) { mine(g, x, y, s); return; }
        if (cover == MinesState.MARKED) { g.setFont(font); text(g, "?", x + s / 2, y + s / 2, -1, p.text()); }
        if (overlay != null && overlay.view().cells() == state.params().cells() && !Double.isNaN(overlay.at(i))) overlayCell(g, overlay.at(i), x, y, s);
    }

    private void overlayCell(GraphicsContext g, double q, double x, double y, double s) {
        MinesPalette p = palette;
        // certain-safe cells stand out in green; the others shade from the plain cell towards red
        Color tint = q <= Probabilities.CERTAIN ? p.safeTint() : p.hidden().interpolate(p.riskTint(), q);
        g.setFill(Color.color(tint.getRed(), tint.getGreen(), tint.getBlue(), 0.75));
        g.fillRect(x + 1, y + 1, s - 2, s - 2);
        if (s >= 18) {
            g.setFont(Font.font("System", Math.max(7, s * 0.32)));
            text(g, Math.round(100 * q) + "%", x + s / 2, y + s / 2, -1, p.text());
        }
    }

    private void mine(GraphicsContext g, double x, double y, double s) {
        g.setFill(palette.mine());
        g.fillOval(x + s * 0.28, y + s * 0.28, s * 0.44, s * 0.44);
        g.setStroke(palette.mine());
        g.setLineWidth(Math.max(1, s * 0.06));
        g.strokeLine(x + s * 0.2, y + s / 2, x + s * 0.8, y + s / 2);
        g.strokeLine(x + s / 2, y + s * 0.2, x + s / 2, y + s * 0.8);
    }

    private void flag(GraphicsContext g, double x, double y, double s) {
        g.setStroke(palette.text());
        g.setLineWidth(Math.max(1, s * 0.06));
        g.strokeLine(x + s * 0.38, y + s * 0.2, x + s * 0.38, y + s * 0.8);
        g.setFill(palette.flag());
        g.fillPolygon(new double[]{x + s * 0.38, x + s * 0.75, x + s * 0.38}, new double[]{y + s * 0.2, y + s * 0.35, y + s * 0.5}, 3);
    }

    private void cross(GraphicsContext g, double x, double y, double s, Color c) {
        g.setStroke(c);
        g.setLineWidth(Math.max(1.5, s * 0.08));
        g.strokeLine(x + s * 0.2, y + s * 0.2, x + s * 0.8, y + s * 0.8);
        g.strokeLine(x + s * 0.8, y + s * 0.2, x + s * 0.2, y + s * 0.8);
    }

    private void ring(GraphicsContext g, int cell, Color c, double w) {
        double s = cellSize(), x = originX() + (cell % state.width()) * s, y = originY() + (cell / state.width()) * s;
        g.setStroke(c);
        g.setLineWidth(w);
        g.strokeRect(x + w / 2, y + w / 2, s - w, s - w);
    }

    private static void text(GraphicsContext g, String t, double cx, double cy, double size, Color c) {
        if (size > 0) g.setFont(Font.font("System", FontWeight.BOLD, size));
        g.setFill(c);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(t, cx, cy);
    }
}
