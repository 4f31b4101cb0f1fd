package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.path.PathScreen;

import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameControls;
import arcade.games.capuzzle.automaton.Automaton;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;

import java.util.List;

/**
 * The editor, the generator and the path: modes of the game that take its area and the chrome's commands
 * over while they are open (the puzzle waits, paused, under them). Esc or their Back button
 * returns to the puzzle.
 */
final class Screens {
    private final CaView view;
    private final BorderPane root;
    private final SplitPane split;
    private Object open;

    /** The chrome's commands while a screen is open: none of the puzzle's, a status line of the screen's. */
    private static final class ScreenControls extends GameControls {
        ScreenControls(String status) { setStatus(status); }

        void say(String status) { setStatus(status); }
    }

    private ScreenControls controls;

    private final List<GameAction> actions;

    Screens(CaView view, BorderPane root, SplitPane split, List<GameAction> actions) {
        this.view = view;
        this.root = root;
        this.split = split;
        this.actions = actions;
    }

    Object open() { return open; }

    void openEditor(Automaton a) {
        EditorScreen e = new EditorScreen(view, a);
        show(e, e.node(), "Rule editor: change the results, colours and description, then Play.");
    }

    void openGenerator() {
        GeneratorScreen g = new GeneratorScreen(view);
        show(g, g.node(), "Rule generator: paint a picture, then Search for an automaton that draws it.");
    }

    void openPath(arcade.games.capuzzle.path.PathProgress progress, java.util.function.Consumer<arcade.games.capuzzle.path.Lesson> play) {
        PathScreen p = new PathScreen(progress, l -> { close(); play.accept(l); }, this::close);
        show(p, p.node(), "The path: choose an open puzzle.");
    }

    private void show(Object screen, Node node, String status) {
        if (open != null) controls.say(status);          // from one screen to the next: the chrome says which
        else {
            controls = new ScreenControls(status);
            view.play().mode(controls);
            actions.forEach(a -> a.enabledProperty().set(false));   // the board is out of sight
            if (view.session() != null) view.session().setPaused(true);
        }
        open = screen;
        view.placementHide();
        root.setCenter(node);
    }

    /** Back to the puzzle; false when no screen was open. */
    boolean close() {
        if (open == null) return false;
        if (open instanceof GeneratorScreen g) g.cancel();
        open = null;
        root.setCenter(split);
        view.placementRestore();
        view.play().endMode();
        actions.forEach(a -> a.enabledProperty().set(true));
        if (view.session() != null) view.session().setPaused(view.play().isPaused());
        view.board().node().requestFocus();
        return true;
    }

    /** Redraws an open screen after the looks changed. */
    void repaint() { if (open instanceof GeneratorScreen g) g.repaint(); }
}
