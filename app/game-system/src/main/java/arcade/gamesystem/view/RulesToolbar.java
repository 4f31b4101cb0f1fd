package arcade.gamesystem.view;

import arcade.api.model.Preset;
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
 * The bar above a rules game's board: on the Rules File card the file to open and its variants;
 * then the analysis, the opponent and the die. It wraps onto a second line in a narrow window
 * instead of cutting its labels short; the die shows only in games that use one.
 */
final class RulesToolbar {
    final Button openFile = new Button("Open rules file…");
    final Button analyse = new Button("Analyse");
    final ComboBox<Preset> variants = new ComboBox<>();
    final ComboBox<Opponent> opponent = new ComboBox<>();
    final Button roll = new Button("Roll the die");
    private final FlowPane bar;

    /** @param onOpenFile the Rules File card's Open rules file…, or null on a game's own card */
    RulesToolbar(Region widthOf, Runnable onOpenFile, List<Preset> presets, boolean usesDie) {
        opponent.getItems().setAll(Opponent.values());
        openFile.setId("rules-open-file");
        analyse.setId("rules-analyse");
        roll.setId("rules-roll");
        opponent.setId("rules-opponent");
        variants.setId("rules-variants");
        variants.getItems().setAll(presets);
        variants.setConverter(new StringConverter<>() {
            @Override public String toString(Preset p) { return p == null ? "" : p.label(); }
            @Override public Preset fromString(String s) { return null; }
        });
        bar = new FlowPane(analyse, group(new Label("Opponent"), opponent));
        if (onOpenFile != null) {
            openFile.setOnAction(e -> onOpenFile.run());
            bar.getChildren().add(0, openFile);
            if (presets.size() > 1) bar.getChildren().add(1, group(new Label("Variant"), variants));
        }
        if (usesDie) bar.getChildren().add(roll);
        bar.prefWrapLengthProperty().bind(widthOf.widthProperty().subtract(20));
        bar.getStyleClass().add("rules-toolbar");
    }

    Node node() { return bar; }

    /** A label and its control, kept on one line of the bar. */
    private static HBox group(Node... nodes) {
        HBox box = new HBox(6, nodes);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
