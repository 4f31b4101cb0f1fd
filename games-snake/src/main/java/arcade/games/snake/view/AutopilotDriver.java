package arcade.games.snake.view;

import arcade.api.fx.Background;
import arcade.games.snake.ai.Autopilot;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeState;

import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The computer at the wheel. The autopilot usually decides in a tenth of a millisecond, but rare
 * decisions take tens of milliseconds, so each move is planned on the executor right after the
 * previous step, and a step waits for its move: a slow decision holds the snake, never the UI.
 */
final class AutopilotDriver {
    private final ExecutorService executor;
    private final Supplier<SnakeState> current;
    private final BooleanSupplier alive;
    private final Consumer<Throwable> onError;
    private Autopilot pilot;
    private SnakeState plannedFor;   // the state the planned move is for
    private SnakeMove plannedMove;

    /**
     * @param current the game's state now: a plan for an older state is dropped
     * @param alive   false once the game is closed
     * @param onError a failed plan (the driver has already stopped)
     */
    AutopilotDriver(ExecutorService executor, Supplier<SnakeState> current, BooleanSupplier alive, Consumer<Throwable> onError) {
        this.executor = executor;
        this.current = current;
        this.alive = alive;
        this.onError = onError;
    }

    boolean isOn() { return pilot != null; }

    /** Takes every snake (a fresh autopilot, planning from the current state at once) or gives them back. */
    void setOn(boolean on) {
        plannedFor = null;
        plannedMove = null;
        pilot = on ? new Autopilot() : null;
        if (on) planNext();
    }

    /** True when the move for the current state has arrived. */
    boolean isReady() { return plannedFor != null && plannedFor == current.get(); }

    /** The planned move for the current state; only when {@link #isReady}. */
    SnakeMove move() { return plannedMove; }

    /** Asks the autopilot, off the FX thread, for the move from the current state. */
    void planNext() {
        if (pilot == null) return;
        SnakeState s = current.get();
        if (s.isGameOver() || s.isBoardFull() || s.isFinished()) return;
        Autopilot p = pilot;
        Background.run(executor, () -> p.next(s), () -> pilot == p && current.get() == s && alive.getAsBoolean(),
                m -> { plannedFor = s; plannedMove = m; },
                err -> {
                    setOn(false);
                    onError.accept(err);
                });
    }
}
