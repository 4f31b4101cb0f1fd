package arcade.games.solitaire.view;

import arcade.api.model.GameId;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Auto-play never stops without saying why; Solve plays a winnable deal to the end. */
@ExtendWith(ApplicationExtension.class)
class AutoPlayAndSolveTest {
    private FakeGameContext ctx;
    private OpenKlondike game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        game = OpenKlondike.open(ctx, Optional.empty());
        stage.setScene(new Scene(game.root(), 900, 700));
        stage.show();
    }

    @org.junit.jupiter.api.BeforeEach void ready() { game.awaitReady(20); }

    @org.junit.jupiter.api.AfterEach void closed(FxRobot robot) { robot.interact(game::close); }

    /**
     * A draw-3 deal in which no card can ever move: every column top and every third talon card is
     * a black card from Two up (black never builds on black, and no Ace is within reach). Only
     * turning the stock is left, which goes round in a circle.
     */
    static String stuckDeal() {
        List<String> black = new ArrayList<>(), rest = new ArrayList<>();
        for (char suit : "CDHS".toCharArray())
            for (char rank : "A23456789TJQK".toCharArray()) {
                String card = "" + rank + suit;
                if ((suit == 'C' || suit == 'S') && rank != 'A') black.add(card); else rest.add(card);
            }
        List<String> shown = new ArrayList<>(black.subList(0, 15));
        rest.addAll(black.subList(15, black.size()));
        black = shown;
        StringBuilder deal = new StringBuilder();
        for (int c = 0; c < 7; c++) {
            for (int i = 0; i < c; i++) deal.append(rest.remove(0));
            deal.append(black.remove(0));
        }
        for (int i = 0; i < 24; i++) deal.append(i % 3 == 2 ? black.remove(0) : rest.remove(0));
        return deal.toString();
    }

    @Test void autoPlayThatFindsNoWaySaysWhyInTheStatusLineAndOffersWhatNext(FxRobot robot) throws Exception {
        game.startGame(robot, GameId.described("draw3-unlimited", stuckDeal()));
        robot.interact(() -> game.controls().solve());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> onFx(() -> !game.autoPlayRunning()));
        WaitForAsyncUtils.waitForFxEvents();
        String status = game.controls().statusProperty().get();
        assertThat(status).contains("Auto-play stopped: no card can move and turning the stock only brings the same cards round again")
                .contains("Undo").contains("new game");
        assertThat(game.controls().busyProperty().get()).isFalse();
        assertThat(game.session().moveCount()).as("it looked through the stock first").isGreaterThanOrEqualTo(9);
    }

    @Test void solveSaysSoWhenNoLineWins(FxRobot robot) throws Exception {
        game.startGame(robot, GameId.described("draw3-unlimited", stuckDeal()));
        robot.interact(() -> game.actions().get(0).fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> onFx(() -> !game.autoPlayRunning()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.controls().statusProperty().get()).contains("Solve: seeing every card, no line wins from here");
        assertThat(game.actions().get(0).selectedProperty().get()).isFalse();
    }

    @Test void solvePlaysAWinnableDealToTheEnd(FxRobot robot) throws Exception {
        GameId winnable = null;
        for (long seed = 1; winnable == null; seed++) {
            GameId id = GameId.seeded("draw1-3passes", seed);
            if (new ThoughtfulSolver(Budget.of(400_000, 60_000)).solve(KlondikeDefinition.INSTANCE.initialState(id)).verdict() == Verdict.WINNABLE)
                winnable = id;
        }
        GameId deal = winnable;
        game.startGame(robot, deal);
        robot.interact(() -> game.actions().get(0).fire());
        assertThat(game.actions().get(0).selectedProperty().get()).as("the toggle shows Solve running").isTrue();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> onFx(() -> game.session().isOver()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().isWon()).isTrue();
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).assisted()).as("a solved game counts as helped").isTrue();
        assertThat(game.actions().get(0).selectedProperty().get()).isFalse();
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
