package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ThesisProbabilitiesTest {

    /** THESIS.md 6, as the thesis computes it: total starts at 1, the interior is the unweighted mean. */
    @Test void theSpecsFiveByFiveExampleWithTheThesisQuirks() {
        PlayerBoard v = Boards.view(5, "001##", "112##", "#####", "#####", "#####");
        double[] p = ThesisProbabilities.compute(v);
        assertThat(p[3]).isCloseTo(364.0 / 729, within(1e-12));        // (row 0, col 3) = 0.4993
        assertThat(p[8]).isCloseTo(364.0 / 729, within(1e-12));
        assertThat(p[11]).isCloseTo(572.0 / 729, within(1e-12));       // (2,1) = 0.7846
        assertThat(p[10]).isCloseTo(156.0 / 729, within(1e-12));       // (2,0) = 0.2140
        assertThat(p[13]).isCloseTo(156.0 / 729, within(1e-12));
        assertThat(p[12]).isEqualTo(0.0);                              // (2,2): the pair rule's safe cell
        assertThat(p[24]).isCloseTo(10.0 / 52, within(1e-12));         // interior = 0.1923
        assertThat(p[0]).isNaN();
    }

    @Test void thePairRuleFindsTheSafeCellOfTheExample() {
        PlayerBoard v = Boards.view(5, "001##", "112##", "#####", "#####", "#####");
        double[] p = new double[25];
        java.util.Arrays.fill(p, Double.NaN);
        ThesisProbabilities.pairRule(v, p);
        assertThat(p[12]).isEqualTo(0.0);
        assertThat(java.util.stream.IntStream.range(0, 25).filter(c -> !Double.isNaN(p[c])).count()).isEqualTo(1);
    }
}
