package arcade.games.capuzzle.view;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;

import java.util.function.Consumer;
import java.util.function.Supplier;

/** The game's page in the shell's settings: the visual parameters of §4.3, applied at once. */
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
        g.addRow(0, new Label("Board cell size"), cell);
        g.addRow(1, new Label("Gap between cells"), gap);
        g.addRow(2, new Label("Rules cell size"), ruleCell);
        g.addRow(3, new Label("Gap between rules"), ruleGap);
        g.add(numbers, 0, 4, 2, 1);
        g.add(glyphs, 0, 5, 2, 1);
        return g;
    }
}
