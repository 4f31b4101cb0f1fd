package arcade.games.snake.view.field;

import arcade.api.fx.CanvasPane;
import arcade.games.snake.model.SnakeState;
import javafx.scene.Parent;

import java.util.function.Supplier;

/**
 * The field canvas: paints the frame it is given with the colours of the theme, which it reads from
 * the CSS of {@code styled} when first shown and again after each theme change.
 */
public final class FieldView {
    /** What one frame shows: the state, the one before it (for smooth motion) and how far the step is. */
    public record Frame(SnakeState now, SnakeState before, double fraction, FieldPainter.Options options) {}

    private final Parent styled;
    private final Supplier<Frame> frames;
    private final FieldPainter painter = new FieldPainter();
    private final CanvasPane canvas = new CanvasPane(g -> paint());
    private SnakePalette palette;

    public FieldView(Parent styled, Supplier<Frame> frames) {
        this.styled = styled;
        this.frames = frames;
        canvas.setOnMousePressed(e -> canvas.requestFocus());
        // the X-ray's magnifier follows the mouse
        canvas.setOnMouseMoved(e -> hover(e.getX(), e.getY()));
        canvas.setOnMouseExited(e -> hover(Double.NaN, Double.NaN));
    }

    private void hover(double x, double y) {
        painter.setHover(x, y);
        Frame f = frames.get();
        if (f != null && f.options().xray()) canvas.repaint();
    }

    public CanvasPane canvas() { return canvas; }

    /** The colours, or null before the field was first shown. */
    public SnakePalette palette() { return palette; }

    public void repaint() { canvas.repaint(); }

    /** Re-reads the colours from CSS (after the theme changed). */
    public void refreshPalette() {
        if (styled.getScene() == null) return;
        styled.applyCss();
        palette = SnakePalette.resolve(styled);
        canvas.repaint();
    }

    private void paint() {
        if (palette == null) {
            if (styled.getScene() == null) return;
            palette = SnakePalette.resolve(styled);
        }
        Frame f = frames.get();
        if (f == null) return; // no game yet: the host is still setting it up
        painter.paint(canvas.canvas().getGraphicsContext2D(), canvas.width(), canvas.height(), f.now(), f.before(),
                f.fraction(), palette, f.options());
    }
}
