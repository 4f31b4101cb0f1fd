package arcade.games.snake.view.replay;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The strip under the field while a replay file is read and checked: what is happening, how far, and Cancel. */
public final class ReplayLoading extends HBox {
    private final Label text = new Label();
    private final ProgressBar bar = new ProgressBar(0);
    private final Button cancel = new Button("Cancel");

    public ReplayLoading() {
        getStyleClass().addAll("replay-bar", "replay-loading");
        cancel.getStyleClass().add("small");
        cancel.setFocusTraversable(false);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        text.setWrapText(true);
        text.setMinWidth(120);
        bar.setMinWidth(80);
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        getChildren().addAll(text, bar, cancel);
        hide();
    }

    /** Shows the strip for the file {@code name}; Cancel runs {@code onCancel}. */
    public void show(String name, Runnable onCancel) {
        text.setText("Checking the replay " + name + "…");
        bar.setProgress(0);
        cancel.setOnAction(e -> onCancel.run());
        setVisible(true);
        setManaged(true);
    }

    /** The share of the steps checked so far, 0..1. */
    public void setProgress(double done) { bar.setProgress(done); }

    public double progress() { return bar.getProgress(); }

    public void hide() {
        setVisible(false);
        setManaged(false);
        cancel.setOnAction(null);
    }

    public boolean isShowing() { return isVisible(); }
}
