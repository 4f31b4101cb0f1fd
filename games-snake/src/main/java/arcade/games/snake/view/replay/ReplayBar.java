package arcade.games.snake.view.replay;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The strip under the field while a replay plays: a seek bar with the step number, pause/play (or play again), single step, speed, close. */
public final class ReplayBar extends HBox {
    /** Playback speed factors offered by the "faster" button, in cycle order. */
    public static final double[] SPEEDS = {1, 2, 4, 8, 0.5};

    private final Label title = new Label();
    private final Label progress = new Label();
    private final Button playPause = new Button("Pause");
    private final Button step = new Button("Step");
    private final Button faster = new Button("1×");
    private final Button close = new Button("Close replay");
    private final javafx.scene.control.Slider seek = new javafx.scene.control.Slider(0, 1, 0);
    private boolean settingSeek; // the bar follows the playback without seeking back
    private final BooleanProperty playing = new SimpleBooleanProperty(true);
    private int speedIndex;

    public ReplayBar(Runnable onStep, Runnable onClose, java.util.function.IntConsumer onSeek) {
        getStyleClass().add("replay-bar");
        title.getStyleClass().add("title");
        for (Button b : new Button[]{playPause, step, faster, close}) {
            b.setFocusTraversable(false);
            b.getStyleClass().add("small");
        }
        playPause.setOnAction(e -> {
            if (finished) { finished = false; onSeek.accept(0); playing.set(true); }
            else playing.set(!playing.get());
            playPause.setText(playing.get() ? "Pause" : "Play");
        });
        playing.addListener((o, a, v) -> playPause.setText(v ? "Pause" : finished ? "Play again" : "Play"));
        seek.setFocusTraversable(false);
        seek.setMinWidth(80);
        HBox.setHgrow(seek, Priority.ALWAYS);
        seek.valueProperty().addListener((o, a, v) -> {
            if (!settingSeek) onSeek.accept((int) Math.round(v.doubleValue()));
        });
        step.disableProperty().bind(playing);
        step.setOnAction(e -> onStep.run());
        faster.setOnAction(e -> {
            speedIndex = (speedIndex + 1) % SPEEDS.length;
            faster.setText(format(SPEEDS[speedIndex]));
        });
        close.setOnAction(e -> onClose.run());
        progress.setMinWidth(Region.USE_PREF_SIZE);
        title.setWrapText(true); // a long file name wraps rather than being cut short
        title.setMaxWidth(180);
        title.setMinWidth(Region.USE_PREF_SIZE);
        for (Button b : new Button[]{playPause, step, faster, close}) b.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(title, seek, progress, playPause, step, faster, close);
    }

    private static String format(double f) { return f == 0.5 ? "½×" : (int) f + "×"; }

    public void setTitle(String text) { title.setText(text); }

    private boolean finished;

    /** Shows the step number and moves the seek bar to it (without seeking). */
    public void setProgress(int step, int total) {
        progress.setText("Step " + step + " / " + total);
        settingSeek = true;
        seek.setMax(Math.max(1, total));
        seek.setValue(step);
        settingSeek = false;
    }

    /** At the end the Play button offers to play the replay again from the start. */
    public void setFinished(boolean done) {
        finished = done;
        if (done) playing.set(false);
        playPause.setText(done ? "Play again" : playing.get() ? "Pause" : "Play");
    }

    public javafx.scene.control.Slider seekBar() { return seek; }

    public String progressText() { return progress.getText(); }

    public BooleanProperty playingProperty() { return playing; }

    public double speedFactor() { return SPEEDS[speedIndex]; }

    /** Back to 1×, playing. */
    public void reset() {
        finished = false;
        speedIndex = 0;
        faster.setText(format(1));
        playing.set(true);
    }
}
