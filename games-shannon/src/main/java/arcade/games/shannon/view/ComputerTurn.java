package arcade.games.shannon.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.session.Rng;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.Match;
import arcade.games.shannon.ai.ShannonPlayer;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import javafx.animation.PauseTransition;
import javafx.concurrent.Task;
import javafx.util.Duration;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The computer's thinking: its move (or Auto-play's whole finish) searched off the FX thread, then
 * handed over on the FX thread after a short pause so the move is seen; one search at a time.
 */
final class ComputerTurn {
    /** How long the computer "thinks" at least, so its move is seen (spec §4.2: 300–600 ms). */
    static final Duration COMPUTER_DELAY = Duration.millis(380);

    private final GameContext ctx;
    private Task<?> task;
    private PauseTransition delay;

    ComputerTurn(GameContext ctx) { this.ctx = ctx; }

    boolean isThinking() { return task != null || delay != null; }

    /**
     * Chooses the move of a {@code level} player in {@code s} while {@code current} holds; {@code play}
     * gets it, {@code failed} runs (on the FX thread) when the search fails.
     */
    void choose(Level level, ShannonState s, Rng rng, BooleanSupplier current, Consumer<ShannonMove> play, Runnable failed) {
        long started = System.nanoTime();
        task = Background.run(ctx.executor(), () -> ShannonPlayer.of(level).choose(s, rng), current, m -> {
            task = null;
            double spent = (System.nanoTime() - started) / 1e6;
            double wait = ctx.animations().get() ? Math.max(0, COMPUTER_DELAY.toMillis() - spent) : 0;
            if (wait <= 0) { play.accept(m); return; }
            delay = new PauseTransition(Duration.millis(wait));
            delay.setOnFinished(ev -> { delay = null; play.accept(m); });
            delay.play();
        }, err -> {
            task = null;
            failed.run();
            ctx.notifier().error("The computer player could not choose a move.");
        });
    }

    /** Best play for both sides from {@code start} to the end (Auto-play). */
    void finish(ShannonState start, BooleanSupplier current, Consumer<List<ShannonMove>> play, Runnable failed) {
        task = Background.run(ctx.executor(), () -> Match.perfectFinish(start), current, moves -> {
            task = null;
            play.accept(moves);
        }, err -> {
            task = null;
            failed.run();
            ctx.notifier().error("Auto-play could not finish the game.");
        });
    }

    /** Stops a search or a pending move (the game moved on, paused or closed). */
    void cancel() {
        if (task != null) { task.cancel(true); task = null; }
        if (delay != null) { delay.stop(); delay = null; }
    }
}
