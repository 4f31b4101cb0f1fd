package arcade.shell.ui;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GamePlugin;
import arcade.api.store.GameRecord;
import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.JsonFiles;
import arcade.shell.storage.LibraryLayout;
import arcade.shell.storage.StatsStore;
import arcade.shell.testgames.DescribedCounter;
import javafx.scene.control.Labeled;
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
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No text of the library's cards (or of its Continue row) is cut with an ellipsis, neither at
 * 800×600 nor at 1600×1000: the arcade's own games' lines, a longer one, a long name and a long record.
 */
@ExtendWith(ApplicationExtension.class)
class LibraryTextFitTest {
    private Stage stage;
    private ArcadeShell shell;
    private double width, height;

    static List<GamePlugin> games() {
        return List.of(
                new DescribedCounter("ca", "Cellular Automaton Puzzle", "Deduce a cellular automaton's hidden generations, rule by rule.", GameCategory.PUZZLES),
                new DescribedCounter("mines", "Minesweeper", "Clear the field without touching a mine; hints give exact odds.", GameCategory.PUZZLES),
                new DescribedCounter("shannon", "Shannon Switching Game", "Join A to B before the links are cut, against a perfect computer.", GameCategory.BOARD_GAMES),
                new DescribedCounter("snake", "Snake", "The classic snake, run by a cellular automaton's cells.", GameCategory.ARCADE),
                new DescribedCounter("klondike", "Klondike", "The classic patience, draw 1 or 3, with a solver that hints.", GameCategory.CARDS),
                new DescribedCounter("rules", "Rules File", "Open any game written as a rules file and play it.", GameCategory.RULES_FILES),
                new DescribedCounter("wordy", "Generalised Hexagonal Connection Game of Unusual Length",
                        "A line far longer than any card's two lines: it goes on to say how the board is laid out, who moves first, and what counts as a connection.",
                        GameCategory.BOARD_GAMES));
    }

    @Start void start(Stage stage) throws Exception {
        this.stage = stage;
        Path home = Files.createTempDirectory("arcade-fit");
        StatsStore stats = new StatsStore(new JsonFiles(Clock.systemUTC(), m -> { }), home, Runnable::run);
        for (int i = 0; i < 12; i++) stats.record("wordy", new GameRecord("target=10", GameRecord.Result.WIN, 3_723_000 + i, null, 1_000 + i));
        shell = new ArcadeShell(PluginRegistry.of(games()), home, Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
        width = stage.getWidth();
        height = stage.getHeight();
    }

    @AfterEach void stop(FxRobot robot) {
        robot.interact(() -> {
            shell.shutdown();
            stage.setWidth(width);
            stage.setHeight(height);
        });
    }

    @Test void nothingIsCutAt800x600(FxRobot robot) { checkAt(robot, 800, 600); }

    @Test void nothingIsCutAt1600x1000(FxRobot robot) { checkAt(robot, 1600, 1000); }

    @Test void nothingIsCutAtTheMinimumSize(FxRobot robot) { checkAt(robot, stage.getMinWidth(), stage.getMinHeight()); }

    @Test void nothingIsCutInTheListAt800x600(FxRobot robot) {
        robot.interact(() -> shell.library().chooseLayout(LibraryLayout.LIST));
        checkAt(robot, 800, 600);
    }

    @Test void nothingIsCutInTheListAtTheMinimumSize(FxRobot robot) {
        robot.interact(() -> shell.library().chooseLayout(LibraryLayout.LIST));
        checkAt(robot, stage.getMinWidth(), stage.getMinHeight());
    }

    private void checkAt(FxRobot robot, double w, double h) {
        robot.interact(() -> { stage.setWidth(w); stage.setHeight(h); });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        List<Labeled> labels = CutTexts.labelsOf(shell.library().cards());
        assertThat(labels).as("texts of the cards").hasSizeGreaterThanOrEqualTo(4 * games().size());
        assertThat(labels).anySatisfy(l -> assertThat(l.getText()).startsWith("Played 12"));
        List<String> cut = CutTexts.of(labels);
        assertThat(cut).as("texts cut short at %s×%s", w, h).isEmpty();
    }
}
