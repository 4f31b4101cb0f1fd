package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.StateColours;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.paint.Color;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The game's page in the shell's settings: the visual parameters of THESIS.md 11 and the colours, applied
 * at once, and whether undo is allowed (from the next puzzle on).
 */
final class SettingsPane {
    private SettingsPane() {}

    static Node build(Supplier<CaSettings> current, Consumer<CaSettings> apply) {
        CaSettings s = current.get();
        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(8);
        Spinner<Integer> cell = new Spinner<>(8, 80, s.cellSize(), 2);
        Spinner<Integer> gap = new Spinner<>(0, 10, s.gap());
        Spinner<Integer> ruleCell = new Spinner<>(6, 80, s.ruleCellSize(), 2);
        Spinner<Integer> ruleGap = new Spinner<>(0, 40, s.ruleGap());
        CheckBox numbers = new CheckBox("Show state numbers");
        numbers.setSelected(s.showNumbers());
        CheckBox glyphs = new CheckBox("Letters instead of numbers (for colour-blind play)");
        glyphs.setSelected(s.glyphs());
        cell.valueProperty().addListener((o, a, v) -> apply.accept(current.get().withCellSize(v)));
        gap.valueProperty().addListener((o, a, v) -> apply.accept(current.get().withGap(v)));
        ruleCell.valueProperty().addListener((o, a, v) -> apply.accept(current.get().withRuleCellSize(v)));
        ruleGap.valueProperty().addListener((o, a, v) -> apply.accept(current.get().withRuleGap(v)));
        numbers.selectedProperty().addListener((o, a, v) -> apply.accept(current.get().withShowNumbers(v)));
        glyphs.selectedProperty().addListener((o, a, v) -> apply.accept(current.get().withGlyphs(v)));
        CheckBox fit = new CheckBox("Fit the board to the window (zooming picks a size of its own)");
        fit.setId("ca-fit-board");
        fit.setSelected(s.fitsBoard());
        fit.selectedProperty().addListener((o, a, v) -> apply.accept(current.get().withFitBoard(v)));
        cell.disableProperty().bind(fit.selectedProperty());
        CheckBox labels = new CheckBox("Row and column numbers around the board (Ctrl+2)");
        labels.setId("ca-board-labels");
        labels.setSelected(s.showsLabels());
        labels.selectedProperty().addListener((o, a, v) -> apply.accept(current.get().withLabels(v)));
        g.add(fit, 0, 0, 2, 1);
        g.addRow(1, new Label("Board cell size"), cell);
        g.addRow(2, new Label("Gap between cells"), gap);
        g.add(labels, 0, 3, 2, 1);
        g.addRow(4, new Label("Rules cell size"), ruleCell);
        g.addRow(5, new Label("Gap between rules"), ruleGap);
        g.add(numbers, 0, 6, 2, 1);
        g.add(glyphs, 0, 7, 2, 1);
        ChoiceBox<StateColours> scheme = new ChoiceBox<>();
        scheme.getItems().addAll(StateColours.values());
        scheme.setValue(s.stateColours());
        scheme.setId("ca-state-colours");
        scheme.valueProperty().addListener((o, a, v) -> apply.accept(current.get().withStateColours(v)));
        g.addRow(8, new Label("State colours"), scheme);
        g.addRow(9, new Label("Highlight colour"), colourRow(s.highlight(), "#FFD700", "ca-highlight-colour",
                web -> apply.accept(current.get().withHighlight(web))));
        g.addRow(10, new Label("Border colour"), colourRow(s.border(), "#404040", "ca-border-colour",
                web -> apply.accept(current.get().withBorder(web))));
        Spinner<Integer> generatorCell = new Spinner<>(8, 60, s.generatorCell(), 2);
        generatorCell.valueProperty().addListener((o, a, v) -> apply.accept(current.get().withGeneratorCell(v)));
        g.addRow(11, new Label("Generator cell size"), generatorCell);
        g.addRow(12, new Label("Generator marking colour"), colourRow(s.generatorMark(), "#000000", "ca-generator-mark",
                web -> apply.accept(current.get().withGeneratorMark(web))));
        CheckBox undo = new CheckBox("Allow undo (from the next puzzle; a game that used it sets no best score)");
        undo.setId("ca-allow-undo");
        undo.setWrapText(true);
        undo.setSelected(s.undoAllowed());
        undo.selectedProperty().addListener((o, a, v) -> apply.accept(current.get().withAllowUndo(v)));
        g.add(undo, 0, 13, 2, 1);
        return g;
    }

    /** A colour picker with a button back to the theme's colour (the picker then shows {@code shown}). */
    private static Node colourRow(String web, String shown, String id, Consumer<String> apply) {
        ColorPicker picker = new ColorPicker(Color.web(web != null ? web : shown));
        picker.setId(id);
        Button theme = new Button("Theme");
        theme.setTooltip(new Tooltip("Use the theme's colour again (it suits light and dark)"));
        theme.setDisable(web == null);
        picker.setOnAction(e -> { apply.accept(toWeb(picker.getValue())); theme.setDisable(false); });
        theme.setOnAction(e -> { apply.accept(null); theme.setDisable(true); });
        return new HBox(6, picker, theme);
    }

    private static String toWeb(Color c) {
        return String.format(java.util.Locale.ROOT, "#%02X%02X%02X", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255), Math.round(c.getBlue() * 255));
    }
}
