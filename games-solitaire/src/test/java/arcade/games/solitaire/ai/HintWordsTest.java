package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.model.Positions;
import arcade.games.solitaire.model.Scoring;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Hints name the cards as players do and give the reason in a few words. */
class HintWordsTest {
    private static final KlondikeState S = Positions.draw1()
            .column(0, "*5H *9C 7H").column(1, "8C").column(2, "*2D KS QH").column(3, "JC").column(4, "TD")
            .stock("2C 9D 4S").waste("3C AS").build();

    private static String advice(KlondikeState s, KlondikeMove... step) { return HintWords.advice(KlondikeView.of(s), List.of(step)); }

    @Test void aMoveThatTurnsUpACardSaysSo() {
        assertThat(advice(S, KlondikeMove.column(0, 1, 1))).isEqualTo("Move the 7\u2665 onto the 8\u2663: it frees a face-down card.");
    }

    @Test void aRunIsNamedByItsFirstCard() {
        assertThat(advice(S, KlondikeMove.column(2, 2, 3))).isEqualTo("Move the K\u2660 and the cards on it onto the J\u2663: it frees a face-down card.");
    }

    @Test void partOfAColumnMovesWithoutAReason() {
        assertThat(advice(S, KlondikeMove.column(2, 1, 3))).isEqualTo("Move the Q\u2665 onto the J\u2663.");
    }

    @Test void theWasteCardGoesHome() {
        assertThat(advice(S, KlondikeMove.WASTE_HOME)).isEqualTo("Send the A\u2660 home.");
    }

    @Test void onlyTurningSaysNothingElseHelps() {
        assertThat(advice(S, KlondikeMove.DRAW)).isEqualTo("Turn the stock: no move on the table helps yet.");
    }

    @Test void aCardTheTurnsBringUpIsNamedOnceTheStockHasBeenSeen() {
        KlondikeState seen = Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD)).column(0, "TC")
                .stock("2C 4S 9D 5H").waste("3C").recycles(1).build();
        assertThat(advice(seen, KlondikeMove.DRAW, KlondikeMove.wasteTo(0))).isEqualTo("Turn the stock, then move the 9\u2666 onto the 10\u2663.");
    }

    @Test void aCardNotSeenYetIsNotNamed() {
        assertThat(advice(S, KlondikeMove.DRAW, KlondikeMove.wasteTo(4))).isEqualTo("Turn the stock, then move the card that comes up onto the 10\u2666.");
    }
}
