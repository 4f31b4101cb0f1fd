package arcade.games.capuzzle.model;

import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.solver.Deduction;
import arcade.games.capuzzle.solver.Grade;
import arcade.games.capuzzle.solver.Grader;
import arcade.games.capuzzle.solver.Known;
import arcade.games.capuzzle.solver.Propagator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fair puzzles aimed at a grade (THESIS.md 9). Clues are added where a solve limited to the grade's
 * deductions gets stuck, until it solves the puzzle; then added clues are taken away again, as
 * long as the puzzle stays solvable at that grade, until it needs the grade. Everything follows
 * from the puzzle, so the same id always gives the same clues.
 */
public final class GradedMode {
    /** The effort one puzzle may take, in view checks (see {@link Grader}). */
    static final long BUDGET = 400_000_000L;
    /** Further clues an Easy or Medium puzzle tries to do without, once it has its grade. */
    static final int TIDY = 32;

    private GradedMode() {}

    /** The puzzle with clues for {@code grade}, and the grade its deductions really need (at most {@code grade}). */
    public record Result(Puzzle puzzle, Grader.Rating rating) {}

    public static Result make(Puzzle puzzle, Grade grade) {
        Board b = puzzle.board();
        Rng rng = new Rng(Arrays.deepHashCode(puzzle.solution()) * 31L + b.hashCode() + grade.ordinal());
        puzzle = puzzle.withRevealed(lastRow(b));
        Grader.Solve solve = Grader.solve(Known.atStart(puzzle), grade, BUDGET);
        List<int[]> clues = new ArrayList<>();
        while (!solve.solved()) {
            int[] clue = nextClue(Deduction.of(solve.known()), solve.known(), b, rng);
            clues.add(clue);
            solve.addClue(clue[0], clue[1]);
        }
        boolean[] revealed = puzzle.initialReveals();
        for (int[] c : clues) revealed[c[0] * b.width() + c[1]] = true;
        // A solve limited to the grade takes the simplest step each time, as a rating does: what it
        // needed is the puzzle's grade. Clues are taken away, the last added first (they sit highest,
        // where the hard deductions are), until the puzzle needs the grade.
        Grader.Solve check = Grader.solve(new Known(puzzle, revealed, new int[b.cells()]), grade, BUDGET);
        for (int k = clues.size() - 1; k >= 0 && check.rating().grade() != grade; k--) {
            int[] c = clues.get(k);
            revealed[c[0] * b.width() + c[1]] = false;
            Grader.Solve without = Grader.solve(new Known(puzzle, revealed, new int[b.cells()]), grade, BUDGET);
            if (without.solved()) check = without;
            else revealed[c[0] * b.width() + c[1]] = true;
        }
        // Easy and Medium puzzles would keep many clues they do not need: take away more while the grade stays.
        int tidy = grade.ordinal() <= Grade.MEDIUM.ordinal() ? TIDY : 0;
        for (int k = clues.size() - 1; k >= 0 && tidy > 0; k--) {
            int[] c = clues.get(k);
            if (!revealed[c[0] * b.width() + c[1]]) continue;
            tidy--;
            revealed[c[0] * b.width() + c[1]] = false;
            Grader.Solve without = Grader.solve(new Known(puzzle, revealed, new int[b.cells()]), grade, BUDGET);
            if (without.solved() && without.rating().grade() == check.rating().grade()) check = without;
            else revealed[c[0] * b.width() + c[1]] = true;
        }
        return new Result(puzzle.withRevealed(revealed), check.rating());
    }

    /**
     * What a graded puzzle starts from: the last generation only. The thesis also shows a flat
     * board's first and last columns, but those would decide most boards alone (rule 30's are
     * solved from its right column), leaving nothing to grade.
     */
    static boolean[] lastRow(Board b) {
        boolean[] rev = new boolean[b.cells()];
        for (int i = 0; i < b.width(); i++) rev[(b.generations() - 1) * b.width() + i] = true;
        return rev;
    }

    /**
     * Where the next clue goes: in the youngest generation that deduction leaves open (players work
     * upwards), a cell with the fewest candidates left, so that each clue fixes as much as it can.
     */
    static int[] nextClue(Propagator p, Known k, Board b, Rng rng) {
        for (int t = b.generations() - 1; t >= 0; t--) {
            List<Integer> best = new ArrayList<>();
            int bestSize = Integer.MAX_VALUE;
            for (int i = 0; i < b.width(); i++) {
                if (k.isRevealed(t, i)) continue;
                int size = Math.max(2, Integer.bitCount(p.domain(t, i)));
                if (size < bestSize) { best.clear(); bestSize = size; }
                if (size == bestSize) best.add(i);
            }
            if (!best.isEmpty()) return new int[]{t, best.get(rng.nextInt(best.size()))};
        }
        throw new IllegalStateException("every cell is already revealed");
    }
}
