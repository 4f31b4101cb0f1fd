package arcade.games.snake.ai;

import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The widening orders of a rebuild. Beside a route edge u→w in the middle row of a 7×5 field,
 * a detour fits both above and below; the two cells below have no other free neighbour, the two
 * above have two more free cells beyond them. The first-direction order takes the detour above
 * (then one more beyond it) and leaves the cells below out for good; the fewest-ways order takes
 * the cells below first, which have nothing else that could take them in.
 */
class DetoursTest {
    private final BoardView v = new BoardView(SnakeState.initial(SnakeOptions.autopilotBoard(7, 5).withClassicRules(), 1), 1);
    private final CellGraph g = new CellGraph(v);
    private final boolean[] free = new boolean[g.cells];
    private final int u = cell(3, 3), w = cell(3, 4);

    /** The cell at a row and column of the 7×5 field, both counted from 1. */
    private int cell(int row, int col) { return (row + 1) * v.stride + col + 1; }

    private int[] route(boolean[] used) {
        int[] route = new int[g.cells];
        java.util.Arrays.fill(route, -1);
        route[u] = w;
        used[u] = used[w] = true;
        return route;
    }

    DetoursTest() {
        for (int c : new int[] {u, w, cell(2, 3), cell(2, 4), cell(1, 3), cell(1, 4), cell(4, 3), cell(4, 4)}) free[c] = true;
    }

    @Test
    void theFirstDirectionOrderTakesTheOpenSideAndStrandsTheOther() {
        boolean[] used = new boolean[g.cells];
        int[] route = route(used);
        // variant 1: up first (directions right, up, left, down; right is the route itself)
        assertThat(new Detours(g).widen(route, u, w, 1, used, free)).isEqualTo(4);
        assertThat(route[u]).isEqualTo(cell(2, 3));
        assertThat(route[cell(2, 3)]).isEqualTo(cell(1, 3));
        assertThat(used[cell(4, 3)]).isFalse();
        assertThat(used[cell(4, 4)]).isFalse();
    }

    @Test
    void theFewestWaysOrderTakesTheCellsThatHaveNoOtherWayIn() {
        boolean[] used = new boolean[g.cells];
        int[] route = route(used);
        assertThat(new Detours(g).widen(route, u, w, Detours.FEWEST_WAYS, used, free)).isEqualTo(2);
        assertThat(route[u]).isEqualTo(cell(4, 3));
        assertThat(route[cell(4, 3)]).isEqualTo(cell(4, 4));
        assertThat(route[cell(4, 4)]).isEqualTo(w);
        assertThat(used[cell(2, 3)]).isFalse();
    }
}
