package arcade.games.snake.view;

import arcade.api.session.GameClock;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.Campaign;
import arcade.games.snake.model.SnakeState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The game's clock (the time in the statistics and on the card) counts play time only: it stands
 * still while a crash is on show, while the next life waits for its key, and during the 3-2-1.
 * Frames are pushed by hand; a clock that stands still reads the same however long the test takes.
 */
@ExtendWith(ApplicationExtension.class)
class PlayTimeViewTest {
    private static final long PERIOD = 300_000_000L;

    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private SnakeTable t;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        this.stage = stage;
    }

    @BeforeEach void open() { t = SnakeTable.show(new FxRobot(), ctx, stage, 900, 700); }

    private SnakeState state() { return t.state(); }

    private GameClock clock() { return t.view.session().clock(); }

    @Test void theClockStandsStillWhileTheCrashIsOnShowAndTheNextLifeWaits(FxRobot robot) {
        t = t.reopen(robot, ctx, Optional.of(SnakeTable.fresh(Campaign.options().params(), 7)));
        assertThat(clock().isRunning()).as("the level card waits for a key").isFalse();
        robot.type(KeyCode.RIGHT);
        t.frames(robot, PERIOD);
        assertThat(clock().isRunning()).as("play").isTrue();
        for (int k = 0; k < 100 && !state().isLifeLost(); k++) t.frames(robot, PERIOD);
        assertThat(state().isLifeLost()).isTrue();
        assertThat(t.view.overlay().titleText()).isEqualTo("Crashed!");
        assertThat(clock().isRunning()).as("the crash on show").isFalse();
        long atCrash = clock().elapsedMillis();

        t.frames(robot, SnakeRun.CRASH_SHOWN_NANOS / 2);
        assertThat(clock().isRunning()).as("halfway through the crash on show").isFalse();
        t.frames(robot, SnakeRun.CRASH_SHOWN_NANOS);
        assertThat(state().isRunning()).as("the next life is laid out").isTrue();
        assertThat(t.view.isPaused()).as("and waits for a key").isTrue();
        assertThat(clock().isRunning()).as("the next life waiting for its key").isFalse();
        assertThat(clock().elapsedMillis()).as("no time went by since the crash").isEqualTo(atCrash);

        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.DOWN);
        t.frames(robot, PERIOD);
        assertThat(clock().isRunning()).as("play again").isTrue();
        assertThat(t.game.controls().pausedProperty().get()).as("the chrome's Pause never showed Resume for the crash").isFalse();
    }

    @Test void theClockStandsStillDuringTheCountdownAfterAPause(FxRobot robot) {
        t.running(robot);
        t.frames(robot, PERIOD + 5_000_000L);
        assertThat(clock().isRunning()).isTrue();

        robot.type(KeyCode.SPACE);
        assertThat(clock().isRunning()).as("paused").isFalse();
        robot.type(KeyCode.SPACE);
        assertThat(t.view.isCountingDown()).isTrue();
        assertThat(clock().isRunning()).as("3-2-1 after the pause").isFalse();
        assertThat(t.view.isPaused()).as("the chrome's pause is over, only the clock waits").isFalse();
        long before = clock().elapsedMillis();
        t.frames(robot, 2_000_000_000L);
        assertThat(t.view.isCountingDown()).isTrue();
        assertThat(clock().elapsedMillis()).as("two seconds into the countdown").isEqualTo(before);

        t.frames(robot, 1_100_000_000L);
        assertThat(t.view.isCountingDown()).isFalse();
        assertThat(clock().isRunning()).as("play goes on").isTrue();
    }

    @Test void aDialogOverTheCountdownLeavesTheClockStoppedUntilTheCountdownIsOver(FxRobot robot) {
        t.running(robot);
        t.frames(robot, PERIOD + 5_000_000L);
        robot.interact(t.game::pause);
        robot.interact(t.game::resume);
        assertThat(t.view.isCountingDown()).isTrue();
        robot.interact(t.game::pause); // a dialog opens over the 3-2-1
        assertThat(clock().isRunning()).isFalse();
        robot.interact(t.game::resume);
        assertThat(t.view.isCountingDown()).as("a fresh 3-2-1").isTrue();
        assertThat(clock().isRunning()).isFalse();
        t.frames(robot, 3_100_000_000L);
        assertThat(clock().isRunning()).isTrue();
    }
}
