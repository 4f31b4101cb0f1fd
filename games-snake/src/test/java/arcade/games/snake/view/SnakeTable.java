package arcade.games.snake.view;

import arcade.api.fx.FrameTicker;
import arcade.api.host.GameHost;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.view.sound.SoundDevice;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Snake opened on the host for a view test: the game instance (what the shell sees), its view,
 * and the frames pushed by hand from a manual ticker, so no test waits on the wall clock.
 */
final class SnakeTable {
    final GameInstance game;
    final SnakeView view;
    private final FrameTicker.Manual[] ticker;
    private long now;

    private SnakeTable(GameInstance game, SnakeView view, FrameTicker.Manual[] ticker) {
        this.game = game;
        this.view = view;
        this.ticker = ticker;
    }

    private static SoundDevice none() { return Optional::empty; }

    /** Opens Snake (on the FX thread) and waits until its first game is ready. */
    static SnakeTable open(FxRobot robot, FakeGameContext ctx, Optional<SavedGame> resume) {
        FrameTicker.Manual[] ticker = new FrameTicker.Manual[1];
        AtomicReference<SnakeView> view = new AtomicReference<>();
        AtomicReference<GameInstance> game = new AtomicReference<>();
        robot.interact(() -> game.set(SnakeGame.open(ctx, resume, onFrame -> ticker[0] = new FrameTicker.Manual(onFrame),
                none(), view::set)));
        waitFor(() -> GameHost.isReady(game.get()));
        return new SnakeTable(game.get(), view.get(), ticker);
    }

    /** Opens Snake in {@code stage}'s window. */
    static SnakeTable show(FxRobot robot, FakeGameContext ctx, Stage stage, double width, double height) {
        SnakeTable t = open(robot, ctx, Optional.empty());
        robot.interact(() -> {
            stage.setScene(new Scene((Parent) t.game.root(), width, height));
            stage.show();
            t.view.root().requestFocus();
        });
        return t;
    }

    /** A new game of {@code params} with a fixed seed, waiting for its first key (a saved game without steps). */
    static SavedGame fresh(String params, long seed) {
        return new SavedGame(SavedGame.CURRENT_VERSION, SnakeGame.PLUGIN_ID, params + "#" + seed, List.of(), 0, 0, Map.of());
    }

    /** Closes this game and opens Snake again in the same window, resuming {@code resume} (a fixed seed: {@link #fresh}). */
    SnakeTable reopen(FxRobot robot, FakeGameContext ctx, Optional<SavedGame> resume) {
        SnakeTable other = open(robot, ctx, resume);
        robot.interact(() -> {
            Scene scene = game.root().getScene();
            game.close();
            if (scene != null) scene.setRoot((Parent) other.game.root());
            other.view.root().requestFocus();
        });
        return other;
    }

    /** The chrome's New game with preset {@code id}, and the wait until it is ready. */
    void newGame(FxRobot robot, String id) {
        var preset = game.controls().presets().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
        var before = view.session();
        robot.interact(() -> game.controls().newGame(preset));
        waitFor(() -> view.session() != before && GameHost.isReady(game));
    }

    /** Makes sure the game runs (a focus change of the test window may have paused it), past any 3-2-1. */
    void running(FxRobot robot) {
        robot.interact(() -> { game.resume(); view.root().requestFocus(); });
        if (view.isCountingDown()) frames(robot, 3_000_000_000L);
    }

    /** Pushes frames 10 ms apart for {@code nanos} of game time. */
    void frames(FxRobot robot, long nanos) { robot.interact(() -> push(nanos)); }

    /**
     * The same frames, without the robot's wait for the FX thread to go idle after them: for a loop
     * that steps a game many times (its next frames queue behind whatever this step started).
     */
    void framesInLoop(long nanos) {
        try {
            WaitForAsyncUtils.asyncFx(() -> push(nanos)).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the frames did not run", e);
        }
    }

    private void push(long nanos) {
        if (ticker[0] == null) return;
        ticker[0].frame(now);
        for (long t = 0; t < nanos; t += 10_000_000L) {
            now += 10_000_000L;
            ticker[0].frame(now);
        }
    }

    boolean tickerRunning() { return ticker[0] != null && ticker[0].isRunning(); }

    SnakeState state() { return view.session().state(); }

    /** Waits until the condition holds, and no longer (no wait for the FX thread to go idle). */
    static void until(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not reached in 10 s", e);
        }
    }

    static void waitFor(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not reached in 10 s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
