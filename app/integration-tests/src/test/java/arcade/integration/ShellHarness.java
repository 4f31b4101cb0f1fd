package arcade.integration;

import arcade.shell.ArcadeShell;
import arcade.shell.chrome.GameChrome;
import arcade.shell.plugins.PluginRegistry;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/** The real arcade window with the real games, in a fresh data folder, at 800×600. */
final class ShellHarness {
    final Stage stage;
    final ArcadeShell shell;
    final Path home;

    ShellHarness(Stage stage) throws IOException { this(stage, Files.createTempDirectory("arcade-it")); }

    /** The arcade started again on a data folder of an earlier start. */
    ShellHarness(Stage stage, Path home) {
        this.stage = stage;
        this.home = home;
        shell = new ArcadeShell(PluginRegistry.discover(), home, Clock.systemUTC(), () -> false); // every game, as the launcher finds them
        shell.start(stage, uri -> { });
        stage.setWidth(800);
        stage.setHeight(600);
    }

    GameChrome open(FxRobot robot, String id) {
        robot.interact(() -> shell.library().focusCard(java.util.Optional.of(id)));
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent() && shell.chrome().get().info().id().equals(id));
        WaitForAsyncUtils.waitForFxEvents();
        return shell.chrome().orElseThrow();
    }

    List<Window> dialogs() {
        return Window.getWindows().stream().filter(w -> w != stage && w instanceof Stage && w.isShowing()).toList();
    }

    /** Opens Rules (F1), Statistics and Settings in turn, checks each shows, closes each with Esc. */
    void openAndCloseDialogs(FxRobot robot, Runnable whileOpen, Runnable afterClose) {
        for (String open : List.of("F1", "#tool-stats", "#tool-settings")) {
            if (open.equals("F1")) robot.type(KeyCode.F1); else robot.clickOn(open);
            waitFor(() -> dialogs().size() == 1);
            String marker = switch (open) { case "F1" -> "#rules-page"; case "#tool-stats" -> "#stats"; default -> "#settings-close"; };
            assertThat(dialogs().get(0).getScene().getRoot().lookup(marker)).as(open).isNotNull();
            whileOpen.run();
            robot.type(KeyCode.ESCAPE);
            waitFor(() -> dialogs().isEmpty());
            waitFor(stage::isFocused); // the next click is the arcade's only once its window has the focus back
            afterClose.run();
            robot.interact(() -> shell.chrome().orElseThrow().focusGame());
        }
    }

    void leaveWithEsc(FxRobot robot) {
        robot.interact(() -> shell.chrome().orElseThrow().focusGame());
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> shell.chrome().isEmpty());
        assertThat(robot.lookup("#library").tryQuery()).isPresent();
    }

    static void waitFor(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }
}
