package arcade.integration;

import arcade.api.plugin.GameInfo;
import arcade.shell.ArcadeShell;
import arcade.shell.chrome.GameChrome;
import arcade.shell.plugins.PluginRegistry;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every game the arcade ships, found as the launcher finds them, opened from the library in the
 * real shell at 800×600: it opens unpaused with no error notice, its Rules, Statistics and
 * Settings open and close, and Esc brings back the library with its card focused.
 */
@ExtendWith(ApplicationExtension.class)
class EveryGameInShellTest {
    private Stage stage;
    private ArcadeShell shell;

    @Start void start(Stage stage) throws Exception {
        this.stage = stage;
        Path home = Files.createTempDirectory("arcade-every-game");
        shell = new ArcadeShell(PluginRegistry.discover(), home, Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
        stage.setWidth(800);
        stage.setHeight(600);
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    private List<Window> dialogs() {
        return Window.getWindows().stream().filter(w -> w != stage && w instanceof Stage && w.isShowing()).toList();
    }

    @Test void everyGameOpensShowsItsPagesAndLeaves(FxRobot robot) {
        PluginRegistry registry = PluginRegistry.discover();
        assertThat(registry.unavailable()).as("every shipped game loads").isEmpty();
        List<String> ids = registry.games().stream().map(g -> registry.info(g).id()).toList();
        assertThat(ids).contains("snake", "shannon", "minesweeper");
        for (String id : ids) {
            robot.interact(() -> shell.library().focusCard(Optional.of(id)));
            robot.type(KeyCode.ENTER);
            waitFor(() -> shell.chrome().isPresent() && shell.chrome().get().info().id().equals(id));
            WaitForAsyncUtils.waitForFxEvents();
            GameChrome chrome = shell.chrome().orElseThrow();
            GameInfo info = chrome.info();
            assertThat(shell.toasts().visibleMessages()).as(id + " opens without an error notice").isEmpty();
            for (String page : List.of("F1", "#tool-stats", "#tool-settings")) {
                if (page.equals("F1")) robot.type(KeyCode.F1); else robot.clickOn(page);
                waitFor(() -> dialogs().size() == 1);
                Node root = dialogs().get(0).getScene().getRoot();
                assertThat(root.lookupAll("*").stream().filter(n -> n.isVisible() && (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()
                                || n instanceof Text t && t.getText() != null && !t.getText().isBlank())).count())
                        .as(id + ": " + page + " shows text").isPositive();
                robot.type(KeyCode.ESCAPE);
                waitFor(() -> dialogs().isEmpty());
                waitFor(stage::isFocused); // the next click is the arcade's only once its window has the focus back
                robot.interact(chrome::focusGame);
            }
            robot.type(KeyCode.ESCAPE);
            waitFor(() -> shell.chrome().isEmpty());
            assertThat(stage.getScene().getFocusOwner()).as("back on " + info.name() + "'s card")
                    .isSameAs(robot.lookup("#card-" + id).query());
        }
    }
}
