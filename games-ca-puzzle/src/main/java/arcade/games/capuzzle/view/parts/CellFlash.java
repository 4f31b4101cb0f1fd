package arcade.games.capuzzle.view.parts;

import arcade.games.capuzzle.model.HelpView;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.util.Duration;

/**
 * A wrong guess made obvious: the cell blinks three times in the danger colour, or, with
 * animations off, stays marked for a moment without blinking.
 */
public final class CellFlash {
    private final Runnable repaint;
    private HelpView.Cell cell;
    private boolean on;
    private Timeline timeline;

    public CellFlash(Runnable repaint) { this.repaint = repaint; }

    public HelpView.Cell cell() { return cell; }

    public void start(HelpView.Cell c, boolean animated) {
        if (timeline != null) timeline.stop();
        cell = c;
        on = true;
        int blinks = animated ? 6 : 1;
        timeline = new Timeline(new KeyFrame(Duration.millis(animated ? 110 : 900), e -> on = !on));
        timeline.setCycleCount(blinks);
        timeline.currentTimeProperty().addListener((o, a, b) -> repaint.run());
        timeline.setOnFinished(e -> { cell = null; repaint.run(); });
        timeline.play();
        repaint.run();
    }

    public void paint(GraphicsContext g, double x, double y, double size, Color danger) {
        if (!on) return;
        g.setFill(danger.deriveColor(0, 1, 1, 0.55));
        g.fillRect(x, y, size, size);
        g.setStroke(danger);
        g.setLineWidth(3);
        g.strokeRect(x + 1.5, y + 1.5, size - 3, size - 3);
    }
}
