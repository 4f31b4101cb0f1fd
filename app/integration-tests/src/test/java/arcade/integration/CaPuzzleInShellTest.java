package arcade.integration;

import arcade.api.host.GameHost;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.path.PuzzlePath;
import arcade.games.capuzzle.view.CaView;
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
 * The CA puzzle inside the real shell, on the host: a guess, taken back by Ctrl+Z and by the
 * chrome's Undo button; dialogs never pause it; a solved puzzle ends on the shell's card, once in
 * the statistics' last games with its variant in words, below the board and never over it; Ctrl+T
 * opens the path; Esc leaves for the library.
 */
@ExtendWith(ApplicationExtension.class)
class CaPuzzleInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aGuessIsTakenBackByCtrlZAndByTheChromesUndo(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "ca-puzzle");
        waitFor(() -> GameHost.isReady(chrome.game()));
        CaView game = CaView.of(chrome.game());
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(chrome.isEnabled("undo")).isFalse();
        int hiddenBefore = hidden(game);

        guess(robot, chrome, game);
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> !chrome.isEnabled("undo"));
        assertThat(game.state().moves()).isZero();
        assertThat(hidden(game)).isEqualTo(hiddenBefore);
        assertThat(chrome.isEnabled("redo")).isTrue();

        guess(robot, chrome, game);
        robot.clickOn("#tool-undo");
        waitFor(() -> !chrome.isEnabled("undo"));
        assertThat(game.state().moves()).isZero();
        assertThat(hidden(game)).isEqualTo(hiddenBefore);

        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());

        // solved through the chrome's Solve: the shell's card, one record with the finished game
        robot.interact(() -> chrome.game().controls().solve());
        waitFor(chrome::isEndCardShowing);
        assertThat(robot.lookup("#end-card-title").queryAs(javafx.scene.control.Label.class).getText()).isEqualTo("Solved!");
        var last = arcade.shell.storage().stats().lastGames("ca-puzzle");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().assisted()).isTrue();
        assertThat(CaDefinition.INSTANCE.describeParams(last.get(0).record().params()))
                .as("the variant in words").isEqualTo("Rule 90, 5×3, Easy");
        robot.type(KeyCode.ESCAPE);                       // puts the card away: the solved board stays in view
        waitFor(() -> !chrome.isEndCardShowing());
        assertThat(game.state().solved()).isTrue();
        arcade.leaveWithEsc(robot);
    }

    /** A new player starts on the path; what was solved is still solved, and the next puzzle open, when the arcade starts again. */
    @Test void thePathKeepsItsProgressWhenTheArcadeStartsAgain(FxRobot robot) throws Exception {
        GameChrome chrome = arcade.open(robot, "ca-puzzle");
        waitFor(() -> GameHost.isReady(chrome.game()));
        CaView game = CaView.of(chrome.game());
        assertThat(game.session().id()).isEqualTo(PuzzlePath.first().id());
        assertThat(robot.lookup("#ca-lesson-title").queryAs(javafx.scene.control.Label.class).getText()).startsWith("Puzzle 1 of ");
        robot.interact(() -> chrome.game().controls().solve());
        waitFor(chrome::isEndCardShowing);
        waitFor(() -> game.pathProgress().solved(PuzzlePath.first()));
        java.nio.file.Path home = arcade.home;
        robot.interact(() -> arcade.shell.shutdown());
        robot.interact(() -> { arcade = new ShellHarness(arcade.stage, home); });
        GameChrome again = arcade.open(robot, "ca-puzzle");
        waitFor(() -> GameHost.isReady(again.game()));
        CaView next = CaView.of(again.game());
        assertThat(next.session().id()).as("the next puzzle of the path").isEqualTo(PuzzlePath.lessons().get(1).id());
        assertThat(next.pathProgress().result(PuzzlePath.first())).map(r -> r.stars()).contains(1);   // solved with help: one star
        assertThat(next.pathProgress().open(PuzzlePath.lessons().get(1))).isTrue();
        assertThat(next.pathProgress().open(PuzzlePath.lessons().get(2))).isFalse();
    }

    /**
     * The solved board is the reward: the card docks below the game, clear of every drawn cell, at
     * 800×600 and at 1600×1000; Look at the board, Next puzzle and Play again still work.
     */
    @Test void theCardNeverCoversTheSolvedBoard(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "ca-puzzle");
        waitFor(() -> GameHost.isReady(chrome.game()));
        CaView game = CaView.of(chrome.game());
        robot.interact(() -> chrome.game().controls().solve());
        waitFor(chrome::isEndCardShowing);
        assertCardClearOfTheBoard(robot, game, 800, 600);
        robot.clickOn("#end-look");
        waitFor(() -> !chrome.isEndCardShowing());
        assertThat(game.state().solved()).as("the board stays as it was solved").isTrue();

        robot.interact(() -> { arcade.stage.setWidth(1600); arcade.stage.setHeight(1000); });
        robot.clickOn("#ca-lesson-next");                       // the path's next puzzle, above the board
        waitFor(() -> GameHost.isReady(chrome.game()) && game.session().id().equals(PuzzlePath.lessons().get(1).id()));
        assertThat(chrome.isEndCardShowing()).isFalse();
        robot.interact(() -> chrome.game().controls().solve());
        waitFor(chrome::isEndCardShowing);
        assertCardClearOfTheBoard(robot, game, 1600, 1000);

        robot.interact(() -> { arcade.stage.setWidth(800); arcade.stage.setHeight(600); }); // the robot's screen is smaller than 1600×1000
        WaitForAsyncUtils.waitForFxEvents();
        String params = game.session().id().params();
        robot.clickOn("#end-play-again");
        waitFor(() -> GameHost.isReady(chrome.game()) && !game.state().solved());
        assertThat(chrome.isEndCardShowing()).isFalse();
        assertThat(game.session().id().params()).as("another puzzle of the same kind").isEqualTo(params);
    }

    /** Ctrl+T, pressed in the real chrome at 800×600, opens the path; no automaton's name on it is cut short. */
    @Test void ctrlTOpensThePathWithEveryNameInFull(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "ca-puzzle");
        waitFor(() -> GameHost.isReady(chrome.game()));
        robot.interact(chrome::focusGame);
        robot.clickOn(".ca-board");
        assertThat(robot.lookup("#ca-path").tryQuery()).isEmpty();
        robot.push(KeyCode.CONTROL, KeyCode.T);
        waitFor(() -> robot.lookup("#ca-path").tryQuery().isPresent());
        javafx.scene.Node path = robot.lookup("#ca-path").query();
        assertThat(path.isVisible()).isTrue();
        assertThat(robot.lookup("#ca-path-" + PuzzlePath.lessons().size()).tryQuery()).as("the path's last tile").isPresent();
        assertThat(Truncation.cutShort(path)).isEmpty();
        robot.type(KeyCode.ESCAPE);                             // back to the puzzle, not yet to the library
        waitFor(() -> robot.lookup("#ca-path").tryQuery().isEmpty());
        assertThat(arcade.shell.chrome()).contains(chrome);
    }

    private void assertCardClearOfTheBoard(FxRobot robot, CaView game, double width, double height) {
        robot.interact(() -> { arcade.stage.setWidth(width); arcade.stage.setHeight(height); });
        WaitForAsyncUtils.waitForFxEvents();
        java.util.concurrent.atomic.AtomicReference<javafx.geometry.Bounds> card = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicReference<javafx.geometry.Bounds> cells = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> {
            javafx.scene.Node c = robot.lookup("#end-card").query();
            card.set(c.localToScene(c.getBoundsInLocal()));
            cells.set(game.boardCellsInScene());
        });
        String at = width + "×" + height;
        assertThat(arcade.stage.getScene().getWidth()).as(at).isEqualTo(width, org.assertj.core.data.Offset.offset(40.0));
        assertThat(cells.get()).as("cells drawn at " + at).isNotNull();
        assertThat(card.get().intersects(cells.get())).as("the card " + card.get() + " over the cells " + cells.get() + " at " + at).isFalse();
        assertThat(card.get().getMaxY()).as("the card is in the window at " + at).isLessThanOrEqualTo(arcade.stage.getScene().getHeight());
        assertThat(card.get().getMinX()).as(at).isGreaterThanOrEqualTo(0);
        assertThat(card.get().getMaxX()).as(at).isLessThanOrEqualTo(arcade.stage.getScene().getWidth());
    }

    private static int hidden(CaView game) {
        var s = game.state();
        int n = 0;
        for (int t = 0; t < s.board().generations(); t++) for (int i = 0; i < s.board().width(); i++) if (!s.isRevealed(t, i)) n++;
        return n;
    }

    /** Focuses the board and guesses with Enter at the keyboard cursor, moving it up past cells that are already revealed. */
    private static void guess(FxRobot robot, GameChrome chrome, CaView game) {
        robot.interact(chrome::focusGame);
        robot.clickOn(".ca-board");
        for (int i = 0; i < 10 && !chrome.isEnabled("undo"); i++) {
            robot.type(KeyCode.ENTER);
            WaitForAsyncUtils.waitForFxEvents();
            if (!chrome.isEnabled("undo")) robot.type(KeyCode.UP);
        }
        waitFor(() -> chrome.isEnabled("undo"));
        assertThat(game.state().moves()).isEqualTo(1);
    }
}
