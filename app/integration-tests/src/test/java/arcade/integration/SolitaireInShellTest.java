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

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/** Klondike inside the real shell: a turn of the stock, Undo through the chrome (key and button), dialogs, Esc. */
@ExtendWith(ApplicationExtension.class)
class SolitaireInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aTurnOfTheStockAndTheChromesUndoTakesItBack(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(chrome.isEnabled("undo")).isFalse();
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.D); // turns the stock
        waitFor(() -> chrome.isEnabled("undo"));
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> !chrome.isEnabled("undo"));
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.D);
        waitFor(() -> chrome.isEnabled("undo"));
        robot.clickOn("#tool-undo");
        waitFor(() -> !chrome.isEnabled("undo"));
        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());
        arcade.leaveWithEsc(robot);
    }
}
