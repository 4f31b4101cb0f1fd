package arcade.shell.stats;

import arcade.api.model.Measure;
import arcade.api.plugin.GameInfo;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.shell.storage.GameStatistics;
import arcade.shell.storage.LastGame;
import javafx.scene.control.Button;
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
import java.util.Map;
import java.util.Set;

import static arcade.api.store.GameRecord.Result.LOSS;
import static arcade.api.store.GameRecord.Result.WIN;
import static org.assertj.core.api.Assertions.assertThat;

/** The statistics window lists the last games in words, with Replay only for a game that can show them. */
@ExtendWith(ApplicationExtension.class)
class LastGamesWindowTest {
    Stage owner, window;
    static final GameInfo GAME = new GameInfo("shannon", "Shannon", "", null);

    @Start void start(Stage stage) {
        javafx.application.Application.setUserAgentStylesheet(new atlantafx.base.theme.PrimerLight().getUserAgentStylesheet());
        owner = stage; stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 300, 200)); stage.show(); }

    @AfterEach void close(FxRobot robot) { robot.interact(() -> { if (window != null) window.close(); }); }

    static LastGame last(String params, GameRecord.Result r, boolean helped, String gameId) {
        SavedGame g = new SavedGame(SavedGame.CURRENT_VERSION, "shannon", gameId,
                List.of(new SavedGame.SavedEntry(Session.Kind.MOVE, List.of("e1"))), 1, 5000, Map.of(), Map.of(), helped, 0);
        return new LastGame(new GameRecord(params, r, 65_000, null, 1_700_000_000_000L, helped), g);
    }

    static String words(String p) { return p.equals("a") ? "7×5, you Short vs Perfect" : "Two players"; }

    private List<String> texts(FxRobot robot) {
        GridPane table = robot.lookup("#stats-last-games .stats-table").queryAs(GridPane.class);
        return table.getChildren().stream().filter(n -> n instanceof Label).map(n -> ((Label) n).getText()).toList();
    }

    @Test void lastGamesAreListedInWordsAndReplayHandsTheGameOverAndCloses(FxRobot robot) {
        List<LastGame> games = List.of(last("a", WIN, false, "one"), last("b", LOSS, true, "two"));
        List<GameRecord> history = games.stream().map(LastGame::record).toList();
        List<SavedGame> replayed = new ArrayList<>();
        robot.interact(() -> window = StatsWindow.show(owner, GAME, new GameStatistics(history, Set.of(Measure.WIN_LOSS)),
                LastGamesWindowTest::words, games, replayed::add));
        assertThat(texts(robot)).contains("Date", "Variant", "Result", "7×5, you Short vs Perfect", "Two players", "Won", "Lost (helped)", "1:05")
                .doesNotContain("a", "b");
        robot.clickOn("#stats-replay-1");
        assertThat(replayed).extracting(SavedGame::gameId).containsExactly("two");
        assertThat(window.isShowing()).as("the window makes way for the replay").isFalse();
    }

    @Test void aGameBetweenPeopleShowsTheSideThatWonAndIsNotThePersonsWin(FxRobot robot) {
        SavedGame g = last("a", WIN, false, "one").game();
        List<LastGame> games = List.of(last("a", WIN, false, "one"),
                new LastGame(GameRecord.sideWon("b", "Black", 65_000, null, 1_700_000_100_000L, false, Map.of()), g));
        List<GameRecord> history = games.stream().map(LastGame::record).toList();
        robot.interact(() -> window = StatsWindow.show(owner, GAME, new GameStatistics(history, Set.of(Measure.WIN_LOSS)),
                LastGamesWindowTest::words, games, null));
        assertThat(texts(robot)).contains("Won", "Black won");
        assertThat(tile(robot, "won")).hasValue("1");
        assertThat(tile(robot, "win-rate")).as("of the one game the person could win").hasValue("100 %");
        assertThat(tile(robot, "black-won")).hasValue("1");

        robot.interact(() -> robot.lookup("#stats-params").queryComboBox().getSelectionModel().select("b"));
        assertThat(texts(robot)).contains("Black won").doesNotContain("Won");
        assertThat(tile(robot, "played")).hasValue("1");
        assertThat(tile(robot, "black-won")).hasValue("1");
        assertThat(tile(robot, "won")).as("between people only: the sides' wins, not the person's record").isEmpty();
        assertThat(tile(robot, "win-rate")).isEmpty();
        assertThat(tile(robot, "current-streak")).isEmpty();
    }

    /** The value of the figures' tile {@code id} ("win-rate"), if it shows. */
    private static java.util.Optional<String> tile(FxRobot robot, String id) {
        return robot.lookup("#tile-" + id + " .tile-value").tryQuery().map(n -> ((Label) n).getText());
    }

    @Test void aGameMeasuredByScoreListsEachGamesScoreInsteadOfLost(FxRobot robot) {
        GameInfo snake = new GameInfo("snake", "Snake", "", null);
        SavedGame g = last("a", LOSS, false, "one").game();
        List<LastGame> games = List.of(
                new LastGame(new GameRecord("a", LOSS, 65_000, 120.0, 1_700_000_000_000L, false), g),
                new LastGame(new GameRecord("a", LOSS, 5_000, 30.0, 1_700_000_100_000L, true), g));
        List<GameRecord> history = games.stream().map(LastGame::record).toList();
        robot.interact(() -> window = StatsWindow.show(owner, snake, new GameStatistics(history, Set.of(Measure.SCORE)),
                LastGamesWindowTest::words, games, null));
        assertThat(texts(robot)).contains("Score", "120", "30 (helped)").doesNotContain("Result", "Lost", "Lost (helped)");
    }

    @Test void aVariantShowsItsOwnLastGamesAndAGameWithoutReplayOffersNone(FxRobot robot) {
        List<LastGame> games = List.of(last("a", WIN, false, "one"), last("b", LOSS, false, "two"));
        List<GameRecord> history = games.stream().map(LastGame::record).toList();
        robot.interact(() -> window = StatsWindow.show(owner, GAME, new GameStatistics(history, Set.of(Measure.WIN_LOSS)),
                LastGamesWindowTest::words, games, null));
        assertThat(robot.lookup(".stats-replay").tryQuery()).isEmpty();
        @SuppressWarnings("unchecked") javafx.scene.control.ComboBox<String> variants = robot.lookup("#stats-params").queryAs(javafx.scene.control.ComboBox.class);
        robot.interact(() -> variants.getSelectionModel().select("b"));
        assertThat(texts(robot)).contains("Two players").doesNotContain("7×5, you Short vs Perfect");
    }
}
