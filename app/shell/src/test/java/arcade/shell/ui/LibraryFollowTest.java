package arcade.shell.ui;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameCollection;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GamePlugin;
import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.CounterPlugin;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/** A collection that follows its games (rules files on disk): a game added becomes a card, a changed one's card shows its new look, a removed one's card goes. */
@ExtendWith(ApplicationExtension.class)
class LibraryFollowTest {
    ArcadeShell shell;
    final AtomicReference<Consumer<List<GamePlugin>>> follower = new AtomicReference<>();
    final CounterPlugin first = new CounterPlugin("first", "First");

    /** A game whose look the test sets, as a rules file edited on disk. */
    static final class Edited extends CounterPlugin {
        volatile GameInfo info = new GameInfo("file-mine", "Mine", "A game of mine.", "mdi2f-file-code-outline");
        volatile GameCategory category = GameCategory.RULES_FILES;
        volatile String problem;

        Edited() { super("file-mine", "Mine"); }

        @Override public GameInfo info() { return info; }
        @Override public GameCategory category() { return category; }
        @Override public Optional<String> problem() { return Optional.ofNullable(problem); }
    }

    final Edited mine = new Edited();

    final class Folder implements GameCollection {
        @Override public List<GamePlugin> games() { return List.of(first); }
        @Override public void follow(Consumer<List<GamePlugin>> changed) { follower.set(changed); }
    }

    @Start void start(Stage stage) throws IOException {
        PluginRegistry registry = PluginRegistry.of(List.of());
        registry.addCollection(Folder::new, "folder");
        shell = new ArcadeShell(registry, Files.createTempDirectory("arcade-follow"), Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    /** Hands the list on from a thread of the collection's own, as a folder watch does, and lets the FX thread apply it. */
    private void handOn(List<GamePlugin> games) throws InterruptedException {
        Thread watch = new Thread(() -> follower.get().accept(games), "test-watch");
        watch.start();
        watch.join();
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test void aGameAddedChangedAndRemovedWhileTheArcadeRunsFollowsOnItsCard(FxRobot robot) throws Exception {
        assertThat(follower.get()).as("the window follows the collection").isNotNull();
        assertThat(card(robot, "file-mine")).isEmpty();

        handOn(List.of(first, mine));
        assertThat(text(robot, "file-mine", ".card-name")).isEqualTo("Mine");
        assertThat(text(robot, "file-mine", ".card-category")).isEqualTo(GameCategory.RULES_FILES.label());
        assertThat(robot.lookup("#library .library-subtitle").queryAs(Label.class).getText()).isEqualTo("2 games");

        mine.info = new GameInfo("file-mine", "Mine, edited", "Now with stars.", "mdi2s-star");
        mine.problem = "mine.json cannot be played: line 2, column 1: expected a value.";
        handOn(List.of(first, mine));
        assertThat(text(robot, "file-mine", ".card-name")).isEqualTo("Mine, edited");
        assertThat(text(robot, "file-mine", ".card-description")).isEqualTo("Now with stars.");
        assertThat(robot.lookup("#card-file-mine .card-icon").queryAs(FontIcon.class).getIconLiteral()).isEqualTo("mdi2s-star");
        assertThat(text(robot, "file-mine", ".card-problem")).isEqualTo(mine.problem);
        assertThat(robot.lookup(".game-card").queryAll()).as("the same game, one card").hasSize(2);

        handOn(List.of(first));
        assertThat(card(robot, "file-mine")).as("removed from disk, its card goes").isEmpty();
        assertThat(card(robot, "first")).isPresent();
        assertThat(robot.lookup("#library .library-subtitle").queryAs(Label.class).getText()).isEqualTo("1 game");
    }

    @Test void aFirstGameOfANewCategoryBringsItsShelfAndTheShelfGoesWithItsLastGame(FxRobot robot) throws Exception {
        assertThat(robot.lookup("#shelf-rules-files").tryQuery()).as("no rules file yet, no shelf for them").isEmpty();

        handOn(List.of(first, mine));
        robot.clickOn("#shelf-rules-files");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".game-card").queryAll().stream().filter(javafx.scene.Node::isVisible).map(javafx.scene.Node::getId))
                .as("the new shelf shows its game only").containsExactly("card-file-mine");

        mine.info = new GameInfo("file-mine", "Mine, edited", "Now with stars.", "mdi2s-star");
        handOn(List.of(first, mine));
        assertThat(robot.lookup("#shelf-rules-files").queryAs(javafx.scene.control.ToggleButton.class).isSelected())
                .as("an edit keeps the chosen shelf").isTrue();

        handOn(List.of(first));
        assertThat(robot.lookup("#shelf-rules-files").tryQuery()).as("its last game gone, the shelf goes").isEmpty();
        assertThat(robot.lookup("#shelf-all").queryAs(javafx.scene.control.ToggleButton.class).isSelected()).isTrue();
        assertThat(robot.lookup(".game-card").queryAll().stream().filter(javafx.scene.Node::isVisible).map(javafx.scene.Node::getId))
                .as("back on All, every game shows").containsExactly("card-first");
    }

    private static Optional<javafx.scene.Node> card(FxRobot robot, String id) {
        return robot.lookup("#card-" + id).tryQuery();
    }

    private static String text(FxRobot robot, String id, String part) {
        return robot.lookup("#card-" + id + " " + part).queryAs(Label.class).getText();
    }
}
