package arcade.games.snake.view;

import javafx.geometry.Insets;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/** The Snake page of the shell's settings dialog. Every change is applied and stored at once. */
public final class SettingsPane extends VBox {

    public SettingsPane(SnakeSettings initial, Consumer<SnakeSettings> onChange) {
        getStyleClass().add("snake-settings");
        SnakeSettings[] current = {initial};

        CheckBox smooth = new CheckBox("Smooth motion between steps");
        smooth.setSelected(initial.interpolate());
        smooth.selectedProperty().addListener((o, a, v) -> onChange.accept(current[0] = current[0].withInterpolate(v)));

        CheckBox grid = new CheckBox("Show grid lines");
        grid.setSelected(initial.showGrid());
        grid.selectedProperty().addListener((o, a, v) -> onChange.accept(current[0] = current[0].withShowGrid(v)));

        Slider speed = new Slider(1, 5, initial.defaultSpeed());
        speed.setMajorTickUnit(1);
        speed.setMinorTickCount(0);
        speed.setSnapToTicks(true);
        speed.setShowTickMarks(true);
        speed.setShowTickLabels(true);
        speed.setPrefWidth(240);
        Label speedValue = new Label(SpeedLevels.describe(initial.defaultSpeed()));
        speed.valueProperty().addListener((o, a, v) -> {
            int level = (int) Math.round(v.doubleValue());
            speedValue.setText(SpeedLevels.describe(level));
            if (level != current[0].defaultSpeed()) onChange.accept(current[0] = current[0].withDefaultSpeed(level));
        });

        GridPane speedRow = new GridPane();
        speedRow.setHgap(10);
        speedRow.addRow(0, new Label("Default speed"), speed, speedValue);

        Label keys = new Label("""
                Keys: arrows or W A S D steer (with two snakes: arrows = green, W A S D = blue).
                Space or P pauses, Enter or R restarts after a game over, X toggles the X-ray view,
                Esc returns to the library and keeps the game for later.""");
        keys.getStyleClass().add("hint");
        keys.setWrapText(true);
        VBox.setMargin(keys, new Insets(8, 0, 0, 0));

        getChildren().addAll(smooth, grid, speedRow, keys);
    }
}
