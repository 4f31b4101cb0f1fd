package arcade.shell.stats;

import arcade.api.model.Measure;
import arcade.api.plugin.GameInfo;
import arcade.api.store.GameRecord;
import arcade.shell.storage.GameStatistics;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static arcade.api.store.GameRecord.Result.LOSS;
import static arcade.api.store.GameRecord.Result.WIN;
import static org.assertj.core.api.Assertions.assertThat;

/** The statistics window shows the figures that fit the game, and names variants in words. */
@ExtendWith(ApplicationExtension.class)
class StatsWindowTest {
    static final String RAW = "20x20-s4up-ring-a1-p1-box-1p";
    Stage owner, window;

    @Start void start(Stage stage) {
        javafx.application.Application.setUserAgentStylesheet(new atlantafx.base.theme.PrimerLight().getUserAgentStylesheet());
        owner = stage; stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 300, 200)); stage.show(); }

    @AfterEach void close(FxRobot robot) { robot.interact(() -> { if (window != null) window.close(); }); }

    static String words(String params) { return params.equals(RAW) ? "Classic" : "Custom: 30×20, fast"; }

    private Set<String> tiles(FxRobot robot) {
        return robot.lookup("#stats-tiles").queryAs(javafx.scene.layout.Pane.class).getChildren().stream()
                .map(Node::getId).collect(java.util.stream.Collectors.toSet());
    }

    @Test void aScoreGameShowsScoresATopTenTableAndVariantsInWords(FxRobot robot) {
        List<GameRecord> h = new ArrayList<>();
        for (int i = 0; i < 12; i++) h.add(new GameRecord(i % 2 == 0 ? RAW : "30x20-s8", LOSS, 10_000, (double) i, 1_700_000_000_000L + i));
        h.add(new GameRecord(RAW, LOSS, 10_000, 500.0, 1_700_000_000_000L, true)); // helped: never in the top 10
        GameInfo snake = new GameInfo("snake", "Snake", "", null);
        robot.interact(() -> window = StatsWindow.show(owner, snake, new GameStatistics(h, Set.of(Measure.SCORE)), StatsWindowTest::words));

        assertThat(tiles(robot)).contains("tile-best-score", "tile-average-score", "tile-median-score", "tile-time-played")
                .doesNotContain("tile-win-rate", "tile-current-streak");
        assertThat(robot.lookup("#tile-best-score .tile-value").queryAs(Label.class).getText()).isEqualTo("11");
        GridPane table = robot.lookup("#stats-top-scores .stats-table").queryAs(GridPane.class);
        List<String> texts = table.getChildren().stream().map(n -> ((Label) n).getText()).toList();
        assertThat(texts).contains("Score", "Variant", "Date", "Classic", "Custom: 30×20, fast").doesNotContain(RAW, "500");
        assertThat(table.getChildren().stream().filter(n -> GridPane.getColumnIndex(n) == 0).count()).isEqualTo(11); // head + 10
        assertThat(robot.lookup("#stats-best-times").tryQuery()).isEmpty();

        @SuppressWarnings("unchecked") ComboBox<String> variants = robot.lookup("#stats-params").queryAs(ComboBox.class);
        List<String> shown = variants.getItems().stream().map(variants.getConverter()::toString).toList();
        assertThat(shown).containsExactly("All variants", "Classic", "Custom: 30×20, fast");
        robot.interact(() -> variants.getSelectionModel().select(1));
        assertThat(robot.lookup("#tile-played .tile-value").queryAs(Label.class).getText()).isEqualTo("7");
    }

    @Test void aGamesFurtherFiguresGetATileWithTheirBestAndAColumnInTheTopTen(FxRobot robot) {
        List<GameRecord> h = List.of(new GameRecord(RAW, LOSS, 10_000, 30.0, 1L, false, java.util.Map.of("Longest snake", 24.0)),
                new GameRecord(RAW, LOSS, 10_000, 50.0, 2L, false, java.util.Map.of("Longest snake", 31.0)),
                new GameRecord(RAW, LOSS, 10_000, 20.0, 3L));
        GameInfo snake = new GameInfo("snake", "Snake", "", null);
        robot.interact(() -> window = StatsWindow.show(owner, snake, new GameStatistics(h, Set.of(Measure.SCORE)), StatsWindowTest::words));
        assertThat(robot.lookup("#tile-longest-snake .tile-value").queryAs(Label.class).getText()).isEqualTo("31");
        GridPane table = robot.lookup("#stats-top-scores .stats-table").queryAs(GridPane.class);
        List<String> row1 = table.getChildren().stream().filter(n -> GridPane.getRowIndex(n) == 1)
                .sorted(java.util.Comparator.comparingInt(GridPane::getColumnIndex)).map(n -> ((Label) n).getText()).toList();
        List<String> row3 = table.getChildren().stream().filter(n -> GridPane.getRowIndex(n) == 3)
                .sorted(java.util.Comparator.comparingInt(GridPane::getColumnIndex)).map(n -> ((Label) n).getText()).toList();
        assertThat(row1).startsWith("1", "50", "31");
        assertThat(row3).startsWith("3", "20", "—"); // a game without the figure
        assertThat(table.getChildren().stream().map(n -> ((Label) n).getText())).contains("Longest snake");
    }

    @Test void aWinLossGameShowsWinRateStreaksAndBestTimes(FxRobot robot) {
        List<GameRecord> h = List.of(new GameRecord("9x9", WIN, 42_000, null, 1L), new GameRecord("9x9", LOSS, 1_000, null, 2L),
                new GameRecord("9x9", WIN, 3_000, null, 3L, true));
        GameInfo mines = new GameInfo("mines", "Mines", "", null);
        robot.interact(() -> window = StatsWindow.show(owner, mines, new GameStatistics(h, Set.of(Measure.WIN_LOSS)), p -> "Beginner"));
        assertThat(tiles(robot)).contains("tile-won", "tile-win-rate", "tile-current-streak", "tile-longest-win-streak", "tile-best-time")
                .doesNotContain("tile-best-score", "tile-median-score");
        assertThat(robot.lookup("#tile-win-rate .tile-value").queryAs(Label.class).getText()).isEqualTo("67 %");
        assertThat(robot.lookup("#tile-best-time .tile-value").queryAs(Label.class).getText()).isEqualTo("42.0 s"); // not the helped 3 s
        assertThat(robot.lookup("#stats-best-times").tryQuery()).isPresent();
        assertThat(robot.lookup("#stats-top-scores").tryQuery()).isEmpty();
        assertThat(robot.lookup("#stats-people-note").tryQuery()).isEmpty(); // no game between people: nothing to explain
    }

    @Test void gamesBetweenPeopleAreExplainedUnderTheTiles(FxRobot robot) {
        List<GameRecord> h = List.of(new GameRecord("7", WIN, 42_000, null, 1L),
                new GameRecord("7;people", GameRecord.Result.SIDE_WON, 1_000, null, 2L, false, java.util.Map.of(), "Short"),
                new GameRecord("7;people", GameRecord.Result.SIDE_WON, 3_000, null, 3L, false, java.util.Map.of(), "Cut"));
        GameInfo shannon = new GameInfo("shannon", "Shannon", "", null);
        robot.interact(() -> window = StatsWindow.show(owner, shannon, new GameStatistics(h, Set.of(Measure.WIN_LOSS)), p -> "7 × 7"));
        assertThat(robot.lookup("#tile-played .tile-value").queryAs(Label.class).getText()).isEqualTo("3");
        assertThat(robot.lookup("#tile-win-rate .tile-value").queryAs(Label.class).getText()).isEqualTo("100 %");
        assertThat(robot.lookup("#stats-people-note").queryAs(Label.class).getText())
                .isEqualTo("2 games between people at one computer count in Played and in the sides' wins, but not in Won, the win rate or the streaks.");
    }
}
