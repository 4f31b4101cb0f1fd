package arcade.games.solitaire.solver;

import arcade.api.model.GameId;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.model.Positions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ThesisSolverTest {
    private static final Budget SMALL = Budget.of(50_000, 60_000);

    @Test void theTrivialDealIsSeventySixStepsAndSeventySixExpandedPositions() {
        KlondikeState s = ThoughtfulSolverTest.trivialDeal();
        SolveResult r = new ThesisSolver(SMALL).solve(s);
        assertThat(r.verdict()).isEqualTo(Verdict.WINNABLE);
        assertThat(r.steps()).hasSize(76); // THESIS.md 11: 52 foundation moves and 24 turns, one node each
        assertThat(r.states()).isEqualTo(76); // every node of the line but the won one is expanded
        for (KlondikeMove m : r.moves()) s = KlondikeRules.INSTANCE.apply(s, m);
        assertThat(s.isWon()).isTrue();
    }

    @Test void itsWinsReplayLegallyToTheEnd() {
        for (long seed : new long[]{22, 24}) { // deals it wins within a thousand positions
            KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw1-3passes", seed));
            SolveResult r = new ThesisSolver(Budget.of(5_000, 60_000)).solve(s);
            assertThat(r.verdict()).as("#" + seed).isEqualTo(Verdict.WINNABLE);
            for (KlondikeMove m : r.moves()) {
                assertThat(KlondikeRules.INSTANCE.isLegal(s, m)).as("#" + seed + ": " + m + " in " + s).isTrue();
                s = KlondikeRules.INSTANCE.apply(s, m);
            }
            assertThat(s.isWon()).isTrue();
        }
    }

    @Test void aBlockedPositionIsUnwinnable() {
        KlondikeState s = Positions.draw1()
                .column(0, "*AH *2H *3H KS").column(1, "*4H *5H *6H QS").column(2, "*7H *8H *9H JS")
                .column(3, "*TH *JH *QH TS").column(4, "*KH *AS 9S").column(5, "*2S *3S 8S").column(6, "*4S *5S *6S 7S")
                .home(13, 13, 0, 0).build();
        assertThat(new ThesisSolver(SMALL).solve(s).verdict()).isEqualTo(Verdict.UNWINNABLE);
    }

    @Test void theFirstMoveIsTheBestByTheHeuristicWithTiesInGenerationOrder() {
        // A card home beats a turn of the stock (−2 against −0.5); two cards home keep column order.
        KlondikeState s = Positions.draw1().column(0, "*KH AS").column(3, "AH").column(5, "QC").stock("2C 3C").build();
        List<List<KlondikeMove>> moves = ThesisSolver.sortedMoves(KlondikeView.of(s));
        assertThat(moves.get(0)).containsExactly(KlondikeMove.home(0)); // uncovers a card: −2.5
        assertThat(moves.get(1)).containsExactly(KlondikeMove.home(3));
        assertThat(moves.get(2)).containsExactly(KlondikeMove.DRAW);
    }

    @Test void drawThreeIsRefused() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 1));
        assertThatThrownBy(() -> new ThesisSolver(SMALL).solve(s)).hasMessageContaining("draw 1");
    }

    /**
     * Quirk K2 on deal 45: the corrected search wins after 5,904 expanded positions; with the passes
     * left out of the key, a position first reached with fewer passes left counts as seen when the
     * winning line reaches it again with more, and the quirky search is still lost in the rest after
     * twice as many (400,000 did not find the win either).
     */
    @Test void thesisQuirksMissTheWinTheCorrectedSearchFinds() {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw1-3passes", 45));
        Budget budget = Budget.of(12_000, 600_000);
        SolveResult corrected = new ThesisSolver(budget, ThesisSolver.Mode.CORRECTED).solve(s);
        SolveResult quirks = new ThesisSolver(budget, ThesisSolver.Mode.THESIS_QUIRKS).solve(s);
        assertThat(corrected.verdict()).isEqualTo(Verdict.WINNABLE);
        assertThat(corrected.states()).isEqualTo(5_904);
        assertThat(quirks.verdict()).isEqualTo(Verdict.UNKNOWN);
    }

    @Test void theQuirkyKeyLeavesOutThePassesAndTheCorrectedKeepsThem() {
        KlondikeState once = Positions.draw1().column(0, "*KH AS").stock("2C 3C").recycles(1).build();
        KlondikeState twice = Positions.draw1().column(0, "*KH AS").stock("2C 3C").recycles(2).build();
        KlondikeView a = KlondikeView.of(once), b = KlondikeView.of(twice);
        assertThat(ThesisSolver.key(a, ThesisSolver.Mode.THESIS_QUIRKS)).isEqualTo(ThesisSolver.key(b, ThesisSolver.Mode.THESIS_QUIRKS));
        assertThat(ThesisSolver.key(a, ThesisSolver.Mode.CORRECTED)).isNotEqualTo(ThesisSolver.key(b, ThesisSolver.Mode.CORRECTED));
    }

    @Test void bothModesPlayTheTrivialDealTheSameWay() {
        KlondikeState s = ThoughtfulSolverTest.trivialDeal();
        SolveResult corrected = new ThesisSolver(SMALL).solve(s);
        SolveResult quirks = new ThesisSolver(SMALL, ThesisSolver.Mode.THESIS_QUIRKS).solve(s);
        assertThat(quirks.steps()).isEqualTo(corrected.steps());
        assertThat(quirks.states()).isEqualTo(76);
    }
}
