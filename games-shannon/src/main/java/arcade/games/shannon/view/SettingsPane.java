package arcade.games.shannon.view;

import arcade.games.shannon.view.match.ShannonSettings;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.GridPane;

import java.util.Locale;
import java.util.function.Consumer;

/** The game's page in the shell's settings dialog; every change is saved at once. */
public final class SettingsPane {
    private final GridPane grid = new GridPane();
    private ShannonSettings current;

    SettingsPane(ShannonSettings initial, Consumer<ShannonSettings> save) {
        current = initial;
        grid.setHgap(12);
        grid.setVgap(10);
        grid.setPadding(new Insets(8));

        ComboBox<String> mode = new ComboBox<>();
        mode.getItems().addAll("Against the computer, as Short", "Against the computer, as Cut", "Two players on this computer");
        mode.getSelectionModel().select(initial.mode().equals("hotseat") ? 2 : initial.human().equals("cut") ? 1 : 0);
        mode.valueProperty().addListener((o, a, v) -> {
            int i = mode.getSelectionModel().getSelectedIndex();
            current = current.withMode(i == 2 ? "hotseat" : "vs", i == 1 ? "cut" : "short");
            save.accept(current);
        });

        ComboBox<String> level = new ComboBox<>();
        level.getItems().addAll("Easy", "Normal (the thesis algorithm)", "Perfect");
        level.getSelectionModel().select(switch (initial.level()) { case "easy" -> 0; case "perfect" -> 2; default -> 1; });
        level.valueProperty().addListener((o, a, v) -> {
            current = current.withLevel(new String[] {"easy", "normal", "perfect"}[level.getSelectionModel().getSelectedIndex()]);
            save.accept(current);
        });

        ComboBox<String> first = new ComboBox<>();
        first.getItems().addAll("Short (the thesis rule)", "Cut");
        first.getSelectionModel().select(initial.first().equals("cut") ? 1 : 0);
        first.valueProperty().addListener((o, a, v) -> {
            current = current.withFirst(first.getSelectionModel().getSelectedIndex() == 1 ? "cut" : "short");
            save.accept(current);
        });

        Slider density = new Slider(0.8, 1.0, initial.density());
        density.setMajorTickUnit(0.05);
        density.setMinorTickCount(0);
        density.setSnapToTicks(true);
        density.setShowTickMarks(true);
        Label densityValue = new Label(String.format(Locale.ROOT, "%.2f", initial.density()));
        density.valueProperty().addListener((o, a, v) -> {
            double d = Math.round(v.doubleValue() * 100) / 100.0;
            densityValue.setText(String.format(Locale.ROOT, "%.2f", d));
            if (density.isValueChanging()) return;
            current = current.withDensity(d);
            save.accept(current);
        });
        density.valueChangingProperty().addListener((o, a, changing) -> {
            if (!changing) { current = current.withDensity(Math.round(density.getValue() * 100) / 100.0); save.accept(current); }
        });

        CheckBox verdict = new CheckBox("Show who wins with best play");
        verdict.setSelected(initial.showVerdict());
        verdict.selectedProperty().addListener((o, a, v) -> { current = current.withShowVerdict(v); save.accept(current); });

        int r = 0;
        grid.addRow(r++, new Label("Mode"), mode);
        grid.addRow(r++, new Label("Computer strength"), level);
        grid.addRow(r++, new Label("Who starts"), first);
        grid.addRow(r++, new Label("Cell density (p)"), density, densityValue);
        grid.add(verdict, 1, r++);
        Label note = new Label("Mode, who starts and density apply from the next new game (the Play menu switches the mode at once,"
                + " with a new game). The computer's strength applies at once while you have not moved yet, otherwise from the next"
                + " game, here and in the Play menu alike.");
        note.setWrapText(true);
        grid.add(note, 0, r, 3, 1);
    }

    Node node() { return grid; }
}
