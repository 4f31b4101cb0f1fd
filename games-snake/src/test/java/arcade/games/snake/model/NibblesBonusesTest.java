package arcade.games.snake.model;

import arcade.games.snake.ai.Autopilot;
import org.junit.jupiter.api.Test;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Lives, the extra life and the fake bonus (options l and xb): cell states with their own arcs L18–L23, and A0's C3 and P5. */
class NibblesBonusesTest {

    /** The thesis's walled 20×20 without poison, the Nibbles bonuses, {@code lives} lives; row 5 ahead of the head cleared. */
    private static SnakeSystem board(int lives) {
        SnakeOptions o = SnakeOptions.thesis().withPoison(false).withExtraBonuses(true).withLives(lives);
        SnakeSystem sys = SnakeSystem.start(o, 1).tracing(true);
        for (int j = 6; j <= 19; j++) sys.field().set(TYPE, 5, j, CA0_E);
        return sys;
    }

    private static SnakeState steps(SnakeSystem sys, int n) {
        for (int k = 0; k < n; k++) sys.step(SnakeMove.NONE);
        return sys.state();
    }

    private static int arc(SnakeState s, int i, int j) { return s.arcTrace().orElseThrow().arcCode(i, j); }

    @Test
    void anExtraLifeAgesAndExpiresByItsOwnArcs() {
        SnakeSystem sys = board(1);
        Boards.put(sys, 10, 10, CA0_X, 2);
        SnakeState s = steps(sys, 1);
        assertThat(s.type(10, 10)).isEqualTo(CellType.LIFE);
        assertThat(s.ttl(10, 10)).isEqualTo(1);
        assertThat(arc(s, 10, 10)).isEqualTo(SnakeCellRule.L18);
        s = steps(sys, 1);
        assertThat(s.type(10, 10)).isEqualTo(CellType.EMPTY);
        assertThat(arc(s, 10, 10)).isEqualTo(SnakeCellRule.L19);
    }

    @Test
    void eatingAnExtraLifeAddsOne() {
        SnakeSystem sys = board(1);
        assertThat(sys.state().lives()).isEqualTo(1);
        Boards.put(sys, 5, 7, CA0_X, 20);
        SnakeState s = steps(sys, 2);
        assertThat(arc(s, 5, 7)).isEqualTo(SnakeCellRule.L20);
        assertThat(s.lives()).isEqualTo(2);
        assertThat(s.stomach(5, 7)).as("A0 cleared the stomach").isEqualTo(CellType.EMPTY);
        assertThat(s.score()).isZero();
    }

    @Test
    void aFakeBonusAgesExpiresAndCostsFivePointsNeverBelowZero() {
        SnakeSystem sys = board(1);
        Boards.put(sys, 10, 10, CA0_K, 2);
        SnakeState s = steps(sys, 1);
        assertThat(arc(s, 10, 10)).isEqualTo(SnakeCellRule.L21);
        s = steps(sys, 1);
        assertThat(arc(s, 10, 10)).isEqualTo(SnakeCellRule.L22);
        assertThat(s.type(10, 10)).isEqualTo(CellType.EMPTY);

        Boards.put(sys, 5, 8, CA0_B, 20);  // +10
        Boards.put(sys, 5, 9, CA0_K, 20);  // −5
        Boards.put(sys, 5, 10, CA0_K, 20); // −5
        Boards.put(sys, 5, 11, CA0_K, 20); // −5, but not below 0
        s = steps(sys, 2); // head (5,7) → (5,9)
        assertThat(arc(s, 5, 9)).isEqualTo(SnakeCellRule.L23);
        assertThat(s.score()).isEqualTo(5);
        s = steps(sys, 2);
        assertThat(s.score()).isZero();
        assertThat(s.isRunning()).isTrue();
    }

