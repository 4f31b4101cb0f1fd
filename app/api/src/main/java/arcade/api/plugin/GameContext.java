package arcade.api.plugin;

import arcade.api.store.GameStore;
import arcade.api.store.StatsSink;
import javafx.beans.value.ObservableBooleanValue;

import java.time.Clock;
import java.util.concurrent.ExecutorService;

/** What the shell lends an open game. No singletons: everything a game may use comes from here. */
public interface GameContext {
    /** Background threads for solvers, AI moves, generators and file I/O. Never block the FX thread. */
    ExecutorService executor();

    /** The game's own settings and files. */
    GameStore store();

    /** Finished games, for the statistics screen and the library card. */
    StatsSink stats();

    Notifier notifier();

    Clock clock();

    /** True while the dark theme is in effect; games re-read their palette when it changes. */
    ObservableBooleanValue darkTheme();

    /** The player's global "animations" setting. */
    ObservableBooleanValue animations();

    /**
     * The unfinished game handed to {@code open} could not be resumed (a game that restores it off
     * the FX thread finds out later); {@code why} in plain words. The shell keeps that autosave
     * aside and says so; a new game is started by the game.
     */
    default void resumeFailed(String why) {
        notifier().warn("The unfinished game could not be resumed (" + why + "), so a new one was started.");
    }

    /** The player's global "sound" setting (off by default); a game plays sounds only while it is true. */
    default ObservableBooleanValue sound() { return javafx.beans.binding.Bindings.createBooleanBinding(() -> false); }
}
