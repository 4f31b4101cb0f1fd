package arcade.games.snake.view;

import arcade.api.fx.Background;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.rivals.RivalPilot;

import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The computer rivals' decisions, planned on the executor right after each step (an expert rival
 * runs the autopilot's search, which now and then takes tens of milliseconds); a step waits for
 * them, so a slow decision holds the field, never the UI.
 */
final class RivalDriver {
    private final ExecutorService executor;
    private final Supplier<SnakeState> current;
    private final BooleanSupplier alive;
    private RivalPilot pilot = new RivalPilot();
    private SnakeState plannedFor;
    private Direction[] planned;

    RivalDriver(ExecutorService executor, Supplier<SnakeState> current, BooleanSupplier alive) {
        this.executor = executor;
        this.current = current;
        this.alive = alive;
    }

    /** A new game: fresh rivals (the expert's autopilot keeps a cycle per game). */
    void reset() {
        pilot = new RivalPilot();
        plannedFor = null;
        planned = null;
        planNext();
    }

    /** True when the game has no rivals or their inputs for the current state have arrived. */
    boolean isReady() {
        SnakeState s = current.get();
        return s.options().rivals() == 0 || plannedFor == s;
    }

    /** The rivals' inputs for the current state; only when {@link #isReady}. */
    Direction[] inputs() {
        SnakeState s = current.get();
        return s.options().rivals() == 0 ? new Direction[0] : planned;
    }

    /** Plans the rivals' inputs for the current state in the background. */
    void planNext() {
        SnakeState s = current.get();
        if (s.options().rivals() == 0) return;
        RivalPilot p = pilot;
        Background.run(executor, () -> p.inputs(s), () -> pilot == p && current.get() == s && alive.getAsBoolean(),
                in -> { plannedFor = s; planned = in; },
                err -> { plannedFor = s; planned = new Direction[s.options().rivals()]; java.util.Arrays.fill(planned, Direction.NONE); });
    }
}
