package arcade.games.capuzzle.model;

import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.solver.Deduction;
import arcade.games.capuzzle.solver.Propagator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fair mode (THESIS.md 8): adds clues where the puzzle's own reveals leave cells open, until
 * deduction from the revealed cells fixes the whole board. Deduction-solvable
 * implies a unique solution, so no guess is ever needed. The choice of clue follows from the
 * puzzle, so the same id always gives the same clues.
 */
public final class FairMode {
    private FairMode() {}

    public static Puzzle makeFair(Puzzle puzzle) {
        Board b = puzzle.board();
        boolean[] revealed = puzzle.initialReveals();
        Propagator p = Deduction.fromReveals(puzzle, revealed);
        Rng rng = new Rng(Arrays.deepHashCode(puzzle.solution()) * 31L + b.hashCode());
        while (!p.allFixed()) {
            int[] cell = nextClue(p, b, rng);
            revealed[cell[0] * b.width() + cell[1]] = true;
            p.fix(cell[0], cell[1], puzzle.value(cell[0], cell[1]));
            p.propagate();
        }
        return puzzle.withRevealed(revealed);
    }

    /**
     * The clue to add: in the youngest generation that deduction leaves open (players work
     * upwards), a cell with the fewest candidates left, so that clues land next to what is
     * already known and each one fixes as much as possible.
     */
    private static int[] nextClue(Propagator p, Board b, Rng rng) {
        for (int t = b.generations() - 1; t >= 0; t--) {
            List<Integer> best = new ArrayList<>();
            int bestSize = Integer.MAX_VALUE;
            for (int i = 0; i < b.width(); i++) {
                int size = Integer.bitCount(p.domain(t, i));
                if (size <= 1) continue;
                if (size < bestSize) { best.clear(); bestSize = size; }
                if (size == bestSize) best.add(i);
            }
            if (!best.isEmpty()) return new int[]{t, best.get(rng.nextInt(best.size()))};
        }
        throw new IllegalStateException("every cell is already fixed");
    }
}
