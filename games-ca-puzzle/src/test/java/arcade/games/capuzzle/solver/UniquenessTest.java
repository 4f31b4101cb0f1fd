package arcade.games.capuzzle.solver;

import arcade.api.model.GameId;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.automaton.Scoring;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.model.CaState;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The counter against brute force, fair mode's promise, and the smart hint's soundness. */
class UniquenessTest {

    /** Every initial row tried: how many give the puzzle's revealed cells. */
    static long bruteForce(Puzzle p) {
        Board b = p.board();
        int n = p.automaton().states(), w = b.width();
        long total = (long) Math.pow(n, w), count = 0;
        int[] row = new int[w];
        for (long code = 0; code < total; code++) {
            long c = code;
            for (int i = 0; i < w; i++) { row[i] = (int) (c % n); c /= n; }
            int[][] rows = Evolution.of(p.automaton(), b, row).rows();
            boolean fits = true;
            for (int t = 0; t < b.generations() && fits; t++) for (int i = 0; i < w && fits; i++)
                if (p.initiallyRevealed(t, i) && rows[t][i] != p.value(t, i)) fits = false;
            if (fits) count++;
        }
        return count;
    }

    @Test void test3_theSpecsRule30PuzzleIsUnique() {
        Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.described("rule30-8x5-flat", "01101001"));
        assertThat(SolutionCounter.count(p, 1000, 100_000).solutions()).isEqualTo(1);
        assertThat(bruteForce(p)).isEqualTo(1);
    }

    @Test void theCounterAgreesWithBruteForceOnThesisPuzzles() {
        String[] params = {"rule110-8x6-cyclic", "rule184-9x5-flat", "rule126-8x6-flat", "sum3-6x5-cyclic", "diff4-5x4-flat", "max4-5x5-cyclic"};
        for (String param : params) for (long seed = 1; seed <= 4; seed++) {
            Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.seeded(param, seed));
            SolutionCounter.Count c = SolutionCounter.count(p, 100_000, 10_000_000);
            assertThat(c.complete()).isTrue();
            assertThat(c.solutions()).as(param + "#" + seed).isEqualTo(bruteForce(p));
        }
    }

    @Test void fairPuzzlesHaveExactlyOneSolutionByBruteForce() {
        String[] params = {"rule110-9x6-cyclic-fair", "rule126-8x6-flat-fair", "sum3-7x5-cyclic-fair", "diff4-6x4-cyclic-fair", "rule90-10x6-cyclic-fair"};
        boolean someNeededClues = false;
        for (String param : params) for (long seed = 1; seed <= 3; seed++) {
            Puzzle fair = CaDefinition.INSTANCE.puzzle(GameId.seeded(param, seed));
            assertThat(bruteForce(fair)).as(param + "#" + seed).isEqualTo(1);
            assertThat(Deduction.fromReveals(fair, fair.initialReveals()).allFixed()).isTrue();
            Puzzle thesis = CaDefinition.INSTANCE.puzzle(GameId.seeded(param.replace("-fair", ""), seed));
            assertThat(fair.solution()).isEqualTo(thesis.solution());
            if (fair.initialRevealCount() > thesis.initialRevealCount()) someNeededClues = true;
        }
        assertThat(someNeededClues).as("cyclic rule 90 is never unique from the last row alone").isTrue();
    }

    @Test void aBoardWithAHiddenCellInTheYoungestGenerationIsCountedByBranching() {
        for (String param : new String[]{"rule110-8x6-flat", "sum3-6x5-cyclic"}) for (long seed = 1; seed <= 3; seed++) {
            Puzzle thesis = CaDefinition.INSTANCE.puzzle(GameId.seeded(param, seed));
            boolean[] revealed = thesis.initialReveals();
            int w = thesis.board().width(), last = thesis.board().generations() - 1;
            revealed[last * w + 2] = false;
            revealed[last * w + 3] = false;
            Puzzle p = thesis.withRevealed(revealed);
            SolutionCounter.Count c = SolutionCounter.count(p, 100_000, 10_000_000);
            assertThat(c.complete()).isTrue();
            assertThat(c.solutions()).as(param + "#" + seed).isEqualTo(bruteForce(p)).isGreaterThanOrEqualTo(1);
        }
    }

    @Test void aLargeCyclicBoardKnownOnlyInItsLastGenerationIsCountedUpwardsWithinASmallBudget() {
        for (long seed = 1; seed <= 3; seed++) {
            Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.seeded("poly10-60x40-cyclic", seed));
            SolutionCounter.Count c = SolutionCounter.count(p, 2, 20_000);
            assertThat(c.complete()).isTrue();
            assertThat(c.solutions()).isEqualTo(2);
            assertThat(c.nodes()).isLessThan(20_000L * 64);
        }
    }

    @Test void table73_rule30FlatAndRule150CyclicAreAlwaysUniqueRule90CyclicNever() {
        int unique30 = 0, unique150 = 0, unique90 = 0;
        for (int code = 0; code < 1024; code += 8) {
            int[] row = new int[10];
            for (int i = 0; i < 10; i++) row[i] = code >> (9 - i) & 1;
            if (count(30, false, row) == 1) unique30++;
            if (count(150, true, row) == 1) unique150++;
            if (count(90, true, row) == 1) unique90++;
        }
        assertThat(unique30).isEqualTo(128);
        assertThat(unique150).isEqualTo(128);
        assertThat(unique90).isZero();
    }

    private static long count(int rule, boolean cyclic, int[] row) {
        Puzzle p = Puzzle.thesis(Automaton.wolfram(rule, ""), new Board(10, 10, cyclic, 0), row, Scoring.THESIS);
        return SolutionCounter.count(p, 10, 100_000).solutions();
    }

    @Test void theSmartHintOnlyNamesCellsEverySolutionAgreesOn() {
        for (long seed = 1; seed <= 5; seed++) {
            CaState s = CaDefinition.INSTANCE.initialState(GameId.seeded("rule110-8x6-flat", seed));
            var cell = Deduction.forcedCell(s.known());
            if (cell.isEmpty()) continue;
            int t = cell.get().row(), i = cell.get().col();
            assertThat(s.isRevealed(t, i)).isFalse();
            Propagator p = Deduction.of(s.known());
            assertThat(p.value(t, i)).isEqualTo(s.puzzle().value(t, i));
        }
        CaState fair = CaDefinition.INSTANCE.initialState(GameId.seeded("rule110-10x8-flat-fair", 3));
        assertThat(Deduction.forcedCell(fair.known())).isPresent();
    }

    @Test void aContradictionIsReportedNotHidden() {
        Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.described("rule30-8x5-flat", "01101001"));
        Propagator d = Deduction.fromReveals(p, p.initialReveals());
        Propagator wrong = d.copy();
        assertThat(wrong.fix(0, 3, 1 - p.value(0, 3))).isFalse();
    }
}
