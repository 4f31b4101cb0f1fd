package arcade.integration;

import arcade.games.snake.view.SnakeGame;
import arcade.shell.chrome.GameChrome;
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

/** Snake (real time, no undo) inside the real shell, through its keys and the chrome. */
@ExtendWith(ApplicationExtension.class)
class SnakeInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    private SnakeGame snake() { return (SnakeGame) arcade.shell.chrome().orElseThrow().game(); }

    @Test void playPauseForDialogsAndLeave(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "snake");
        assertThat(robot.lookup("#tool-undo").tryQuery()).as("Snake has no undo").isEmpty();
        assertThat(chrome.isEnabled("undo")).isFalse();
        assertThat(Truncation.cutShort(arcade.stage.getScene().getRoot())).as("texts cut short at 800x600").isEmpty();

        robot.type(KeyCode.RIGHT); // starts the game
        waitFor(() -> snake().session().moveCount() > 0);
        assertThat(chrome.isPaused()).isFalse();
        int moved = snake().session().moveCount();
        robot.push(KeyCode.CONTROL, KeyCode.Z); // no Undo: the key goes to the game, which ignores it
        waitFor(() -> snake().session().moveCount() > moved);
        // The autopilot keeps the snake alive however slowly this machine runs the dialogs below.
        robot.clickOn("#tool-solve");
        waitFor(() -> snake().isAutopilot());

        // Real time: each dialog pauses the game, and closing it lets the game run on.
        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).as("paused under a dialog").isTrue(),
                () -> assertThat(chrome.isPaused()).as("running again after the dialog").isFalse());

        robot.type(KeyCode.P);
        assertThat(chrome.isPaused()).isTrue();
        arcade.openAndCloseDialogs(robot, () -> { }, () -> assertThat(chrome.isPaused()).as("still paused by the player").isTrue());
        arcade.leaveWithEsc(robot);
    }
}
