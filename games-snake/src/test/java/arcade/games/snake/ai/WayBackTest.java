package arcade.games.snake.ai;

import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The way back of a rebuild: the first shortest way found, and the equally short one that keeps
 * beside the cells it cannot use. On a 7×5 board whose top row is the body, tail at the right,
 * and the apple two rows down at the left, the first way found runs along the third row and
 * leaves the second as a strip one cell wide, which no detour can take in; the hugging way runs
 * along the body.
 */
class WayBackTest {
    private final BoardView v = new BoardView(SnakeState.initial(SnakeOptions.autopilotBoard(7, 5).withClassicRules(), 1), 1);
    private final CellGraph g = new CellGraph(v);
    private final boolean[] free = new boolean[g.cells], used = new boolean[g.cells];
    private final WayBack wayBack = new WayBack(g);

    WayBackTest() {
        for (int row = 1; row <= 5; row++) for (int col = 1; col <= 7; col++) free[cell(row, col)] = true;
        for (int col = 1; col <= 7; col++) { free[cell(1, col)] = false; used[cell(1, col)] = true; }   // the body
    }

    /** The cell at a row and column of the 7×5 field, both counted from 1 (inside the wall ring). */
    private int cell(int row, int col) { return (row + 1) * v.stride + col + 1; }

    private int[] row(int row, int fromCol, int toCol) {
        int[] cells = new int[toCol - fromCol + 1];
        for (int col = fromCol; col <= toCol; col++) cells[col - fromCol] = cell(row, col);
        return cells;
    }

    @Test
    void theHuggingWayRunsAlongTheBodyWhereTheFirstLeavesAStripOneCellWide() {
        int tail = cell(1, 7), apple = cell(3, 1);
        int[] first = wayBack.shortest(apple, tail, free, used);
        int[] expectedFirst = Arrays.copyOf(row(3, 2, 7), 7);
        expectedFirst[6] = cell(2, 7);
        assertThat(first).containsExactly(expectedFirst);

        int[] hugging = wayBack.hugging(first);
        assertThat(hugging).containsExactly(row(2, 1, 7));
        assertThat(hugging).hasSameSizeAs(first);
        for (int k = 1; k < hugging.length; k++) assertThat(g.adjacent(hugging[k - 1], hugging[k])).isTrue();
        assertThat(g.adjacent(apple, hugging[0])).isTrue();
        assertThat(g.adjacent(hugging[hugging.length - 1], tail)).isTrue();
    }

    @Test
    void noHuggingWayWhenTheFirstAlreadyHugsOrIsTooShortToBend() {
        int tail = cell(1, 7);
        int[] along = wayBack.shortest(cell(2, 1), tail, free, used);
        assertThat(along).containsExactly(row(2, 2, 7));
        assertThat(wayBack.hugging(along)).isNull();

        assertThat(wayBack.shortest(cell(2, 7), tail, free, used)).isEmpty();   // the apple beside the tail
        int[] oneStep = wayBack.shortest(cell(3, 7), tail, free, used);
        assertThat(oneStep).containsExactly(cell(2, 7));
        assertThat(wayBack.hugging(oneStep)).isNull();
    }

    @Test
    void noWayWhenUsedCellsCutTheAppleOffFromTheTail() {
        for (int row = 2; row <= 5; row++) used[cell(row, 4)] = true;   // a wall of used cells down the middle
        assertThat(wayBack.shortest(cell(3, 1), cell(1, 7), free, used)).isNull();
        assertThat(wayBack.shortest(cell(3, 6), cell(1, 7), free, used)).containsExactly(cell(3, 7), cell(2, 7));
    }
}
