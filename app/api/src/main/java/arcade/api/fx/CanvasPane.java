package arcade.api.fx;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;

import java.util.function.Consumer;

/**
 * A region that keeps one canvas at its own size and asks for a repaint when the size changes.
 * JavaFX renders the canvas at the window's output scale, so drawing in layout units stays sharp
 * on HiDPI screens. Draw code receives the graphics context and reads {@link #width()}/{@link #height()}.
 */
public class CanvasPane extends Region {
    private final Canvas canvas = new Canvas();
    private final Consumer<GraphicsContext> painter;

    public CanvasPane(Consumer<GraphicsContext> painter) {
        this.painter = painter;
        getChildren().add(canvas);
        getStyleClass().add("canvas-pane");
        setMinSize(0, 0);
        setPrefSize(640, 480);
        setFocusTraversable(true);
    }

    public Canvas canvas() { return canvas; }
    public double width() { return canvas.getWidth(); }
    public double height() { return canvas.getHeight(); }

    @Override protected void layoutChildren() {
        double w = snapSizeX(getWidth()), h = snapSizeY(getHeight());
        if (w != canvas.getWidth() || h != canvas.getHeight()) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            repaint();
        }
    }

    /** Paints now (FX thread). Cheap views call this on every change; animated ones once a frame. */
    public void repaint() {
        if (canvas.getWidth() > 0 && canvas.getHeight() > 0) painter.accept(canvas.getGraphicsContext2D());
    }
}
