package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.Session;
import javafx.beans.value.ObservableValue;
import javafx.scene.layout.Pane;

import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * What the host lends a game's view, input and computer players: the session in play, the ways to
 * change it, and the services around it. Every method is for the FX thread.
 */
public interface Play<S, M> {
    GameContext context();

    GameDefinition<S, M> definition();

    /** The session in play; null only until the first game is ready (the view is not shown before). */
    Session<S, M> session();

    /** The state in play. */
    default S state() { return session().state(); }

    /**
     * True while the player may move: a game is ready and not over, not paused, not covered by a
     * replay or a game being prepared. Input should ignore events otherwise.
     */
    boolean acceptsMoves();

    boolean isPaused();

    /**
     * Pauses the game or lets it go on, as the chrome's Pause does (the clock stops, Pause offers
     * Resume, no move is taken): for a real-time game that holds itself, e.g. a new life waiting
     * for the player's first key. The view hears it through {@link GameView#paused} like any pause.
     */
    void setPaused(boolean paused);

    /** Plays one move of the player; false (and nothing changes) when it is not legal now. */
    boolean play(M move);

    /** Several moves as one undo step (auto-moves after a move, chording); all or nothing. */
    boolean play(List<M> moves);

    /** Chance steps and moves as one undo step (a first click that lays the mines). */
    boolean perform(List<Session.Step<M>> steps);

    /** Moves chosen by the computer for the player, as one undo step; the game becomes assisted. */
    boolean solve(List<M> moves);

    /** A hint or an overlay helped: the game sets no best. */
    void markAssisted();

    /** A line of the game's own for the status bar, until the next change of the game. */
    void say(String message);

    /**
     * Runs {@code work} off the FX thread and hands its result to {@code onResult} on it, unless the
     * game has moved on meanwhile (a move, undo, new game) or the game closed: then the result is
     * dropped. The status bar shows the spinner and {@code busyText} while it runs; a failure is said
     * in plain words. {@link #cancelBackground()} drops what runs now.
     */
    <T> void background(String busyText, Callable<T> work, Consumer<T> onResult);

    /** Drops the results of all background work running now (auto-play stopped). */
    void cancelBackground();

    /** Starts a new game of the given params text (a preset's or a custom one). */
    void newGame(String params);

    /**
     * A new game of {@code params} from a control of the game's own (Minesweeper's face): as the
     * shell's New does, the game in progress, if any, is recorded as abandoned first.
     */
    void startOver(String params);

    /**
     * Starts exactly the game {@code id} (a board the player chose with its seed, a match agreed
     * across the network) with {@code moves} already played, set up off the FX thread like any new game.
     */
    void start(arcade.api.model.GameId id, List<M> moves);

    /** Draws the current frame again (a view-only change: a cursor, an overlay toggled). */
    void redraw();

    /**
     * The game's palette record read from the theme's CSS ({@code arcade.api.fx.CssPalette#read}),
     * read again whenever the theme changes — the host then draws the frame again. Null until the
     * game is in a window.
     */
    <P extends Record> ObservableValue<P> palette(Class<P> type, String prefix, MethodHandles.Lookup lookup);

    /** Lets a mode of the game (an editor) own the chrome's commands until {@link #endMode()}. */
    void mode(GameControls modeControls);

    void endMode();

    /** The host's root: the owner for the game's dialogs, the node its stylesheet applies to. */
    Pane root();
}
