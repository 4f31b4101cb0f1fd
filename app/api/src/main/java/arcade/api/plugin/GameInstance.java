package arcade.api.plugin;

import arcade.api.session.SavedGame;
import javafx.scene.Node;

import java.util.Optional;

/** An open game: all the shell ever sees of it. */
public interface GameInstance extends AutoCloseable {
    /** The game's UI, placed in the shell's chrome. */
    Node root();

    GameControls controls();

    /** The unfinished game to autosave, or empty when there is nothing worth resuming. */
    Optional<SavedGame> snapshot();

    void pause();

    void resume();

    /** The game's own settings, shown as a page of the shell's settings dialog. */
    default Optional<Node> settingsPane() { return Optional.empty(); }

    /** Cancels background work and stops timers. */
    @Override void close();
}
