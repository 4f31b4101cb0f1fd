package arcade.games.solitaire.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The hint's details tell guesses that lose from guesses not decided in time. */
class HintStatusTest {

    @Test
    void undecidedGuessesAreNamedBesideTheWinnableOnes() {
        assertEquals("1 of 8 guesses at the hidden cards win; 6 not decided in the time allowed",
                Hint.sampledStatus(8, 1, 6));
        assertEquals("5 of 8 guesses at the hidden cards win", Hint.sampledStatus(8, 5, 0));
    }

    @Test
    void noWinningGuessSaysWhetherTheOthersLostOrWereNotFinished() {
        assertEquals("none of the 8 guesses at the hidden cards wins", Hint.sampledStatus(8, 0, 0));
        assertEquals("no winning line found in the time allowed", Hint.sampledStatus(8, 0, 8));
        assertEquals("3 of 8 guesses at the hidden cards lose, 5 not decided in the time allowed",
                Hint.sampledStatus(8, 0, 5));
    }
}
