package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeDefinition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search looks a move's position up before making it ({@link Board#childKey}): what it
 * computes must be what making the move gives, for every kind of move and rule set.
 */
class ChildKeyTest {
    @ParameterizedTest
    @ValueSource(strings = {"draw3-unlimited", "draw1-unlimited", "draw1-3passes", "draw3-3passes"})
    void aMovesPositionIsKnownBeforeItIsMade(String rules) {
        int checked = 0, talonMoves = 0, backMoves = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Board b = Boards.of(KlondikeDefinition.INSTANCE.initialState(GameId.seeded(rules, seed)));
            Rng rng = new Rng(seed);
            int[] moves = new int[200];
            for (int step = 0; step < 120 && !b.isWon(); step++) {
                int n = SearchMoves.generateAll(b, moves);
                if (n == 0) break;
                long key = b.key();
                for (int i = 0; i < n; i++) {
                    int m = moves[i];
                    long expectedKey = b.childKey(key, m);
                    int expectedWaste = b.childWastePos(m), expectedSpent = b.childPassesSpent(m);
                    long undo = b.make(m);
                    assertThat(b.key()).as("key after move %d, deal %d", m, seed).isEqualTo(expectedKey);
                    assertThat(b.wastePos()).as("waste position after move %d, deal %d", m, seed).isEqualTo(expectedWaste);
                    assertThat(b.passesSpent()).as("passes spent after move %d, deal %d", m, seed).isEqualTo(expectedSpent);
                    b.unmake(m, undo);
                    assertThat(b.key()).isEqualTo(key);
                    checked++;
                    int type = SearchMoves.type(m);
                    if (type == SearchMoves.TALON_TO_COLUMN || type == SearchMoves.TALON_TO_HOME) talonMoves++;
                    if (type == SearchMoves.F2T) backMoves++;
                }
                b.make(moves[rng.nextInt(n)]);
            }
        }
        assertThat(checked).isGreaterThan(5_000);
        assertThat(talonMoves).isGreaterThan(500);
        assertThat(backMoves).isGreaterThan(50);
    }
}
