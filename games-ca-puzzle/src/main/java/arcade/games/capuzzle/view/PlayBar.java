package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CaPalette;

import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The control buttons: one per state (its colour and number; keys 0–9), the four help views
 * (Ctrl+Shift+L/M/R/V), moving the highlighted rules into a help window (Ctrl+H), and the
 * rule editor (Ctrl+E) and generator (Ctrl+G).
 */
final class PlayBar {
    private final FlowPane box = new FlowPane(6, 6);
    private final HBox states = new HBox(3);
    private final ToggleGroup stateGroup = new ToggleGroup();
    private final ToggleGroup viewGroup = new ToggleGroup();
    private final Map<HelpView, ToggleButton> views = new EnumMap<>(HelpView.class);
    private final List<ToggleButton> stateButtons = new ArrayList<>();
    private final CaView game;
    private final ToggleButton pencil = new ToggleButton("Pencil");

    PlayBar(CaView game) {
        this.game = game;
        box.getStyleClass().add("ca-bar");
        Label guess = new Label("Guess:");
        String[] keys = {"L", "M", "R", "V"};
        HBox viewBox = new HBox(2);
        int k = 0;
        for (HelpView v : HelpView.values()) {
            ToggleButton b = new ToggleButton(v.name());
            b.setToggleGroup(viewGroup);
            b.setTooltip(new Tooltip("Read the chosen cell as the " + v.name().toLowerCase() + " of a rule (Ctrl+Shift+" + keys[k++] + "); right-click a cell"));
            b.setFocusTraversable(false);
            views.put(v, b);
            viewBox.getChildren().add(b);
        }
        views.get(HelpView.MIDDLE).setSelected(true);
        viewGroup.selectedToggleProperty().addListener((o, a, b) -> { if (b == null) a.setSelected(true); });
        Button toWindow = new Button("To help window");
        toWindow.setTooltip(new Tooltip("Keep the highlighted rules in a help window that updates itself (Ctrl+H)"));
        toWindow.setOnAction(e -> game.side().toHelpWindow());
        toWindow.setFocusTraversable(false);
        Button editor = new Button("Editor");
        editor.setTooltip(new Tooltip("Create or change automata (Ctrl+E)"));
        editor.setOnAction(e -> game.openEditor());
        editor.setFocusTraversable(false);
        Button generator = new Button("Generator");
        generator.setTooltip(new Tooltip("Find an automaton that draws a picture (Ctrl+G)"));
        generator.setOnAction(e -> game.openGenerator());
        generator.setFocusTraversable(false);
        Button path = new Button("Path");
        path.setId("ca-path-button");
        path.setTooltip(new Tooltip("The path: puzzles in order, from the first steps to Expert, with your stars (Ctrl+T)"));
        path.setOnAction(e -> game.openPath());
        path.setFocusTraversable(false);
        pencil.setId("ca-pencil");
        pencil.setTooltip(new Tooltip("Pencil marks: a click toggles the chosen state as a note in a cell instead of guessing it (M; Shift+click or Shift+digit at any time). Notes are yours, not help."));
        pencil.setFocusTraversable(false);
        box.getChildren().addAll(guess, states, pencil, new Separator(), new Label("Help:"), viewBox, toWindow, new Separator(), path, editor, generator);
    }

    FlowPane node() { return box; }

    void newPuzzle(CaState s) {
        int keep = selectedState();
        states.getChildren().clear();
        stateButtons.clear();
        List<String> colours = game.shownColours(s.puzzle().automaton());
        for (int v = 0; v < colours.size(); v++) {
            ToggleButton b = new ToggleButton(String.valueOf(v));
            b.getStyleClass().add("ca-state-button");
            javafx.scene.paint.Color c = CaPalette.state(colours.get(v));
            b.setStyle("-fx-background-color: " + web(c) + "; -fx-text-fill: " + web(CaPalette.digitOn(c)) + ";");
            b.setToggleGroup(stateGroup);
            b.setFocusTraversable(false);
            b.setTooltip(new Tooltip("Guess state " + v + " (key " + v + ")"));
            stateButtons.add(b);
            states.getChildren().add(b);
        }
        stateGroup.selectedToggleProperty().addListener((o, a, b) -> { if (b == null && a != null) a.setSelected(true); });
        selectState(keep < colours.size() ? keep : 0);
    }

    private static String web(javafx.scene.paint.Color c) {
        return String.format("#%02X%02X%02X", (int) Math.round(c.getRed() * 255), (int) Math.round(c.getGreen() * 255), (int) Math.round(c.getBlue() * 255));
    }

    int selectedState() {
        for (int i = 0; i < stateButtons.size(); i++) if (stateButtons.get(i).isSelected()) return i;
        return 0;
    }

    int stateCount() { return stateButtons.size(); }

    void selectState(int v) { if (v >= 0 && v < stateButtons.size()) stateButtons.get(v).setSelected(true); }

    /** Whether a click notes a pencil mark instead of guessing. */
    boolean pencilMode() { return pencil.isSelected(); }

    void togglePencilMode() { pencil.setSelected(!pencil.isSelected()); }

    HelpView selectedView() {
        for (var e : views.entrySet()) if (e.getValue().isSelected()) return e.getKey();
        return HelpView.MIDDLE;
    }

    void selectView(HelpView v) { views.get(v).setSelected(true); }
}
