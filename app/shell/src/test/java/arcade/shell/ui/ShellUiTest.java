package arcade.shell.ui;

import arcade.api.plugin.GamePlugin;
import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.ThemeChoice;
import arcade.shell.testgames.CounterPlugin;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The shell end to end, headless: library → game → moves → undo → back, with a real test game. */
@ExtendWith(ApplicationExtension.class)
class ShellUiTest {
    Stage stage;
    ArcadeShell shell;
    Path home;

    @Start void start(Stage stage) throws IOException {
        this.stage = stage;
        home = Files.createTempDirectory("arcade-ui");
        launch(List.of(new CounterPlugin()));
    }

    @AfterEach void stop(FxRobot robot) {
        robot.interact(() -> shell.shutdown());
    }

    private void launch(List<GamePlugin> games) {
        shell = new ArcadeShell(PluginRegistry.of(games), home, Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    private void relaunch(FxRobot robot, List<GamePlugin> games) {
        robot.interact(() -> { shell.shutdown(); launch(games); });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String count(FxRobot robot) { return robot.lookup("#count").queryAs(Label.class).getText(); }

    private boolean disabled(FxRobot robot, String id) { return robot.lookup(id).query().isDisabled(); }

    private void waitFor(java.util.function.BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }

    @Test void openByMouseMoveUndoBecomesEnabledEscReturnsToLibrary(FxRobot robot) throws Exception {
        assertThat(stage.getTitle()).isEqualTo("Automata Arcade");
        waitFor(() -> stage.getIcons().size() == 7); // the arcade's icon, once the library is up
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        assertThat(disabled(robot, "#tool-undo")).isTrue();
        robot.clickOn("#plus2");
        assertThat(count(robot)).isEqualTo("2");
        assertThat(disabled(robot, "#tool-undo")).isFalse();
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).startsWith("Count 2 of 10");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shell.chrome()).isEmpty();
        assertThat(robot.lookup("#library").tryQuery()).isPresent();
        assertThat(stage.getScene().getFocusOwner()).isSameAs(robot.lookup("#card-counter").query());
        shell.flushWrites();
        assertThat(home.resolve("autosave/counter.json")).exists();
        assertThat(robot.lookup(".card-continue").query().isVisible()).isTrue();
    }

    @Test void openByKeyboardAndUseTheShortcuts(FxRobot robot) {
        waitFor(() -> stage.getScene().getFocusOwner() == robot.lookup("#card-counter").query());
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent());
        assertThat(stage.getScene().getFocusOwner()).isSameAs(robot.lookup("#counter-root").query());
        robot.type(KeyCode.DIGIT3);
        assertThat(count(robot)).isEqualTo("3");
        assertThat(disabled(robot, "#tool-undo")).isFalse();
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        assertThat(count(robot)).isEqualTo("0");
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z);
        assertThat(count(robot)).isEqualTo("3");
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        robot.push(KeyCode.CONTROL, KeyCode.Y);
        assertThat(count(robot)).isEqualTo("3");
        robot.type(KeyCode.P);
        assertThat(shell.chrome().orElseThrow().game().controls().pausedProperty().get()).isTrue();
        assertThat(robot.lookup(".status-paused").query().isVisible()).isTrue();
        robot.type(KeyCode.DIGIT1); // ignored while paused
        assertThat(count(robot)).isEqualTo("3");
        robot.type(KeyCode.P);
        assertThat(shell.chrome().orElseThrow().game().controls().pausedProperty().get()).isFalse();
        robot.push(KeyCode.CONTROL, KeyCode.N); // first preset: a fresh game to 10, after a question
        waitFor(() -> robot.lookup("#discard-confirm").tryQuery().isPresent());
        robot.type(KeyCode.ENTER); // the safe answer is the default: the game is kept
        waitFor(() -> robot.lookup("#discard-confirm").tryQuery().isEmpty());
        assertThat(count(robot)).isEqualTo("3");
        waitFor(stage::isFocused);
        robot.push(KeyCode.CONTROL, KeyCode.N);
        waitFor(() -> robot.lookup("#discard-confirm").tryQuery().isPresent());
        robot.clickOn("#discard-confirm");
        waitFor(() -> "0".equals(count(robot)));
        waitFor(stage::isFocused);
        robot.type(KeyCode.H);
        waitFor(() -> shell.toasts().visibleMessages().contains("Add 3"));
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shell.chrome()).isEmpty();
    }

    @Test void aDiscardedGameCountsAsAbandonedAndDontAskAgainIsKept(FxRobot robot) throws Exception {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        arcade.api.plugin.GameInfo info = shell.chrome().orElseThrow().info();
        robot.push(KeyCode.CONTROL, KeyCode.N); // nothing played yet: nothing to lose, no question
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#discard-confirm").tryQuery()).isEmpty();
        robot.clickOn("#plus3");
        robot.clickOn("#tool-restart");
        waitFor(() -> robot.lookup("#discard-dont-ask").tryQuery().isPresent());
        robot.clickOn("#discard-dont-ask").clickOn("#discard-confirm");
        waitFor(() -> "0".equals(count(robot)));
        waitFor(stage::isFocused);
        List<arcade.api.store.GameRecord> games = shell.statistics(info).history();
        assertThat(games).hasSize(1);
        assertThat(games.get(0).result()).isEqualTo(arcade.api.store.GameRecord.Result.ABANDONED);
        assertThat(games.get(0).params()).isEqualTo("10");
        assertThat(shell.settings().discardWithoutAsking()).isTrue();

        robot.clickOn("#plus2");
        robot.push(KeyCode.CONTROL, KeyCode.N); // asked not to ask: discarded at once, still counted
        waitFor(() -> "0".equals(count(robot)));
        assertThat(robot.lookup("#discard-confirm").tryQuery()).isEmpty();
        assertThat(shell.statistics(info).abandoned()).isEqualTo(2);
        shell.flushWrites();
        assertThat(Files.readString(home.resolve("settings.json"))).contains("\"discardWithoutAsking\": true");
    }

    @Test void theUnfinishedGameIsResumed(FxRobot robot) {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus3").clickOn("#plus2");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        relaunch(robot, List.of(new CounterPlugin())); // as after quitting and starting again
        assertThat(robot.lookup(".card-continue").query().isVisible()).isTrue();
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent() && robot.lookup("#count").tryQuery().isPresent());
        assertThat(count(robot)).isEqualTo("5");
        assertThat(disabled(robot, "#tool-undo")).isFalse();
    }

    @Test void theOpenGameIsCheckpointedAndAFinishedOneForgotten(FxRobot robot) throws Exception {
        assertThat(ArcadeShell.CHECKPOINT_EVERY.toSeconds()).isBetween(5.0, 60.0);
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus3");
        robot.interact(() -> shell.checkpoint()); // what the timer and losing focus do
        shell.flushWrites();
        assertThat(shell.chrome()).isPresent();
        assertThat(Files.readString(home.resolve("autosave/counter.json"))).contains("+3");
        robot.clickOn("#plus3").clickOn("#plus3").clickOn("#plus1"); // 10: the game is over
        robot.interact(() -> shell.checkpoint());
        shell.flushWrites();
        assertThat(home.resolve("autosave/counter.json")).doesNotExist();
    }

    @Test void quittingAutosavesTheGameAndRemembersTheWindow(FxRobot robot) throws IOException {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus1");
        robot.interact(() -> { stage.setWidth(900); stage.setHeight(640); });
        robot.interact(() -> shell.shutdown()); // what closing the window does
        assertThat(Files.readString(home.resolve("autosave/counter.json"))).contains("+1");
        assertThat(Files.readString(home.resolve("window.json"))).contains("900").contains("640");
        robot.interact(() -> launch(List.of(new CounterPlugin()))); // @AfterEach shuts this one down
    }

    @Test void aSaveTheGameCannotResumeIsKeptAsideAndAFreshGameStarts(FxRobot robot) throws Exception {
        GamePlugin picky = new CounterPlugin() {
            @Override public arcade.api.plugin.GameInstance open(arcade.api.plugin.GameContext ctx,
                                                               java.util.Optional<arcade.api.session.SavedGame> resume) {
                if (resume.isPresent()) throw new IllegalStateException("cannot replay this save");
                return super.open(ctx, resume);
            }
        };
        relaunch(robot, List.of(picky));
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus3");
        robot.type(KeyCode.ESCAPE);
        shell.flushWrites();
        robot.clickOn("#card-counter");
        waitFor(() -> shell.toasts() != null && shell.toasts().visibleMessages().stream().anyMatch(m -> m.contains("could not be resumed")));
        assertThat(shell.toasts().visibleMessages()).anySatisfy(m -> assertThat(m).contains("cannot replay this save")
                .contains("kept as autosave/counter.json.corrupt-"));
        assertThat(count(robot)).isEqualTo("0");
        try (var files = Files.list(home.resolve("autosave"))) {
            assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("counter.json.corrupt-"));
        }
    }

    @Test void aGameThatCannotStartAtAllLeavesItsAutosaveAlone(FxRobot robot) throws Exception {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus3");
        robot.type(KeyCode.ESCAPE);
        shell.flushWrites();
        GamePlugin broken = new CounterPlugin() { // e.g. one of its own files trips it, whatever the autosave
            @Override public arcade.api.plugin.GameInstance open(arcade.api.plugin.GameContext ctx,
                                                               java.util.Optional<arcade.api.session.SavedGame> resume) {
                throw new IllegalStateException("a bad high-score file");
            }
        };
        relaunch(robot, List.of(broken));
        robot.clickOn("#card-counter");
        waitFor(() -> shell.toasts() != null && shell.toasts().visibleMessages().stream().anyMatch(m -> m.contains("could not be started")));
        assertThat(shell.toasts().visibleMessages()).anySatisfy(m -> assertThat(m).contains("a bad high-score file")
                .contains("unfinished game is kept").doesNotContain("IllegalState"));
        assertThat(shell.chrome()).isEmpty();
        shell.flushWrites();
        assertThat(home.resolve("autosave/counter.json")).exists();
        relaunch(robot, List.of(new CounterPlugin()));
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent() && robot.lookup("#count").tryQuery().isPresent());
        assertThat(count(robot)).isEqualTo("3");
    }

    @Test void aGameWhoseRootFailsIsClosedAndNamed(FxRobot robot) {
        boolean[] closed = {false};
        GamePlugin faulty = new CounterPlugin() {
            @Override public arcade.api.plugin.GameInstance open(arcade.api.plugin.GameContext ctx,
                                                               java.util.Optional<arcade.api.session.SavedGame> resume) {
                return new arcade.api.plugin.GameInstance() {
                    private final arcade.api.plugin.GameControls controls = new arcade.api.plugin.GameControls() { };
                    @Override public Node root() { throw new IllegalStateException("no canvas today"); }
                    @Override public arcade.api.plugin.GameControls controls() { return controls; }
                    @Override public java.util.Optional<arcade.api.session.SavedGame> snapshot() { return java.util.Optional.empty(); }
                    @Override public void pause() { }
                    @Override public void resume() { }
                    @Override public void close() { closed[0] = true; }
                };
            }
        };
        relaunch(robot, List.of(faulty));
        robot.clickOn("#card-counter");
        waitFor(() -> shell.toasts().visibleMessages().stream().anyMatch(m -> m.contains("could not be shown")));
        assertThat(shell.toasts().visibleMessages()).anySatisfy(m -> assertThat(m).startsWith("Counter could not be shown: no canvas today"));
        assertThat(closed[0]).isTrue();
        assertThat(shell.chrome()).isEmpty();
        assertThat(robot.lookup("#library").tryQuery()).isPresent();
    }

    @Test void aFinishedGameIsCountedAtOnce(FxRobot robot) throws Exception {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        assertThat(robot.lookup("#tool-solve").queryAs(Button.class).getText()).isEqualTo("Finish");
        robot.clickOn("#tool-solve");
        assertThat(count(robot)).isEqualTo("10");
        assertThat(disabled(robot, "#tool-solve")).isTrue();
        shell.flushWrites();
        assertThat(Files.readString(home.resolve("stats/counter.json"))).contains("\"WIN\"");
        // The end-of-game card: won, with help (Finish played for the player), so no best is claimed.
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("You won!");
        assertThat(robot.lookup("#end-card").queryAs(javafx.scene.layout.VBox.class).lookupAll(".end-card-line"))
                .map(n -> ((Label) n).getText()).contains("Played with help, so it sets no best.");
        robot.type(KeyCode.ESCAPE); // puts the card away, stays in the game
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shell.chrome()).isPresent();
        assertThat(shell.chrome().orElseThrow().isEndCardShowing()).isFalse();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        // Finish played it for the player: counted as won, but it sets no best time.
        assertThat(robot.lookup(".card-record").queryAs(Label.class).getText()).isEqualTo("Played 1  ·  Won 1");
        assertThat(robot.lookup(".card-continue").queryAllAs(Label.class)).as("no play mark on the card").noneMatch(javafx.scene.Node::isVisible);
    }

    @Test void commandsFollowTheGamesCapabilities(FxRobot robot) {
        GamePlugin noUndo = new CounterPlugin("plain", "Plain counter", arcade.api.model.UndoPolicy.NONE, false);
        relaunch(robot, List.of(noUndo));
        robot.clickOn("#card-plain");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus2");
        assertThat(robot.lookup("#tool-undo").tryQuery()).isEmpty(); // not in the toolbar at all
        assertThat(shell.chrome().orElseThrow().isEnabled("undo")).isFalse();
        robot.push(KeyCode.CONTROL, KeyCode.Z); // the game could undo, but did not declare it
        assertThat(count(robot)).isEqualTo("2");
        robot.type(KeyCode.P);
        assertThat(shell.chrome().orElseThrow().game().controls().pausedProperty().get()).isFalse();
        assertThat(robot.lookup("#tool-new").tryQuery()).isPresent();
    }

    @Test void arrowKeysMoveBetweenCards(FxRobot robot) {
        relaunch(robot, List.of(new CounterPlugin(), new CounterPlugin("counter-b", "Counter B"), new CounterPlugin("counter-c", "Counter C")));
        Node a = robot.lookup("#card-counter").query(), b = robot.lookup("#card-counter-b").query();
        waitFor(() -> stage.getScene().getFocusOwner() == a);
        robot.type(KeyCode.RIGHT);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(b);
        robot.type(KeyCode.LEFT);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(a);
        robot.type(KeyCode.TAB);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(b);
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent());
        assertThat(shell.chrome().orElseThrow().info().id()).isEqualTo("counter-b");
    }

    @Test void themeToggleAppliesLiveAndIsRemembered(FxRobot robot) throws Exception {
        assertThat(shell.theme().isDark()).isFalse();
        assertThat(Application.getUserAgentStylesheet()).contains("primer-light");
        robot.clickOn("#theme-toggle");
        assertThat(shell.theme().isDark()).isTrue();
        assertThat(Application.getUserAgentStylesheet()).contains("primer-dark");
        shell.flushWrites();
        assertThat(shell.storage().settings().loadSettings().theme()).isEqualTo(ThemeChoice.DARK);
        // An open game sees the change through its context.
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.interact(() -> shell.toggleTheme());
        assertThat(shell.theme().darkProperty().get()).isFalse();
    }

    @Test void settingsShowTheGlobalPageAndTheOpenGamesPage(FxRobot robot) throws Exception {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#tool-settings");
        waitFor(() -> robot.lookup("#show-moves").tryQuery().isPresent());
        robot.clickOn("#show-moves"); // the game's own page is shown first while it is open
        robot.clickOn("General");
        robot.clickOn("#theme-dark");
        assertThat(shell.theme().isDark()).isTrue();
        robot.clickOn("#settings-close");
        shell.flushWrites();
        assertThat(home.resolve("games/counter/prefs.json")).exists();
        assertThat(Files.readString(home.resolve("games/counter/prefs.json"))).contains("\"showMoves\": false");
    }

    @Test void theArcadesWindowsOpenCentredOnIt(FxRobot robot) {
        robot.interact(() -> { stage.setX(40); stage.setY(30); stage.setWidth(800); stage.setHeight(600); });
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        for (String open : List.of("#tool-settings", "#tool-stats")) {
            robot.clickOn(open);
            waitFor(() -> dialog().isPresent());
            javafx.stage.Window w = dialog().orElseThrow();
            WaitForAsyncUtils.waitForFxEvents();
            // Centred, unless that would put part of it off the screen: then it keeps to the screen's edge.
            javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
            double centred = stage.getX() + (stage.getWidth() - w.getWidth()) / 2;
            double expected = Math.max(screen.getMinX(), Math.min(centred, screen.getMaxX() - w.getWidth()));
            assertThat(w.getX()).as(open).isCloseTo(expected, org.assertj.core.data.Offset.offset(1.0));
            assertThat(w.getY()).as(open).isGreaterThanOrEqualTo(stage.getY());
            robot.type(KeyCode.ESCAPE);
            waitFor(() -> dialog().isEmpty());
        }
    }

    private java.util.Optional<javafx.stage.Window> dialog() {
        return javafx.stage.Window.getWindows().stream().filter(w -> w != stage && w instanceof Stage && w.isShowing()).findFirst();
    }

    @Test void rulesAndStatisticsWindowsOpen(FxRobot robot) {
        robot.clickOn("#card-counter");
        waitFor(() -> shell.chrome().isPresent());
        robot.type(KeyCode.F1);
        waitFor(() -> robot.lookup("#rules-page").tryQuery().isPresent());
        assertThat(robot.lookup(".md-h1").tryQuery()).isPresent();
        assertThat(robot.lookup(".md-table").tryQuery()).isPresent();
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("#rules-page").tryQuery().isEmpty());
        // A click is only the arcade's once its window has the focus back from the closed one.
        waitFor(stage::isFocused);
        robot.interact(() -> shell.chrome().orElseThrow().focusGame());
        robot.clickOn("#tool-stats");
        waitFor(() -> robot.lookup("#stats-empty").tryQuery().isPresent());
    }

    @Test void statisticsFromTheLibraryCardWithoutOpeningTheGame(FxRobot robot) {
        robot.clickOn(".card-stats");
        waitFor(() -> robot.lookup("#stats-empty").tryQuery().isPresent());
        assertThat(shell.chrome()).isEmpty();
    }

    @Test void emptyLibrarySaysHowToAddGames(FxRobot robot) {
        relaunch(robot, List.of());
        assertThat(robot.lookup("#empty-library").tryQuery()).isPresent();
        assertThat(robot.lookup(".empty-path").queryTextInputControl().getText()).endsWith(home.getFileName() + "/plugins");
    }

    @Test void aCorruptSettingsFileIsReportedNotFatal(FxRobot robot) throws IOException {
        Files.writeString(home.resolve("settings.json"), "{\"version\": 1, \"theme\": \"DA");
        relaunch(robot, List.of(new CounterPlugin()));
        assertThat(shell.toasts().visibleMessages()).anySatisfy(m -> assertThat(m).contains("settings.json").contains("corrupt-"));
        assertThat(shell.settings().theme()).isEqualTo(ThemeChoice.SYSTEM);
        try (var files = Files.list(home)) {
            assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("settings.json.corrupt-"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(robot.lookup("#card-counter").tryQuery()).isPresent();
    }

}
