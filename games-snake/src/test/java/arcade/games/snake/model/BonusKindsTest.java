package arcade.games.snake.model;

import arcade.games.snake.ai.Autopilot;
import org.junit.jupiter.api.Test;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;

/** The shrink and slow-down bonuses (option mb): cell states with their own arcs L12–L17, and A0's effects. */
class BonusKindsTest {

    /** 20×20 torus without walls, no poison, the extra bonus kinds; row 5 ahead of the head cleared. */
    private static SnakeSystem board(int startLength) {
        SnakeOptions o = SnakeOptions.thesis().withLevel(Level.OPEN).withTorus(true).withPoison(false).withMoreBonuses(true).withStartLength(startLength);
        SnakeSystem sys = SnakeSystem.start(o, 1).tracing(true);
        for (int j = 6; j <= 19; j++) sys.field().set(TYPE, 5, j, CA0_E);
        return sys;
    }

    private static void steps(SnakeSystem sys, int n) { for (int k = 0; k < n; k++) sys.step(SnakeMove.NONE); }

    @Test
    void aShrinkBonusAgesExpiresAndIsEatenByItsOwnArcs() {
        SnakeSystem sys = board(5);
        sys.field().set(TYPE, 10, 10, CA0_R);
        sys.field().set(TTL, 10, 10, 2);
        sys.step(SnakeMove.NONE);
        SnakeState s = sys.state();
        assertThat(s.type(10, 10)).isEqualTo(CellType.SHRINK);
        assertThat(s.ttl(10, 10)).isEqualTo(1);
        assertThat(s.arcTrace().orElseThrow().arcCode(10, 10)).isEqualTo(SnakeCellRule.L12);
        sys.step(SnakeMove.NONE);
        s = sys.state();
        assertThat(s.type(10, 10)).isEqualTo(CellType.EMPTY);
        assertThat(s.arcTrace().orElseThrow().arcCode(10, 10)).isEqualTo(SnakeCellRule.L13);
    }

    @Test
    void eatingAShrinkBonusTakesThreeCellsOffTheTail() {
        SnakeSystem sys = board(8);
        steps(sys, 8); // unrolled: 8 cells, head at (5,13)
        assertThat(sys.state().length(1)).isEqualTo(8);
        sys.field().set(TYPE, 5, 14, CA0_R);
        sys.field().set(TTL, 5, 14, 20);
        sys.step(SnakeMove.NONE);
        SnakeState s = sys.state();
        assertThat(s.arcTrace().orElseThrow().arcCode(5, 14)).isEqualTo(SnakeCellRule.L14);
        assertThat(s.isRunning()).isTrue();
        assertThat(s.length(1)).isEqualTo(5);
        assertThat(s.targetLength(1)).isEqualTo(5);
        assertThat(s.type(5, 9)).as("the old tail end is empty").isEqualTo(CellType.EMPTY);
        assertThat(s.stomach(5, 14)).as("A0 cleared the stomach").isEqualTo(CellType.EMPTY);
    }

    @Test
    void aShrinkNeverTakesTheHead() {
        SnakeSystem sys = board(2);
        steps(sys, 2);
        sys.field().set(TYPE, 5, 8, CA0_R);
        sys.field().set(TTL, 5, 8, 20);
        sys.step(SnakeMove.NONE);
        SnakeState s = sys.state();
        assertThat(s.isRunning()).isTrue();
        assertThat(s.length(1)).isEqualTo(1);
        assertThat(s.head(1)).contains(new SnakeState.Cell(5, 8));
    }

    @Test
    void aSlowDownBonusLengthensTheStepFor30Steps() {
        SnakeSystem sys = board(5);
        double base = sys.state().stepPeriodSeconds();
        sys.field().set(TYPE, 5, 7, CA0_D);
        sys.field().set(TTL, 5, 7, 20);
        steps(sys, 2);
        SnakeState s = sys.state();
        assertThat(s.arcTrace().orElseThrow().arcCode(5, 7)).isEqualTo(SnakeCellRule.L17);
        assertThat(s.isSlowedDown()).isTrue();
        assertThat(s.stepPeriodSeconds()).isEqualTo(base * SnakeState.SLOW_FACTOR);
        steps(sys, 30); // round the torus
        assertThat(sys.state().isSlowedDown()).isFalse();
        assertThat(sys.state().stepPeriodSeconds()).isEqualTo(base);
    }

    @Test
    void theSupervisorPlacesEveryKindAndOnlyWithTheOption() {
        int[] with = kindsSeen(true), without = kindsSeen(false);
        assertThat(with[CA0_B]).isPositive();
        assertThat(with[CA0_R]).isPositive();
        assertThat(with[CA0_D]).isPositive();
        assertThat(without[CA0_B]).isPositive();
        assertThat(without[CA0_R] + without[CA0_D]).isZero();
    }

    /** Bonus cells of each type that appeared during 3000 autopilot steps (counted when new: TTL 20). */
    private static int[] kindsSeen(boolean more) {
        SnakeOptions o = SnakeOptions.thesis().withLevel(Level.OPEN).withTorus(true).withPoison(false).withMoreBonuses(more);
        SnakeRules rules = new SnakeRules(false);
        Autopilot ai = new Autopilot();
        SnakeState s = SnakeState.initial(o, 5);
        int[] seen = new int[8];
        for (int k = 0; k < 3000 && s.isRunning(); k++) {
            s = rules.apply(s, ai.next(s));
            for (int i = 1; i <= s.rows(); i++)
                for (int j = 1; j <= s.cols(); j++)
                    if (s.typeCode(i, j) >= CA0_B && s.ttl(i, j) == 20) seen[s.typeCode(i, j)]++;
        }
        return seen;
    }

    @Test
    void theOptionIsAnOptionalPartOfTheParamsAndItsArcsAreListed() {
        SnakeOptions o = SnakeOptions.thesis().withMoreBonuses(true);
        assertThat(o.params()).isEqualTo("20x20-s3-ring-a1-p1-box-1p-mb");
        assertThat(SnakeOptions.parse(o.params())).isEqualTo(o);
        assertThat(ArcTable.cellArcs(false, true)).hasSize(16).containsAll(ArcTable.BONUS_ARCS);
        assertThat(ArcTable.cellArc(14).to()).isEqualTo(CellType.SNAKE);
        assertThat(SnakeDefinition.PARAMS.describe(o)).contains("shrink and slow-down");
    }
}
