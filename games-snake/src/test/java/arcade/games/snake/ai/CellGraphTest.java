package arcade.games.snake.ai;

import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The neighbour table the classic-rules autopilot searches with agrees with the board's own geometry. */
class CellGraphTest {

    @Test
    void neighboursAdjacencyColoursAndBoundsMatchTheBoard() {
        BoardView v = new BoardView(SnakeState.initial(SnakeOptions.autopilotBoard(7, 5).withClassicRules(), 1), 1);
        CellGraph g = new CellGraph(v);
        assertThat(g.fits(v)).isTrue();
        int checked = 0;
        for (int a = 0; a < v.type.length; a++) {
            boolean inside = v.row(a) >= 1 && v.row(a) <= v.rows && v.col(a) >= 1 && v.col(a) <= v.cols;
            for (int k = 0; k < 4; k++) {
                assertThat(g.next(a, k)).isEqualTo(inside ? v.neighbour(a, CellGraph.MOVES[k]) : -1);
                int b = g.next(a, k);
                if (b >= 0) {
                    assertThat(g.colour(b)).isNotEqualTo(g.colour(a));
                    assertThat(g.direction(a, b)).isEqualTo(k);
                }
            }
            if (!inside) continue;
            for (int b = 0; b < v.type.length; b++) {
                if (v.row(b) < 1 || v.row(b) > v.rows || v.col(b) < 1 || v.col(b) > v.cols) continue;
                int manhattan = Math.abs(v.row(a) - v.row(b)) + Math.abs(v.col(a) - v.col(b));
                assertThat(g.adjacent(a, b)).as("%d %d", a, b).isEqualTo(manhattan == 1);
                assertThat(g.lowerBound(a, b)).isEqualTo(manhattan);
                checked++;
            }
        }
        int cells = v.rows * v.cols;   // the playable 7×5 plus its wall border
        assertThat(cells).isEqualTo(9 * 7);
        assertThat(checked).isEqualTo(cells * cells);
        // the last cell of a row is not beside the first cell of the next one
        assertThat(g.adjacent(1 * v.stride + v.cols, 2 * v.stride + 1)).isFalse();
    }

    @Test
    void onATorusTheEdgesWrapAndNoDistanceIsPromised() {
        BoardView v = new BoardView(SnakeState.initial(SnakeOptions.autopilotBoard(6, 6).withTorus(true).withClassicRules(), 1), 1);
        CellGraph g = new CellGraph(v);
        int left = 3 * v.stride + 1, right = 3 * v.stride + v.cols;
        assertThat(g.next(left, CellGraph.index(arcade.games.snake.model.Direction.LEFT))).isEqualTo(right);
        assertThat(g.adjacent(left, right)).isTrue();
        assertThat(g.lowerBound(left, right)).isZero();
    }
}
