package arcade.games.solitaire.ai;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.model.Positions;
import arcade.games.solitaire.model.Scoring;
import org.junit.jupiter.api.Test;

import java.util.List;

import static arcade.games.solitaire.model.KlondikeMove.DRAW;
import static arcade.games.solitaire.model.KlondikeMove.RECYCLE;
import static org.assertj.core.api.Assertions.assertThat;

class CommitmentsTest {
    /** Draw 3, unlimited passes, the stock known: the Queen of spades lies on a face-down card. */
    private static final KlondikeView VIEW = KlondikeView.of(Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD))
            .column(0, "*5H QS").column(1, "KH").column(2, "2H").column(3, "3H").column(4, "4H").column(5, "6C").column(6, "7C")
            .stock("AC 2D JH 3S 4S JD").recycles(1).build());

    @Test void theCommitmentsAtHandAreTheTurningMovesAndEveryTalonCardThatCanBePlayed() {
        assertThat(VIEW.stockKnown()).isTrue();
        List<List<KlondikeMove>> all = Commitments.available(VIEW, ViewMoves.legal(VIEW));
        assertThat(all).containsExactly(
                List.of(KlondikeMove.column(0, 1, 1)),
                List.of(DRAW, KlondikeMove.wasteTo(0)),
                List.of(DRAW, DRAW, KlondikeMove.wasteTo(0)));
    }

    @Test void aTalonCardBehindTheWasteTopComesWithTheRecycle() {
        KlondikeView v = KlondikeView.of(Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD))
                .column(0, "*5H QS").column(1, "2H").column(2, "3H").column(3, "4H").column(4, "6C").column(5, "7C").column(6, "8C")
                .waste("AC 2D JH").stock("3S 4S 5S").recycles(1).build());
        assertThat(Commitments.available(v, ViewMoves.legal(v))).containsExactly(
                List.of(KlondikeMove.wasteTo(0)));
        KlondikeView later = KlondikeView.of(Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD))
                .column(0, "*5H QS").column(1, "2H").column(2, "3H").column(3, "4H").column(4, "6C").column(5, "7C").column(6, "8C")
                .waste("3S 4S 5S").stock("AC 2D JH").recycles(1).build());
        assertThat(Commitments.available(later, ViewMoves.legal(later))).containsExactly(
                List.of(DRAW, KlondikeMove.wasteTo(0)));
        KlondikeView afterAll = KlondikeView.of(Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD))
                .column(0, "*5H QS").column(1, "2H").column(2, "3H").column(3, "4H").column(4, "6C").column(5, "7C").column(6, "8C")
                .waste("AC 2D JH 3S 4S 5S").recycles(1).build());
        assertThat(Commitments.available(afterAll, ViewMoves.legal(afterAll))).containsExactly(
                List.of(RECYCLE, DRAW, KlondikeMove.wasteTo(0)));
    }

    @Test void aLineIsCutAfterItsFirstCommitment() {
        List<Integer> fill = VIEW.unseenCards();
        KlondikeMove turn = KlondikeMove.column(0, 1, 1);
        assertThat(Commitments.firstOf(VIEW, fill, List.of(DRAW, KlondikeMove.wasteTo(0), turn))).containsExactly(DRAW, KlondikeMove.wasteTo(0));
        assertThat(Commitments.firstOf(VIEW, fill, List.of(turn, DRAW, KlondikeMove.wasteTo(0)))).containsExactly(turn);
        assertThat(Commitments.firstOf(VIEW, fill, List.of(DRAW, DRAW))).as("a line without one").isNull();
    }

    @Test void aTurningCommitmentIsRankedByTheFaceDownCardsOfItsColumn() {
        assertThat(Commitments.turnedColumnDepth(VIEW, List.of(KlondikeMove.column(0, 1, 1)))).isEqualTo(1);
        assertThat(Commitments.turnedColumnDepth(VIEW, List.of(DRAW, KlondikeMove.wasteTo(0)))).isZero();
    }
}
