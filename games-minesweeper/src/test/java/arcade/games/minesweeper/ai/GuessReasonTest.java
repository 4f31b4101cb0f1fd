package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The words given for a guess never call a cell the lowest mine chance when it is not. */
class GuessReasonTest {
    // the 1 has one mine among its three hidden neighbours (1/3 each); the other mine is in one of
    // the two cells on the right (1/2 each)
    private final PlayerBoard view = Boards.view(2, "1..", "...");
    private final Probabilities p = ProbabilityEngine.compute(view);

    @Test void theSafestCellIsCalledTheLowest() {
        assertThat(StrongSolver.guessReason(view, p, 1)).endsWith("a mine with probability 33.3 %, the lowest");
    }

    @Test void aRiskierChoiceSaysWhatTheLowestIsAndWhyItWasPassedOver() {
        String reason = StrongSolver.guessReason(view, p, 2);
        assertThat(reason).contains("probability 50.0 % (the lowest is 33.3 %)").contains("better chance of getting through the next steps").doesNotContain(", the lowest");
    }
}
