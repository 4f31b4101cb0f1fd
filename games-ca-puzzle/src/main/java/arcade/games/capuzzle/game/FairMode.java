package arcade.games.capuzzle.game;

import arcade.api.session.Rng;
import arcade.games.capuzzle.model.Board;
import arcade.games.capuzzle.model.Puzzle;
import arcade.games.capuzzle.solver.Deduction;
import arcade.games.capuzzle.solver.Propagator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fair mode (§5.10): adds clues in generation 0, where the puzzle's own reveals leave a cell
 * open, until deduction from the revealed cells fixes the whole board. Deduction-solvable
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
            List<Integer> open = new ArrayList<>();
            for (int i = 0; i < b.width(); i++) if (!p.isFixed(0, i)) open.add(i);
            int col = open.get(rng.nextInt(open.size()));
            revealed[col] = true;
            p.fix(0, col, puzzle.value(0, col));
            p.propagate();
        }
        return puzzle.withRevealed(revealed);
    }

    /** Difficulty: the sweeps of deduction the fair puzzle needs from its start, for the summary and statistics. */
    public static int depth(Puzzle puzzle) {
        return Deduction.fromReveals(puzzle, puzzle.initialReveals()).sweeps();
    }
}
