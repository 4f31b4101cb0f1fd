package arcade.games.capuzzle.model;

import arcade.api.model.GameId;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.automaton.Scoring;
import arcade.games.capuzzle.solver.Grade;
import arcade.games.capuzzle.solver.Grader;
import arcade.games.capuzzle.solver.Known;
import arcade.games.capuzzle.solver.SolutionCounter;
import arcade.games.capuzzle.solver.Step;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Puzzles aimed at a grade reach it, are solved by deduction alone, and always come out the same. */
class GradedModeTest {
    private final CaDefinition def = CaDefinition.INSTANCE;

    private Grader.Rating rating(String id) { return Grader.rate(Known.atStart(def.puzzle(GameId.parse(id)))); }

    @Test void eachGradeIsReachedOnRule110AndDifferenceOf4() {
        for (String board : new String[]{"rule110-12x12-flat", "diff4-14x12-flat"})
            for (Grade g : Grade.values()) {
                String id = board + "-" + g.id() + "#7";
                Grader.Rating r = rating(id);
                assertThat(r.solved()).as(id).isTrue();
                assertThat(r.grade()).as(id + " " + r).isEqualTo(g);
            }
    }

    @Test void theSameIdGivesTheSamePuzzle() {
        GameId id = GameId.parse("rule30-12x12-flat-hard#42");
        assertThat(def.puzzle(id)).isEqualTo(def.puzzle(id));
    }

    @Test void aGradedPuzzleHasOneSolutionAndStartsFromTheLastGenerationAndItsClues() {
        Puzzle p = def.puzzle(GameId.parse("rule90-15x12-cyclic-medium#3"));
        assertThat(SolutionCounter.count(p, 2, 1_000_000).solutions()).isEqualTo(1);
        for (int i = 0; i < 15; i++) assertThat(p.initiallyRevealed(11, i)).isTrue();
        assertThat(p.initialRevealCount()).isGreaterThan(15).isLessThan(15 * 12);
    }

    /** Rule 30 is left-permutive: from the right border and the row below, every cell follows from one rule with the rest known. */
    @Test void theThesisRule30PuzzleIsEasyAndItsGradeSaysWhy() {
        Puzzle p = Puzzle.thesis(Automaton.wolfram(30, ""), new Board(8, 5, false, 0), new int[]{0, 1, 1, 0, 1, 0, 0, 1}, Scoring.THESIS);
        Grader.Rating r = Grader.rate(Known.atStart(p));
        assertThat(r.solved()).isTrue();
        assertThat(r.grade()).isEqualTo(Grade.EASY);
        assertThat(r.hardest()).isEqualTo(Step.Technique.DIRECT);
    }

    /** Rule 90 (left XOR right) on a cyclic board with only its last row known has four solutions: no grade can solve it. */
    @Test void anAmbiguousPuzzleIsNotSolvedByAnyGrade() {
        int[] row = {0, 1, 1, 0, 1, 0, 0, 1, 0, 1};
        Puzzle p = Puzzle.thesis(Automaton.wolfram(90, ""), new Board(10, 10, true, 0), row, Scoring.THESIS);
        assertThat(SolutionCounter.count(p, 2, 1_000_000).solutions()).isGreaterThan(1);
        assertThat(Grader.rate(Known.atStart(p)).solved()).isFalse();
    }
}
