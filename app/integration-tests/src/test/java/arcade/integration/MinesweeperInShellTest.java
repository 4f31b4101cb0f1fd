package arcade.integration;

import arcade.api.store.GameRecord;
import arcade.games.minesweeper.model.MinesState;
import arcade.games.minesweeper.view.MinesGame;
import arcade.shell.chrome.GameChrome;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Minesweeper inside the real shell: a click or Space reveals, Undo through the chrome takes it back, dialogs never pause it. */
@ExtendWith(ApplicationExtension.class)
class MinesweeperInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aClickRevealsAndTheChromesUndoTakesItBack(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "minesweeper");
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(chrome.isEnabled("undo")).isFalse();
        Node board = chrome.game().root();
        robot.clickOn(board);
        waitFor(() -> chrome.isEnabled("undo"));
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> !chrome.isEnabled("undo"));
        robot.clickOn(board);
        waitFor(() -> chrome.isEnabled("undo"));
        robot.clickOn("#tool-undo");
        waitFor(() -> !chrome.isEnabled("undo"));
        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());
        arcade.leaveWithEsc(robot);
    }

    /** The keys reach the board as soon as the game opens: an arrow moves the cursor, Space opens that cell. */
    @Test void spaceOpensTheCellAtTheKeyboardCursor(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "minesweeper");
        MinesGame game = (MinesGame) chrome.game();
        MinesState before = game.state();
        assertThat(before.started()).isFalse();
        int width = before.width(), start = before.params().cells() / 2; // the cursor starts in the middle
        assertThat(start % width).as("room to move right").isLessThan(width - 1);
        robot.push(KeyCode.RIGHT);
        robot.push(KeyCode.SPACE);
        waitFor(() -> game.state().minesLaid());
        assertThat(game.state().cover(start + 1)).as("the cell right of the middle opened").isEqualTo(MinesState.OPEN);
        assertThat(game.state().lost()).as("the first click is never a mine").isFalse();
        waitFor(() -> chrome.isEnabled("undo"));
        arcade.leaveWithEsc(robot);
    }

    @Test void newGameOverARevealedBoardAsksAndCountsItAbandoned(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "minesweeper");
        robot.clickOn(chrome.game().root());
        waitFor(() -> chrome.game().controls().inProgressProperty().get());
        robot.push(KeyCode.CONTROL, KeyCode.N);
        waitFor(() -> robot.lookup("#discard-cancel").tryQuery().isPresent());
        robot.clickOn("#discard-cancel");
        waitFor(() -> robot.lookup("#discard-cancel").tryQuery().isEmpty());
        assertThat(chrome.isEnabled("undo")).as("the game was kept").isTrue();
        assertThat(arcade.shell.storage().stats().statistics(chrome.info()).played()).isZero();
        robot.clickOn("#tool-restart");
        waitFor(() -> robot.lookup("#discard-confirm").tryQuery().isPresent());
        robot.clickOn("#discard-confirm");
        waitFor(() -> !chrome.game().controls().inProgressProperty().get());
        var games = arcade.shell.storage().stats().statistics(chrome.info()).history();
        assertThat(games).hasSize(1);
        assertThat(games.get(0).result()).isEqualTo(GameRecord.Result.ABANDONED);
        arcade.leaveWithEsc(robot);
    }
}
