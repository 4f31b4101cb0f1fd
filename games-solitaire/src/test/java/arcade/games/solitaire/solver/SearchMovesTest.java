package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SearchMovesTest {
    private static int[] cards(String... texts) {
        int[] out = new int[texts.length];
        for (int i = 0; i < texts.length; i++) out[i] = Cards.parse(texts[i]);
        return out;
    }

    /** No column top can go home; the Ace of spades lies in the middle of the stock. */
    private static Board board(int draw, int passes) {
        int[][] columns = {cards("9S", "8H"), cards("2D", "7C"), cards("3D", "8D"), cards("6S"), new int[0], cards("4D"), cards("5H")};
        return new Board(draw, passes, columns, new int[]{0, 1, 1, 0, 0, 0, 0}, new int[]{6, 1, 0, 0}, new int[0], cards("KH", "AS", "5D"), 0);
    }

    @Test void inDrawOneWithUnlimitedPassesASafeCardAnywhereInTheTalonGoesHome() {
        int[] out = new int[1];
        assertThat(SearchMoves.forced(board(1, 0), out)).isTrue();
        assertThat(SearchMoves.type(out[0])).isEqualTo(SearchMoves.TALON_TO_HOME);
        assertThat(SearchMoves.a(out[0])).as("the Ace's place in the talon").isEqualTo(1);
    }

    @Test void inDrawThreeOrWithLimitedPassesOnlyTheWasteTopIsForced() {
        // Taking a card out of the middle of the talon shifts the later turns (draw 3) or may cost a pass.
        assertThat(SearchMoves.forced(board(3, 0), new int[1])).isFalse();
        assertThat(SearchMoves.forced(board(1, 3), new int[1])).isFalse();
    }

    @Test void theForcedTalonMoveReplaysAsTurnsAndAPlay() {
        Board b = board(1, 0);
        int[] out = new int[1];
        SearchMoves.forced(b, out);
        assertThat(b.expand(out[0])).extracting(Object::toString).containsExactly("draw", "draw", "w>f");
    }
}
