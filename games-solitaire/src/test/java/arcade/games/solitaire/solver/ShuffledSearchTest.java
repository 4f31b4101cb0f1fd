package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeDefinition;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A complete search must find a win whatever the order of its moves: the restarts shuffle them, and
 * one that runs out of moves counts as a proof of loss.
 */
class ShuffledSearchTest {
    private static final long FAR = Long.MAX_VALUE / 4;

    @Test void aShuffledSearchWinsTheDealsItOnceCalledLost() {
        // Draw 3: with a position explored after a talon card was laid covering it when met freely,
        // these shuffles ran out of moves (deal 5891 in under 9,000 positions).
        long[][] dealAndShuffle = {{4122, 2}, {5891, 2}, {9221, 1}};
        Search.Tables tables = new Search.Tables();
        for (long[] c : dealAndShuffle) {
            Board b = Boards.of(KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", c[0])));
            Budget budget = Budget.of(300_000, 60_000);
            Search s = new Search(b, new Search.Limits(300_000, FAR, FAR, budget), false, false, new Rng(c[1] ^ b.hash()), tables);
            assertThat(s.run()).as("deal " + c[0]).isTrue();
            assertThat(s.states).isLessThan(100_000);
        }
    }
}
