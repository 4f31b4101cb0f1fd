package arcade.api.host;

import javafx.scene.Node;

/**
 * A game's drawing: the host hands it every {@link Frame} to show (after each move, undo, redo,
 * new game, theme change and replay step). It draws the frame's state and marks its last move; it
 * keeps no game state of its own beyond what it draws (the rules and the session are the host's).
 */
public interface GameView<S, M> {
    /** The node the host places in the game's area (e.g. a canvas pane). */
    Node node();

    /** Draws a frame; called on the FX thread. */
    void show(Frame<S, M> frame);

    /** The game was paused or resumed: a timed game may hide its board while paused. */
    default void paused(boolean paused) {}

    /** Twice a second while the game clock runs, with the play time so far (a view that shows a clock). */
    default void clock(long elapsedMillis) {}

    /**
     * Shows a finished real-time game again in the view's own way (a tick log replayed); true when
     * it does. Turn-based games need not: the host steps through their history itself.
     */
    default boolean replay(arcade.api.session.SavedGame finished) { return false; }

    /** True when {@link #replay} can show finished games (the end-of-game card then offers Replay). */
    default boolean replays() { return false; }

    /** Esc while the view shows a screen of its own (its replay): close it and return true. */
    default boolean back() { return false; }

    /** The game closes: stop timers and animations. */
    default void close() {}
}
