package arcade.games.minesweeper.view;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.minesweeper.model.MinesState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The real game UI, headless: a click reveals, a right click flags, Hint highlights a cell, undo after a loss. */
@ExtendWith(ApplicationExtension.class)
class MinesGameFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenMines game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenMines.open(ctx, Optional.empty());
        stage.setScene(new Scene(game.root(), 800, 600));
        stage.show();
    }

    @org.junit.jupiter.api.BeforeEach void ready() { game.awaitReady(); }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    private Point2D screenPointOf(FxRobot robot, int cell) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> {
            double[] c = game.board().centreOf(cell);
            p.set(game.board().localToScreen(c[0], c[1]));
        });
        return p.get();
    }

    private int firstCovered() {
        MinesState s = game.state();
        for (int i = 0; i < s.params().cells(); i++) if (s.cover(i) == MinesState.COVERED) return i;
        return -1;
    }

    @Test void aClickRevealsAndARightClickFlags(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().minesLaid()).isTrue();
        assertThat(game.state().cover(40)).isEqualTo(MinesState.OPEN);
        assertThat(game.state().openedCount()).isGreaterThanOrEqualTo(9); // the zero rule opens a region

        int hidden = firstCovered();
        robot.moveTo(screenPointOf(robot, hidden)).clickOn(MouseButton.SECONDARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().cover(hidden)).isEqualTo(MinesState.FLAGGED);
        assertThat(game.controls().statusProperty().get()).isNotBlank();
    }

    @Test void hintHighlightsACellAndMarksTheGameAsHelped(FxRobot robot) throws Exception {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        robot.interact(() -> game.controls().hint());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.board().hint() >= 0);
        WaitForAsyncUtils.waitForFxEvents();
        int hinted = game.board().hint();
        assertThat(game.state().cover(hinted)).isNotEqualTo(MinesState.OPEN);
        assertThat(game.session().isAssisted()).isTrue();
        assertThat(game.controls().statusProperty().get()).containsAnyOf("Safe:", "Best guess:", "Flag");
    }

    @Test void aLossIsRecordedOnceAndCanBeUndone(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        int mine = -1;
        for (int i = 0; i < game.state().params().cells() && mine < 0; i++) if (game.state().isMine(i)) mine = i;
        robot.moveTo(screenPointOf(robot, mine)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().lost()).isTrue();
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).result()).isEqualTo(arcade.api.store.GameRecord.Result.LOSS);
        assertThat(ctx.finishedGames).as("the finished game goes with its record").hasSize(1);
        var end = game.instance.ending().getValue();
        assertThat(end.tone()).isEqualTo(arcade.api.plugin.Ending.Tone.LOST);
        assertThat(end.title()).isEqualTo("A mine!");
        int w = game.state().width(), fatal = game.state().fatalCell();
        assertThat(end.lines()).contains("The mine at column " + (fatal % w + 1) + ", row " + (fatal / w + 1) + " ended it.");
        robot.interact(() -> game.controls().undo());
        assertThat(game.state().lost()).isFalse();
        assertThat(game.snapshot()).isPresent();
    }

    @Test void theSnapshotResumesTheSameGame(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        int hidden = firstCovered();
        robot.moveTo(screenPointOf(robot, hidden)).clickOn(MouseButton.SECONDARY);
        WaitForAsyncUtils.waitForFxEvents();
        var saved = game.snapshot().orElseThrow();
        AtomicReference<OpenMines> resumed = new AtomicReference<>();
        robot.interact(() -> resumed.set(OpenMines.open(ctx, Optional.of(saved))));
        resumed.get().awaitReady();
        assertThat(resumed.get().state()).isEqualTo(game.state());
        assertThat(resumed.get().state().cover(hidden)).isEqualTo(MinesState.FLAGGED);
        robot.interact(resumed.get()::close);
    }

    @Test void theClockStopsWhileADialogCoversTheGame(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.session().clock().isRunning()).isTrue();
        robot.interact(() -> game.instance.covered(true));         // Rules, Settings or Statistics open
        assertThat(game.session().clock().isRunning()).isFalse();
        robot.interact(() -> game.instance.covered(false));
        assertThat(game.session().clock().isRunning()).isTrue();
    }

    @Test void theKeyboardMovesTheCursorAndFlags(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> game.board().setCursor(0));
        robot.type(javafx.scene.input.KeyCode.RIGHT);
        assertThat(game.board().cursor()).isEqualTo(1);
        boolean covered = game.state().cover(1) == MinesState.COVERED;
        robot.type(javafx.scene.input.KeyCode.F);
        if (covered) assertThat(game.state().cover(1)).isEqualTo(MinesState.FLAGGED);
        else assertThat(game.state().cover(1)).isEqualTo(MinesState.OPEN);
    }

    @Test void autoPlayUntilAGuessClearsANoGuessBoardWithoutGuessing(FxRobot robot) throws Exception {
        robot.interact(() -> game.controls().newGame(arcade.games.minesweeper.model.MinesParams.PRESETS.stream()
                .filter(p -> p.id().equals("intermediate-ng")).findFirst().orElseThrow()));
        OpenMines.await(() -> game.state().params().noGuess());
        robot.interact(() -> game.assistant().toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> game.state().over());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().won()).isTrue();
        assertThat(game.state().params().noGuess()).isTrue();
        assertThat(game.instance.ending().getValue().title()).isEqualTo("Cleared!");
        assertThat(game.instance.ending().getValue().lines()).contains("All 216 safe cells opened.", "Played with help, so it sets no best.");
        assertThat(game.session().isAssisted()).isTrue();
        assertThat(ctx.records).hasSize(1);
    }

    @Test void autoPlayUntilAGuessStopsBeforeGuessingOnAnOrdinaryBoard(FxRobot robot) throws Exception {
        game.newGame(robot, arcade.games.minesweeper.model.MinesParams.EXPERT);
        robot.interact(() -> game.assistant().toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !game.assistant().autoPlaying());
        WaitForAsyncUtils.waitForFxEvents();
        if (game.state().won()) return; // a rare Expert board that needs no guess
        assertThat(game.state().lost()).isFalse();
        assertThat(game.controls().statusProperty().get()).startsWith("A guess is needed");
        int hinted = game.board().hint();
        assertThat(game.state().cover(hinted)).isNotEqualTo(MinesState.OPEN);
    }

    @Test void oneStepPlaysOneMoveAndStops(FxRobot robot) throws Exception {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        MinesState before = game.state();
        robot.type(javafx.scene.input.KeyCode.N);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.state() != before);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.assistant().autoPlaying()).isFalse();
        int changed = 0;
        for (int i = 0; i < before.params().cells(); i++) if (before.cover(i) != game.state().cover(i) && before.cover(i) == MinesState.FLAGGED) changed++;
        assertThat(changed).isZero();
        assertThat(game.controls().statusProperty().get()).containsAnyOf("Opened", "Flagged", "Guessed");
        robot.interact(() -> game.controls().undo());
        assertThat(game.state()).isEqualTo(before);
    }

    /** A covered neighbour of an open number, with every mine beside that number flagged; -1 if none. */
    private int chordableNumber() {
        MinesState s = game.state();
        for (int c = 0; c < s.params().cells(); c++) {
            if (s.cover(c) != MinesState.OPEN || s.count(c) == 0) continue;
            boolean coveredSafe = false;
            for (int n : s.grid().neighbours(c)) if (s.cover(n) == MinesState.COVERED && !s.isMine(n)) coveredSafe = true;
            if (coveredSafe) return c;
        }
        return -1;
    }

    @Test void spaceRevealsAndChordsAtTheKeyboardCursor(FxRobot robot) {
        robot.interact(() -> { game.board().setCursor(40); game.root().requestFocus(); }); // as the shell does when the game opens
        robot.type(javafx.scene.input.KeyCode.SPACE);
        assertThat(game.state().minesLaid()).isTrue();
        assertThat(game.state().cover(40)).isEqualTo(MinesState.OPEN);
        int number = chordableNumber();
        if (number < 0) return; // the opening left no number with a safe hidden neighbour
        MinesState s = game.state();
        for (int n : s.grid().neighbours(number)) if (s.isMine(n)) {
            int w = s.width();
            robot.interact(() -> game.play(arcade.games.minesweeper.model.MinesMove.flag(n % w, n / w)));
        }
        robot.interact(() -> game.board().setCursor(number));
        robot.type(javafx.scene.input.KeyCode.SPACE);
        for (int n : game.state().grid().neighbours(number))
            assertThat(game.state().cover(n)).isIn(MinesState.OPEN, MinesState.FLAGGED);
    }

    @Test void withChordOnClickOffAClickOnANumberDoesNothing(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        int number = chordableNumber();
        if (number < 0) return;
        MinesState s = game.state();
        for (int n : s.grid().neighbours(number)) if (s.isMine(n)) {
            int w = s.width();
            robot.interact(() -> game.play(arcade.games.minesweeper.model.MinesMove.flag(n % w, n / w)));
        }
        robot.interact(() -> game.updateSettings(game.settings().withChordOnClick(false)));
        MinesState before = game.state();
        robot.moveTo(screenPointOf(robot, number)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state()).isEqualTo(before);
        robot.interact(() -> game.updateSettings(game.settings().withChordOnClick(true)));
        robot.moveTo(screenPointOf(robot, number)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state()).isNotEqualTo(before);
    }

    @Test void questionMarksJoinTheRightClickCycleWhenTurnedOn(FxRobot robot) {
        robot.moveTo(screenPointOf(robot, 40)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        int hidden = firstCovered();
        robot.interact(() -> game.updateSettings(game.settings().withQuestionMarks(true)));
        robot.moveTo(screenPointOf(robot, hidden)).clickOn(MouseButton.SECONDARY);
        assertThat(game.state().cover(hidden)).isEqualTo(MinesState.FLAGGED);
        robot.clickOn(MouseButton.SECONDARY);
        assertThat(game.state().cover(hidden)).isEqualTo(MinesState.MARKED);
        robot.clickOn(MouseButton.SECONDARY);
        assertThat(game.state().cover(hidden)).isEqualTo(MinesState.COVERED);
        robot.interact(() -> game.updateSettings(game.settings().withQuestionMarks(false)));
        robot.clickOn(MouseButton.SECONDARY).clickOn(MouseButton.SECONDARY);
        assertThat(game.state().cover(hidden)).isEqualTo(MinesState.COVERED);
    }

    @Test void theSettingsPageStoresItsChangesAndNewGamesFollowTheRule(FxRobot robot) {
        AtomicReference<MinesSettingsPane> pane = new AtomicReference<>();
        robot.interact(() -> pane.set((MinesSettingsPane) game.settingsPane().orElseThrow()));
        robot.interact(() -> {
            pane.get().firstClick.setValue(arcade.games.minesweeper.model.FirstClick.SAFE);
            pane.get().speed.setValue(5);
            pane.get().strength.setValue(arcade.games.minesweeper.ai.Strength.DEEP);
        });
        MinesSettings stored = (MinesSettings) ctx.values.get(MinesSettings.STORE_NAME);
        assertThat(stored.rule()).isEqualTo(arcade.games.minesweeper.model.FirstClick.SAFE);
        assertThat(stored.autoPlaySpeed()).isEqualTo(5);
        assertThat(stored.solverStrength()).isEqualTo(arcade.games.minesweeper.ai.Strength.DEEP);
        assertThat(game.settings().solverStrength()).isEqualTo(arcade.games.minesweeper.ai.Strength.DEEP);
        robot.interact(() -> game.controls().newGame(game.controls().presets().get(0)));
        OpenMines.await(() -> game.state().params().firstClick() != arcade.games.minesweeper.model.FirstClick.ZERO);
        assertThat(game.state().params().firstClick()).isEqualTo(arcade.games.minesweeper.model.FirstClick.SAFE);
    }

    @Test void badStoredSettingsFallBackToSoundValues(FxRobot robot) {
        FakeGameContext other = new FakeGameContext();
        other.values.put(MinesSettings.STORE_NAME, new MinesSettings(7, "sideways", false, true, -3));
        AtomicReference<OpenMines> g = new AtomicReference<>();
        robot.interact(() -> g.set(OpenMines.open(other, Optional.empty())));
        g.get().awaitReady();
        assertThat(g.get().settings().rule()).isEqualTo(arcade.games.minesweeper.model.FirstClick.ZERO);
        assertThat(g.get().settings().autoPlaySpeed()).isEqualTo(3);
        assertThat(g.get().settings().solverStrength()).isEqualTo(arcade.games.minesweeper.ai.Strength.NORMAL);
        assertThat(g.get().state().params().firstClick()).isEqualTo(arcade.games.minesweeper.model.FirstClick.ZERO);
        robot.interact(g.get()::close);
    }
}
