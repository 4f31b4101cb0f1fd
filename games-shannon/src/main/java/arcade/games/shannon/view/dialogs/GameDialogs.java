package arcade.games.shannon.view.dialogs;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

import java.util.Optional;

/**
 * Shows the game's dialogs as the arcade shows its own: owned by the arcade's window, centred on
 * it, over the window dimmed while the dialog is open (the dim goes when it closes, however it
 * closes), and with drop-down menus drawn as one solid box.
 */
public final class GameDialogs {
    /** Style class of the dim layer; the arcade's own dim carries the same class. */
    public static final String DIM = "dialog-scrim";
    private static final String POPUPS = GameDialogs.class.getResource("/arcade/games/shannon/dialogs/popups.css").toExternalForm();

    private GameDialogs() {}

    /** Shows {@code dialog} over the window of {@code owner} and waits for its answer. */
    public static <T> Optional<T> showAndWait(Node owner, Dialog<T> dialog) {
        Scene scene = owner.getScene();
        Window window = scene == null ? null : scene.getWindow();
        if (window != null && dialog.getOwner() == null) dialog.initOwner(window);
        Scene own = dialog.getDialogPane().getScene();
        if (own != null && !own.getStylesheets().contains(POPUPS)) own.getStylesheets().add(POPUPS);
        dialog.setOnShown(e -> centre(dialog, window));
        Runnable undim = dim(scene);
        try {
            return dialog.showAndWait();
        } finally {
            undim.run();
        }
    }

    /** In the middle of the owner's window, as the arcade's own windows open (a dialog otherwise sits a third of the way down). */
    private static void centre(Dialog<?> dialog, Window owner) {
        if (owner == null || Double.isNaN(owner.getX()) || Double.isNaN(dialog.getWidth())) return;
        dialog.setX(owner.getX() + (owner.getWidth() - dialog.getWidth()) / 2);
        dialog.setY(owner.getY() + Math.max(0, (owner.getHeight() - dialog.getHeight()) / 2));
    }

    /**
     * Lays a dim over the whole scene and returns what removes it. When the arcade already dims
     * the window (it does for the dialogs it opens itself, such as Custom…) no second dim is laid.
     */
    static Runnable dim(Scene scene) {
        if (scene == null || !(scene.getRoot() instanceof Pane root) || alreadyDimmed(root)) return () -> { };
        Region dim = new Region();
        dim.getStyleClass().add(DIM);
        dim.setStyle("-fx-background-color: rgba(0, 0, 0, 0.32);");
        dim.setManaged(false); // laid over whatever layout the root has, at its full size
        dim.setMouseTransparent(true);
        Runnable fit = () -> dim.resizeRelocate(0, 0, root.getWidth(), root.getHeight());
        javafx.beans.InvalidationListener refit = o -> fit.run();
        root.widthProperty().addListener(refit);
        root.heightProperty().addListener(refit);
        fit.run();
        root.getChildren().add(dim);
        return () -> {
            root.widthProperty().removeListener(refit);
            root.heightProperty().removeListener(refit);
            root.getChildren().remove(dim);
        };
    }

    private static boolean alreadyDimmed(Parent root) {
        return root.getChildrenUnmodifiable().stream().anyMatch(n -> n.getStyleClass().contains(DIM) && n.isVisible());
    }
}
