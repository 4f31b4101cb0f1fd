package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LongTermRiskTest {
    /**
     * The two bottom-left cells hold one mine; beyond them are the wall, a flag and one hidden
     * cell, which the 3 says is a mine exactly when the cell above it is not. The left cell's
     * forced-50/50 risk is the share of arrangements where it is the mine, its partner is safe and
     * that hidden cell is a mine, counted here over every arrangement one by one.
     */
    @Test void theRiskTakenAnywayMatchesCountingEveryArrangement() {
        PlayerBoard v = Boards.view(4,
                "####",
                "13F#",
                "####");
        Probabilities p = ProbabilityEngine.compute(v);
        int a = 2 * 4, b = a + 1, outer = a + 2;
        int[] unknown = IntStream.range(0, v.cells()).filter(v::isUnknown).toArray();
        List<BitSet> worlds = WorldLister.list(v, unknown, 100_000);
        long forced = worlds.stream().filter(w -> w.get(a) && !w.get(b) && w.get(outer)).count();
        double expected = (double) forced / worlds.size();
        assertThat(expected).as("the case is not trivial").isBetween(0.01, p.at(a) - 0.01);
        assertThat(LongTermRisk.influence(v, p, a, null)).isCloseTo(expected, within(1e-9));
    }

    /** When the outer cell is certainly a mine, the pair is a 50/50 for good: all its risk is taken anyway. */
    @Test void aPairThatMustBeGuessedCarriesNoRiskOfItsOwn() {
        PlayerBoard v = Boards.view(4,
                "0111",
                "13F#",
                "##F#");
        Probabilities p = ProbabilityEngine.compute(v);
        int a = 2 * 4;
        assertThat(p.at(a)).isCloseTo(0.5, within(1e-12));
        assertThat(LongTermRisk.influence(v, p, a, null)).isCloseTo(0.5, within(1e-12));
    }

    /** A cell in open country, with hidden cells all round, owes nothing to a forced 50/50. */
    @Test void openCountryHasNoForcedRisk() {
        PlayerBoard v = Boards.view(10,
                "######",
                "######",
                "##11##",
                "##11##",
                "######",
                "######");
        Probabilities p = ProbabilityEngine.compute(v);
        for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c)) assertThat(LongTermRisk.influence(v, p, c, null)).isZero();
    }
}
