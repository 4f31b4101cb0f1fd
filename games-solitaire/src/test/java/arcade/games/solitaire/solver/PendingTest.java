package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;
import org.junit.jupiter.api.Test;

import static arcade.games.solitaire.solver.SearchMoves.F2T;
import static arcade.games.solitaire.solver.SearchMoves.T2F;
import static arcade.games.solitaire.solver.SearchMoves.T2T;
import static arcade.games.solitaire.solver.SearchMoves.TALON_TO_COLUMN;
import static arcade.games.solitaire.solver.SearchMoves.TALON_TO_HOME;
import static org.assertj.core.api.Assertions.assertThat;

class PendingTest {
    private static int c(String text) { return Cards.parse(text); }

    private static int[] cards(String... texts) {
        int[] out = new int[texts.length];
        for (int i = 0; i < texts.length; i++) out[i] = c(texts[i]);
        return out;
    }

    /**
     * Columns 1–7: 9♠ 8♥ (the 8♥ just laid there); 7♣ on a face-down card; 8♦ on a face-down card;
     * a lone 7♠; empty; 4♦; 5♥. Clubs are home up to the 6, diamonds to the Ace; the stock holds
     * K♥ and 5♦.
     */
    private static Board board() { return board(3); }

    private static Board board(int draw) {
        int[][] columns = {cards("9S", "8H"), cards("2D", "7C"), cards("3D", "8D"), cards("7S"), new int[0], cards("4D"), cards("5H")};
        int[] faceDown = {0, 1, 1, 0, 0, 0, 0};
        return new Board(draw, 0, columns, faceDown, new int[]{6, 1, 0, 0}, new int[0], cards("KH", "5D"), 0);
    }

    @Test void aCardFromTheTalonWaitsForACardOnItOrMoreTalonPlay() {
        Board b = board();
        int p = Pending.of(Pending.TALON_CARD, c("8H"));
        assertThat(Pending.uses(b, p, SearchMoves.of(T2T, 1, 1, 0, false))).as("7♣ onto the 8♥").isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(T2T, 1, 1, 2, false))).as("7♣ onto the 8♦: could come first").isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(T2F, 1, Cards.suit(c("7C")), 0, false))).as("7♣ home: could come first").isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).as("more talon play: the turns shift").isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(F2T, 0, 0, 0, false))).isTrue();
    }

    @Test void inDrawOneWithUnlimitedPassesAnotherTalonCardMustLandOnIt() {
        // As board(), with a 6♠ in column 4 and the 7♠ in the stock.
        int[][] columns = {cards("9S", "8H"), cards("2D", "7C"), cards("3D", "8D"), cards("6S"), new int[0], cards("4D"), cards("5H")};
        Board b = new Board(1, 0, columns, new int[]{0, 1, 1, 0, 0, 0, 0}, new int[]{6, 1, 0, 0}, new int[0], cards("KH", "5D", "7S"), 0);
        int p = Pending.of(Pending.TALON_CARD, c("8H"));
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).as("5♦ onto the 6♠: could come later").isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_COLUMN, 2, 0, 0, false))).as("7♠ onto the 8♥").isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(T2T, 1, 1, 0, false))).as("7♣ onto the 8♥").isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_HOME, 1, 1, 0, false))).isTrue();
        Board limited = new Board(1, 3, columns, new int[]{0, 1, 1, 0, 0, 0, 0}, new int[]{6, 1, 0, 0}, new int[0], cards("KH", "5D", "7S"), 0);
        assertThat(Pending.uses(limited, p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).as("limited passes: a recycle may be at stake").isTrue();
    }

    @Test void aCardBackFromItsFoundationWaitsForACardOnIt() {
        int p = Pending.of(Pending.CARD, c("8H"));
        Board b = board(1);
        assertThat(Pending.uses(b, p, SearchMoves.of(T2T, 1, 1, 0, false))).isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).as("talon card elsewhere").isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_HOME, 0, 0, 0, false))).isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(T2F, 1, Cards.suit(c("7C")), 0, false))).isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(F2T, Cards.suit(c("6C")), 0, 2, false))).as("6♣ back, not onto it").isFalse();
        // A 7♣ just back: the 6♣ under it on its foundation, which could not come back before, may follow.
        int sevenOfClubs = Pending.of(Pending.CARD, c("7C"));
        assertThat(Pending.uses(b, sevenOfClubs, SearchMoves.of(F2T, Cards.suit(c("6C")), 0, 2, false))).isTrue();
        assertThat(Pending.uses(b, sevenOfClubs, SearchMoves.of(F2T, Cards.suit(c("AD")), 0, 2, false))).isFalse();
        // Draw 3: the card to land on it may come up only after other talon moves.
        Board draw3 = board(3);
        assertThat(Pending.uses(draw3, p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).as("talon card elsewhere, draw 3").isTrue();
        assertThat(Pending.uses(draw3, p, SearchMoves.of(TALON_TO_HOME, 0, 0, 0, false))).isTrue();
        assertThat(Pending.uses(draw3, p, SearchMoves.of(T2F, 1, Cards.suit(c("7C")), 0, false))).isFalse();
    }

    @Test void anEmptiedColumnWaitsForAKing() {
        int p = Pending.of(Pending.EMPTY, 0);
        Board b = board(1);
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_COLUMN, 0, 0, 4, false))).as("K♥ into the space").isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).isFalse();
        assertThat(Pending.uses(b, p, SearchMoves.of(T2T, 1, 1, 0, false))).isFalse();
        // Draw 3: the King may come up only after other talon moves.
        assertThat(Pending.uses(board(3), p, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).isTrue();
        assertThat(Pending.uses(board(3), p, SearchMoves.of(T2T, 1, 1, 0, false))).isFalse();
    }

    @Test void partOfARunMovedAsideWaitsForTheCardItUncoveredToGoHome() {
        Board b = board();
        int p = Pending.of(Pending.HOME, 1);
        assertThat(Pending.uses(b, p, SearchMoves.of(T2F, 1, Cards.suit(c("7C")), 0, false))).isTrue();
        assertThat(Pending.uses(b, p, SearchMoves.of(T2F, 6, Cards.suit(c("5H")), 0, false))).isFalse();
    }

    @Test void whatEachPreparingMoveLeaves() {
        Board b = board();
        assertThat(Pending.after(b, SearchMoves.of(TALON_TO_COLUMN, 1, 0, 3, false))).isEqualTo(Pending.of(Pending.TALON_CARD, c("5D")));
        assertThat(Pending.after(b, SearchMoves.of(F2T, 0, 0, 2, false))).isEqualTo(Pending.of(Pending.CARD, c("6C")));
        assertThat(Pending.after(b, SearchMoves.of(T2T, 3, 1, 0, false))).as("the whole of column 4 moves").isEqualTo(Pending.of(Pending.EMPTY, 0));
        assertThat(Pending.after(b, SearchMoves.of(T2T, 0, 1, 6, false))).as("the 8♥ alone leaves the 9♠").isEqualTo(Pending.of(Pending.HOME, 0));
        assertThat(Pending.after(b, SearchMoves.of(T2T, 1, 1, 0, false))).as("uncovers a card").isEqualTo(Pending.NONE);
    }
}
