package arcade.shell.ui;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GamePlugin;
import arcade.api.store.GameRecord;
import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.JsonFiles;
import arcade.shell.storage.StatsStore;
import arcade.shell.testgames.ShelvedCounter;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The library of many games: search, categories, order, the Continue row, and the grid's layout. */
@ExtendWith(ApplicationExtension.class)
class LibraryFindSortTest {
    Stage stage;
    ArcadeShell shell;
    double width, height;

    static List<GamePlugin> games() {
        return List.of(new ShelvedCounter("amber", "Amber", GameCategory.ARCADE),
                new ShelvedCounter("birch", "Birch", GameCategory.PUZZLES),
                new ShelvedCounter("cedar", "Cedar", GameCategory.CARDS),
                new ShelvedCounter("dahlia", "Dahlia", GameCategory.BOARD_GAMES),
                new ShelvedCounter("elm", "Elm", GameCategory.BOARD_GAMES),
                new ShelvedCounter("fern", "Fern", GameCategory.PUZZLES),
                new ShelvedCounter("gorse", "Gorse", GameCategory.ARCADE),
                new ShelvedCounter("heather", "Heather", GameCategory.RULES_FILES));
    }

    @Start void start(Stage stage) throws IOException {
        this.stage = stage;
        Path home = Files.createTempDirectory("arcade-library");
        // Finished games: Fern last, then Birch, then Amber (Amber twice: the most played).
        StatsStore stats = new StatsStore(new JsonFiles(Clock.systemUTC(), m -> { }), home, Runnable::run);
        stats.record("amber", new GameRecord("target=10", GameRecord.Result.WIN, 5_000, null, 1_000));
        stats.record("amber", new GameRecord("target=10", GameRecord.Result.WIN, 5_000, null, 1_100));
        stats.record("birch", new GameRecord("target=10", GameRecord.Result.WIN, 5_000, null, 2_000));
        stats.record("fern", new GameRecord("target=10", GameRecord.Result.LOSS, 5_000, null, 3_000));
        shell = new ArcadeShell(PluginRegistry.of(games()), home, Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
        width = stage.getWidth();
        height = stage.getHeight();
    }

    @AfterEach void stop(FxRobot robot) {
        robot.interact(() -> {
            shell.shutdown();
            // The window is shared by the UI test classes that run after this one: give it back as found.
            stage.setWidth(width);
            stage.setHeight(height);
        });
    }

    private void waitFor(java.util.function.BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }

    private List<String> shown() {
        return shell.library().shownCards().stream().map(n -> n.getId().substring("card-".length())).toList();
    }

    private Node focusOwner() { return stage.getScene().getFocusOwner(); }

    @Test void typingInTheLibrarySearchesAndEscBringsEveryCardBack(FxRobot robot) {
        waitFor(() -> focusOwner() == robot.lookup("#card-amber").query());
        robot.write("fer");
        TextField search = robot.lookup("#library-search").queryAs(TextField.class);
        assertThat(search.getText()).isEqualTo("fer");
        assertThat(focusOwner()).isSameAs(search);
        assertThat(shown()).containsExactly("fern");
        assertThat(robot.lookup("#card-birch").tryQuery()).as("a card that does not match is not in the scene").isEmpty();
        robot.type(KeyCode.ESCAPE);
        assertThat(search.getText()).isEmpty();
        assertThat(shown()).containsExactly("amber", "birch", "cedar", "dahlia", "elm", "fern", "gorse", "heather");
        assertThat(focusOwner()).isSameAs(robot.lookup("#card-amber").query());
        robot.write("elm");
        robot.type(KeyCode.DOWN);
        assertThat(focusOwner()).as("Down goes from the search to the cards").isSameAs(robot.lookup("#card-elm").query());
        robot.clickOn("#library-search").type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent());
        assertThat(shell.chrome().orElseThrow().info().id()).as("Enter in the search opens the first game shown").isEqualTo("elm");
    }

