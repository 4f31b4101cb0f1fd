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

    private static Board wasteTop(int draw, int passes, int[] waste, int[] stock) {
        int[][] columns = {cards("9S", "8H"), cards("2D", "7C"), cards("3D", "8D"), cards("6S"), new int[0], cards("4D"), cards("5H")};
        return new Board(draw, passes, columns, new int[]{0, 1, 1, 0, 0, 0, 0}, new int[]{6, 1, 0, 0}, waste, stock, 0);
    }

    @Test void inDrawThreeASafeWasteTopIsForcedOnlyWithNothingAfterIt() {
        // Sending it home would shift the turns of the cards after it in the next passes (deal 354).
        assertThat(SearchMoves.forced(wasteTop(3, 0, cards("KH", "AS"), cards("5D")), new int[1])).isFalse();
        int[] out = new int[1];
        assertThat(SearchMoves.forced(wasteTop(3, 0, cards("KH", "5D", "AS"), new int[0]), out)).as("the stock is empty").isTrue();
        assertThat(SearchMoves.type(out[0])).isEqualTo(SearchMoves.TALON_TO_HOME);
        assertThat(SearchMoves.forced(wasteTop(1, 3, cards("KH", "AS"), cards("5D")), new int[1])).as("draw 1: every card is turned alone").isTrue();
    }

    @Test void theForcedTalonMoveReplaysAsTurnsAndAPlay() {
        Board b = board(1, 0);
        int[] out = new int[1];
        SearchMoves.forced(b, out);
        assertThat(GameMoves.expand(b, out[0])).extracting(Object::toString).containsExactly("draw", "draw", "w>f");
    }

    /** Column 1 holds only the Six of clubs, which fits on the Seven of hearts on column 0. */
    private static Board wholeColumnBoard(String talon) {
        int[][] columns = {cards("9S", "7H"), cards("6C"), cards("QD", "3S"), cards("JD"), cards("TS"), cards("9D"), cards("8S")};
        return new Board(3, 0, columns, new int[]{1, 0, 1, 0, 0, 0, 0}, new int[4], new int[0], cards(talon.split(" ")), 0);
    }

    private static boolean generates(Board b, int move) {
        int[] out = new int[160];
        int n = SearchMoves.generate(b, out);
        for (int i = 0; i < n; i++) if (out[i] == move) return true;
        return false;
    }

    @Test void aWholeColumnMovesOnlyWhenAKingCouldUseTheSpace() {
        int emptyColumnOne = SearchMoves.of(SearchMoves.T2T, 1, 1, 0, false);
        assertThat(generates(wholeColumnBoard("KH 5D 4C"), emptyColumnOne)).as("a King in the talon").isTrue();
        assertThat(generates(wholeColumnBoard("QH 5D 4C"), emptyColumnOne)).as("no King waiting").isFalse();
    }

    @Test void aKingOnItsFoundationWaitsForAnEmptyColumnWhenAQueenNeedsIt() {
        // The Queen of hearts lies on a face-down card; the only black King left is home.
        int emptyColumnOne = SearchMoves.of(SearchMoves.T2T, 1, 1, 0, false);
        int[][] columns = {cards("9D", "7H"), cards("6C"), cards("3D", "QH"), cards("JD"), cards("TC"), cards("9H"), cards("8C")};
        int[] down = {1, 0, 1, 0, 0, 0, 0};
        Board spadesHome = new Board(3, 0, columns, down, new int[]{0, 0, 0, 13}, new int[0], cards("5D", "4C", "2H"), 0);
        assertThat(generates(spadesHome, emptyColumnOne)).isTrue();
        Board kingAway = new Board(3, 0, columns, down, new int[]{0, 0, 0, 12}, new int[0], cards("5D", "4C", "2H"), 0);
        assertThat(generates(kingAway, emptyColumnOne)).as("no King anywhere").isFalse();
    }

    @Test void aCardSafeOnItsFoundationDoesNotComeBack() {
        // The 5H on its foundation could go onto the 6C; homes are clubs, diamonds, hearts, spades.
        int[][] columns = {cards("6C"), cards("9D"), cards("TS"), new int[0], new int[0], new int[0], new int[0]};
        int[] down = new int[7];
        int fiveHeartsBack = SearchMoves.of(SearchMoves.F2T, 2, 0, 0, false);
        Board fourOfSpadesInPlay = new Board(3, 0, columns, down, new int[]{3, 2, 5, 2}, new int[0], cards("4S", "QH"), 0);
        assertThat(generates(fourOfSpadesInPlay, fiveHeartsBack)).as("a black four could land on it").isTrue();
        // Both black threes and the 2D home: the forced rule would send the 5H straight home again.
        Board safe = new Board(3, 0, columns, down, new int[]{3, 2, 5, 3}, new int[0], cards("4S", "QH"), 0);
        assertThat(generates(safe, fiveHeartsBack)).isFalse();
        int[] out = new int[1];
        safe.make(fiveHeartsBack);
        assertThat(SearchMoves.forced(safe, out)).isTrue();
        assertThat(out[0]).isEqualTo(SearchMoves.of(SearchMoves.T2F, 0, 2, 0, false));
    }
}
