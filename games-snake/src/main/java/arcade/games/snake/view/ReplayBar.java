package arcade.games.snake.view;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The strip under the field while a replay plays: pause/play, single step, speed, close. */
public final class ReplayBar extends HBox {
    /** Playback speed factors offered by the "faster" button, in cycle order. */
    static final double[] SPEEDS = {1, 2, 4, 8, 0.5};

    private final Label title = new Label();
    private final Label progress = new Label();
    private final Button playPause = new Button("Pause");
    private final Button step = new Button("Step");
    private final Button faster = new Button("1×");
    private final Button close = new Button("Close replay");
    private final BooleanProperty playing = new SimpleBooleanProperty(true);
    private int speedIndex;

    public ReplayBar(Runnable onStep, Runnable onClose) {
        getStyleClass().add("replay-bar");
        title.getStyleClass().add("title");
        for (Button b : new Button[]{playPause, step, faster, close}) {
            b.setFocusTraversable(false);
            b.getStyleClass().add("small");
        }
        playPause.setOnAction(e -> playing.set(!playing.get()));
        playing.addListener((o, a, v) -> playPause.setText(v ? "Pause" : "Play"));
        step.disableProperty().bind(playing);
        step.setOnAction(e -> onStep.run());
        faster.setOnAction(e -> {
            speedIndex = (speedIndex + 1) % SPEEDS.length;
            faster.setText(format(SPEEDS[speedIndex]));
        });
        close.setOnAction(e -> onClose.run());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        getChildren().addAll(title, progress, grow, playPause, step, faster, close);
    }

    private static String format(double f) { return f == 0.5 ? "½×" : (int) f + "×"; }

    public void setTitle(String text) { title.setText(text); }

    public void setProgress(int step, int total) { progress.setText("step " + step + " / " + total); }

    public BooleanProperty playingProperty() { return playing; }

    public double speedFactor() { return SPEEDS[speedIndex]; }

    /** Back to 1×, playing. */
    public void reset() {
        speedIndex = 0;
        faster.setText(format(1));
        playing.set(true);
    }
}
