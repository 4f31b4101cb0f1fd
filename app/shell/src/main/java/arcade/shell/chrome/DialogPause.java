package arcade.shell.chrome;

import arcade.api.plugin.GameInstance;
import javafx.beans.value.ObservableBooleanValue;

/**
 * What dialogs and leaving the window do to the game's pause. Only real-time play is paused
 * (a turn-based game waits anyway, and a network match that cannot pause is left alone); when the
 * last dialog closes the game gets back exactly the paused state it had before the first opened,
 * unless meanwhile the player paused or resumed it, or the game unpaused by itself (a new game
 * was started from the dialog): then the game's current state stands.
 */
final class DialogPause {
    private final GameInstance game;
    private final ActiveControls active;
    private final boolean canEverPause;
    private final ObservableBooleanValue live;
    private int open;
    private boolean pausedBefore;
    private boolean overtaken;
    private java.util.function.Consumer<Boolean> coveredHook = on -> { };

    DialogPause(GameInstance game, ActiveControls active, boolean canEverPause, ObservableBooleanValue live) {
        this.game = game;
        this.active = active;
        this.canEverPause = canEverPause;
        this.live = live;
        active.paused().addListener((o, was, now) -> { if (open > 0 && !now) overtaken = true; });
    }

    private boolean mayPause() { return canEverPause && live.get() && active.canPause().get(); }

    /** Pauses the game if it is in real-time play and allows pausing now. */
    void pauseRealTime() {
        if (mayPause() && active.realTime().get() && !active.paused().get()) game.pause();
    }

    void opened() {
        if (open++ > 0) return;
        covered(true);
        pausedBefore = active.paused().get();
        overtaken = false;
        pauseRealTime();
    }

    void closed() {
        if (open == 0 || --open > 0) return;
        covered(false);
        if (!pausedBefore && !overtaken && active.paused().get() && mayPause()) game.resume();
    }

    /** Runs a blocking dialog of the game (its custom-game dialog) as a dialog of the chrome. */
    void around(Runnable dialog) {
        opened();
        try {
            dialog.run();
        } finally {
            closed();
        }
    }

    /** Also tells {@code hook} when the first dialog opens and the last one closes (the shell dims the window). */
    void onCovered(java.util.function.Consumer<Boolean> hook) { this.coveredHook = hook; }

    /** Tells the game a dialog covers it (a timed game stops its clock); a game that fails here is left as it is. */
    private void covered(boolean on) {
        coveredHook.accept(on);
        try {
            game.covered(on);
        } catch (RuntimeException e) {
            // the dialog still opens
        }
    }

    /** The player pressed Pause: the state they chose stands when the dialogs close. */
    void playerToggledPause() { if (open > 0) overtaken = true; }
}
