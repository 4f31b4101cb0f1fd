package arcade.shell;

import arcade.shell.chrome.GameChrome;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Dialogs over the window: over the library a scrim dims the window while one is open, so the dialog
 * stands out; over a game, real-time play pauses while it is open and gets back its previous state
 * when it closes (turn-based play is left alone).
 */
final class DialogsOverWindow {
    private final Region scrim = new Region();
    private final Supplier<Optional<GameChrome>> openGame;
    private int open;

    DialogsOverWindow(Supplier<Optional<GameChrome>> openGame) {
        this.openGame = openGame;
        scrim.getStyleClass().add("dialog-scrim");
        scrim.setStyle("-fx-background-color: rgba(0, 0, 0, 0.32);");
        scrim.setVisible(false);
        scrim.setMouseTransparent(true);
    }

    /** The layer that dims the window, above the content. */
    Region scrim() { return scrim; }

    /** Shows the dialog {@code dialog} makes (null or not showing: nothing to wait for). */
    void show(Supplier<Stage> dialog) {
        Runnable uncover = cover(); // before it shows, so real-time play is paused under it
        Stage shown;
        try {
            shown = dialog.get();
        } catch (RuntimeException | Error e) {
            uncover.run();
            throw e;
        }
        if (shown == null || !shown.isShowing()) uncover.run();
        else shown.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> uncover.run());
    }

    /**
     * A dialog opens over the window (the shell's, or a game's own modal window: {@link ModalWindows}):
     * it dims the library, or counts as a dialog over the open game; returns what its closing does.
     * A modal window the shell shows through {@link #show} is counted twice and uncounted twice:
     * the count is what matters, not who holds it.
     */
    Runnable cover() {
        Optional<GameChrome> game = openGame.get();
        if (game.isEmpty()) { dim(true); return () -> dim(false); }
        GameChrome c = game.get();
        c.dialogOpened();
        return c::dialogClosed;
    }

    /** Counts the dialogs open over the window; the scrim shows while there is one. */
    void dim(boolean on) {
        open = Math.max(0, open + (on ? 1 : -1));
        scrim.setVisible(open > 0);
    }
}
