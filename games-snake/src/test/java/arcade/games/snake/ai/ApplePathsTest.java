package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The longer paths that enter the apple from a chosen side, which the rebuild tries when no shortest one fits. */
class ApplePathsTest {

    @Test
    void pathsEnteringFromTheSideOrTheFarSideGoRoundTheTargetAndAreTwoOrFourStepsLonger() {
        BoardView v = new BoardView(SnakeState.initial(SnakeOptions.autopilotBoard(10, 10).withClassicRules(), 1), 1);
        CellGraph g = new CellGraph(v);
        boolean[] free = new boolean[g.cells];
        for (int idx = 0; idx < g.cells; idx++) free[idx] = v.enterable(idx);
        ApplePaths paths = new ApplePaths(g, free);
        int back = v.heading == Direction.NONE ? -1 : CellGraph.index(v.heading.opposite());
        paths.look(v, back);
        // a target straight ahead of the head (or to its side when the wall is too near), three cells away
        int target = -1, toward = -1;
        for (int k = 0; k < 4 && target < 0; k++) {
            if (k == back) continue;
            int c = v.head;
            for (int step = 0; step < 3 && c >= 0 && (c == v.head || free[c]); step++) c = g.next(c, k);
            if (c >= 0 && free[c]) { target = c; toward = k; }
        }
        assertThat(target).isNotNegative();
        int near = g.next(target, (toward + 2) % 4), far = g.next(target, toward), side = g.next(target, (toward + 1) % 4);
        if (!free[side]) side = g.next(target, (toward + 3) % 4);
        assertThat(free[near]).isTrue();
        assertThat(free[far]).isTrue();
        assertThat(free[side]).isTrue();

        int shortest = paths.distancesFrom(target);
        int[] fromNear = paths.enteringFrom(target, near), fromSide = paths.enteringFrom(target, side), fromFar = paths.enteringFrom(target, far);
        assertThat(shortest).isEqualTo(3);
        assertThat(fromNear).hasSize(shortest);
        assertThat(fromSide).hasSize(shortest + 2);
        assertThat(fromFar).hasSize(shortest + 4);
        for (int[] path : new int[][] {fromNear, fromSide, fromFar}) {
            assertThat(path[path.length - 1]).isEqualTo(target);
            assertThat(g.adjacent(v.head, path[0])).isTrue();
            assertThat(g.direction(v.head, path[0])).isNotEqualTo(back);
            for (int k = 1; k < path.length; k++) assertThat(g.adjacent(path[k - 1], path[k])).isTrue();
            for (int k = 0; k < path.length - 1; k++) {
                assertThat(path[k]).isNotEqualTo(target);
                assertThat(free[path[k]]).isTrue();
            }
        }
        assertThat(fromSide[fromSide.length - 2]).isEqualTo(side);
        assertThat(fromFar[fromFar.length - 2]).isEqualTo(far);

        // with the far side walled in on its other three sides, no path can enter from there
        for (int k = 0; k < 4; k++) if (g.next(far, k) != target) free[g.next(far, k)] = false;
        assertThat(paths.enteringFrom(target, far)).isNull();
    }
}
