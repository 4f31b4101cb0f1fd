package arcade.games.shannon.view.dialogs;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.stage.Window;

import java.util.Optional;

/**
 * Shows the game's dialogs as the arcade shows its own: owned by the arcade's window and centred on
 * it. The arcade dims its window behind every modal window it owns and gives each the look of its
 * drop-down menus, so an owned dialog gets both with no code here.
 */
public final class GameDialogs {
    private GameDialogs() {}

    /** Shows {@code dialog} over the window of {@code owner} and waits for its answer. */
    public static <T> Optional<T> showAndWait(Node owner, Dialog<T> dialog) {
        Scene scene = owner.getScene();
        Window window = scene == null ? null : scene.getWindow();
        if (window != null && dialog.getOwner() == null) dialog.initOwner(window);
        dialog.setOnShown(e -> centre(dialog, window));
        return dialog.showAndWait();
    }

    /** In the middle of the owner's window, as the arcade's own windows open (a dialog otherwise sits a third of the way down). */
    private static void centre(Dialog<?> dialog, Window owner) {
        if (owner == null || Double.isNaN(owner.getX()) || Double.isNaN(dialog.getWidth())) return;
        dialog.setX(owner.getX() + (owner.getWidth() - dialog.getWidth()) / 2);
        dialog.setY(owner.getY() + Math.max(0, (owner.getHeight() - dialog.getHeight()) / 2));
    }
}
