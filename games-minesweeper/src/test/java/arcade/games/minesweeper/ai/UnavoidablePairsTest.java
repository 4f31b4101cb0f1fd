package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UnavoidablePairsTest {
    /**
     * The 3s under the top row each need one more mine, in the two cells below them, and every
     * cell beside just one of those two is flagged: no number can ever tell them apart, although
     * the cells under them are still hidden (so they are no closed-off part).
     */
    @Test void aPairFlankedByMinesIsACoinFlipForGood() {
        PlayerBoard v = Boards.view(8,
                "111111",
                "#F33F#",
                "#F##F#",
                "#F##F#",
                "######");
        Probabilities p = ProbabilityEngine.compute(v);
        int cell = UnavoidablePairs.find(v, p);
        assertThat(cell).isEqualTo(2 * 6 + 2);
        assertThat(p.at(cell)).isEqualTo(0.5);
        assertThat(IsolatedParts.best(v)).as("not closed off: the cells below are hidden").isNull();
    }

    /** With a hidden cell beside only one of them, opening it later can settle the pair. */
    @Test void aHiddenCellBesideOneOfThemCanStillSettleIt() {
        PlayerBoard v = Boards.view(8,
                "111111",
                "#F33F#",
                "#F##F#",
                "####F#",
                "######");
        assertThat(UnavoidablePairs.find(v, ProbabilityEngine.compute(v))).isEqualTo(-1);
    }
}
