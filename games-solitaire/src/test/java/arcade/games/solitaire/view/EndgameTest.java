package arcade.games.solitaire.view;

import arcade.api.model.GameId;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.SolveResult;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The end of a game on the table: the finish plays itself, the cards cascade; passes and Vegas dollars are shown. */
@ExtendWith(ApplicationExtension.class)
class EndgameTest {
    private FakeGameContext ctx;
    private OpenKlondike game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        ctx.values.put("settings", SolitaireSettings.DEFAULTS.withAutoHome(false)); // the solver's line, card for card
        game = OpenKlondike.open(ctx, Optional.empty());
        stage.setScene(new Scene(game.root(), 900, 700));
        stage.show();
    }

    @org.junit.jupiter.api.BeforeEach void ready() { game.awaitReady(20); }

    @org.junit.jupiter.api.AfterEach void closed(FxRobot robot) { robot.interact(game::close); }

    private static boolean wins(KlondikeState s, List<KlondikeMove> moves) {
        for (KlondikeMove m : moves) s = KlondikeRules.INSTANCE.apply(s, m);
        return s.isWon();
    }

    /** The D key as the table gets it, without the robot's round trip per key. */
    private void turnStock(FxRobot robot, int times) {
        robot.interact(() -> {
            for (int i = 0; i < times; i++)
                game.view().canvas().fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.D, false, false, false, false));
        });
    }

    private String figure(String id) { return ((Label) game.root().lookup("#solitaire-" + id)).getText(); }

    @Test void onceEveryCardIsFaceUpTheRestGoesHomeInOneStepAndTheCardsCascade(FxRobot robot) {
        GameId deal = null;
        List<KlondikeMove> line = null;
        for (long seed = 1; deal == null; seed++) {
            GameId id = GameId.seeded("draw1-unlimited", seed);
            SolveResult r = new ThoughtfulSolver(Budget.of(400_000, 60_000)).solve(KlondikeDefinition.INSTANCE.initialState(id));
            if (r.verdict() == Verdict.WINNABLE) { deal = id; line = r.moves(); }
        }
        GameId chosen = deal;
        game.startGame(robot, chosen);
        List<KlondikeMove> line0 = line;
        int[] played = {0};
        // The line is played in one go on the FX thread with the animations off: its slides are not what
        // this test checks. They go on for the step that wins, whose finish and cascade are.
        robot.interact(() -> {
            List<KlondikeMove> rest = line0;
            while (!rest.isEmpty() && !game.session().isOver()) {
                List<KlondikeMove> step = Hint.firstStep(rest);
                if (wins(game.state(), game.view().withAutoMoves(game.state(), step))) ctx.animations.set(true);
                game.applyAutoStep(step);
                rest = rest.subList(step.size(), rest.size());
                played[0] += step.size();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().isWon()).isTrue();
        assertThat(played[0]).as("the finish played the solver's last moves").isLessThan(line.size());
        List<KlondikeMove> last = game.session().history().get(game.session().position()).moves();
        assertThat(last.subList(1, last.size())).as("the finish: every other card home in the same undo step")
                .isNotEmpty().allMatch(KlondikeMove::toFoundation);
        assertThat(game.animationsForTest().winning()).as("the win cascade runs").isTrue();
        assertThat(ctx.records).hasSize(1);
        robot.interact(() -> game.controls().undo());
        assertThat(game.state().isWon()).isFalse();
        assertThat(game.animationsForTest().winning()).as("undo stops the cascade").isFalse();
    }

    @Test void theBarShowsTheVegasDollarsAndThePassesLeft(FxRobot robot) {
        game.startGame(robot, GameId.seeded("draw3-unlimited-vegas", 11));
        assertThat(figure("score")).isEqualTo("Vegas \u2212$52");
        assertThat(game.root().lookup("#solitaire-passes").isVisible()).as("no pass limit, no pass count").isFalse();
        game.startGame(robot, GameId.seeded("draw3-3passes", 11));
        assertThat(figure("passes")).isEqualTo("Pass 1 of 3");
        assertThat(figure("moves")).isEqualTo("Moves 0");
        robot.interact(() -> game.root().lookup(".canvas-pane").requestFocus());
        // Three passes of eight turns, two recycles between them: the stock is then spent. Each pass
        // starts with a real key press, and the recycles are real; the other turns go to the table's
        // key handler directly (the same handler, without the robot's wait per key).
        for (int pass = 0; pass < 3; pass++) {
            if (pass == 2) assertThat(figure("passes")).isEqualTo("Pass 3 of 3 (last)");
            robot.type(KeyCode.D);
            turnStock(robot, 7);
            if (pass == 1) assertThat(figure("passes")).isEqualTo("Pass 2 of 3");
            if (pass < 2) robot.type(KeyCode.D); // the recycle
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(figure("passes")).isEqualTo("No pass left");
        robot.type(KeyCode.D);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.controls().statusProperty().get()).contains("The stock is spent.");
        assertThat(game.session().moveCount()).as("24 turns and 2 recycles; the refused turn is no move").isEqualTo(26);
        assertThat(figure("moves")).isEqualTo("Moves 26");
    }
}
