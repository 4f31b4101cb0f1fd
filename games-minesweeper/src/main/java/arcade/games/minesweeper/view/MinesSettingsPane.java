package arcade.games.minesweeper.view;

import arcade.games.minesweeper.ai.Strength;
import arcade.games.minesweeper.model.FirstClick;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/** The Minesweeper page of the shell's settings dialog. Every change is applied and stored at once. */
final class MinesSettingsPane extends VBox {
    final ComboBox<FirstClick> firstClick = new ComboBox<>(FXCollections.observableArrayList(FirstClick.values()));
    final CheckBox questionMarks = new CheckBox("Right click cycles flag, \"?\" mark, hidden");
    final CheckBox chordOnClick = new CheckBox("A click on a number whose flags are placed opens its neighbours");
    final Slider speed = new Slider(1, MinesSettings.FASTEST, 3);
    final ComboBox<Strength> strength = new ComboBox<>(FXCollections.observableArrayList(Strength.values()));

    MinesSettingsPane(Supplier<MinesSettings> current, Consumer<MinesSettings> onChange) {
        getStyleClass().add("mines-settings");
        setSpacing(10);
        MinesSettings s = current.get();

        firstClick.setConverter(named(r -> switch (r) {
            case ZERO -> "Opens an area";
            case SAFE -> "Is safe";
            case NONE -> "Unprotected";
        }));
        firstClick.setValue(s.rule());
        firstClick.valueProperty().addListener((o, a, r) -> { if (r != null) onChange.accept(current.get().withFirstClick(r)); });
        Label ruleNote = note("Opens an area: the clicked cell and its neighbours are free. Is safe: the clicked cell only. "
                + "Unprotected: it may be a mine. Applies to new games from the presets; boards that need no guessing always open an area.");

        strength.setConverter(named(v -> switch (v) {
            case NORMAL -> "Normal";
            case DEEP -> "Deep (stronger, slower)";
        }));
        strength.setValue(s.solverStrength());
        strength.valueProperty().addListener((o, a, v) -> { if (v != null) onChange.accept(current.get().withStrength(v)); });
        Label strengthNote = note("The solver behind Hint, Auto-play and Solve. Deep looks further ahead before a guess "
                + "and wins a little more often on large boards, at a few times the thinking time.");

        questionMarks.setSelected(s.questionMarks());
        questionMarks.selectedProperty().addListener((o, a, v) -> onChange.accept(current.get().withQuestionMarks(v)));
        chordOnClick.setSelected(s.chordOnClick());
        chordOnClick.selectedProperty().addListener((o, a, v) -> onChange.accept(current.get().withChordOnClick(v)));

        speed.setValue(s.autoPlaySpeed());
        speed.setMajorTickUnit(1);
        speed.setMinorTickCount(0);
        speed.setSnapToTicks(true);
        speed.setShowTickMarks(true);
        speed.setPrefWidth(160);
        Label speedName = new Label(MinesSettings.speedName(s.autoPlaySpeed()));
        speedName.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        speed.valueProperty().addListener((o, a, v) -> {
            int level = (int) Math.round(v.doubleValue());
            speedName.setText(MinesSettings.speedName(level));
            if (level != current.get().autoPlaySpeed()) onChange.accept(current.get().withAutoPlaySpeed(level));
        });

        GridPane rows = new GridPane();
        rows.setHgap(10);
        rows.setVgap(6);
        Label ruleLabel = new Label("First click"), speedLabel = new Label("Auto-play speed"), strengthLabel = new Label("Solver");
        ruleLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        speedLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        strengthLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        rows.addRow(0, ruleLabel, firstClick);
        rows.addRow(1, speedLabel, speed, speedName);
        rows.addRow(2, strengthLabel, strength);

        GridPane keys = new GridPane();
        keys.setHgap(14);
        keys.setVgap(4);
        String[][] help = {
                {"Arrows", "move the cursor"},
                {"Space, Enter", "reveal, or open the neighbours of a number"},
                {"F, M", "flag, \"?\" mark"},
                {"N, G", "auto-play one step, until a guess is needed"}};
        for (int k = 0; k < help.length; k++) {
            Label key = new Label(help[k][0]);
            key.setStyle("-fx-font-weight: bold;");
            Label what = new Label(help[k][1]);
            what.getStyleClass().add("hint");
            keys.addRow(k, key, what);
        }
        VBox.setMargin(keys, new Insets(6, 0, 0, 0));
        getChildren().addAll(rows, ruleNote, strengthNote, questionMarks, chordOnClick, keys);
    }

    /** Shows settings changed elsewhere (the Auto-play menu's speed). */
    void show(MinesSettings s) {
        if ((int) Math.round(speed.getValue()) != s.autoPlaySpeed()) speed.setValue(s.autoPlaySpeed());
    }

    /** Shows each choice by the given name (nothing for no choice); the box is not editable, so text is never read back. */
    private static <T> StringConverter<T> named(Function<T, String> name) {
        return new StringConverter<>() {
            @Override public String toString(T value) { return value == null ? "" : name.apply(value); }
            @Override public T fromString(String text) { return null; }
        };
    }

    /** A wrapped explanation under a setting. */
    private static Label note(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("hint");
        l.setWrapText(true);
        return l;
    }
}
