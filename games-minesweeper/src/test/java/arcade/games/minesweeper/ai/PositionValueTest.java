package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** What a position offers the next move: its two best safeties blended 4 : 1. */
class PositionValueTest {
    private static double value(int mines, String... rows) {
        PlayerBoard v = Boards.view(mines, rows);
        return GuessChooser.value(v, ProbabilityEngine.compute(v));
    }

    @Test void oneCertainCellIsWorthLessThanTwo() {
        // the 0 proves its neighbour safe; the mine is in one of the two cells on the right
        assertThat(value(1, "0...")).isCloseTo((4 * 1 + 0.5) / 5, within(1e-12));
        // both ends are 0s: two certain cells, the mine between them is the only other cell
        assertThat(value(1, "0...0")).isCloseTo(1, within(1e-12));
    }

    @Test void withoutCertainCellsTheTwoSafestAreBlended() {
        // no numbers: every cell is a mine with chance 1/3
        assertThat(value(1, "...")).isCloseTo(2.0 / 3, within(1e-12));
        // the 1 has one mine beside it, the other lies at either end: every cell 1/2
        assertThat(value(2, "..1..")).isCloseTo(0.5, within(1e-12));
        // with one mine the ends are proven empty by the count: two certain cells
        assertThat(value(1, "..1..")).isCloseTo(1, within(1e-12));
    }

    @Test void aPositionWithOnlyMinesLeftIsWon() {
        assertThat(value(1, "1.")).isEqualTo(1);
        assertThat(value(1, "1F")).isEqualTo(1);
    }
}