    @Test void theSearchFindsTheKindAndSaysWhenNothingMatches(FxRobot robot) {
        robot.clickOn("#library-search").write("board");
        assertThat(shown()).containsExactly("dahlia", "elm");
        robot.write(" zzz");
        assertThat(shown()).isEmpty();
        assertThat(robot.lookup("#library-no-match").query().isVisible()).isTrue();
        robot.type(KeyCode.ESCAPE);
        assertThat(robot.lookup("#library-no-match").query().isVisible()).isFalse();
        assertThat(shown()).hasSize(8);
    }

    @Test void aCategoryShowsItsGamesOnly(FxRobot robot) {
        robot.clickOn("#shelf-puzzles");
        assertThat(shown()).containsExactly("birch", "fern");
        assertThat(robot.lookup("#library-games-title").queryAs(Label.class).getText()).isEqualTo("Puzzles");
        robot.clickOn("#shelf-rules-files");
        assertThat(shown()).containsExactly("heather");
        robot.clickOn("#shelf-all");
        assertThat(shown()).hasSize(8);
    }

    @Test void theFocusedCardKeepsTheKeyboardWhenTheLibraryIsReadAgainOrReordered(FxRobot robot) {
        robot.interact(() -> robot.lookup("#card-elm").query().requestFocus());
        robot.interact(() -> shell.library().refresh());
        assertThat(focusOwner().getId()).isEqualTo("card-elm");
        robot.interact(() -> robot.lookup("#library-sort").queryAs(ComboBox.class).getSelectionModel().select(2));
        assertThat(shown().get(0)).isEqualTo("amber");
        assertThat(focusOwner().getId()).as("moved, not lost").isEqualTo("card-elm");
    }

    @Test void sortsByLastPlayedAndMostPlayed(FxRobot robot) {
        @SuppressWarnings("unchecked") ComboBox<Object> sort = robot.lookup("#library-sort").queryAs(ComboBox.class);
        robot.clickOn(sort).clickOn("Last played");
        assertThat(shown()).containsExactly("fern", "birch", "amber", "cedar", "dahlia", "elm", "gorse", "heather");
        robot.clickOn(sort).clickOn("Most played");
        assertThat(shown()).startsWith("amber", "birch", "fern", "cedar");
    }

