package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import arcade.games.solitaire.model.Scoring;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BlockersTest {
    /** The nine of hearts lies on the seven of hearts and on both black tens: it can neither go home nor find a parent. */
    @Test void aCardOnItsOwnLowerCardAndOnBothItsParentsIsStuck() {
        KlondikeState s = Positions.draw1().column(0, "*TC *TS *7H 9H").column(1, "*2C 5D").stock("AH 8H").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isTrue();
    }

    @Test void oneParentWithinReachIsAWayOut() {
        KlondikeState s = Positions.draw1().column(0, "*TC *7H 9H").column(1, "*2C TS").stock("AH 8H").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isFalse();
    }

    @Test void aLowerCardOfItsSuitElsewhereAndFreeIsAWayOut() {
        KlondikeState s = Positions.draw1().column(0, "*TC *TS 9H").column(1, "*2C 7H").stock("AH 8H").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isFalse();
    }

    /** Cards that wait for each other across two columns: each one's lower card and parents lie under the other. */
    @Test void aCycleAcrossColumnsIsFound() {
        // 9H needs 8H home or a black ten to land on, all under 4C; 4C needs 3C home or a red five, all under 9H.
        KlondikeState s = Positions.draw1().column(0, "*3C *5D *5H 9H").column(1, "*8H *TC *TS 4C").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isTrue();
        // With the three of clubs free, 4C can go home, uncovering what 9H waits for.
        KlondikeState open = Positions.draw1().column(0, "*2D *5D *5H 9H").column(1, "*8H *TC *TS 4C").stock("3C").build();
        assertThat(Blockers.proveLost(Boards.of(open))).isFalse();
    }

    /** A talon card leaves the talon only home or onto a parent, so it can wait like a buried one. */
    @Test void aTalonCardCanCloseTheCycle() {
        // 9C needs a lower club (6C, under it) or a red ten: TD lies under it, TH waits in the talon;
        // TH needs 8H (under 9C) or a black jack (both under 9C). Neither can ever move first.
        KlondikeState s = Positions.draw1().column(0, "*6C *8H *TD *JC *JS 9C").column(1, "*2C 5D").stock("TH AH").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isTrue();
        // With the ten of hearts on a column instead, 9C can land on it: no proof.
        KlondikeState open = Positions.draw1().column(0, "*6C *8H *TD *JC *JS 9C").column(1, "*2C TH").stock("5D AH").build();
        assertThat(Blockers.proveLost(Boards.of(open))).isFalse();
    }

    /**
     * Each King lies on the Queen of another suit and each Queen's Jacks wait under them; no column
     * can be emptied while each holds a card that cannot move, so no King ever finds a place.
     */
    @Test void kingsThatNoColumnCanTakeBlockWhatLiesUnderThem() {
        Positions.Builder kings = Positions.draw1()
                .column(0, "*TH *QH KS").column(1, "*TC *QS KH").column(2, "*TD *QD KC").column(3, "*QC KD")
                .column(4, "*JH 2C").column(5, "*JD 3C");
        // JC waits for a red Queen (under KC and KS) or the ten of clubs (under KH): every column holds a blocked card.
        assertThat(Blockers.proveLost(Boards.of(kings.column(6, "*JC 4D").build()))).isTrue();
        // With a column free, a King can move there, and everything under it comes loose.
        assertThat(Blockers.proveLost(Boards.of(kings.column(6, "").stock("JC 4D").build()))).isFalse();
    }

    /**
     * Draw 3, a fresh pass: the ten of hearts lies first in the stock, under the seven and eight of
     * clubs in its group of three, which wait under the nine of clubs; the nine waits for the ten.
     */
    @Test void aTalonCardUnderBlockedCardsOfItsGroupNeverTurnsUp() {
        String column = "*6C *TD *8D *8H *9D *9H *JC 9C";
        KlondikeParams draw3 = new KlondikeParams(3, 0, Scoring.STANDARD);
        KlondikeState s = Positions.with(draw3).column(0, column).column(1, "JS").stock("TH 7C 8C").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isTrue();
        // Draw 1 turns the ten up first; on top of its group in draw 3, it is turned up at once.
        assertThat(Blockers.proveLost(Boards.of(Positions.draw1().column(0, column).column(1, "JS").stock("TH 7C 8C").build()))).isFalse();
        assertThat(Blockers.proveLost(Boards.of(Positions.with(draw3).column(0, column).column(1, "JS").stock("7C 8C TH").build()))).isFalse();
    }

    /** Within a pass: under the seven of clubs on the waste, the ten of hearts waits for it now and in its group next pass. */
    @Test void aWasteCardUnderABlockedCardWaitsForItInThisPassAndTheNext() {
        String column = "*6C *TD *8D *8H *9D *9H *JC 9C";
        KlondikeParams draw3 = new KlondikeParams(3, 0, Scoring.STANDARD);
        KlondikeState s = Positions.with(draw3).column(0, column).column(1, "JS").waste("TH 7C").stock("8C").build();
        assertThat(Blockers.proveLost(Boards.of(s))).isTrue();
        // On top of the waste, it can be played now.
        assertThat(Blockers.proveLost(Boards.of(Positions.with(draw3).column(0, column).column(1, "JS").waste("7C TH").stock("8C").build()))).isFalse();
        // With a free card turned after it, it comes up once that card is played: QD, whose parent is the black King.
        assertThat(Blockers.proveLost(Boards.of(Positions.with(draw3).column(0, column).column(1, "JS").column(2, "KS").waste("TH QD").stock("7C 8C").build()))).isFalse();
    }

    /** Deal 98 (draw 3): the search gives up after ten million positions; the blockers prove it lost at once. */
    @Test void theSolverAnswersABlockedDealWithoutSearching() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 98));
        SolveResult r = new ThoughtfulSolver(Budget.of(1_000, 60_000)).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.UNWINNABLE);
        assertThat(r.states()).isZero();
    }

    /** Every deal of 1..300 the blockers call lost, the search alone does not win either (measured: none of the 684 in 10,000 deals). */
    @Test void theSearchNeverWinsADealTheBlockersCallLost() {
        int blocked = 0;
        for (long seed = 1; seed <= 300; seed++) {
            KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", seed));
            if (!Blockers.proveLost(Boards.of(s))) continue;
            blocked++;
            assertThat(new ThoughtfulSolver(Budget.of(20_000, 60_000)).solveSearchOnly(Boards.of(s)).verdict()).as("deal " + seed)
                    .isNotEqualTo(Verdict.WINNABLE);
        }
        assertThat(blocked).isEqualTo(19); // 7 with the tableau cards alone, 3 more with the talon's, 9 more with its groups of three
    }
}
