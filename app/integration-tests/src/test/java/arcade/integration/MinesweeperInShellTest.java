package arcade.integration;

import arcade.api.store.GameRecord;
import arcade.games.minesweeper.model.MinesState;
import arcade.api.host.GameHost;
import arcade.games.minesweeper.model.MinesDefinition;
import arcade.games.minesweeper.view.MinesView;
import arcade.shell.chrome.GameChrome;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.concurrent.atomic.AtomicReference;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Minesweeper inside the real shell, on the host: a click or Space reveals, Undo through the chrome
 * takes it back, dialogs never pause it; a loss and a win end on the shell's card, the game is in
 * the statistics' last games with its board in words and replays, the fatal mine on strong red in
 * the window; Esc leaves for the library.
 */
@ExtendWith(ApplicationExtension.class)
class MinesweeperInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aClickRevealsAndTheChromesUndoTakesItBack(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "minesweeper");
        waitFor(() -> GameHost.isReady(chrome.game()));
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
        waitFor(() -> GameHost.isReady(chrome.game()));
        MinesView game = MinesView.of(chrome.game());
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
        // The game cannot be played while Rules, Statistics or Settings covers it: its clock stops meanwhile.
        assertThat(game.session().clock().isRunning()).isTrue();
        arcade.openAndCloseDialogs(robot, () -> assertThat(game.session().clock().isRunning()).as("clock under a dialog").isFalse(),
                () -> assertThat(game.session().clock().isRunning()).as("clock after the dialog").isTrue());
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
        assertThat(arcade.shell.statistics(chrome.info()).played()).isZero();
        robot.clickOn("#tool-restart");
        waitFor(() -> robot.lookup("#discard-confirm").tryQuery().isPresent());
        robot.clickOn("#discard-confirm");
        waitFor(() -> !chrome.game().controls().inProgressProperty().get());
        var games = arcade.shell.statistics(chrome.info()).history();
        assertThat(games).hasSize(1);
        assertThat(games.get(0).result()).isEqualTo(GameRecord.Result.ABANDONED);
        arcade.leaveWithEsc(robot);
    }

    /** A mine opened with the keyboard: the card says so, the game is among the last games and replays. */
    @Test void aLossEndsOnTheCardAndIsInTheLastGamesWithItsReplay(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "minesweeper");
        waitFor(() -> GameHost.isReady(chrome.game()));
        MinesView game = MinesView.of(chrome.game());
        robot.push(KeyCode.SPACE);                          // the middle cell, never a mine
        waitFor(() -> game.state().minesLaid());
        MinesState s = game.state();
        int mine = -1;
        for (int i = 0; i < s.params().cells() && mine < 0; i++) if (s.isMine(i) && s.cover(i) == MinesState.COVERED) mine = i;
        int w = s.width(), dx = mine % w - w / 2, dy = mine / w - s.height() / 2;
        robot.push(KeyCode.LEFT);                           // the first arrow shows the cursor where it is
        for (int i = 0; i < Math.abs(dx); i++) robot.push(dx < 0 ? KeyCode.LEFT : KeyCode.RIGHT);
        for (int i = 0; i < Math.abs(dy); i++) robot.push(dy < 0 ? KeyCode.UP : KeyCode.DOWN);
        robot.push(KeyCode.SPACE);
        waitFor(chrome::isEndCardShowing);
        assertThat(game.state().lost()).isTrue();
        assertThat(robot.lookup("#end-card-title").queryAs(javafx.scene.control.Label.class).getText()).isEqualTo("A mine!");
        var last = arcade.shell.storage().stats().lastGames("minesweeper");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().result()).isEqualTo(GameRecord.Result.LOSS);
        assertThat(MinesDefinition.INSTANCE.describeParams(last.get(0).record().params())).isEqualTo("Beginner 9×9, 10 mines");
        robot.clickOn("#end-replay");
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);                         // out of the replay, back to the lost board
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isEmpty());
        assertThat(game.state().lost()).isTrue();
        putCardAway(robot, chrome);
        // The board as the player sees it in the window: the fatal mine on strong red, the cursor hidden.
        assertThat(game.cursorShown()).as("the keyboard cursor does not hide the fatal mine").isFalse();
        Color fatal = sceneColour(robot, chrome, game, mine);
        assertThat(fatal.getRed()).as("the fatal mine's cell: " + fatal).isGreaterThan(0.8);
        assertThat(fatal.getGreen()).isLessThan(0.35);
        assertThat(fatal.getBlue()).isLessThan(0.35);
        arcade.leaveWithEsc(robot);
    }

    /** The chrome's Auto-play clears a board that needs no guessing: the card says Cleared! and the game counts as helped. */
    @Test void autoPlayClearsANoGuessBoardAndTheCardSaysSo(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "minesweeper");
        waitFor(() -> GameHost.isReady(chrome.game()));
        MinesView game = MinesView.of(chrome.game());
        var preset = chrome.game().controls().presets().stream().filter(p -> p.id().equals("beginner-ng")).findFirst().orElseThrow();
        robot.interact(() -> chrome.game().controls().newGame(preset));
        waitFor(() -> GameHost.isReady(chrome.game()) && game.state().params().noGuess());
        robot.clickOn("#tool-solve");
        waitFor(chrome::isEndCardShowing);
        assertThat(game.state().won()).isTrue();
        assertThat(robot.lookup("#end-card-title").queryAs(javafx.scene.control.Label.class).getText()).isEqualTo("Cleared!");
        var last = arcade.shell.storage().stats().lastGames("minesweeper");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().assisted()).isTrue();
        assertThat(MinesDefinition.INSTANCE.describeParams(last.get(0).record().params())).isEqualTo("Beginner, no guessing");
        putCardAway(robot, chrome);
        arcade.leaveWithEsc(robot);
    }

    /** The colour near a cell's top left corner (inside its fill, clear of the mine drawn in the middle), as the window shows it. */
    private static Color sceneColour(FxRobot robot, GameChrome chrome, MinesView game, int cell) {
        AtomicReference<Color> colour = new AtomicReference<>();
        robot.interact(() -> {
            Point2D c = game.cellCentreInScene(cell);
            double s = game.cellSizeOnScreen();
            Scene scene = chrome.getScene();
            WritableImage shot = scene.snapshot(null);
            colour.set(shot.getPixelReader().getColor((int) (c.getX() - s * 0.38), (int) (c.getY() - s * 0.38)));
        });
        return colour.get();
    }

    /** Esc puts the end-of-game card away first; the finished board stays in view. */
    private static void putCardAway(FxRobot robot, GameChrome chrome) {
        if (!chrome.isEndCardShowing()) return;
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> !chrome.isEndCardShowing());
    }
}
