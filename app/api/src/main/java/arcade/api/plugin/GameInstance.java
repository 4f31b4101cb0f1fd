package arcade.api.plugin;

import arcade.api.session.SavedGame;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;

import java.util.Optional;

/** An open game: all the shell ever sees of it. */
public interface GameInstance extends AutoCloseable {
    /** The game's UI, placed in the shell's chrome. */
    Node root();

    GameControls controls();

    /**
     * The controls the shell's commands act on now: {@link #controls()}, except while a mode of the
     * game (an editor, a generator) takes Undo, Redo and the rest over; switch back when it closes.
     * Read once when the game opens, so return the same value every time.
     */
    default ObservableValue<GameControls> activeControls() {
        return new ReadOnlyObjectWrapper<>(controls()).getReadOnlyProperty();
    }

    /**
     * The game's own commands, shown by the chrome beside the built-in ones; the chrome follows
     * changes to the list. Read once when the game opens, so return the same list every time.
     */
    default ObservableList<GameAction> actions() { return FXCollections.emptyObservableList(); }

    /** The unfinished game to autosave, or empty when there is nothing worth resuming. */
    Optional<SavedGame> snapshot();

    void pause();

    void resume();

    /**
     * Esc or Back to library was pressed: a game showing a screen of its own over the play (a
     * replay, a look back in the history) closes that and returns true; the shell then stays in the
     * game. False (the default) lets the shell go back to the library.
     */
    default boolean back() { return false; }

    /**
     * Shows a finished game (as the game reported it with {@link arcade.api.store.StatsSink#record(
     * arcade.api.store.GameRecord, SavedGame)}) step by step, without losing the game in progress.
     * Games that declare {@link Capability#REPLAY} implement it; false when the game cannot show
     * this one (the game tells the player why).
     */
    default boolean replay(SavedGame finished) { return false; }

    /**
     * The finished game's end-of-game card, or null while there is none; the shell draws it over
     * the game. Read once when the game opens, so return the same property every time.
     */
    default javafx.beans.value.ObservableValue<Ending> ending() { return new ReadOnlyObjectWrapper<Ending>().getReadOnlyProperty(); }

    /**
     * A dialog of the shell (rules, statistics, settings) covers the game, or no longer does. The
     * game cannot be played meanwhile, so a timed game stops its clock; real-time play is paused
     * by the shell through {@link #pause()} as well.
     */
    default void covered(boolean covered) {}

    /** The game's own settings, shown as a page of the shell's settings dialog. */
    default Optional<Node> settingsPane() { return Optional.empty(); }

    /** Cancels background work and stops timers. */
    @Override void close();
}
