package arcade.games.snake.view;

import arcade.games.snake.view.replay.GameRecording;
import arcade.games.snake.view.replay.ReplayCodec;

import arcade.games.snake.view.replay.ReplayLoading;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeReplay;
import arcade.games.snake.model.SnakeState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Opening a replay file: a strip with progress and Cancel while it is checked; a cancel leaves the game as it was. */
@ExtendWith(ApplicationExtension.class)
class ReplayLoadingViewTest {
    private static final long PERIOD = 300_000_000L;

    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private SnakeTable t;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        this.stage = stage;
    }

    @BeforeEach void open() { t = SnakeTable.show(new FxRobot(), ctx, stage, 900, 700); }

    private void frames(FxRobot robot, long nanos) { t.frames(robot, nanos); }

    /** Waits until every task handed to the executor so far has finished: both its threads meet at a barrier. */
    private void drainExecutor() throws Exception {
        java.util.concurrent.CyclicBarrier both = new java.util.concurrent.CyclicBarrier(3);
        for (int k = 0; k < 2; k++)
            ctx.executor().execute(() -> {
                try { both.await(10, TimeUnit.SECONDS); } catch (Exception e) { Thread.currentThread().interrupt(); }
            });
        both.await(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A replay of a real game on the thesis's board: ten steps right, then down. */
    private static Path replayFile() throws Exception {
        List<SnakeMove> moves = new ArrayList<>();
        for (int k = 0; k < 6; k++) moves.add(SnakeMove.parse("."));
        moves.add(SnakeMove.parse("D"));
        for (int k = 0; k < 5; k++) moves.add(SnakeMove.parse("."));
        Path file = Files.createTempDirectory("snake-replay-load").resolve("walk.snake-replay.json");
        Files.writeString(file, SnakeReplay.record(SnakeOptions.thesis(), 7, moves).toJson());
        return file;
    }

    /** Keeps both executor threads busy until the latch opens, so a load waits where the test can see it. */
    private CountDownLatch blockExecutor() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1), busy = new CountDownLatch(2);
        for (int k = 0; k < 2; k++)
            ctx.executor().execute(() -> {
                busy.countDown();
                try { release.await(10, TimeUnit.SECONDS); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
            });
        assertThat(busy.await(10, TimeUnit.SECONDS)).isTrue();
        return release;
    }

    @Test void aCancelledLoadLeavesTheGameAsItWas(FxRobot robot) throws Exception {
        robot.interact(() -> { t.game.resume(); t.view.root().requestFocus(); });
        robot.type(KeyCode.DOWN);
        frames(robot, 3 * PERIOD + 5_000_000L);
        long step = t.view.session().state().step(), hash = t.view.session().state().fieldHash();
        assertThat(step).isPositive();
        Path file = replayFile();

        CountDownLatch release = blockExecutor();
        robot.interact(() -> t.view.replayController().load(file));
        ReplayLoading strip = t.view.replayController().loadingStrip();
        assertThat(strip.isShowing()).isTrue();
        Button cancel = robot.lookup(".replay-loading .button").queryButton();
        assertThat(cancel.getText()).isEqualTo("Cancel");
        assertThat(cancel.isVisible()).isTrue();
        robot.clickOn(cancel);
        release.countDown();
        drainExecutor(); // the cancelled load runs to its first check of the flag and stops

        assertThat(strip.isShowing()).isFalse();
        assertThat(t.view.replayController().isLoading()).isFalse();
        assertThat(t.view.replay()).isEmpty();
        assertThat(t.view.replayBar().isVisible()).isFalse();
        assertThat(ctx.messages).isEmpty();
        assertThat(t.view.session().state().step()).isEqualTo(step);
        assertThat(t.view.session().state().fieldHash()).isEqualTo(hash);
        // still playable: a step more once resumed (after the 3-2-1)
        robot.interact(() -> { t.game.resume(); t.view.root().requestFocus(); });
        frames(robot, 3_000_000_000L + 2 * PERIOD);
        assertThat(t.view.session().state().step()).isGreaterThan(step);
    }

    @Test void aLoadThatRunsToTheEndShowsProgressAndThenTheReplay(FxRobot robot) throws Exception {
        Path file = replayFile();
        CountDownLatch release = blockExecutor();
        robot.interact(() -> t.view.replayController().load(file));
        assertThat(t.view.replayController().loadingStrip().isShowing()).isTrue();
        assertThat(t.view.replay()).isEmpty();
        release.countDown();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> t.view.replay().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.replayController().loadingStrip().isShowing()).isFalse();
        assertThat(t.view.replay().orElseThrow().length()).isEqualTo(12);
    }

    @Test void theCheckReportsProgressAndStopsWhenCancelled() throws Exception {
        // a long real game: the autopilot filling 12×12 under the classic rules
        SnakeOptions o = SnakeOptions.autopilotBoard(12, 12).withClassicRules();
        arcade.games.snake.ai.Autopilot ai = new arcade.games.snake.ai.Autopilot();
        arcade.games.snake.model.SnakeRules rules = new arcade.games.snake.model.SnakeRules(false);
        List<SnakeMove> moves = new ArrayList<>();
        SnakeState s = SnakeState.initial(o, 5);
        while (s.isRunning()) {
            SnakeMove m = ai.next(s);
            moves.add(m);
            s = rules.apply(s, m);
        }
        assertThat(moves.size()).isGreaterThan(2 * ReplayCodec.REPORT_EVERY);
        String json = SnakeReplay.record(o, 5, moves).toJson();

        List<Double> reports = new ArrayList<>();
        GameRecording r = ReplayCodec.decode(json, reports::add, () -> false);
        assertThat(r.finalHash()).isEqualTo(s.fieldHash());
        assertThat(reports).hasSize((moves.size() + ReplayCodec.REPORT_EVERY - 1) / ReplayCodec.REPORT_EVERY + 1);
        assertThat(reports).isSorted().startsWith(0.0).endsWith(1.0);

        int[] looks = {0};
        List<Double> cut = new ArrayList<>();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ReplayCodec.decode(json, cut::add, () -> ++looks[0] > 2))
                .isInstanceOf(java.util.concurrent.CancellationException.class);
        assertThat(cut).hasSize(2);
    }
}
