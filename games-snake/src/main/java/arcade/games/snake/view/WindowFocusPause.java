package arcade.games.snake.view;

import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;

/**
 * Pauses the game when its window loses focus. It follows the window the node is shown in and lets
 * go of the old scene and window, or they would keep a closed game alive.
 */
final class WindowFocusPause {
    private final ChangeListener<Boolean> focus;
    private final ChangeListener<Window> windowChange;

    WindowFocusPause(Runnable pause) {
        this.focus = (o, was, focused) -> { if (!focused) pause.run(); };
        this.windowChange = (o, before, now) -> {
            if (before != null) before.focusedProperty().removeListener(focus);
            if (now != null) now.focusedProperty().addListener(focus);
        };
    }

    /** Watches {@code node}'s scene from now on; {@code onShown} runs each time it gets one. */
    void attach(Node node, Runnable onShown) {
        node.sceneProperty().addListener((o, oldScene, scene) -> {
            if (oldScene != null) forget(oldScene);
            if (scene != null) {
                scene.windowProperty().addListener(windowChange);
                if (scene.getWindow() != null) scene.getWindow().focusedProperty().addListener(focus);
                onShown.run();
            }
        });
    }

    void forget(Scene scene) {
        scene.windowProperty().removeListener(windowChange);
        if (scene.getWindow() != null) scene.getWindow().focusedProperty().removeListener(focus);
    }
}
