package arcade.integration;

import arcade.api.host.GameHost;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.definition.ShannonDefinition;
import arcade.games.shannon.view.ShannonTable;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.ai.Level;
import arcade.api.store.GameRecord;
import arcade.shell.chrome.GameChrome;
import javafx.geometry.Bounds;
import javafx.scene.Node;
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
 * Shannon inside the real shell, on the host, driven through the board's keys and the chrome: a
 * move and the computer's reply taken back by Ctrl+Z and the Undo button, dialogs that never pause
 * it, the end on the shell's card, the finished game in the statistics' last games with its
 * variant in words, Esc back to the library.
 */
@ExtendWith(ApplicationExtension.class)
class ShannonInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    private ShannonTable shannon() { return ShannonTable.of(arcade.shell.chrome().orElseThrow().game()); }

    private int moves() { return shannon().controller().moves().size(); }

    /** Plays the focused free link with the keyboard once it is the player's turn; waits for the reply. */
    private int playAMove(FxRobot robot, GameChrome chrome) {
        waitFor(() -> chrome.isEnabled("hint")); // the player's turn, nobody thinking
        int before = moves();
        robot.type(KeyCode.TAB).type(KeyCode.ENTER);
        waitFor(() -> moves() > before && !shannon().controller().isComputerThinking() && chrome.isEnabled("undo"));
        return before;
    }

    @Test void playUndoByButtonAndShortcutDialogsTheEndAndLeave(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "shannon");
        waitFor(() -> GameHost.isReady(chrome.game()));
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(Truncation.cutShort(arcade.stage.getScene().getRoot())).as("texts cut short at 800x600").isEmpty();
        // A board of a fixed seed: the game's own boards are random, and some lose at once to a careless first move.
        MatchConfig random = shannon().controller().config();
        BoardSpec.Generated kind = (BoardSpec.Generated) random.board();
        robot.interact(() -> shannon().controller().start(random.withBoard(new BoardSpec.Generated(kind.params(), 1))));
        waitFor(() -> GameHost.isReady(chrome.game()) && shannon().controller().config().board().equals(new BoardSpec.Generated(kind.params(), 1)));

        int before = playAMove(robot, chrome);
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> moves() == before);

        playAMove(robot, chrome);
        robot.clickOn("#tool-undo");
        waitFor(() -> moves() == before);
        assertThat(chrome.isPaused()).isFalse();

        // Turn-based: the dialogs never pause it.
        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());

        // Auto-play finishes the game: the shell's card says who won and how, and the game is in the last games
        robot.interact(() -> chrome.game().controls().solve());
        waitFor(chrome::isEndCardShowing);
        boolean won = shannon().controller().state().winner().orElseThrow() == Side.SHORT;
        assertThat(robot.lookup("#end-card-title").queryAs(javafx.scene.control.Label.class).getText()).isEqualTo(won ? "You win!" : "You lose");
        var last = arcade.shell.storage().stats().lastGames("shannon");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().assisted()).isTrue();
        assertThat(ShannonDefinition.INSTANCE.describeParams(last.get(0).record().params())).as("the variant in words").isEqualTo("7×5, you Short vs Normal");
        robot.type(KeyCode.ESCAPE);                       // puts the card away: the finished board stays in view
        waitFor(() -> !chrome.isEndCardShowing());
        assertThat(shannon().controller().state().isOver()).isTrue();
        arcade.leaveWithEsc(robot);
    }

    @Test void aGameBetweenTwoPeopleIsRecordedAsTheSideThatWonNamedInWords(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "shannon");
        waitFor(() -> GameHost.isReady(chrome.game()));
        MatchConfig people = new MatchConfig(new BoardSpec.BridgIt(4), Side.SHORT, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL);
        robot.interact(() -> shannon().controller().start(people));
        waitFor(() -> GameHost.isReady(chrome.game()) && shannon().controller().config().mode() == PlayMode.HOT_SEAT);
        robot.interact(() -> chrome.game().controls().solve());
        waitFor(chrome::isEndCardShowing);
        Side winner = shannon().controller().state().winner().orElseThrow();
        var last = arcade.shell.storage().stats().lastGames("shannon");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().result()).as("nobody's win or loss").isEqualTo(GameRecord.Result.SIDE_WON);
        assertThat(last.get(0).record().winner()).isEqualTo(winner == Side.SHORT ? "Short" : "Cut");
        assertThat(ShannonDefinition.INSTANCE.describeParams(last.get(0).record().params())).as("filed apart, in words").contains("two players");
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> !chrome.isEndCardShowing());
        arcade.leaveWithEsc(robot);
    }

    @Test void theBoardEditorsEditsAreUndoneThroughTheChrome(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "shannon");
        waitFor(() -> GameHost.isReady(chrome.game()));
        robot.clickOn("Editor");
        waitFor(() -> arcade.shell.chrome().isPresent() && robot.lookup("Close editor").tryQuery().isPresent());
        assertThat(robot.lookup("#status").queryLabeled().getText()).startsWith("Board editor");
        assertThat(chrome.isEnabled("undo")).as("nothing edited yet").isFalse();
        // At the smallest window the arcade allows, the game, its editor and the chrome still show every text in full.
        robot.interact(() -> { arcade.stage.setWidth(arcade.stage.getMinWidth()); arcade.stage.setHeight(arcade.stage.getMinHeight()); });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(Truncation.cutShort(arcade.stage.getScene().getRoot())).as("texts cut short at the minimum size").isEmpty();

        placeACell(robot);
        assertThat(chrome.isEnabled("undo")).isTrue();
        assertThat(robot.lookup("#tool-undo").query().isDisabled()).isFalse();
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chrome.isEnabled("undo")).as("Ctrl+Z undid the edit").isFalse();

        placeACell(robot);
        robot.clickOn("#tool-undo");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chrome.isEnabled("undo")).as("the Undo button undid the edit").isFalse();

        robot.clickOn("Close editor");
        waitFor(() -> robot.lookup("Close editor").tryQuery().isEmpty());
        assertThat(chrome.isPaused()).isFalse();
        arcade.leaveWithEsc(robot);
    }

    /** Clicks free spots of the editor's canvas until one takes a new cell (Undo becomes possible). */
    private void placeACell(FxRobot robot) {
        Node canvas = robot.lookup(".board-canvas").query();
        Bounds b = canvas.localToScreen(canvas.getBoundsInLocal());
        GameChrome chrome = arcade.shell.chrome().orElseThrow();
        double[][] spots = {{0.5, 0.12}, {0.5, 0.88}, {0.15, 0.5}, {0.85, 0.5}, {0.3, 0.2}, {0.7, 0.8}};
        for (double[] s : spots) {
            robot.clickOn(new javafx.geometry.Point2D(b.getMinX() + s[0] * b.getWidth(), b.getMinY() + s[1] * b.getHeight()));
            WaitForAsyncUtils.waitForFxEvents();
            if (chrome.isEnabled("undo")) return;
        }
        throw new AssertionError("no click placed a cell");
    }
}
