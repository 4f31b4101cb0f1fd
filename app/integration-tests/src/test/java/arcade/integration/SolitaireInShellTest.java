package arcade.integration;

import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.store.GameRecord;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;
import arcade.games.solitaire.view.SolitaireView;
import arcade.shell.chrome.GameChrome;
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

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Klondike inside the real shell, on the host: a turn of the stock, Undo through the chrome (key
 * and button), dialogs, a game lost and a game won (by Solve) on the shell's card, each in the
 * statistics' last games with its rules in words, a replay, Vegas dollars and the passes on the
 * figures bar, Esc.
 */
@ExtendWith(ApplicationExtension.class)
class SolitaireInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aTurnOfTheStockAndTheChromesUndoTakesItBack(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(chrome.isEnabled("undo")).isFalse();
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.D); // turns the stock
        waitFor(() -> chrome.isEnabled("undo"));
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> !chrome.isEnabled("undo"));
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.D);
        waitFor(() -> chrome.isEnabled("undo"));
        robot.clickOn("#tool-undo");
        waitFor(() -> !chrome.isEnabled("undo"));
        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());
        arcade.leaveWithEsc(robot);
    }

    /** One pass through a stock that gives nothing: the game is lost, the card says so, and it replays from the last games. */
    @Test void aDealWithNoWayOutIsLostOnTheCardAndReplays(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        GameId stuck = GameId.described("draw3-1pass", stuckDeal());
        robot.interact(() -> table.startGame(stuck));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(stuck));
        robot.interact(chrome::focusGame);
        for (int turn = 0; turn < 8; turn++) robot.type(KeyCode.D);
        waitFor(chrome::isEndCardShowing);
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("No moves left");
        var last = arcade.shell.storage().stats().lastGames("solitaire");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().result()).isEqualTo(GameRecord.Result.LOSS);
        assertThat(KlondikeDefinition.INSTANCE.describeParams(last.get(0).record().params())).startsWith("Draw 3").doesNotContain("draw3");
        robot.clickOn("#end-replay");
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isEmpty());
        putCardAway(robot, chrome);
        arcade.leaveWithEsc(robot);
    }

    /** Solve plays a proven line to the last card: the card says the game was won, with help. */
    @Test void solveWinsAProvenDealAndTheCardSaysSo(FxRobot robot) throws Exception {
        Path settings = arcade.home.resolve("games").resolve("solitaire").resolve("settings.json");
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"version\":1,\"autoHome\":true,\"winnableOnly\":false,\"autoPlayMillis\":50,\"cardBack\":\"LATTICE\",\"hintDetails\":false}");
        GameId winnable = null;
        for (long seed = 1; winnable == null; seed++) {
            GameId id = GameId.seeded("draw1-3passes", seed);
            if (new ThoughtfulSolver(Budget.of(400_000, 60_000)).solve(KlondikeDefinition.INSTANCE.initialState(id)).verdict() == Verdict.WINNABLE)
                winnable = id;
        }
        GameId deal = winnable;
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        robot.interact(() -> table.startGame(deal));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(deal));
        robot.interact(() -> chrome.game().actions().stream().filter(a -> a.id().equals("solve")).findFirst().orElseThrow().fire());
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, chrome::isEndCardShowing);
        assertThat(table.state().isWon()).isTrue();
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("You won!");
        var last = arcade.shell.storage().stats().lastGames("solitaire");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().assisted()).isTrue();
        assertThat(KlondikeDefinition.INSTANCE.describeParams(last.get(0).record().params())).isEqualTo("Draw 1, 3 passes");
        putCardAway(robot, chrome);
        arcade.leaveWithEsc(robot);
    }

    /** The figures bar shows the Vegas dollars, and the passes until the stock is spent; a turn past it is refused in words. */
    @Test void vegasDollarsAndThePassesLeftAreOnTheBar(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        GameId vegas = GameId.seeded("draw3-unlimited-vegas", 11);
        robot.interact(() -> table.startGame(vegas));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(vegas));
        assertThat(robot.lookup("#solitaire-score").queryAs(Label.class).getText()).isEqualTo("Vegas \u2212$52");
        GameId limited = GameId.seeded("draw3-3passes", 11);
        robot.interact(() -> table.startGame(limited));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(limited));
        robot.interact(chrome::focusGame);
        for (int i = 0; i < 26; i++) robot.type(KeyCode.D);  // three passes of eight turns, two recycles between
        waitFor(() -> robot.lookup("#solitaire-passes").queryAs(Label.class).getText().equals("No pass left"));
        robot.type(KeyCode.D);
        waitFor(() -> chrome.game().controls().statusProperty().get().contains("The stock is spent."));
        assertThat(table.session().moveCount()).isEqualTo(26);
        arcade.leaveWithEsc(robot);
    }

    private static void putCardAway(FxRobot robot, GameChrome chrome) {
        if (!chrome.isEndCardShowing()) return;
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> !chrome.isEndCardShowing());
    }

    /**
     * A draw-3 deal in which no card can ever move: every column top and every third talon card is
     * a black card from Two up (black never builds on black, and no Ace is within reach).
     */
    private static String stuckDeal() {
        List<String> black = new ArrayList<>(), rest = new ArrayList<>();
        for (char suit : "CDHS".toCharArray())
            for (char rank : "A23456789TJQK".toCharArray()) {
                String card = "" + rank + suit;
                if ((suit == 'C' || suit == 'S') && rank != 'A') black.add(card); else rest.add(card);
            }
        List<String> shown = new ArrayList<>(black.subList(0, 15));
        rest.addAll(black.subList(15, black.size()));
        StringBuilder deal = new StringBuilder();
        for (int c = 0; c < 7; c++) {
            for (int i = 0; i < c; i++) deal.append(rest.remove(0));
            deal.append(shown.remove(0));
        }
        for (int i = 0; i < 24; i++) deal.append(i % 3 == 2 ? shown.remove(0) : rest.remove(0));
        return deal.toString();
    }
}
