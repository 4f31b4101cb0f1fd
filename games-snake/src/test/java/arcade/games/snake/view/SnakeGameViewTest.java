package arcade.games.snake.view;

import arcade.games.snake.view.records.SnakeRecords;
import arcade.games.snake.view.replay.GameRecording;
import arcade.games.snake.view.replay.ReplayPlayback;

import arcade.api.plugin.Capability;
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
import org.junit.jupiter.api.BeforeEach;
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

    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private SnakeTable t;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        this.stage = stage;
    }

    @BeforeEach void open() { t = SnakeTable.show(new FxRobot(), ctx, stage, 900, 700); }

    private void running(FxRobot robot) { t.running(robot); }

    private void frames(FxRobot robot, long nanos) { t.frames(robot, nanos); }

    private SnakeState state() { return t.state(); }

    /** A new game of {@code params} with a fixed seed, in place of the one open. */
    private void seeded(FxRobot robot, String params, long seed) {
        t = t.reopen(robot, ctx, Optional.of(SnakeTable.fresh(params, seed)));
    }

    @Test void anArrowKeyTurnsTheSnakeAtTheNextStep(FxRobot robot) {
        running(robot);
        assertThat(state().head(1)).contains(new SnakeState.Cell(5, 5));
        robot.type(KeyCode.UP);
        assertThat(state().step()).isZero();
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(1);
        assertThat(state().head(1)).contains(new SnakeState.Cell(4, 5));
        assertThat(state().direction(4, 5)).isEqualTo(Direction.UP);
        assertThat(t.view.session().tickLog()).containsExactly("U");
    }

    @Test void theChromeOffersWhatTheDefinitionAndTheGamesHooksGive(FxRobot robot) {
        assertThat(t.game.controls().capabilities()).contains(Capability.NEW_GAME, Capability.CUSTOM_GAME, Capability.RESTART,
                Capability.SOLVE, Capability.PAUSE, Capability.SETTINGS, Capability.REPLAY).doesNotContain(Capability.UNDO, Capability.HINT);
        assertThat(t.game.controls().realTimeProperty().get()).isTrue();
        assertThat(t.game.controls().solveLabel()).isEqualTo("Autopilot");
        assertThat(t.game.settingsPane()).isPresent();
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
        assertThat(t.view.isPaused()).isTrue();
        assertThat(t.game.controls().pausedProperty().get()).isTrue();
        assertThat(t.tickerRunning()).isFalse();
        assertThat(t.view.overlay().isVisible()).isTrue();
        assertThat(t.view.overlay().hintText()).contains("Space");
        frames(robot, 3_000_000_000L);
        assertThat(state().step()).isEqualTo(1);

        robot.type(KeyCode.SPACE);
        assertThat(t.view.isPaused()).isFalse();
        assertThat(t.view.isCountingDown()).isTrue();
        assertThat(t.view.overlay().titleText()).isEqualTo("3");
        frames(robot, 1_500_000_000L);
        assertThat(t.view.overlay().titleText()).as("1.5 s into the countdown").isEqualTo("2");
        frames(robot, 1_000_000_000L);
        assertThat(t.view.overlay().titleText()).isEqualTo("1");
        assertThat(state().step()).as("no step during the countdown").isEqualTo(1);
        frames(robot, 600_000_000L);
        assertThat(t.view.isCountingDown()).isFalse();
        assertThat(t.view.overlay().isVisible()).isFalse();
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(2);

        robot.interact(t.game::pause); // what the shell's P key does
        frames(robot, 1_000_000_000L);
        assertThat(state().step()).isEqualTo(2);
        robot.interact(t.game::resume);
        frames(robot, 3_000_000_000L + PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(3);
    }

    @Test void theBannerLeavesTheWholeFieldInSight(FxRobot robot) {
        t.newGame(robot, "thesis");
        robot.interact(() -> {
            assertThat(t.view.overlay().titleText()).isEqualTo("Ready");
            javafx.geometry.Bounds banner = t.view.overlay().localToScene(t.view.overlay().getLayoutBounds());
            javafx.geometry.Bounds field = t.view.canvasPane().localToScene(t.view.canvasPane().getLayoutBounds());
            assertThat(banner.getMinY()).as("banner " + banner + " below the field " + field).isGreaterThanOrEqualTo(field.getMaxY() - 0.5);
            assertThat(banner.getHeight()).isPositive();
        });
    }

    @Test void gameOverShowsTheRestartOverlayAndRecordsTheGame(FxRobot robot) {
        // A fixed field: on a random one the snake now and then ate on its way to the crash (Score 1).
        seeded(robot, state().options().params(), 1);
        running(robot);
        for (int k = 0; k < 400 && !t.view.isOver(); k++) t.framesInLoop(PERIOD);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.isOver()).isTrue();
        assertThat(t.tickerRunning()).isFalse();
        assertThat(t.view.overlay().isVisible()).as("the host's end card says it, not the banner").isFalse();
        arcade.api.plugin.Ending end = t.game.ending().getValue();
        assertThat(end.title()).isEqualTo("Game over");
        assertThat(end.lines().get(0)).startsWith("Score 0 · Time ");
        assertThat(end.lines()).anySatisfy(l -> assertThat(l).matches("Length \\d+"));
        assertThat(t.view.hud().lengthText()).as("the strip shows the snake that crashed, not the walls after it").isNotEqualTo("Length 0");
        assertThat(end.replayAction()).isPresent();
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).params()).isEqualTo(state().options().params());
        assertThat(t.game.snapshot()).isEmpty();
        assertThat(state().isFinished()).isTrue();
        assertThat(t.view.lastField().isFinished()).as("the field shown is the crash, not the walls after it").isFalse();

        var finished = t.view.session();
        robot.type(KeyCode.ENTER);
        SnakeTable.waitFor(() -> t.view.session() != finished);
        assertThat(t.view.isOver()).isFalse();
        assertThat(state().step()).isZero();
        assertThat(t.view.overlay().titleText()).isEqualTo("Ready");
    }

    @Test void theLastGameCanStillBeWatchedAfterReopeningSnake(FxRobot robot) {
        running(robot);
        for (int k = 0; k < 400 && !t.view.isOver(); k++) t.framesInLoop(PERIOD);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.isOver()).isTrue();
        GameRecording last = t.view.lastGame().orElseThrow();
        assertThat(ctx.values).containsKey("snake-last-replay");
        SnakeTable reopened = SnakeTable.open(robot, ctx, Optional.empty());
        waitFor(() -> reopened.view.lastGame().isPresent());
        assertThat(reopened.view.lastGame().orElseThrow()).isEqualTo(last);
        robot.interact(() -> reopened.game.close());
    }

    @Test void aNewGameWaitsForTheFirstSteeringKey(FxRobot robot) {
        t.newGame(robot, t.game.controls().presets().get(0).id());
        assertThat(t.view.overlay().titleText()).isEqualTo("Ready");
        assertThat(t.game.controls().pausedProperty().get()).as("the chrome's Pause offers Resume").isTrue();
        assertThat(t.view.session().clock().isRunning()).as("the clock waits too").isFalse();
        frames(robot, 2_000_000_000L);
        assertThat(state().step()).isZero();
        robot.interact(() -> t.view.root().requestFocus());
        javafx.geometry.Bounds waiting = fieldBounds(robot);
        robot.type(KeyCode.DOWN);
        assertThat(t.view.isPaused()).isFalse();
        assertThat(t.view.overlay().isVisible()).isFalse();
        assertThat(fieldBounds(robot)).as("the field keeps its size and place when the banner goes").isEqualTo(waiting);
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().head(1)).contains(new SnakeState.Cell(6, 5));
    }

    @Test void restartLaysOutTheSameFieldAfreshAndWaitsForAKey(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.DOWN);
        frames(robot, 3 * PERIOD + 5_000_000L);
        var played = t.view.session();
        long start = played.initialState().fieldHash();
        assertThat(state().step()).isPositive();
        robot.interact(() -> t.game.controls().restart());
        assertThat(t.view.session()).isNotSameAs(played);
        assertThat(t.view.session().id()).isEqualTo(played.id());
        assertThat(state().fieldHash()).isEqualTo(start);
        assertThat(t.view.overlay().titleText()).isEqualTo("Ready");
        assertThat(t.game.controls().pausedProperty().get()).isTrue();
        frames(robot, 2_000_000_000L);
        assertThat(state().step()).as("it waits for the first key").isZero();
    }

    @Test void theXrayToggleChangesTheCanvasAndShowsTheGraph(FxRobot robot) {
        // A fixed seed: with a random one the apple now and then lies where the head steps, and
        // the head's rule is L8 (onto an apple) instead of L6 (onto an empty cell).
        seeded(robot, state().options().params(), 1);
        running(robot);
        frames(robot, 2 * PERIOD + 5_000_000L);
        robot.type(KeyCode.SPACE); // hold still
        WritableImage before = snapshot(robot);
        robot.type(KeyCode.X);
        assertThat(t.view.xrayToggle().isSelected()).isTrue();
        assertThat(t.view.xrayPanel().isVisible()).isTrue();
        assertThat(t.view.xrayPanel().graph().firedIds()).contains("L1", "L6");
        // Take the side panel out again so the canvas has its old size: only the X-ray drawing differs.
        robot.interact(() -> { t.view.xrayPanel().setManaged(false); t.view.xrayPanel().setVisible(false); });
        WritableImage after = snapshot(robot);
        assertThat(after.getWidth()).isEqualTo(before.getWidth());
        assertThat(differentPixels(before, after)).isGreaterThan(500);
        robot.type(KeyCode.X);
        robot.interact(() -> { t.view.xrayPanel().setManaged(false); t.view.xrayPanel().setVisible(false); });
        assertThat(differentPixels(before, snapshot(robot))).isZero();
    }

    @Test void aReplayOfTheLastGameEndsOnTheSameField(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.DOWN);
        frames(robot, 3 * PERIOD + 5_000_000L);
        robot.type(KeyCode.RIGHT);
        for (int k = 0; k < 400 && !t.view.isOver(); k++) t.framesInLoop(PERIOD);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.isOver()).isTrue();
        long hash = state().fieldHash();
        GameRecording last = t.view.lastGame().orElseThrow();
        assertThat(last.moves()).contains("D", "R");

        robot.clickOn("Replays");
        robot.clickOn("Watch last game");
        ReplayPlayback playback = t.view.replay().orElseThrow();
        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.SPACE); // pauses the playback: no frames needed
        assertThat(t.tickerRunning()).isFalse();
        robot.clickOn("Step");
        assertThat(playback.position()).isEqualTo(1);
        frames(robot, 2 * PERIOD);
        assertThat(playback.position()).isEqualTo(1);
        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.SPACE);
        assertThat(t.tickerRunning()).isTrue();
        for (int k = 0; k < 2000 && !playback.isDone(); k++) t.framesInLoop(PERIOD);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(playback.isDone()).isTrue();
        assertThat(playback.state().fieldHash()).isEqualTo(hash);
        assertThat(playback.shown().isFinished()).as("the replay ends on the crash, not on the walls after it").isFalse();
        assertThat(t.view.hud().lengthText()).isNotEqualTo("Length 0");
        assertThat(t.view.overlay().titleText()).isEqualTo("Replay finished");
        assertThat(t.view.overlay().recordText()).contains("same field").doesNotContainIgnoringCase("hash");
        int end = playback.position();
        assertThat(t.view.replayBar().progressText()).isEqualTo("Step " + end + " / " + last.moves().size());

        // the seek bar: back to step 3, the field is the one the game had then
        SnakeState atThree = new ReplayPlayback(new arcade.games.snake.model.SnakeRules(false), last).stepped(3);
        robot.interact(() -> t.view.replayBar().seekBar().setValue(3));
        assertThat(playback.position()).isEqualTo(3);
        assertThat(playback.state().fieldHash()).isEqualTo(atThree.fieldHash());
        assertThat(t.view.replayBar().progressText()).startsWith("Step 3 / ");
        robot.interact(() -> t.view.replayBar().seekBar().setValue(end));
        assertThat(playback.isDone()).isTrue();
        assertThat(playback.state().fieldHash()).isEqualTo(hash);
        robot.clickOn("Play again");
        assertThat(playback.position()).isZero();
        assertThat(t.tickerRunning()).isTrue();

        robot.clickOn("Close replay");
        assertThat(t.view.replay()).isEmpty();
        assertThat(state().fieldHash()).isEqualTo(hash);

        // Esc (the shell's Back) closes a replay first, and only then lets the shell leave the game
        robot.clickOn("Replays");
        robot.clickOn("Watch last game");
        assertThat(t.view.replay()).isPresent();
        boolean[] handled = new boolean[2];
        robot.interact(() -> { handled[0] = t.game.back(); handled[1] = t.game.back(); });
        assertThat(handled[0]).isTrue();
        assertThat(t.view.replay()).isEmpty();
        assertThat(handled[1]).isFalse();
    }

    @Test void aSavedReplayFileLoadsBackAndACorruptOneIsRejected(FxRobot robot) throws Exception {
        running(robot);
        for (int k = 0; k < 400 && !t.view.isOver(); k++) t.framesInLoop(PERIOD);
        WaitForAsyncUtils.waitForFxEvents();
        GameRecording last = t.view.lastGame().orElseThrow();
        Path dir = Files.createTempDirectory("snake-replays");
        Path good = dir.resolve("good.snake-replay.json");
        t.view.replayFiles().write(good, last);
        waitFor(() -> Files.exists(good));
        AtomicReference<GameRecording> loaded = new AtomicReference<>();
        t.view.replayFiles().load(good, (r, name) -> loaded.set(r));
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
        t.view.replayFiles().load(bad, (r, name) -> wrong.set(r));
        t.view.replayFiles().load(garbage, (r, name) -> wrong.set(r));
        waitFor(() -> ctx.messages.size() >= 3);
        assertThat(wrong.get()).isNull();
        assertThat(ctx.messages).anySatisfy(m -> assertThat(m).startsWith("error: Could not open the replay bad.snake-replay.json").contains("step 2"));
        assertThat(ctx.messages).anySatisfy(m -> assertThat(m).startsWith("error: Could not open the replay garbage.json"));
        assertThat(t.view.lastGame()).contains(last);
    }

    @Test void aSnapshotResumesTheRunningGamePaused(FxRobot robot) {
        running(robot);
        robot.type(KeyCode.DOWN);
        frames(robot, 4 * PERIOD + 5_000_000L);
        SavedGame saved = t.game.snapshot().orElseThrow();
        long hash = state().fieldHash();
        SnakeTable resumed = SnakeTable.open(robot, ctx, Optional.of(saved));
        assertThat(resumed.state().fieldHash()).isEqualTo(hash);
        assertThat(resumed.view.isPaused()).isTrue();
        assertThat(resumed.game.controls().pausedProperty().get()).isTrue();
        assertThat(resumed.view.overlay().titleText()).isEqualTo("Paused");
        assertThat(resumed.view.session().tickLog()).isEqualTo(t.view.session().tickLog());
        robot.interact(() -> resumed.game.close());
    }

    @Test void theStatusLineNamesScoreLengthSpeedAndBest(FxRobot robot) {
        assertThat(t.game.controls().statusProperty().get()).as("a new game shows the length the snake unrolls to")
                .isEqualTo("Score 0 · Length 5 · 3.3 steps/s · Best 0");
        assertThat(t.view.hud().lengthText()).isEqualTo("Length 5");
        t.newGame(robot, "fast");
        assertThat(t.view.hud().speedText()).as("the chip shows the real speed, not the level").isEqualTo("5.0 steps/s");
        assertThat(t.game.controls().solveLabel()).isEqualTo("Autopilot");
        assertThat(t.game.controls().presets()).extracting(p -> p.id()).startsWith("thesis", "classic");
    }

    @Test void everyChipAndButtonOfTheTopStripShowsInFullAt640x480(FxRobot robot) {
        for (String preset : List.of("thesis", "two-players")) {
            t.newGame(robot, preset);
            robot.interact(() -> {
                t.view.root().getScene().getWindow().setWidth(640);
                t.view.root().getScene().getWindow().setHeight(480);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                javafx.scene.Parent root = (javafx.scene.Parent) t.view.root();
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
        robot.interact(() -> t.game.controls().solve());
        assertThat(t.view.isAutopilot()).isTrue();
        for (int k = 0; k < 40; k++) {
            SnakeTable.until(t.view::isAutopilotPlanReady);
            t.framesInLoop(PERIOD);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(state().step()).isGreaterThanOrEqualTo(39);
        assertThat(t.view.isOver()).isFalse(); // an untouched snake would have hit the wall at step 15
        robot.type(KeyCode.LEFT);
        assertThat(t.view.isAutopilot()).isFalse();
        assertThat(t.game.controls().statusProperty().get()).doesNotContain("Autopilot").endsWith("Sets no best");
        assertThat(ctx.messages).anyMatch(m -> m.contains("sets no best"));
    }

    @Test void aGameTheAutopilotPlayedEndsWithHelpAndPlayAgainGivesThePlayerTheSameVariant(FxRobot robot) {
        // the demo's own variant on a small board, so that it ends soon
        String params = arcade.games.snake.model.SnakeOptions.thesis().withSize(8, 8).withPoison(false).params();
        seeded(robot, params, 3);
        robot.interact(() -> t.game.controls().solve());
        assertThat(t.view.isAutopilot()).isTrue();
        for (int k = 0; k < 3000 && !t.view.isOver(); k++) {
            SnakeTable.until(() -> t.view.isAutopilotPlanReady() || t.view.isOver());
            if (t.view.isPaused()) running(robot); // a focus change of the test window pauses the game
            t.framesInLoop(PERIOD);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.isOver()).isTrue();
        arcade.api.plugin.Ending end = t.game.ending().getValue();
        assertThat(end.title()).doesNotContain("you win");
        assertThat(end.lines()).contains("Played with help, so it sets no best.");
        assertThat(ctx.records).singleElement().satisfies(r -> assertThat(r.assisted()).isTrue());
        var finished = t.view.session();
        robot.interact(() -> end.playAgain().run());
        SnakeTable.waitFor(() -> t.view.session() != finished);
        assertThat(t.view.isAutopilot()).isFalse();
        assertThat(state().options().params()).isEqualTo(params);
        assertThat(t.view.overlay().titleText()).isEqualTo("Ready");
    }

    /**
     * Play again on the card after the autopilot's show gives the player the wheel: the player's
     * own game, the thesis's at their default speed (the show is what they watched; the card's
     * button is what they press to play). New, Watch the autopilot starts the show again, right
     * after a show that ended as after any other game.
     */
    @Test void playAgainAfterTheAutopilotsShowStartsAGameThePlayerSteers(FxRobot robot) {
        String watch = arcade.games.snake.model.SnakeDefinition.preset(Presets.WATCH_AUTOPILOT).orElseThrow().params();
        seeded(robot, watch, 5);
        assertThat(t.view.isAutopilot()).as("the show").isTrue();
        for (int k = 0; k < 5; k++) {
            SnakeTable.until(t.view::isAutopilotPlanReady);
            if (t.view.isPaused()) running(robot);
            t.framesInLoop(PERIOD);
        }
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.UP); // the player takes the snake and runs it into the wall
        for (int k = 0; k < 200 && !t.view.isOver(); k++) {
            if (t.view.isPaused()) running(robot);
            t.framesInLoop(PERIOD);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.isOver()).isTrue();
        t.newGame(robot, Presets.WATCH_AUTOPILOT);
        assertThat(t.view.isAutopilot()).as("New, Watch the autopilot after a show that ended: the show").isTrue();
        for (int k = 0; k < 200 && !t.view.isOver(); k++) { // the player takes over again and crashes
            if (t.view.isPaused()) running(robot);
            robot.interact(() -> t.view.root().requestFocus());
            robot.type(KeyCode.UP);
            frames(robot, PERIOD);
        }
        assertThat(t.view.isOver()).isTrue();
        var finished = t.view.session();
        robot.interact(() -> t.game.ending().getValue().playAgain().run()); // what the card's Play again runs
        SnakeTable.waitFor(() -> t.view.session() != finished);
        int speed = new arcade.games.snake.view.settings.StoredSettings(ctx.store()).get().defaultSpeed();
        assertThat(state().options().params()).as("the player's own game").isEqualTo(Presets.thesisAt(speed).params());
        assertThat(t.view.isAutopilot()).as("the player at the wheel").isFalse();
        assertThat(t.view.overlay().titleText()).isEqualTo("Ready");
        assertThat(t.view.isPaused()).as("waiting for the player's first key").isTrue();
        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.UP);
        assertThat(t.view.isPaused()).isFalse();

        t.newGame(robot, Presets.WATCH_AUTOPILOT);
        assertThat(t.view.isAutopilot()).as("the menu's Watch the autopilot is the show again").isTrue();
    }

    @Test void watchTheAutopilotStartsWithTheComputerAtTheWheel(FxRobot robot) {
        t.newGame(robot, Presets.WATCH_AUTOPILOT);
        assertThat(t.view.isAutopilot()).isTrue();
        assertThat(t.view.isPaused()).isFalse();
        waitFor(t.view::isAutopilotPlanReady);
        frames(robot, PERIOD + 5_000_000L);
        assertThat(state().step()).isEqualTo(1);
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
        ctx.setClock(java.time.Clock.fixed(java.time.Instant.parse("2026-05-01T10:00:00Z"), java.time.ZoneOffset.UTC)); // one date for both records
        running(robot);
        // Steer like the autopilot would (computed offline from the same seed) until an apple is eaten.
        arcade.games.snake.model.SnakeRules rules = new arcade.games.snake.model.SnakeRules(false);
        arcade.games.snake.ai.Autopilot pilot = new arcade.games.snake.ai.Autopilot();
        SnakeState shadow = state();
        for (int k = 0; k < 400 && state().score() == 0; k++) {
            Direction d = pilot.direction(shadow, 1);
            if (d != Direction.NONE) robot.interact(() -> t.view.steer(1, d));
            frames(robot, PERIOD);
            shadow = rules.apply(shadow, arcade.games.snake.model.SnakeMove.of(d));
            assertThat(state().fieldHash()).isEqualTo(shadow.fieldHash());
        }
        assertThat(state().score()).isPositive();
        for (int k = 0; k < 400 && !t.view.isOver(); k++) t.framesInLoop(PERIOD); // then run into something
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(t.view.isOver()).isTrue();
        long score = state().score();
        String params = state().options().params();
        assertThat(t.game.ending().getValue().lines()).as("the first game of a variant beats no earlier best")
                .noneSatisfy(l -> assertThat(l).contains("New best"))
                .noneSatisfy(l -> assertThat(l).contains("Longest snake yet"));
        SnakeRecords kept = (SnakeRecords) ctx.values.get(SnakeRecords.STORE_NAME);
        assertThat(kept.best(params)).isEqualTo(score);
        SnakeRecords.Entry entry = kept.variant(params).top().get(0);
        assertThat(entry.length()).as("it ate, so it grew past the start length").isGreaterThan(arcade.games.snake.model.SnakeOptions.START_LENGTH);
        assertThat(ctx.records).singleElement().satisfies(r -> {
            assertThat(r.score()).isEqualTo((double) score);
            assertThat(r.figures()).containsExactly(java.util.Map.entry("Apples eaten", (double) state().applesEaten(1)));
            assertThat(r.finishedAt()).isEqualTo(entry.at());
        });
        assertThat(t.view.statusLine(t.view.lastField())).as("the status line's best").endsWith("Best " + score);

        // the statistics keep the finished game, and Replay from there plays it back to the same field
        assertThat(ctx.finishedGames).singleElement().satisfies(g -> assertThat(g.plugin()).isEqualTo(SnakeGame.PLUGIN_ID));
        long finalHash = state().fieldHash();
        assertThat(t.game.ending().getValue().replayAction()).isPresent();
        int steps = t.view.session().tickLog().size();
        AtomicReference<Boolean> shown = new AtomicReference<>();
        robot.interact(() -> shown.set(t.game.replay(ctx.finishedGames.get(0))));
        assertThat(shown.get()).isTrue();
        waitFor(() -> t.view.replay().isPresent());
        assertThat(t.view.replay().orElseThrow().length()).isEqualTo(steps);
        assertThat(t.view.replay().orElseThrow().recording().finalHash()).isEqualTo(finalHash);
        assertThat(t.view.replayBar().isVisible()).isTrue();
    }

    private javafx.geometry.Bounds fieldBounds(FxRobot robot) {
        AtomicReference<javafx.geometry.Bounds> b = new AtomicReference<>();
        robot.interact(() -> {
            t.view.root().applyCss();
            ((javafx.scene.Parent) t.game.root()).layout();
            b.set(t.view.canvasPane().localToScene(t.view.canvasPane().getLayoutBounds()));
        });
        return b.get();
    }

    private WritableImage snapshot(FxRobot robot) {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(t.view.canvasPane().canvas().snapshot(null, null)));
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
