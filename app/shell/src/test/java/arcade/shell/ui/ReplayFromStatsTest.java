package arcade.shell.ui;

import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.CounterPlugin;
import arcade.shell.testgames.ReplayingPlugin;
import javafx.scene.control.Label;
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
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Replay in the statistics window: from the library it opens the game and hands it the finished
 * game; inside the open game it hands it over without reopening; a game without replay offers none.
 */
@ExtendWith(ApplicationExtension.class)
class ReplayFromStatsTest {
    final ReplayingPlugin replaying = new ReplayingPlugin();
    ArcadeShell shell;

    @Start void start(Stage stage) throws IOException {
        shell = new ArcadeShell(PluginRegistry.of(List.of(replaying, new CounterPlugin())), Files.createTempDirectory("arcade-replay"),
                Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }

    private static String shown(FxRobot robot) { return robot.lookup("#replaying-shown").queryAs(Label.class).getText(); }

    @Test void replayFromTheLibrarysStatisticsOpensTheGameShowingThatGame(FxRobot robot) {
        robot.clickOn("#card-replaying");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#replaying-finish");
        robot.clickOn("#replaying-finish");
        assertThat(shell.storage().stats().lastGames("replaying")).extracting(l -> l.game().gameId()).containsExactly("g#1-2", "g#1-1");
        robot.interact(shell::backToLibrary);

        robot.clickOn("#card-replaying .card-stats");
        waitFor(() -> robot.lookup("#stats-replay-1").tryQuery().isPresent());
        robot.clickOn("#stats-replay-1");
        waitFor(() -> shell.chrome().isPresent());
        assertThat(shown(robot)).isEqualTo("Replaying g#1-1");
        assertThat(replaying.opened).hasValue(2);
        assertThat(robot.lookup("#stats").tryQuery()).as("the statistics window made way").isEmpty();

        // In the open game: handed over without opening it again.
        robot.clickOn("#tool-stats");
        waitFor(() -> robot.lookup("#stats-replay-0").tryQuery().isPresent());
        robot.clickOn("#stats-replay-0");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown(robot)).isEqualTo("Replaying g#1-2");
        assertThat(replaying.opened).hasValue(2);
    }

    @Test void aGameWithoutReplayListsItsGamesButOffersNoReplay(FxRobot robot) {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus3");
        robot.clickOn("#plus3");
        robot.clickOn("#plus3");
        robot.clickOn("#plus1");
        waitFor(() -> shell.storage().stats().history("counter").size() == 1);
        robot.clickOn("#tool-stats");
        waitFor(() -> robot.lookup("#stats-last-games").tryQuery().isPresent());
        assertThat(robot.lookup(".stats-replay").tryQuery()).isEmpty();
    }
}