    @Test void anUnfinishedGameIsInTheContinueRowAboveTheCards(FxRobot robot) {
        assertThat(robot.lookup("#library-continue-title").query().isVisible()).isFalse();
        robot.clickOn("#card-gorse");
        waitFor(() -> shell.chrome().isPresent());
        robot.clickOn("#plus2");
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> shell.chrome().isEmpty());
        assertThat(robot.lookup("#library-continue-title").query().isVisible()).isTrue();
        assertThat(shell.library().continueRow()).extracting(Node::getId).containsExactly("continue-gorse");
        assertThat(shown()).as("every game keeps its card").hasSize(8);
        Node chip = robot.lookup("#continue-gorse").query();
        Node amber = robot.lookup("#card-amber").query();
        assertThat(scene(chip).getMaxY()).isLessThan(scene(amber).getMinY());
        assertThat(scene(chip).getMinX()).as("the rows share their columns").isEqualTo(scene(amber).getMinX());
        assertThat(scene(chip).getHeight()).as("a chip is smaller than a card").isLessThan(scene(amber).getHeight() / 2);
        robot.clickOn("#shelf-puzzles");
        assertThat(shell.library().continueRow()).as("the row follows the category").isEmpty();
        robot.clickOn("#shelf-all");
        robot.interact(chip::requestFocus);
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent());
        assertThat(shell.chrome().orElseThrow().info().id()).isEqualTo("gorse");
        assertThat(robot.lookup("#count").queryAs(Label.class).getText()).as("picked up where it was left").isEqualTo("2");
    }

    @Test void tabGoesFromTheSearchThroughTheFiltersToTheCards(FxRobot robot) {
        robot.clickOn("#library-search");

        List<String> visited = new ArrayList<>();
        for (int i = 0; i < 10 && !(focusOwner().getId() != null && focusOwner().getId().startsWith("card-")); i++) {
            robot.type(KeyCode.TAB);
            visited.add(focusOwner().getId());
        }
        // The categories are one stop (the chosen one); the arrow keys move between them, Space chooses.
        // So is the choice of cards or list, after the order.
        assertThat(visited).containsExactly("shelf-all", "library-sort", "library-as-cards", "card-amber");
        robot.interact(() -> robot.lookup("#card-heather").query().requestFocus());
        robot.type(KeyCode.TAB);
        assertThat(focusOwner().getId()).as("the header's buttons come after the cards").isEqualTo("theme-toggle");
        robot.push(KeyCode.SHIFT, KeyCode.TAB);
        assertThat(focusOwner().getId()).isEqualTo("card-heather");
        robot.clickOn("#library-search").type(KeyCode.TAB);
        assertThat(focusOwner().getId()).isEqualTo("shelf-all");
        robot.type(KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.SPACE);
        assertThat(focusOwner().getId()).isEqualTo("shelf-puzzles");
        assertThat(shown()).containsExactly("birch", "fern");
        robot.type(KeyCode.TAB, KeyCode.TAB, KeyCode.TAB);
        assertThat(focusOwner().getId()).isEqualTo("card-birch");
        robot.type(KeyCode.UP);
        assertThat(focusOwner()).as("up from the first row goes back to the search").isSameAs(robot.lookup("#library-search").query());
    }

    @Test void at800By600SixCardsShowInACentredGrid(FxRobot robot) {
        robot.interact(() -> { stage.setWidth(800); stage.setHeight(600); });
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane scroll = robot.lookup(".library-scroll").queryAs(ScrollPane.class);
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        long whole = shell.library().shownCards().stream().map(LibraryFindSortTest::scene)
                .filter(b -> b.getMinY() >= view.getMinY() && b.getMaxY() <= view.getMaxY()).count();
        assertThat(whole).as("cards shown whole without scrolling").isGreaterThanOrEqualTo(6);
        assertThat(shell.library().getWidth()).as("nothing wider than the window").isLessThanOrEqualTo(stage.getScene().getWidth());
        assertThat(view.getMinX()).isGreaterThanOrEqualTo(0);
        assertThat(view.getMaxX()).isLessThanOrEqualTo(stage.getScene().getWidth());
        assertCentred(robot, view);
        robot.interact(() -> { stage.setWidth(1600); stage.setHeight(1000); });
        WaitForAsyncUtils.waitForFxEvents();
        assertCentred(robot, scroll.localToScene(scroll.getLayoutBounds()));
    }

    /** The first row's cards leave as much room on the left as on the right of the view. */
    private void assertCentred(FxRobot robot, Bounds view) {
        List<Bounds> cards = shell.library().shownCards().stream().map(LibraryFindSortTest::scene).toList();
        double top = cards.get(0).getMinY();
        List<Bounds> row = cards.stream().filter(b -> Math.abs(b.getMinY() - top) < 1).toList();
        assertThat(row.size()).as("more than one column").isGreaterThan(1);
        double left = row.get(0).getMinX() - view.getMinX();
        double right = view.getMaxX() - row.get(row.size() - 1).getMaxX();
        assertThat(Math.abs(left - right)).as("left %s, right %s", left, right).isLessThan(2 + scrollBar(robot));
        assertThat(row.get(row.size() - 1).getMaxX() - row.get(0).getMinX()).as("the cards use the width")
                .isGreaterThan(view.getWidth() * 0.8);
    }

    /** A vertical scroll bar takes its width from the right-hand margin. */
    private static double scrollBar(FxRobot robot) {
        return robot.lookup(".library-scroll .scroll-bar:vertical").tryQuery().filter(Node::isVisible)
                .map(n -> n.getLayoutBounds().getWidth()).orElse(0.0);
    }

    private static Bounds scene(Node n) { return n.localToScene(n.getBoundsInLocal()); }
}
