package arcade.games.snake.view.settings;

import javafx.beans.value.ObservableStringValue;
import javafx.geometry.Insets;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/** The Snake page of the shell's settings dialog. Every change is applied and stored at once. */
public final class SettingsPane extends VBox {

    public SettingsPane(SnakeSettings initial, ObservableStringValue sound, Consumer<SnakeSettings> onChange) {
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

        GridPane keys = new GridPane();
        keys.setHgap(14);
        keys.setVgap(4);
        String[][] rows = {
                {"Arrows, W A S D", "steer (two snakes: arrows green, W A S D blue)"},
                {"Space, P", "pause and resume"},
                {"Enter, R", "new game after a game over"},
                {"X", "X-ray view of the automaton"},
                {"Esc", "back to the library; the game is kept"}};
        for (int k = 0; k < rows.length; k++) {
            Label key = new Label(rows[k][0]);
            key.setStyle("-fx-font-weight: bold;");
            Label what = new Label(rows[k][1]);
            what.getStyleClass().add("hint");
            keys.addRow(k, key, what);
        }
        VBox.setMargin(keys, new Insets(8, 0, 0, 0));

        Label soundLine = new Label();
        soundLine.setId("snake-sound-status");
        soundLine.setWrapText(true);
        soundLine.textProperty().bind(sound);
        soundLine.getStyleClass().add("hint");

        getChildren().addAll(smooth, grid, speedRow, soundLine, keys);
    }
}
