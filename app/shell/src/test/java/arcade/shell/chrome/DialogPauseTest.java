package arcade.shell.chrome;

import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.ModesGame;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pause and the shell's dialogs: Rules, Statistics and Settings pause real-time play only, and
 * closing them gives the game back exactly the paused state it had.
 */
@ExtendWith(ApplicationExtension.class)
class DialogPauseTest {
    private Stage stage;
    private ArcadeShell shell;
    private ModesGame game;

    @Start void start(Stage stage) { this.stage = stage; }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> { if (shell != null) shell.shutdown(); }); }

    private void open(FxRobot robot, Consumer<ModesGame> setup) throws IOException {
        var home = Files.createTempDirectory("arcade-pause");
        robot.interact(() -> {
            shell = new ArcadeShell(PluginRegistry.of(List.of(ModesGame.plugin(g -> { game = g; setup.accept(g); }))), home,
                    Clock.systemUTC(), () -> false);
            shell.start(stage, uri -> { });
            shell.open(ModesGame.INFO);
        });
        waitFor(() -> shell.chrome().isPresent());
        robot.interact(() -> shell.chrome().orElseThrow().focusGame());
    }

    private static void waitFor(BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }

    private List<Window> dialogs() { return Window.getWindows().stream().filter(w -> w != stage && w instanceof Stage && w.isShowing()).toList(); }

    /** Opens each of the shell's dialogs over the game, checks the pause while it is open, closes it. */
    private void eachDialog(FxRobot robot, boolean pausedWhileOpen, boolean pausedAfter) {
        for (String open : List.of("F1", "#tool-stats", "#tool-settings")) {
            if (open.equals("F1")) robot.type(KeyCode.F1); else robot.clickOn(open);
            waitFor(() -> dialogs().size() == 1);
            assertThat(game.pausedProperty().get()).as("paused while %s is open", open).isEqualTo(pausedWhileOpen);
            robot.interact(() -> dialogs().forEach(Window::hide));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(game.pausedProperty().get()).as("paused after %s closed", open).isEqualTo(pausedAfter);
            robot.interact(() -> shell.chrome().orElseThrow().focusGame());
        }
    }

    @Test void realTimePlayPausesForADialogAndRunsOnAfterIt(FxRobot robot) throws IOException {
        open(robot, g -> g.realTime(true));
        assertThat(game.pausedProperty().get()).isFalse();
        eachDialog(robot, true, false);
    }

    @Test void aGamePausedBeforeTheDialogStaysPausedAfterIt(FxRobot robot) throws IOException {
        open(robot, g -> g.realTime(true));
        robot.type(KeyCode.P);
        assertThat(game.pausedProperty().get()).isTrue();
        eachDialog(robot, true, true);
    }

    @Test void turnBasedPlayIsNeverPausedByTheShell(FxRobot robot) throws IOException {
        open(robot, g -> { });
        assertThat(game.pausedProperty().get()).isFalse(); // it does not open paused either
        eachDialog(robot, false, false);
        robot.interact(() -> shell.chrome().orElseThrow().autoPause()); // what leaving the window does
        assertThat(game.pausedProperty().get()).isFalse();
    }

    @Test void aMatchThatCannotPauseIsNeverPaused(FxRobot robot) throws IOException {
        open(robot, g -> { g.realTime(true); g.canPause(false); });
        eachDialog(robot, false, false);
        robot.interact(() -> shell.chrome().orElseThrow().autoPause());
        robot.type(KeyCode.P);
        assertThat(game.pausedProperty().get()).isFalse();
    }

    @Test void aGameThatRestartedDuringTheDialogKeepsItsOwnState(FxRobot robot) throws IOException {
        open(robot, g -> g.realTime(true));
        robot.type(KeyCode.F1);
        waitFor(() -> dialogs().size() == 1);
        // A new game began meanwhile and waits, paused, for the player's first key.
        robot.interact(() -> { game.resume(); game.pause(); });
        robot.interact(() -> dialogs().forEach(Window::hide));
        assertThat(game.pausedProperty().get()).isTrue();
    }
}
