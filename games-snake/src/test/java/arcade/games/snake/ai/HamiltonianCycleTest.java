package arcade.games.snake.ai;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class HamiltonianCycleTest {

    private static void assertCycle(HamiltonianCycle c, int top, int left, int h, int w) {
        assertThat(c.size()).isEqualTo(h * w);
        Set<Integer> seen = new HashSet<>();
        for (int k = 0; k < c.size(); k++) {
            int i = c.row(k), j = c.col(k);
            assertThat(i).isBetween(top, top + h - 1);
            assertThat(j).isBetween(left, left + w - 1);
            assertThat(seen.add(i * 1000 + j)).as("cell %d,%d visited twice", i, j).isTrue();
            assertThat(c.order(i, j)).isEqualTo(k);
            int ni = c.row(k + 1), nj = c.col(k + 1);
            assertThat(Math.abs(ni - i) + Math.abs(nj - j)).as("step %d → %d adjacent", k, k + 1).isEqualTo(1);
        }
    }

    @Test
    void cyclesVisitEveryCellOnceThroughAdjacentCells() {
        assertCycle(HamiltonianCycle.of(2, 2, 8, 8, 10, 10), 2, 2, 8, 8);
        assertCycle(HamiltonianCycle.of(1, 1, 3, 4, 5, 6), 1, 1, 3, 4);   // odd rows: built transposed
        assertCycle(HamiltonianCycle.of(2, 3, 6, 5, 9, 9), 2, 3, 6, 5);
        assertCycle(HamiltonianCycle.of(2, 2, 8, 8, 10, 10).reversed(), 2, 2, 8, 8);
        assertCycle(HamiltonianCycle.of(1, 1, 2, 2, 2, 2), 1, 1, 2, 2);
    }

    @Test
    void noCycleOnOddOrThinRectangles() {
        assertThat(HamiltonianCycle.of(1, 1, 7, 7, 7, 7)).isNull();
        assertThat(HamiltonianCycle.of(1, 1, 1, 8, 1, 8)).isNull();
    }

    @Test
    void distanceRunsForwardAlongTheCycle() {
        HamiltonianCycle c = HamiltonianCycle.of(1, 1, 4, 4, 4, 4);
        assertThat(c.distance(3, 5)).isEqualTo(2);
        assertThat(c.distance(15, 0)).isEqualTo(1);
        assertThat(c.distance(5, 3)).isEqualTo(14);
    }
}
