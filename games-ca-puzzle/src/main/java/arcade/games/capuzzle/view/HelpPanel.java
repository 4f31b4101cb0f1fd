package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CaPalette;
import arcade.games.capuzzle.view.parts.Icons;

import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import arcade.games.capuzzle.model.HelpWindowModel;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A help window docked beside the board: a renamable title, the rules that still fit its four
 * cells (a click strikes one out), Ctrl+wheel zoom of its own, and pruning after every reveal.
 * Pointing at it highlights its cells on the board.
 */
final class HelpPanel {
    private final HelpWindowModel model;
    private final VBox box = new VBox(4);
    private final RulesCanvas rules = new RulesCanvas();
    private final Label empty = new Label("No rule fits these cells any more: check the earlier reveals.");
    private List<String> colours;

    HelpPanel(HelpWindowModel model, List<String> colours, CaPalette palette, CaSettings look,
              Consumer<HelpPanel> onClose, Consumer<HelpPanel> onFloat, Consumer<Set<HelpView.Cell>> onPoint) {
        this.model = model;
        this.colours = colours;
        box.getStyleClass().add("ca-help-panel");
        box.setPadding(new Insets(4));
        TextField title = new TextField(model.title());
        title.getStyleClass().add("ca-help-title");
        title.setOnAction(e -> { model.setTitle(title.getText()); title.setText(model.title()); });
        title.focusedProperty().addListener((o, was, now) -> { if (!now) { model.setTitle(title.getText()); title.setText(model.title()); } });
        Button close = new Button();
        close.setGraphic(Icons.close());
        close.setTooltip(new javafx.scene.control.Tooltip("Close this help window"));
        close.setAccessibleText("Close this help window");
        close.setOnAction(e -> onClose.accept(this));
        Button floatOut = new Button();
        floatOut.setGraphic(Icons.detach());
        floatOut.setAccessibleText("Put this help window in a window of its own");
        floatOut.setTooltip(new javafx.scene.control.Tooltip("Put this help window in a window of its own, over the game"));
        floatOut.setOnAction(e -> { floatOut.setDisable(true); onFloat.accept(this); });
        HBox head = new HBox(4, title, floatOut, close);
        HBox.setHgrow(title, Priority.ALWAYS);
        rules.node().setPrefSize(260, 90);
        rules.setPalette(palette);
        rules.setLook(Math.max(10, look.ruleCellSize() - 4), look.gap(), 6, look.showNumbers(), look.glyphs());
        rules.onClick((i, button) -> {
            if (button != MouseButton.PRIMARY) return;
            model.toggleStrike(model.entries().get(i));
            showEntries();
        });
        empty.setWrapText(true);
        empty.getStyleClass().add("ca-help-empty");
        box.getChildren().addAll(head, rules.node(), empty);
        Set<HelpView.Cell> cells = Set.of(model.cells());
        box.setOnMouseEntered(e -> onPoint.accept(cells));
        box.setOnMouseExited(e -> onPoint.accept(Set.of()));
        showEntries();
    }

    VBox node() { return box; }
    HelpWindowModel model() { return model; }
    RulesCanvas rules() { return rules; }

    void setPalette(CaPalette p) { rules.setPalette(p); }

    void setColours(List<String> c) { colours = c; showEntries(); }

    /** Drops what the new board rules out. */
    void prune(CaState s) {
        if (model.prune(s) > 0) showEntries();
    }

    private void showEntries() {
        List<Rule> entries = model.entries();
        Set<Rule> struck = new HashSet<>();
        for (Rule r : entries) if (model.isStruck(r)) struck.add(r);
        rules.setRules(entries, colours);
        rules.setMarks(Set.of(), struck, Set.of());
        empty.setVisible(entries.isEmpty());
        empty.setManaged(entries.isEmpty());
    }
}
