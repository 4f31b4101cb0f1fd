package arcade.gamesystem.ai;

import arcade.api.model.GameRules;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.tools.PositionValues;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The estimate Analyse shows for a position the solver cannot finish in time: every legal move
 * with the playouts that tried it and the share the mover can expect, worded as an estimate.
 */
class MoveEstimatesTest {
    private static final long NO_DEADLINE = System.nanoTime() + Duration.ofHours(1).toNanos();
    private static final RulesDefinition C4 = ShippedGames.load("connect-four");

    private static RulesState play(GameRules<RulesState, RulesMove> rules, RulesState s, String... labels) {
        for (String l : labels) s = rules.apply(s, rules.parseMove(s, l));
        return s;
    }

    @Test void aPositionTooLargeToSolveGetsAnEstimateForEveryMoveWithItsPlayouts() {
        RulesState start = C4.game("rows=6,cols=7").initialState();
        assertThat(PositionValues.of(C4.rules(), start, Duration.ofMillis(150), () -> false)).as("Connect Four 7×6 does not solve in 150 ms").isEmpty();
        Mcts.Estimate e = new Mcts(C4.rules()).estimate(start, new Mcts.Budget(3_000, 40), 5, NO_DEADLINE, () -> false);
        assertThat(e.playouts()).isEqualTo(3_000);
        assertThat(e.moves()).hasSize(7);
        assertThat(e.moves().stream().mapToInt(Mcts.MoveEstimate::visits).sum()).as("every playout tried one first move").isEqualTo(3_000);
        assertThat(e.moves()).allSatisfy(m -> assertThat(m.share()).isBetween(0.0, 1.0));
        assertThat(e.moves()).isSortedAccordingTo((a, b) -> Integer.compare(b.visits(), a.visits()));
        Mcts.Estimate again = new Mcts(C4.rules()).estimate(start, new Mcts.Budget(3_000, 40), 5, NO_DEADLINE, () -> false);
        assertThat(again).as("the same seed gives the same figures").isEqualTo(e);
    }

    @Test void aWinningMoveIsTriedMostAndExpectsTheWholeGame() {
        RulesState s = play(C4.rules(), C4.game("rows=6,cols=7").initialState(), "drop(a1)", "drop(a2)", "drop(b1)", "drop(b2)", "drop(c1)", "drop(c2)");
        Mcts.Estimate e = new Mcts(C4.rules()).estimate(s, new Mcts.Budget(2_000, 40), 3, NO_DEADLINE, () -> false);
        Mcts.MoveEstimate best = e.moves().get(0);
        assertThat(best.move().label()).isEqualTo("drop(d1)");
        assertThat(best.share()).isGreaterThan(0.99);
        String text = MoveEstimates.text(e, "Red", m -> m.label().replaceAll("drop\\((.*)\\)", "$1"), false);
        assertThat(text).startsWith("Estimate, not a proven value: tree search (Monte-Carlo) ran 2,000 playouts")
                .containsPattern("\\n  d1: +about 100 % for Red after [0-9,]+ playouts\\n")
                .doesNotContain("drop(");
    }

    @Test void aTimeBudgetAndACancelStopTheSearchAndSaySo() {
        RulesState start = C4.game("rows=6,cols=7").initialState();
        Mcts.Estimate timed = MoveEstimates.of(C4.rules(), start, Duration.ofMillis(200), 1, () -> false);
        assertThat(timed.playouts()).as("the time budget, not the iterations, ended it").isPositive().isLessThan(Integer.MAX_VALUE);
        Mcts.Estimate stopped = MoveEstimates.of(C4.rules(), start, Duration.ofSeconds(30), 1, () -> true);
        assertThat(stopped.playouts()).isZero();
        String text = MoveEstimates.text(stopped, "Red", RulesMove::label, true);
        assertThat(text).contains("0 playouts before it was stopped").contains("not tried yet");
    }
}
