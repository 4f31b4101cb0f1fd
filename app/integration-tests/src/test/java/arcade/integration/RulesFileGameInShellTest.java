package arcade.integration;

import arcade.api.host.GameHost;
import arcade.api.store.GameRecord;
import arcade.gamesystem.model.ShippedGames;
import arcade.shell.chrome.GameChrome;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
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
 * Games written as rules files inside the real shell, on the host: a move with the keyboard
 * cursor and the computer's answer, both taken back by Ctrl+Z and by the chrome's Undo; Rules,
 * Statistics and Settings; a won and a lost game of Take-away ending on the shell's card, each
 * once in the statistics' last games with its variant in words; Esc.
 */
@ExtendWith(ApplicationExtension.class)
class RulesFileGameInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aMoveAndTheComputersAnswerAreTakenBackThroughTheChrome(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "tic-tac-toe");
        waitFor(() -> GameHost.isReady(chrome.game()));
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

    @Test void aWonAndALostGameEndOnTheCardAndShowInLastGames(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "take-away");
        waitFor(() -> GameHost.isReady(chrome.game()));
        // 4 stones: taking 1 leaves the computer 3, a lost heap for it
        choose(robot, chrome, "take(1)");
        if (!chrome.isEndCardShowing()) {
            waitFor(() -> !chrome.game().controls().busyProperty().get() && moves(robot).getItems().size() == 2 || chrome.isEndCardShowing());
            if (!chrome.isEndCardShowing()) choose(robot, chrome, "take(2)");
        }
        waitFor(chrome::isEndCardShowing);
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("A wins");

        robot.clickOn("#end-play-again");
        waitFor(() -> !chrome.isEndCardShowing() && GameHost.isReady(chrome.game()) && moves(robot).getItems().size() == 2);
        choose(robot, chrome, "take(2)"); // leaves 2: the computer takes both and wins
        waitFor(chrome::isEndCardShowing);
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("B wins");

        var last = arcade.shell.storage().stats().lastGames("take-away");
        assertThat(last).hasSize(2);
        assertThat(last).extracting(g -> g.record().result()).containsExactlyInAnyOrder(GameRecord.Result.WIN, GameRecord.Result.LOSS);
        assertThat(ShippedGames.load("take-away").describeParams(last.get(0).record().params())).as("the variant in words").isEqualTo("4 stones");
        robot.type(KeyCode.ESCAPE); // puts the card away
        waitFor(() -> !chrome.isEndCardShowing());
        robot.clickOn("#tool-stats");
        waitFor(() -> arcade.dialogs().size() == 1);
        assertThat(arcade.dialogs().get(0).getScene().getRoot().lookup("#stats-last-games")).as("Last games in Statistics").isNotNull();
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> arcade.dialogs().isEmpty());
        arcade.leaveWithEsc(robot);
    }

    @SuppressWarnings("unchecked")
    private static ListView<Object> moves(FxRobot robot) { return (ListView<Object>) robot.lookup("#rules-moves").queryAs(ListView.class); }

    /** Chooses a move in the list of legal moves by its label and plays it with Enter. */
    private static void choose(FxRobot robot, GameChrome chrome, String label) {
        ListView<Object> list = moves(robot);
        robot.interact(() -> {
            int i = 0;
            while (i < list.getItems().size() && !label.equals(String.valueOf(list.getItems().get(i)))) i++;
            assertThat(i).as("the move " + label + " is listed").isLessThan(list.getItems().size());
            list.getSelectionModel().select(i);
            list.requestFocus();
        });
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Plays at the keyboard cursor and waits for the computer's answer (Undo is offered once it has moved). */
    private static void play(FxRobot robot, GameChrome chrome) {
        robot.interact(chrome::focusGame);
        assertThat(chrome.getScene().getFocusOwner()).as("the keys belong to the board").isInstanceOf(arcade.api.fx.CanvasPane.class);
        robot.type(KeyCode.RIGHT); // the cursor shows on the first free cell and moves on
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        waitFor(() -> chrome.isEnabled("undo") && !chrome.game().controls().busyProperty().get());
        assertThat(chrome.game().controls().inProgressProperty().get()).isTrue();
    }
}
