package arcade.shell.ui;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GamePlugin;
import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.LibraryLayout;
import arcade.shell.testgames.ShelvedCounter;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The library's compact list: the toggle beside the order, one row a game, the keyboard, and the choice kept over a restart. */
@ExtendWith(ApplicationExtension.class)
class LibraryListTest {
    private static final int GAMES = 14;
    private Stage stage;
    private ArcadeShell shell;
    private Path home;
    private double width, height;

    static List<GamePlugin> games() {
        List<GamePlugin> games = new ArrayList<>();
        GameCategory[] shelves = GameCategory.values();
        for (int i = 0; i < GAMES; i++) games.add(new ShelvedCounter("game" + (char) ('a' + i), "Game " + (char) ('A' + i), shelves[i % shelves.length]));
        return games;
    }

    @Start void start(Stage stage) throws Exception {
        this.stage = stage;
        home = Files.createTempDirectory("arcade-list");
        launch();
        width = stage.getWidth();
        height = stage.getHeight();
    }

    private void launch() {
        shell = new ArcadeShell(PluginRegistry.of(games()), home, Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) {
        robot.interact(() -> {
            shell.shutdown();
            stage.setWidth(width);
            stage.setHeight(height);
        });
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition::getAsBoolean);
    }

    private boolean rows() {
        return shell.library().cards().stream().allMatch(c -> c.getStyleClass().contains("game-row"));
    }

    @Test void theToggleShowsRowsAndARestartKeepsThem(FxRobot robot) throws Exception {
        assertThat(shell.library().layoutShown()).isEqualTo(LibraryLayout.CARDS);
        assertThat(robot.lookup("#library-as-cards").queryAs(ToggleButton.class).isSelected()).isTrue();
        assertThat(shell.library().cards()).noneMatch(c -> c.getStyleClass().contains("game-row"));

        robot.clickOn("#library-as-list");
        assertThat(rows()).isTrue();
        assertThat(shell.library().layoutShown()).isEqualTo(LibraryLayout.LIST);
        // One row a game: every game in the same column, one under the other.
        List<Node> shown = shell.library().shownCards();
        for (int i = 1; i < shown.size(); i++) {
            Bounds above = bounds(shown.get(i - 1)), b = bounds(shown.get(i));
            assertThat(b.getMinX()).isEqualTo(above.getMinX());
            assertThat(b.getMinY()).isGreaterThanOrEqualTo(above.getMaxY());
        }
        // Each row shows the icon, the name, the kind and the record, and no line of description.
        Node first = shown.get(0);
        assertThat(first.lookup(".card-icon-badge").isVisible()).isTrue();
        assertThat(first.lookup(".card-name")).isNotNull();
        assertThat(first.lookup(".card-category")).isNotNull();
        assertThat(((javafx.scene.control.Label) first.lookup(".card-record")).getText()).isEqualTo("Not played yet");
        assertThat(first.lookup(".card-description")).isNull();

        shell.flushWrites();
        assertThat(shell.storage().settings().loadSettings().library()).isEqualTo(LibraryLayout.LIST);
        robot.interact(() -> { shell.shutdown(); launch(); });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shell.library().layoutShown()).isEqualTo(LibraryLayout.LIST);
        assertThat(rows()).isTrue();
        assertThat(robot.lookup("#library-as-list").queryAs(ToggleButton.class).isSelected()).isTrue();

        robot.clickOn("#library-as-cards"); // and back
        assertThat(shell.library().cards()).noneMatch(c -> c.getStyleClass().contains("game-row"));
        assertThat(shell.library().cards().get(0).lookup(".card-description")).isNotNull();
        shell.flushWrites();
        assertThat(shell.storage().settings().loadSettings().library()).isEqualTo(LibraryLayout.CARDS);
    }

    @Test void at800x600TwelveRowsShowWithoutScrolling(FxRobot robot) {
        robot.interact(() -> shell.library().chooseLayout(LibraryLayout.LIST));
        assertThat(rowsInView(robot, 800, 600)).as("rows wholly in view at 800×600").isGreaterThanOrEqualTo(12);
        // Also when a desktop's title bar takes 30 pixels of the 600.
        assertThat(rowsInView(robot, 800, 570)).as("rows wholly in view at 800×570").isGreaterThanOrEqualTo(12);
    }

    private long rowsInView(FxRobot robot, double w, double h) {
        robot.interact(() -> { stage.setWidth(w); stage.setHeight(h); });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        ScrollPane scroll = robot.lookup(".library-scroll").queryAs(ScrollPane.class);
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        return shell.library().shownCards().stream().map(LibraryListTest::bounds)
                .filter(b -> b.getMinY() >= view.getMinY() && b.getMaxY() <= view.getMaxY()).count();
    }

    @Test void theKeyboardMovesDownTheRowsAndOpensOne(FxRobot robot) throws Exception {
        robot.interact(() -> shell.library().chooseLayout(LibraryLayout.LIST));
        robot.interact(() -> shell.library().focusCard(java.util.Optional.empty()));
        List<Node> shown = shell.library().shownCards();
        waitFor(() -> stage.getScene().getFocusOwner() == shown.get(0));
        robot.type(KeyCode.DOWN);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(shown.get(1));
        robot.type(KeyCode.DOWN);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(shown.get(2));
        robot.type(KeyCode.UP);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(shown.get(1));
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent());
        assertThat(shell.chrome().orElseThrow().info().id()).isEqualTo("gameb");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(rows()).isTrue(); // back in the list
    }

    @Test void theToggleIsReachedWithTabAndChosenWithTheArrowKeys(FxRobot robot) {
        robot.interact(() -> robot.lookup("#library-sort").query().requestFocus());
        robot.type(KeyCode.TAB);
        assertThat(stage.getScene().getFocusOwner().getId()).isEqualTo("library-as-cards");
        robot.type(KeyCode.RIGHT, KeyCode.SPACE);
        assertThat(stage.getScene().getFocusOwner().getId()).isEqualTo("library-as-list");
        assertThat(rows()).isTrue();
        robot.type(KeyCode.TAB);
        assertThat(stage.getScene().getFocusOwner()).as("then the first row").isSameAs(shell.library().shownCards().get(0));
    }

    private static Bounds bounds(Node n) { return n.localToScene(n.getBoundsInLocal()); }
}
