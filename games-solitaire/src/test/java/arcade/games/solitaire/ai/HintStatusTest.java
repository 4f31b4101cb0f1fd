package arcade.games.solitaire.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The hint's status line tells guesses that lose from guesses not decided in time. */
class HintStatusTest {

    @Test
    void undecidedGuessesAreNamedBesideTheWinnableOnes() {
        assertEquals("Winnable in 1 of 8 guesses at the hidden cards; 6 not decided in the time allowed.",
                Hint.sampledStatus(8, 1, 6));
        assertEquals("Winnable in 5 of 8 guesses at the hidden cards.", Hint.sampledStatus(8, 5, 0));
    }

    @Test
    void noWinningGuessSaysWhetherTheOthersLostOrWereNotFinished() {
        assertEquals("Unlikely to be won: none of the 8 guesses at the hidden cards wins.", Hint.sampledStatus(8, 0, 0));
        assertEquals("No winning line found in the time allowed.", Hint.sampledStatus(8, 0, 8));
        assertEquals("No winning line found: 3 of 8 guesses at the hidden cards lose, 5 not decided in the time allowed.",
                Hint.sampledStatus(8, 0, 5));
    }
}
