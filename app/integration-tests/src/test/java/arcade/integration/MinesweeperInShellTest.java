package arcade.integration;

import arcade.api.store.GameRecord;
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

/** Minesweeper inside the real shell: a click reveals, Undo through the chrome takes it back, dialogs never pause it. */
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
