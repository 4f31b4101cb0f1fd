package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** What a position offers the next move: the two best safeties of its living cells blended 4 : 1. */
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

    @Test void aSafeCellWhoseNumberIsKnownIsNoWayOn() {
        // the 0 proves its neighbour safe, but that cell lies between the 0 and a flag: it can only
        // show 1, so opening it tells nothing; the other mine is in one of the three cells on the right
        assertThat(value(2, "0.F...")).isCloseTo(2.0 / 3, within(1e-12));
        // only cells that tell nothing left (and the mine): all of them count
        assertThat(value(1, "0...0")).isCloseTo(1, within(1e-12));
    }

    @Test void aCellIsDeadWhenOneNumberFixesTheMinesAroundIt() {
        // the 3 has both flags and one mine among the three hidden cells above it; the middle one,
        // if safe, must show 3 (the flags and the mine beside it), the corners could show 1 or 2
        PlayerBoard v = Boards.view(3, "...", "F3F");
        Probabilities p = ProbabilityEngine.compute(v);
        assertThat(p.at(1)).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(GuessChooser.isDead(v, p, 1)).isTrue();
        assertThat(GuessChooser.isDead(v, p, 0)).isFalse();
        assertThat(GuessChooser.isDead(v, p, 2)).isFalse();
    }

    @Test void aPositionWithOnlyMinesLeftIsWon() {
        assertThat(value(1, "1.")).isEqualTo(1);
        assertThat(value(1, "1F")).isEqualTo(1);
    }
}
