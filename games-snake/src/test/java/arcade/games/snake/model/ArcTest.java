package arcade.games.snake.model;

import arcade.games.snake.engine.Boundary;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;
import org.junit.jupiter.api.Test;

import java.util.List;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;

/** THESIS §9 and §10: every arc of the cell graph on a hand-built 3×3 snapshot, and the APPR_HEAD macro. */
class ArcTest {

    /** A hand-built field; {@link #stepCell} runs the cell rule on one cell of a fresh snapshot. */
    static final class Grid {
        final Field f;
        final byte[] trace;

        Grid(int rows, int cols) {
            f = new Field(rows, cols, SnakeCell.slots(1), Boundary.RING);
            trace = new byte[f.bytes(TYPE).length];
        }

        Grid put(int i, int j, int type, int dir, int ttl, int stomach) {
            f.set(TYPE, i, j, type);
            f.set(DIRECTION, i, j, dir);
            f.set(TTL, i, j, ttl);
            f.set(STOMACH, i, j, stomach);
            return this;
        }

        Grid stepCell(int i, int j) {
            f.takeSnapshot();
            new SnakeCellRule(f, trace).update(f.index(i, j), new Globals(SnakeGlobals.names()));
            return this;
        }

        int[] slots(int i, int j) {
            return new int[]{f.get(TYPE, i, j), f.get(DIRECTION, i, j), f.get(TTL, i, j), f.get(STOMACH, i, j)};
        }

        int arc(int i, int j) { return trace[f.index(i, j)]; }
    }

    private static Grid centre(int type, int dir, int ttl) { return new Grid(3, 3).put(2, 2, type, dir, ttl, CA0_E); }

    @Test
    void arcL1_bodyAges_andAFormerHeadLosesItsMark() {
        Grid g = centre(CA0_S, D1_RIGHT, 5).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, 0, 4, CA0_E);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L1);
    }

    @Test
    void arcL2_tailLeavesTheCell() {
        Grid g = centre(CA0_S, 0, 1).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_E, 0, 0, CA0_E);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L2);
    }

    @Test
    void arcL3_bonusAges() {
        Grid g = centre(CA0_B, 0, 20).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_B, 0, 19, CA0_E);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L3);
    }

    @Test
    void arcL4_bonusExpires() {
        Grid g = centre(CA0_B, 0, 1).stepCell(2, 2);
        assertThat(g.slots(2, 2)[0]).isEqualTo(CA0_E);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L4);
    }

    @Test
    void arcL5_headBitesTheTailCellThatWouldEmpty_setsStomachS() {
        Grid g = centre(CA0_S, 0, 1).put(2, 1, CA0_S, D1_RIGHT, 4, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, D1_RIGHT, 4, CA0_S);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L5);
    }

    @Test
    void arcL6_headEntersAnEmptyCellFromBelow_takesItsDirectionAndPreDecrementTtl() {
        Grid g = centre(CA0_E, 0, 0).put(3, 2, CA0_S, D1_UP, 7, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, D1_UP, 7, CA0_E);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L6);
    }

    @Test
    void arcL7_headEatsABonusEvenOnItsLastStep() {
        Grid g = centre(CA0_B, 0, 1).put(2, 3, CA0_S, D1_LEFT, 6, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, D1_LEFT, 6, CA0_B);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L7);
    }

    @Test
    void arcL8_headEatsTheAppleFromAbove() {
        Grid g = centre(CA0_F, 0, 0).put(1, 2, CA0_S, D1_DOWN, 5, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, D1_DOWN, 5, CA0_F);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L8);
    }

    @Test
    void arcL9_headEatsPoison() {
        Grid g = centre(CA0_P, 0, 0).put(2, 1, CA0_S, D1_RIGHT, 5, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, D1_RIGHT, 5, CA0_P);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L9);
    }

    @Test
    void arcL10_headHitsAWall() {
        Grid g = centre(CA0_W, 0, 0).put(2, 1, CA0_S, D1_RIGHT, 5, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)).containsExactly(CA0_S, D1_RIGHT, 5, CA0_W);
        assertThat(g.arc(2, 2)).isEqualTo(SnakeCellRule.L10);
    }

    @Test
    void implicitSelfLoopsFireNoArc() {
        for (int t : new int[]{CA0_E, CA0_F, CA0_P, CA0_W}) {
            Grid g = centre(t, 0, 0).stepCell(2, 2);
            assertThat(g.slots(2, 2)).containsExactly(t, 0, 0, CA0_E);
            assertThat(g.arc(2, 2)).isZero();
        }
    }

    @Test
    void apprHead_headBelowPointingUpEnters() {
        Grid g = centre(CA0_E, 0, 0).put(3, 2, CA0_S, D1_UP, 5, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)[0]).isEqualTo(CA0_S);
    }

    @Test
    void apprHead_adjacentHeadPointingAwayIsBottom() {
        for (int dir : new int[]{D1_RIGHT, D1_LEFT, D1_DOWN}) {
            Grid g = centre(CA0_E, 0, 0).put(3, 2, CA0_S, dir, 5, CA0_E).stepCell(2, 2);
            assertThat(g.slots(2, 2)[0]).as("below, heading %d", dir).isEqualTo(CA0_E);
        }
    }

    @Test
    void apprHead_headTwoCellsAwayIsBottom() {
        Grid g = new Grid(5, 5).put(3, 1, CA0_S, D1_RIGHT, 5, CA0_E).stepCell(3, 3);
        assertThat(g.slots(3, 3)[0]).isEqualTo(CA0_E);
        assertThat(g.arc(3, 3)).isZero();
    }

    @Test
    void apprHead_aNonSnakeCellWithADirectionIsNoHead() {
        Grid g = centre(CA0_E, 0, 0).put(2, 1, CA0_W, D1_RIGHT, 5, CA0_E).stepCell(2, 2);
        assertThat(g.slots(2, 2)[0]).isEqualTo(CA0_E);
    }

    @Test
    void cellRuleReadsItsOwnOldValueFromTheSnapshot() {
        // A snake of length 2 moving right: both cells are computed in one sweep, left to right.
        Grid g = new Grid(3, 4).put(2, 2, CA0_S, 0, 1, CA0_E).put(2, 3, CA0_S, D1_RIGHT, 2, CA0_E);
        g.f.takeSnapshot();
        SnakeCellRule rule = new SnakeCellRule(g.f, g.trace);
        Globals globals = new Globals(SnakeGlobals.names());
        for (int j = 1; j <= 4; j++) rule.update(g.f.index(2, j), globals);
        assertThat(g.slots(2, 2)).containsExactly(CA0_E, 0, 0, CA0_E);
        assertThat(g.slots(2, 3)).containsExactly(CA0_S, 0, 1, CA0_E);
        assertThat(g.slots(2, 4)).containsExactly(CA0_S, D1_RIGHT, 2, CA0_E);
        assertThat(List.of(g.arc(2, 2), g.arc(2, 3), g.arc(2, 4))).containsExactly(2, 1, 6);
    }
}
