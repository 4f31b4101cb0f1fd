package arcade.integration;

import arcade.shell.chrome.GameChrome;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game written as a rules file (tic-tac-toe, its own card) inside the real shell: a move with the
 * keyboard cursor, the computer's answer, both taken back by Ctrl+Z and by the chrome's Undo;
 * Rules, Statistics and Settings; Esc.
 */
@ExtendWith(ApplicationExtension.class)
class RulesFileGameInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aMoveAndTheComputersAnswerAreTakenBackThroughTheChrome(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "tic-tac-toe");
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(chrome.isEnabled("undo")).isFalse();

        play(robot, chrome);
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> !chrome.isEnabled("undo"));
        assertThat(chrome.game().controls().inProgressProperty().get()).as("back at the start").isFalse();

        play(robot, chrome);
        robot.clickOn("#tool-undo");
        waitFor(() -> !chrome.isEnabled("undo"));

        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());
        arcade.leaveWithEsc(robot);
    }

    /** Plays at the keyboard cursor and waits for the computer's answer (Undo is offered once it has moved). */
    private static void play(FxRobot robot, GameChrome chrome) {
        robot.interact(chrome::focusGame);
        assertThat(chrome.getScene().getFocusOwner()).as("the keys belong to the board").isInstanceOf(arcade.api.fx.CanvasPane.class);
        robot.type(KeyCode.RIGHT); // the cursor shows on the first free cell and moves on
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        waitFor(() -> chrome.isEnabled("undo"));
        assertThat(chrome.game().controls().inProgressProperty().get()).isTrue();
    }
}
