package arcade.gamesystem.view;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

import java.util.List;

/**
 * The bar above a rules game's board: open a rules file, analyse, the game and its variant, the
 * computer opponent, and the die. It wraps onto a second line in a narrow window instead of
 * cutting its labels short; which parts show depends on the game that is open.
 */
final class RulesToolbar {
    final Button openFile = new Button("Open rules file…");
    final Button analyse = new Button("Analyse");
    final ComboBox<Variant> picker = new ComboBox<>();
    final ComboBox<Opponent> opponent = new ComboBox<>();
    final Button roll = new Button("Roll the die");
    private final Label gameLabel = new Label("Game");
    private final FlowPane bar;

    RulesToolbar(Region widthOf, Runnable onOpenFile, Runnable onAnalyse, Runnable onRoll) {
        opponent.getItems().setAll(Opponent.values());
        opponent.setValue(Opponent.MEDIUM);
        roll.setOnAction(e -> onRoll.run());
        openFile.setId("rules-open-file");
        openFile.setOnAction(e -> onOpenFile.run());
        analyse.setId("rules-analyse");
        analyse.setOnAction(e -> onAnalyse.run());
        picker.setConverter(new StringConverter<>() { // the game's name stands beside it
            @Override public String toString(Variant v) { return v == null ? "" : v.preset().label(); }
            @Override public Variant fromString(String s) { return null; }
        });
        bar = new FlowPane(openFile, analyse, group(gameLabel, picker), group(new Label("Opponent"), opponent), roll);
        bar.prefWrapLengthProperty().bind(widthOf.widthProperty().subtract(20));
        bar.getStyleClass().add("rules-toolbar");
    }

    Node node() { return bar; }

    /** Shows what fits the open game: its name, a variant picker when it has several, the die when it uses one. */
    void update(List<Variant> variants, boolean playing, boolean usesDie) {
        analyse.setDisable(!playing);
        boolean choice = variants.size() > 1;
        gameLabel.setText(variants.isEmpty() ? "" : variants.get(0).definition().source().name());
        show(picker, choice);
        show(gameLabel, !variants.isEmpty());
        show(roll, usesDie);
    }

    private static void show(Node n, boolean shown) {
        n.setVisible(shown);
        n.setManaged(shown);
    }

    /** A label and its control, kept on one line of the bar. */
    private static HBox group(Node... nodes) {
        HBox box = new HBox(6, nodes);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
