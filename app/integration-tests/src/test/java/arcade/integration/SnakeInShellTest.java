package arcade.integration;

import arcade.api.host.GameHost;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.view.SnakeView;
import arcade.shell.chrome.GameChrome;
import javafx.scene.control.Label;
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

/**
 * Snake (real time, no undo) inside the real shell, on the host: a steering key starts it, Ctrl+Z
 * goes to the game (there is no Undo), dialogs pause it and it runs on after them, the end of the
 * game is the shell's card with Replay, recorded once in the statistics' last games with its
 * variant in words and played back from there; Esc closes the replay, then leaves for the library.
 */
@ExtendWith(ApplicationExtension.class)
class SnakeInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    private static void waitLong(java.util.function.BooleanSupplier condition) {
        try {
            org.testfx.util.WaitForAsyncUtils.waitFor(40, java.util.concurrent.TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }

    private SnakeView snake() { return SnakeView.of(arcade.shell.chrome().orElseThrow().game()); }

    /**
     * New, Watch the autopilot after a show that ended (the player took the snake and crashed) is
     * the show again; the card's Play again after a show is the player's own game (the one the
     * arcade opens with), waiting for their key.
     */
    @Test void afterTheAutopilotsShowNewWatchesAgainAndPlayAgainGivesThePlayerTheSnake(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "snake");
        waitFor(() -> GameHost.isReady(chrome.game()));
        var watch = chrome.game().controls().presets().stream().filter(p -> p.id().equals(SnakeDefinition.WATCH_AUTOPILOT)).findFirst().orElseThrow();
        var first = snake().session();
        watchThenCrash(robot, chrome, watch);
        watchThenCrash(robot, chrome, watch); // the show once more, though the last game was a show
        var shown = snake().session();
        robot.clickOn("#end-play-again");
        waitFor(() -> snake().session() != shown && GameHost.isReady(chrome.game()));
        assertThat(snake().isAutopilot()).as("the player at the wheel").isFalse();
        assertThat(chrome.isPaused()).as("waiting for the player's first key").isTrue();
        assertThat(snake().overlay().titleText()).isEqualTo("Ready");
        assertThat(snake().session().id().params()).as("the player's own game").isEqualTo(first.id().params());
    }

    /** New, Watch the autopilot: the show starts at once; the player takes the snake and runs it into the wall. */
    private void watchThenCrash(FxRobot robot, GameChrome chrome, arcade.api.model.Preset watch) {
        var before = snake().session();
        robot.interact(() -> chrome.game().controls().newGame(watch));
        waitFor(() -> snake().session() != before && GameHost.isReady(chrome.game()));
        assertThat(snake().isAutopilot()).as("the show").isTrue();
        assertThat(chrome.isPaused()).as("the show starts at once").isFalse();
        waitFor(() -> snake().session().moveCount() > 2);
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.UP);
        waitFor(() -> !snake().isAutopilot());
        waitLong(chrome::isEndCardShowing);
    }

    @Test void playPauseForDialogsEndOnTheCardAndLeave(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "snake");
        waitFor(() -> GameHost.isReady(chrome.game()));
        assertThat(robot.lookup("#tool-undo").tryQuery()).as("Snake has no undo").isEmpty();
        assertThat(chrome.isEnabled("undo")).isFalse();
        assertThat(chrome.isPaused()).as("a new game waits for the first key").isTrue();
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

        // the player takes the snake back and runs it into the wall: the shell's card, one record
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.P);
        robot.type(KeyCode.UP);
        waitFor(() -> !snake().isAutopilot());
        waitLong(chrome::isEndCardShowing); // the 3-2-1 after the pause, then at most a field's width of steps
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("Game over");
        assertThat(robot.lookup("#end-replay").tryQuery()).as("a finished Snake game can be watched again").isPresent();
        var last = arcade.shell.storage().stats().lastGames("snake");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().assisted()).as("the autopilot played in it").isTrue();
        assertThat(SnakeDefinition.INSTANCE.describeParams(last.get(0).record().params()))
                .as("the variant in words").startsWith("Thesis — 20×20");
        robot.type(KeyCode.ESCAPE); // puts the card away
        waitFor(() -> !chrome.isEndCardShowing());

        // Statistics: the game in the last games, and its Replay plays it back in Snake's viewer
        robot.clickOn("#tool-stats");
        waitFor(() -> robot.lookup("#stats-replay-0").tryQuery().isPresent());
        robot.clickOn("#stats-replay-0");
        waitFor(() -> snake().replay().isPresent());
        assertThat(snake().replay().orElseThrow().length()).isEqualTo(snake().session().tickLog().size());
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.ESCAPE); // closes the replay first
        waitFor(() -> snake().replay().isEmpty());
        assertThat(arcade.shell.chrome()).as("Esc closed the replay, not the game").isPresent();
        arcade.leaveWithEsc(robot);
    }
}
