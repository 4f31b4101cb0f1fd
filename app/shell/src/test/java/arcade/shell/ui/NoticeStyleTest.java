package arcade.shell.ui;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.shell.ArcadeShell;
import arcade.shell.notify.Toasts;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.CounterPlugin;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
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
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Every notice looks the same: a notification and the library's list of plugins that failed, in both themes. */
@ExtendWith(ApplicationExtension.class)
class NoticeStyleTest {
    ArcadeShell shell;

    static final class Broken implements GamePlugin {
        @Override public GameInfo info() { throw new IllegalStateException("its rules file is damaged"); }
        @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { throw new UnsupportedOperationException(); }
    }

    @Start void start(Stage stage) throws IOException {
        shell = new ArcadeShell(PluginRegistry.of(List.of(new CounterPlugin(), new Broken())), Files.createTempDirectory("arcade-notice"),
                Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    private static BorderStroke edge(Region r) { return r.getBorder().getStrokes().get(0); }

    @Test void aNotificationAndTheUnavailableListShareTheNoticeLook(FxRobot robot) {
        for (boolean dark : new boolean[] {false, true}) {
            if (shell.theme().isDark() != dark) robot.clickOn("#theme-toggle");
            robot.interact(() -> shell.toasts().show(Toasts.Level.WARN, "A file could not be saved" + (dark ? " again" : "")));
            WaitForAsyncUtils.waitForFxEvents();
            Region toast = robot.lookup(".toast").queryAs(Region.class);
            Region list = robot.lookup("#unavailable").queryAs(Region.class);
            assertThat(shell.theme().isDark()).isEqualTo(dark);
            assertThat(edge(list).getWidths().getLeft()).isEqualTo(4);
            assertThat(edge(list).getWidths()).isEqualTo(edge(toast).getWidths());
            assertThat(edge(list).getLeftStroke()).as("the warning's edge").isEqualTo(edge(toast).getLeftStroke());
            assertThat(edge(list).getTopStroke()).isEqualTo(edge(toast).getTopStroke());
            assertThat(list.getBackground().getFills().get(0).getFill()).isEqualTo(toast.getBackground().getFills().get(0).getFill());
        }
        String item = robot.lookup(".unavailable-item").queryAs(javafx.scene.control.Label.class).getText();
        assertThat(item).contains("its rules file is damaged").as("no class name for the player").doesNotContain("Broken");
    }
}
