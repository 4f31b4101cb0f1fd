package arcade.shell.ui;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.CounterPlugin;
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
import java.nio.file.Files;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** GamePlugin.problem() on the library card: a lasting strip in words, the card does not start, and it comes back when the problem is gone. */
@ExtendWith(ApplicationExtension.class)
class LibraryProblemTest {
    ArcadeShell shell;
    final AtomicReference<String> problem = new AtomicReference<>();
    final AtomicInteger opened = new AtomicInteger();

    /** A game whose problem the test sets, as a rules file that became broken on disk. */
    final class Troubled extends CounterPlugin {
        Troubled() { super("troubled", "Troubled"); }

        @Override public Optional<String> problem() { return Optional.ofNullable(problem.get()); }

        @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
            opened.incrementAndGet();
            return super.open(ctx, resume);
        }
    }

    @Start void start(Stage stage) throws IOException {
        shell = new ArcadeShell(PluginRegistry.of(List.of(new Troubled())), Files.createTempDirectory("arcade-lib"), Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    @Test void aCardWithAProblemShowsItAndDoesNotStartUntilItIsGone(FxRobot robot) {
        String why = "mine.json cannot be played: line 4, column 3: expected ',' or '}'.";
        assertThat(strip(robot)).as("no problem, no strip").isEmpty();
        robot.interact(() -> { problem.set(why); shell.library().refresh(); });
        assertThat(strip(robot)).map(Label::getText).hasValue(why);
        robot.clickOn("#card-troubled .card-name");
        robot.interact(() -> robot.lookup("#card-troubled").query().requestFocus());
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).as("neither a click nor Enter starts it").hasValue(0);
        assertThat(shell.chrome()).isEmpty();

        robot.interact(() -> { problem.set(null); shell.library().refresh(); });
        assertThat(strip(robot)).as("fixed, no strip").isEmpty();
        robot.clickOn("#card-troubled .card-name");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).as("fixed, the card starts again").hasValue(1);
    }

    /** The card's problem strip, if one shows. */
    private static Optional<Label> strip(FxRobot robot) {
        return robot.lookup("#card-troubled .card-problem").queryAllAs(Label.class).stream().filter(javafx.scene.Node::isVisible).findFirst();
    }
}
