package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;

import java.util.Optional;

/**
 * What can be deduced from the revealed cells alone (never from the hidden solution): the
 * candidate sets after propagation, the cells they fix, and the smart hint's choice.
 */
public final class Deduction {
    private Deduction() {}

    /** Candidate sets propagated from the given reveals of a puzzle. */
    public static Propagator fromReveals(Puzzle puzzle, boolean[] revealed) {
        Board b = puzzle.board();
        Propagator p = new Propagator(puzzle.automaton(), b);
        for (int t = 0; t < b.generations(); t++) for (int i = 0; i < b.width(); i++)
            if (revealed[t * b.width() + i]) p.fix(t, i, puzzle.value(t, i));
        p.enqueueAll();
        p.propagate();
        return p;
    }

    /** Candidate sets from what the player knows: the revealed cells, and the states already guessed wrongly. */
    public static Propagator of(Known k) {
        Puzzle puzzle = k.puzzle();
        Board b = puzzle.board();
        Propagator p = new Propagator(puzzle.automaton(), b);
        int n = puzzle.automaton().states(), all = (1 << n) - 1;
        for (int t = 0; t < b.generations(); t++) for (int i = 0; i < b.width(); i++) {
            if (k.isRevealed(t, i)) p.fix(t, i, puzzle.value(t, i));
            else if (k.wrongMask(t, i) != 0) p.restrict(t, i, all & ~k.wrongMask(t, i));
        }
        p.enqueueAll();
        p.propagate();
        return p;
    }

    /** The candidate bits of every hidden cell (0 for revealed ones), row-major over the real cells: the automatic candidate marks. */
    public static int[] candidates(Known s) {
        Propagator p = of(s);
        Board b = s.puzzle().board();
        int[] out = new int[b.cells()];
        for (int t = 0; t < b.generations(); t++) for (int i = 0; i < b.width(); i++)
            out[t * b.width() + i] = s.isRevealed(t, i) ? 0 : p.domain(t, i);
        return out;
    }

    /** A hidden cell: its row and real column. */
    public record Cell(int row, int col) {}

    /**
     * The hidden cell the smart hint shows: a cell the revealed cells force, youngest generation
     * first (where players work); empty when nothing can be deduced now.
     */
    public static Optional<Cell> forcedCell(Known s) {
        Propagator p = of(s);
        Board b = s.puzzle().board();
        for (int t = b.generations() - 1; t >= 0; t--) for (int i = 0; i < b.width(); i++)
            if (!s.isRevealed(t, i) && p.isFixed(t, i)) return Optional.of(new Cell(t, i));
        return Optional.empty();
    }
}
