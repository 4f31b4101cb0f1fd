package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import arcade.games.solitaire.model.Scoring;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SafeHomeTest {
    @Test void aCardStaysWhenTheOtherRedSuitMayStillNeedABlackCardBackOnIt() {
        // Both black fours are home, so 5H looks safe; but 3D lies on 2D and can leave only onto a
        // black four, which can come back from its foundation only onto a red five: 5D is face down,
        // so only 5H can hold it. Sending 5H home at once loses this won game.
        KlondikeState s = Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD))
                .column(0, "*5D *2D 3D").column(1, "6C 5H").column(2, "KS QH JS TH 9S 8H 7S 6H").column(3, "KC QD JC TD 9C 8D 7C")
                .home(4, 1, 4, 4).stock("5S 6S 8S TS QS 5C 8C TC QC 7H 9H JH KH 4D 6D 7D 9D JD KD")
                .build();
        Board b = Boards.of(s);
        assertThat(SearchMoves.safeHome(b, arcade.games.solitaire.model.Cards.parse("5H"))).isFalse();
        SolveResult r = new ThoughtfulSolver(Budget.of(200_000, 60_000)).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }

    @Test void aCardComesBackFromItsFoundationToHoldAnotherThatComesBack() {
        // The same position with 5H already home: 5H must come back onto 6C so that 4S can come
        // back onto it and take 3D.
        KlondikeState s = Positions.with(new KlondikeParams(3, 0, Scoring.STANDARD))
                .column(0, "*5D *2D 3D").column(1, "6C").column(2, "KS QH JS TH 9S 8H 7S 6H").column(3, "KC QD JC TD 9C 8D 7C")
                .home(4, 1, 5, 4).stock("5S 6S 8S TS QS 5C 8C TC QC 7H 9H JH KH 4D 6D 7D 9D JD KD")
                .build();
        SolveResult r = new ThoughtfulSolver(Budget.of(200_000, 60_000)).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }
}
