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
 * game; inside the open game it hands it over without reopening; a game on the host is replayed step
 * by step by the host; a game without replay offers none.
 */
@ExtendWith(ApplicationExtension.class)
class ReplayFromStatsTest {
    final ReplayingPlugin replaying = new ReplayingPlugin();
    ArcadeShell shell;
    Stage stage;

    @Start void start(Stage stage) throws IOException {
        this.stage = stage;
        launch(List.of(replaying, new CounterPlugin()));
    }

    private void launch(List<arcade.api.plugin.GamePlugin> games) {
        try {
            shell = new ArcadeShell(PluginRegistry.of(games), Files.createTempDirectory("arcade-replay"), Clock.systemUTC(), () -> false);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        shell.start(stage, uri -> { });
    }

    private static String count(FxRobot robot) { return robot.lookup("#count").queryAs(Label.class).getText(); }

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

    @Test void aHostedGameIsReplayedStepByStepFromItsLastGames(FxRobot robot) {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent() && robot.lookup("#count").tryQuery().isPresent());
        robot.clickOn("#plus3");
        robot.clickOn("#plus3");
        robot.clickOn("#plus3");
        robot.clickOn("#plus1");
        waitFor(() -> shell.storage().stats().history("counter").size() == 1);
        assertThat(shell.storage().stats().lastGames("counter")).hasSize(1);
        robot.clickOn("#end-play-again");
        waitFor(() -> "0".equals(robot.lookup("#count").queryAs(javafx.scene.control.Label.class).getText()));
        robot.clickOn("#plus2"); // a game in progress, which the replay must not lose
        robot.clickOn("#tool-stats");
        waitFor(() -> robot.lookup("#stats-replay-0").tryQuery().isPresent());
        robot.clickOn("#stats-replay-0");
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isPresent());
        assertThat(count(robot)).isEqualTo("0");
        robot.type(javafx.scene.input.KeyCode.RIGHT).type(javafx.scene.input.KeyCode.RIGHT);
        assertThat(count(robot)).isEqualTo("6");
        assertThat(shell.chrome().orElseThrow().isEnabled("undo")).as("Undo steps back in the replay").isTrue();
        robot.type(javafx.scene.input.KeyCode.END);
        assertThat(count(robot)).isEqualTo("10");
        robot.type(javafx.scene.input.KeyCode.ESCAPE); // back to the game in progress
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isEmpty());
        assertThat(count(robot)).isEqualTo("2");
        assertThat(shell.chrome()).isPresent();
    }

    @Test void aGameWithoutReplayListsItsGamesButOffersNoReplay(FxRobot robot) {
        arcade.api.plugin.GamePlugin plain = new arcade.api.plugin.GamePlugin() { // no definition, no replay: it only reports its figures and the game
            @Override public arcade.api.plugin.GameInfo info() {
                return new arcade.api.plugin.GameInfo("plain", "Plain", "", null);
            }
            @Override public java.util.Set<arcade.api.model.Measure> measures() { return java.util.Set.of(arcade.api.model.Measure.SCORE); }
            @Override public arcade.api.plugin.GameInstance open(arcade.api.plugin.GameContext ctx, java.util.Optional<arcade.api.session.SavedGame> resume) {
                ctx.stats().record(new arcade.api.store.GameRecord("p", arcade.api.store.GameRecord.Result.WIN, 10, 5.0, 1),
                        new arcade.api.session.SavedGame(2, "plain", "p#1", java.util.List.of(), 0, 10, java.util.Map.of()));
                javafx.scene.control.Label l = new javafx.scene.control.Label("plain");
                arcade.api.plugin.GameControls c = new arcade.api.plugin.GameControls() {};
                return new arcade.api.plugin.GameInstance() {
                    public javafx.scene.Node root() { return l; }
                    public arcade.api.plugin.GameControls controls() { return c; }
                    public java.util.Optional<arcade.api.session.SavedGame> snapshot() { return java.util.Optional.empty(); }
                    public void pause() { }
                    public void resume() { }
                    public void close() { }
                };
            }
        };
        robot.interact(() -> { shell.shutdown(); launch(List.of(plain)); });
        robot.clickOn("#card-plain");
        waitFor(() -> shell.storage().stats().history("plain").size() == 1);
        robot.clickOn("#tool-stats");
        waitFor(() -> robot.lookup("#stats-last-games").tryQuery().isPresent());
        assertThat(robot.lookup(".stats-replay").tryQuery()).isEmpty();
    }
}
