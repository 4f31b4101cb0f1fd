package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import arcade.games.solitaire.model.Scoring;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A card back from its foundation for the card under it there: 3C, lying on the face-down 2C, can
 * leave only onto a red four; 4D is face down under it and 4H lies under 5H on its foundation. So
 * 5H comes back onto 6S, then 4H onto 5S, and 3C onto 4H. Nothing ever lands on 5H (4C is face
 * down, 4S can come back onto it but leads nowhere), and the search called this won game lost.
 */
class SameSuitBackTest {
    private static KlondikeState position(int draw) {
        return Positions.with(new KlondikeParams(draw, 0, Scoring.STANDARD))
                .column(0, "*4C *4D *2C 3C").column(1, "7D 6S").column(2, "6D 5S")
                .column(3, "KC QD JC TD 9C 8D 7C 6H 5C").column(4, "KS QH JS TH 9S 8H 7S")
                .column(5, "KH QC JH TC 9H 8C 7H 6C 5D").column(6, "KD QS JD TS 9D 8S")
                .home(1, 3, 5, 4).stock("")
                .build();
    }

    @ParameterizedTest @ValueSource(ints = {1, 3})
    void aCardComesBackSoThatTheOneUnderItOnItsFoundationCanComeBack(int draw) {
        KlondikeState s = position(draw);
        SolveResult r = new ThoughtfulSolver(Budget.of(200_000, 60_000)).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }

    @ParameterizedTest @ValueSource(ints = {1, 3})
    void theSearchWithoutPruningsFindsTheSameWin(int draw) {
        KlondikeState s = position(draw);
        SolveResult r = new ThoughtfulSolver(Budget.of(200_000, 60_000)).withoutPrunings().solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }
}