    @Test
    void aDeathWithALifeToSpareRestartsTheFieldWithOneLifeLess() {
        SnakeSystem sys = board(2);
        Boards.put(sys, 5, 8, CA0_B, 20);
        SnakeState s = steps(sys, 15); // the head enters the wall at (5,20)
        assertThat(s.isLifeLost()).isTrue();
        assertThat(s.isGameOver()).isFalse();
        assertThat(s.lives()).isEqualTo(2);
        assertThat(s.head(1)).contains(new SnakeState.Cell(5, 20));

        s = steps(sys, 1); // P5
        assertThat(s.isRunning()).isTrue();
        assertThat(s.lives()).isEqualTo(1);
        assertThat(s.head(1)).contains(new SnakeState.Cell(5, 5));
        assertThat(s.length(1)).isEqualTo(1);
        assertThat(s.score()).as("the score is kept").isEqualTo(10);
        assertThat(Boards.count(s, CellType.APPLE)).isEqualTo(1);
        assertThat(Boards.count(s, CellType.WALL)).isEqualTo(4 * 19);

        for (int j = 6; j <= 19; j++) sys.field().set(TYPE, 5, j, CA0_E);
        s = steps(sys, 15);
        assertThat(s.isGameOver()).as("the last life ends the game").isTrue();
        assertThat(steps(sys, 1).isFinished()).isTrue();
    }

    @Test
    void theSupervisorPlacesBothKindsOnlyWithTheOption() {
        int[] with = kindsSeen(true), without = kindsSeen(false);
        assertThat(with[CA0_B]).isPositive();
        assertThat(with[CA0_X]).isPositive();
        assertThat(with[CA0_K]).isPositive();
        assertThat(with[CA0_R] + with[CA0_D]).as("shrink and slow-down need mb").isZero();
        assertThat(without[CA0_B]).isPositive();
        assertThat(without[CA0_X] + without[CA0_K]).isZero();
    }

    /** Bonus cells of each type that appeared during 3000 autopilot steps (counted when new: TTL 20). */
    private static int[] kindsSeen(boolean extra) {
        SnakeOptions o = SnakeOptions.thesis().withLevel(Level.OPEN).withTorus(true).withPoison(false).withExtraBonuses(extra);
        SnakeRules rules = new SnakeRules(false);
        Autopilot ai = new Autopilot();
        SnakeState s = SnakeState.initial(o, 5);
        int[] seen = new int[10];
        for (int k = 0; k < 3000 && s.isRunning(); k++) {
            s = rules.apply(s, ai.next(s));
            for (int i = 1; i <= s.rows(); i++)
                for (int j = 1; j <= s.cols(); j++)
                    if (s.typeCode(i, j) >= CA0_B && s.ttl(i, j) == 20) seen[s.typeCode(i, j)]++;
        }
        return seen;
    }

    @Test
    void livesAndTheOptionAreOptionalPartsOfTheParamsAndTheArcsAreListed() {
        SnakeOptions o = SnakeOptions.thesis().withLives(3).withExtraBonuses(true);
        assertThat(o.params()).isEqualTo("20x20-s3-ring-a1-p1-box-1p-l3-xb");
        assertThat(SnakeOptions.parse(o.params())).isEqualTo(o);
        assertThat(SnakeOptions.parse("20x20-s3-ring-a1-p1-box-1p").lives()).isEqualTo(1);
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p1-box-2p-l3")).hasMessageContaining("one player");
        assertThat(ArcTable.cellArcs(false, false, true)).hasSize(16).containsAll(ArcTable.NIBBLES_ARCS);
        assertThat(ArcTable.cellArcs(o)).containsAll(ArcTable.NIBBLES_ARCS);
        assertThat(ArcTable.cellArc(20).from()).isEqualTo(CellType.LIFE);
        assertThat(ArcTable.cellArc(23).from()).isEqualTo(CellType.FAKE);
        assertThat(SnakeDefinition.PARAMS.describe(o)).contains("3 lives", "extra lives and fake bonuses");
    }

    @Test
    void gamesWithoutLivesKeepTheThesisGlobals() {
        SnakeState plain = SnakeState.initial(SnakeOptions.thesis(), 3);
        assertThat(plain.lives()).isEqualTo(1);
        assertThat(SnakeGlobals.names(SnakeOptions.thesis())).isEqualTo(SnakeGlobals.names());
        assertThat(SnakeGlobals.names(SnakeOptions.thesis().withLives(2))).contains("lives");
    }
}
