package arcade.shell.theme;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/** The arcade's own windows (rules, statistics, settings, about) open centred on the arcade's window. */
public final class OwnedWindows {
    private OwnedWindows() {}

    /**
     * Shows {@code scene} in {@code stage} as one of the arcade's own windows: owned by {@code owner}
     * and centred on it, with the arcade's drop-down menus ({@link Popups}); Esc, and any of
     * {@code alsoClosing}, closes it. A modal one holds its owner until it closes.
     */
    public static Stage show(Stage stage, Window owner, String title, Scene scene, boolean modal, KeyCode... alsoClosing) {
        Popups.style(scene);
        java.util.Set<KeyCode> closing = java.util.EnumSet.of(KeyCode.ESCAPE, alsoClosing);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (closing.contains(e.getCode())) { e.consume(); stage.close(); }
        });
        stage.initOwner(owner);
        centreOnOwner(stage);
        if (modal) stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle(title);
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    /** Centres {@code stage} on its owner each time it is shown (a stage is otherwise centred on the screen). */
    public static Stage centreOnOwner(Stage stage) {
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> centre(stage));
        return stage;
    }

    /**
     * Centres on the owner, kept inside the screen that holds the owner: a statistics window wider
     * than a small arcade window at the screen's edge would otherwise open with its left part off the screen.
     */
    static void centre(Stage stage) {
        Window owner = stage.getOwner();
        if (owner == null || Double.isNaN(owner.getX()) || Double.isNaN(stage.getWidth())) return;
        double x = owner.getX() + (owner.getWidth() - stage.getWidth()) / 2;
        double y = owner.getY() + Math.max(0, (owner.getHeight() - stage.getHeight()) / 2);
        var screens = javafx.stage.Screen.getScreensForRectangle(owner.getX(), owner.getY(), Math.max(1, owner.getWidth()), Math.max(1, owner.getHeight()));
        if (!screens.isEmpty()) {
            javafx.geometry.Rectangle2D b = screens.get(0).getVisualBounds();
            x = Math.max(b.getMinX(), Math.min(x, b.getMaxX() - stage.getWidth()));
            y = Math.max(b.getMinY(), Math.min(y, b.getMaxY() - stage.getHeight()));
        }
        stage.setX(x);
        stage.setY(y);
    }
}
