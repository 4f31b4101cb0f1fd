package arcade.games.snake.view;

import arcade.api.session.SavedGame;
import arcade.api.fx.FrameTicker;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The Snake view, headless: keys, pause, game over, X-ray, replays, resume. Frames are pushed by hand. */
@ExtendWith(ApplicationExtension.class)
class SnakeGameViewTest {
    private static final long PERIOD = 300_000_000L; // classic step period in nanoseconds

    private FakeGameContext ctx;
    private SnakeGame game;
    private FrameTicker.Manual ticker;
    private long now;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        game = new SnakeGame(ctx, onFrame -> ticker = new FrameTicker.Manual(onFrame));
        game.start(Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 900, 700));
        stage.show();
        game.root().requestFocus();
    }

    /** Makes sure the game runs (a focus change of the test window may have paused it). */
    private void running(FxRobot robot) {
        robot.interact(() -> { game.resume(); game.root().requestFocus(); });
        if (game.isCountingDown()) frames(robot, 3_000_000_000L); // the 3-2-1 after a pause
    }

    /** Pushes frames 10 ms apart for {@code nanos} of game time. */
    private void frames(FxRobot robot, long nanos) {
        robot.interact(() -> {
            ticker.frame(now);
            for (long t = 0; t < nanos; t += 10_000_000L) {
                now += 10_000_000L;
                ticker.frame(now);
            }
        });
    }

    private SnakeState state() { return game.session().state(); }

    @Test void anArrowKeyTurnsTheSnakeAtTheNextStep(FxRobot robot) {
        running(robot);
        assertThat(state().head(1)).contains(new SnakeState.Cell(5, 5));
        robot.type(KeyCode.UP);
        assertThat(state().step()).isZero();
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(1);
        assertThat(state().head(1)).contains(new SnakeState.Cell(4, 5));
        assertThat(state().direction(4, 5)).isEqualTo(Direction.UP);
        assertThat(game.session().tickLog()).containsExactly("U");
    }

    @Test void wasdSteersTheOnlySnakeToo(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.S);
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().head(1)).contains(new SnakeState.Cell(6, 5));
    }

    @Test void spaceAndPausePauseTheGameAndNoStepAdvances(FxRobot robot) {
        running(robot);
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(1);

        robot.type(KeyCode.SPACE);
        assertThat(game.isPaused()).isTrue();
        assertThat(game.controls().pausedProperty().get()).isTrue();
        assertThat(ticker.isRunning()).isFalse();
        assertThat(game.overlay().isVisible()).isTrue();
        assertThat(game.overlay().hintText()).contains("Space");
        frames(robot, 3_000_000_000L);
        assertThat(state().step()).isEqualTo(1);

        robot.type(KeyCode.SPACE);
        assertThat(game.isPaused()).isFalse();
        assertThat(game.isCountingDown()).isTrue();
        assertThat(game.overlay().titleText()).isEqualTo("3");
        frames(robot, 1_500_000_000L);
        assertThat(game.overlay().titleText()).as("1.5 s into the countdown").isEqualTo("2");
        frames(robot, 1_000_000_000L);
        assertThat(game.overlay().titleText()).isEqualTo("1");
        assertThat(state().step()).as("no step during the countdown").isEqualTo(1);
        frames(robot, 600_000_000L);
        assertThat(game.isCountingDown()).isFalse();
        assertThat(game.overlay().isVisible()).isFalse();
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(2);

        robot.interact(game::pause); // what the shell's P key does
        frames(robot, 1_000_000_000L);
        assertThat(state().step()).isEqualTo(2);
        robot.interact(game::resume);
        frames(robot, 3_000_000_000L + PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(3);
    }

    @Test void theBannerLeavesTheWholeFieldInSight(FxRobot robot) {
        robot.interact(() -> game.newGame("thesis"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(game.overlay().titleText()).isEqualTo("Ready");
            javafx.geometry.Bounds banner = game.overlay().localToScene(game.overlay().getLayoutBounds());
            javafx.geometry.Bounds field = game.canvasPane().localToScene(game.canvasPane().getLayoutBounds());
            assertThat(banner.getMinY()).as("banner " + banner + " below the field " + field).isGreaterThanOrEqualTo(field.getMaxY() - 0.5);
            assertThat(banner.getHeight()).isPositive();
        });
    }

    @Test void gameOverShowsTheRestartOverlayAndRecordsTheGame(FxRobot robot) {
        running(robot);
        for (int k = 0; k < 400 && !game.isOver(); k++) frames(robot, PERIOD);
        assertThat(game.isOver()).isTrue();
        assertThat(ticker.isRunning()).isFalse();
        assertThat(game.overlay().isVisible()).isTrue();
        assertThat(game.overlay().titleText()).isEqualTo("Game over");
        assertThat(game.overlay().hintText()).contains("Enter or R");
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).params()).isEqualTo(state().options().params());
        assertThat(game.snapshot()).isEmpty();

        robot.type(KeyCode.ENTER);
        assertThat(game.isOver()).isFalse();
        assertThat(state().step()).isZero();
        assertThat(game.overlay().titleText()).isEqualTo("Ready");
    }

    @Test void theLastGameCanStillBeWatchedAfterReopeningSnake(FxRobot robot) {
        running(robot);
        for (int k = 0; k < 400 && !game.isOver(); k++) frames(robot, PERIOD);
        assertThat(game.isOver()).isTrue();
        GameRecording last = game.lastGame().orElseThrow();
        assertThat(ctx.values).containsKey("snake-last-replay");
        AtomicReference<SnakeGame> reopened = new AtomicReference<>();
        robot.interact(() -> {
            SnakeGame g = new SnakeGame(ctx, onFrame -> new FrameTicker.Manual(onFrame));
            g.start(Optional.empty());
            reopened.set(g);
        });
        waitFor(() -> reopened.get().lastGame().isPresent());
        assertThat(reopened.get().lastGame().orElseThrow()).isEqualTo(last);
        robot.interact(() -> reopened.get().close());
    }

    @Test void aNewGameWaitsForTheFirstSteeringKey(FxRobot robot) {
        robot.interact(() -> game.controls().newGame(game.controls().presets().get(0)));
        assertThat(game.overlay().titleText()).isEqualTo("Ready");
        frames(robot, 2_000_000_000L);
        assertThat(state().step()).isZero();
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.DOWN);
        assertThat(game.isPaused()).isFalse();
        assertThat(game.overlay().isVisible()).isFalse();
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().head(1)).contains(new SnakeState.Cell(6, 5));
    }

    @Test void theXrayToggleChangesTheCanvasAndShowsTheGraph(FxRobot robot) {
        // A fixed seed: with a random one the apple now and then lies where the head steps, and
        // the head's rule is L8 (onto an apple) instead of L6 (onto an empty cell).
        robot.interact(() -> game.startGame(arcade.api.model.GameId.seeded(game.session().id().params(), 1), false));
        running(robot);
        frames(robot, 2 * PERIOD + 5_000_000L);
        robot.type(KeyCode.SPACE); // hold still
        WritableImage before = snapshot(robot);
        robot.type(KeyCode.X);
        assertThat(game.xrayToggle().isSelected()).isTrue();
        assertThat(game.xrayPanel().isVisible()).isTrue();
        assertThat(game.xrayPanel().graph().firedIds()).contains("L1", "L6");
        // Take the side panel out again so the canvas has its old size: only the X-ray drawing differs.
        robot.interact(() -> { game.xrayPanel().setManaged(false); game.xrayPanel().setVisible(false); });
        WritableImage after = snapshot(robot);
        assertThat(after.getWidth()).isEqualTo(before.getWidth());
        assertThat(differentPixels(before, after)).isGreaterThan(500);
        robot.type(KeyCode.X);
        robot.interact(() -> { game.xrayPanel().setManaged(false); game.xrayPanel().setVisible(false); });
        assertThat(differentPixels(before, snapshot(robot))).isZero();
    }

    @Test void aReplayOfTheLastGameEndsOnTheSameField(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.DOWN);
        frames(robot, 3 * PERIOD + 5_000_000L);
        robot.type(KeyCode.RIGHT);
        for (int k = 0; k < 400 && !game.isOver(); k++) frames(robot, PERIOD);
        assertThat(game.isOver()).isTrue();
        long hash = state().fieldHash();
        GameRecording last = game.lastGame().orElseThrow();
        assertThat(last.moves()).contains("D", "R");

        robot.clickOn("Replays");
        robot.clickOn("Watch last game");
        ReplayPlayback playback = game.replay().orElseThrow();
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.SPACE); // pauses the playback: no frames needed
        assertThat(ticker.isRunning()).isFalse();
        robot.clickOn("Step");
        assertThat(playback.position()).isEqualTo(1);
        frames(robot, 2 * PERIOD);
        assertThat(playback.position()).isEqualTo(1);
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.SPACE);
        assertThat(ticker.isRunning()).isTrue();
        for (int k = 0; k < 2000 && !playback.isDone(); k++) frames(robot, PERIOD);
        assertThat(playback.isDone()).isTrue();
        assertThat(playback.state().fieldHash()).isEqualTo(hash);
        assertThat(game.overlay().titleText()).isEqualTo("Replay finished");
        assertThat(game.overlay().recordText()).contains("same field").doesNotContainIgnoringCase("hash");
        int end = playback.position();
        assertThat(game.replayBar().progressText()).isEqualTo("Step " + end + " / " + last.moves().size());

        // the seek bar: back to step 3, the field is the one the game had then
        SnakeState atThree = new ReplayPlayback(new arcade.games.snake.model.SnakeRules(false), last).stepped(3);
        robot.interact(() -> game.replayBar().seekBar().setValue(3));
        assertThat(playback.position()).isEqualTo(3);
        assertThat(playback.state().fieldHash()).isEqualTo(atThree.fieldHash());
        assertThat(game.replayBar().progressText()).startsWith("Step 3 / ");
        robot.interact(() -> game.replayBar().seekBar().setValue(end));
        assertThat(playback.isDone()).isTrue();
        assertThat(playback.state().fieldHash()).isEqualTo(hash);
        robot.clickOn("Play again");
        assertThat(playback.position()).isZero();
        assertThat(ticker.isRunning()).isTrue();

        robot.clickOn("Close replay");
        assertThat(game.replay()).isEmpty();
        assertThat(state().fieldHash()).isEqualTo(hash);

        // Esc (the shell's Back) closes a replay first, and only then lets the shell leave the game
        robot.clickOn("Replays");
        robot.clickOn("Watch last game");
        assertThat(game.replay()).isPresent();
        boolean[] handled = new boolean[2];
        robot.interact(() -> { handled[0] = game.back(); handled[1] = game.back(); });
        assertThat(handled[0]).isTrue();
        assertThat(game.replay()).isEmpty();
        assertThat(handled[1]).isFalse();
    }

    @Test void aSavedReplayFileLoadsBackAndACorruptOneIsRejected(FxRobot robot) throws Exception {
        running(robot);
        for (int k = 0; k < 400 && !game.isOver(); k++) frames(robot, PERIOD);
        GameRecording last = game.lastGame().orElseThrow();
        Path dir = Files.createTempDirectory("snake-replays");
        Path good = dir.resolve("good.snake-replay.json");
        game.replayFiles().write(good, last);
        waitFor(() -> Files.exists(good));
        AtomicReference<GameRecording> loaded = new AtomicReference<>();
        game.replayFiles().load(good, (r, name) -> loaded.set(r));
        waitFor(() -> loaded.get() != null);
        assertThat(loaded.get().finalHash()).isEqualTo(last.finalHash());
        assertThat(loaded.get().moves()).isEqualTo(last.moves());
        // the headless replay tool reads the very same file and arrives at the same field
        var out = new java.io.ByteArrayOutputStream();
        int code = new arcade.games.snake.tools.ReplayTool().run(List.of("--file", good.toString()),
                new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8), System.err);
        assertThat(code).isZero();
        assertThat(out.toString(java.nio.charset.StandardCharsets.UTF_8)).contains("field hash " + java.util.HexFormat.of().toHexDigits(last.finalHash()));

        Path bad = dir.resolve("bad.snake-replay.json");
        Files.writeString(bad, "{\"format\":\"automata-arcade-snake-replay\",\"version\":1,\"params\":\"20x20-s3-ring-a1-p1-box-1p\",\"seed\":7,\"inputs\":\"RQ\"}");
        Path garbage = dir.resolve("garbage.json");
        Files.writeString(garbage, "this is not json {{{");
        AtomicReference<GameRecording> wrong = new AtomicReference<>();
        game.replayFiles().load(bad, (r, name) -> wrong.set(r));
        game.replayFiles().load(garbage, (r, name) -> wrong.set(r));
        waitFor(() -> ctx.messages.size() >= 3);
        assertThat(wrong.get()).isNull();
        assertThat(ctx.messages).anySatisfy(m -> assertThat(m).startsWith("error: Could not open the replay bad.snake-replay.json").contains("step 2"));
        assertThat(ctx.messages).anySatisfy(m -> assertThat(m).startsWith("error: Could not open the replay garbage.json"));
        assertThat(game.lastGame()).contains(last);
    }

    @Test void aSnapshotResumesTheRunningGamePaused(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.DOWN);
        frames(robot, 4 * PERIOD + 5_000_000L);
        SavedGame saved = game.snapshot().orElseThrow();
        long hash = state().fieldHash();
        AtomicReference<SnakeGame> resumed = new AtomicReference<>();
        robot.interact(() -> {
            SnakeGame g = new SnakeGame(ctx, FrameTicker.Manual::new);
            g.start(Optional.of(saved));
            resumed.set(g);
        });
        waitFor(() -> resumed.get().session().state().fieldHash() == hash);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(resumed.get().isPaused()).isTrue();
        assertThat(resumed.get().session().tickLog()).isEqualTo(game.session().tickLog());
    }

    @Test void theStatusLineNamesScoreLengthSpeedAndBest(FxRobot robot) {
        assertThat(game.controls().statusProperty().get()).as("a new game shows the length the snake unrolls to")
                .isEqualTo("Score 0 · Length 5 · 3.3 steps/s · Best 0");
        assertThat(game.hud().lengthText()).isEqualTo("Length 5");
        robot.interact(() -> game.newGame("fast"));
        assertThat(game.hud().speedText()).as("the chip shows the real speed, not the level").isEqualTo("5.0 steps/s");
        assertThat(game.controls().solveLabel()).isEqualTo("Autopilot");
        assertThat(game.controls().presets()).extracting(p -> p.id()).startsWith("thesis", "classic");
    }

    @Test void everyChipAndButtonOfTheTopStripShowsInFullAt640x480(FxRobot robot) {
        for (String preset : List.of("thesis", "two-players")) {
            robot.interact(() -> {
                game.newGame(preset);
                game.root().getScene().getWindow().setWidth(640);
                game.root().getScene().getWindow().setHeight(480);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                javafx.scene.Parent root = (javafx.scene.Parent) game.root();
                root.applyCss();
                root.layout();
                double width = root.getLayoutBounds().getWidth();
                assertThat(width).isLessThanOrEqualTo(640);
                for (javafx.scene.Node n : root.lookupAll(".hud-chip")) {
                    javafx.scene.control.Label l = (javafx.scene.control.Label) n;
                    if (!l.isVisible()) continue; // the lives chip, in a game without lives
                    assertThat(l.getWidth()).as(preset + ": " + l.getText()).isGreaterThanOrEqualTo(l.prefWidth(-1) - 0.5);
                    assertThat(l.localToScene(l.getLayoutBounds()).getMaxX()).as(l.getText()).isLessThanOrEqualTo(width);
                }
                for (String text : List.of("X-ray", "Replays")) {
                    javafx.scene.control.Labeled b = robot.lookup(text).queryLabeled();
                    assertThat(b.getWidth()).as(text).isGreaterThanOrEqualTo(b.prefWidth(-1) - 0.5);
                    assertThat(b.localToScene(b.getLayoutBounds()).getMaxX()).as(text).isLessThanOrEqualTo(width);
                }
            });
        }
    }

    @Test void theAutopilotPlaysUntilAKeyTakesControlBack(FxRobot robot) {
        running(robot);
        robot.interact(() -> game.controls().solve());
        assertThat(game.isAutopilot()).isTrue();
        for (int k = 0; k < 40; k++) {
            waitFor(game::isAutopilotPlanReady);
            frames(robot, PERIOD);
        }
        assertThat(state().step()).isGreaterThanOrEqualTo(39);
        assertThat(game.isOver()).isFalse(); // an untouched snake would have hit the wall at step 15
        robot.type(KeyCode.LEFT);
        assertThat(game.isAutopilot()).isFalse();
        assertThat(game.controls().statusProperty().get()).doesNotContain("Autopilot").endsWith("Not counted");
        assertThat(ctx.messages).anyMatch(m -> m.contains("no longer counts"));
    }

    @Test void theDemoEndsWithAnOfferToPlayTheSameVariant(FxRobot robot) {
        // the demo's own variant on a small board, so that it ends soon
        String params = arcade.games.snake.model.SnakeOptions.thesis().withSize(8, 8).withPoison(false).params();
        robot.interact(() -> game.startGame(arcade.api.model.GameId.seeded(params, 3), true));
        for (int k = 0; k < 3000 && !game.isOver(); k++) {
            waitFor(() -> game.isAutopilotPlanReady() || game.isOver());
            if (game.isPaused()) running(robot); // a focus change of the test window pauses the game
            frames(robot, PERIOD);
        }
        assertThat(game.isOver()).isTrue();
        assertThat(game.overlay().hintText()).contains("Your turn");
        assertThat(game.overlay().titleText()).doesNotContain("you win");
        robot.type(KeyCode.ENTER);
        assertThat(game.isAutopilot()).isFalse();
        assertThat(state().options().params()).isEqualTo(params);
        assertThat(game.overlay().titleText()).isEqualTo("Ready");
    }

    @Test void theCanvasRereadsItsColoursWhenTheThemeChanges(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.SPACE);
        WritableImage light = snapshot(robot);
        robot.interact(() -> {
            Application.setUserAgentStylesheet(new atlantafx.base.theme.PrimerDark().getUserAgentStylesheet());
            ctx.dark.set(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage dark = snapshot(robot);
        robot.interact(() -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            ctx.dark.set(false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        // the backdrop (a corner pixel) follows the theme: dark is darker than light
        double lightBrightness = light.getPixelReader().getColor(2, 2).getBrightness();
        double darkBrightness = dark.getPixelReader().getColor(2, 2).getBrightness();
        assertThat(darkBrightness).isLessThan(lightBrightness - 0.5);
        assertThat(differentPixels(light, snapshot(robot))).isZero();
    }

    @Test void aFirstScoreIsKeptForThatOptionSetWithoutPraise(FxRobot robot) {
        running(robot);
        // Steer like the autopilot would (computed offline from the same seed) until an apple is eaten.
        arcade.games.snake.model.SnakeRules rules = new arcade.games.snake.model.SnakeRules(false);
        arcade.games.snake.ai.Autopilot pilot = new arcade.games.snake.ai.Autopilot();
        SnakeState shadow = state();
        for (int k = 0; k < 400 && state().score() == 0; k++) {
            Direction d = pilot.direction(shadow, 1);
            if (d != Direction.NONE) robot.interact(() -> game.steer(1, d));
            frames(robot, PERIOD);
            shadow = rules.apply(shadow, arcade.games.snake.model.SnakeMove.of(d));
            assertThat(state().fieldHash()).isEqualTo(shadow.fieldHash());
        }
        assertThat(state().score()).isPositive();
        for (int k = 0; k < 400 && !game.isOver(); k++) frames(robot, PERIOD); // then run into something
        assertThat(game.isOver()).isTrue();
        long score = state().score();
        String params = state().options().params();
        assertThat(game.overlay().recordText()).as("the first game of a variant beats no earlier best").isEmpty();
        SnakeRecords kept = (SnakeRecords) ctx.values.get(SnakeRecords.STORE_NAME);
        assertThat(kept.best(params)).isEqualTo(score);
        SnakeRecords.Entry entry = kept.variant(params).top().get(0);
        assertThat(entry.length()).as("it ate, so it grew past the start length").isGreaterThan(arcade.games.snake.model.SnakeOptions.START_LENGTH);
        assertThat(ctx.records).singleElement().satisfies(r -> {
            assertThat(r.score()).isEqualTo((double) score);
            assertThat(r.figures()).containsExactly(java.util.Map.entry("Longest snake", (double) entry.length()));
            assertThat(r.finishedAt()).isEqualTo(entry.at());
        });
        assertThat(game.controls().statusProperty().get()).endsWith("Best " + score);

        // the statistics keep the finished game, and Replay from there plays it back to the same field
        assertThat(ctx.finishedGames).singleElement().satisfies(g -> assertThat(g.plugin()).isEqualTo(arcade.games.snake.SnakePlugin.ID));
        long finalHash = state().fieldHash();
        int steps = game.session().tickLog().size();
        AtomicReference<Boolean> shown = new AtomicReference<>();
        robot.interact(() -> shown.set(game.replay(ctx.finishedGames.get(0))));
        assertThat(shown.get()).isTrue();
        waitFor(() -> game.replay().isPresent());
        assertThat(game.replay().orElseThrow().length()).isEqualTo(steps);
        assertThat(game.replay().orElseThrow().recording().finalHash()).isEqualTo(finalHash);
        assertThat(game.replayBar().isVisible()).isTrue();
    }

    private WritableImage snapshot(FxRobot robot) {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(game.canvasPane().canvas().snapshot(null, null)));
        return img.get();
    }

    private static int differentPixels(WritableImage a, WritableImage b) {
        int n = 0;
        for (int y = 0; y < (int) a.getHeight(); y++)
            for (int x = 0; x < (int) a.getWidth(); x++)
                if (a.getPixelReader().getArgb(x, y) != b.getPixelReader().getArgb(x, y)) n++;
        return n;
    }

    private static void waitFor(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not reached in 10 s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
