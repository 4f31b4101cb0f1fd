package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.model.Board;
import arcade.games.capuzzle.model.Puzzle;

/**
 * Counts the boards that fit the revealed cells, up to a limit: propagation, then depth-first
 * branching on generation 0 (which fixes the whole board) with propagation at every node.
 */
public final class SolutionCounter {
    /** The count (capped at the limit) and whether the search was cut short by its node budget. */
    public record Count(long solutions, boolean complete, long nodes) {
        public boolean unique() { return complete && solutions == 1; }
    }

    private final long limit, nodeBudget;
    private long found, nodes;
    private boolean cut;

    private SolutionCounter(long limit, long nodeBudget) { this.limit = limit; this.nodeBudget = nodeBudget; }

    /** Counts the boards consistent with the puzzle's initially revealed cells. */
    public static Count count(Puzzle puzzle, long limit, long nodeBudget) {
        return count(Deduction.fromReveals(puzzle, puzzle.initialReveals()), limit, nodeBudget);
    }

    /** Counts the boards consistent with the candidate sets of {@code start} (not changed). */
    public static Count count(Propagator start, long limit, long nodeBudget) {
        SolutionCounter c = new SolutionCounter(limit, nodeBudget);
        Propagator p = start.copy();
        p.enqueueAll();
        if (p.propagate()) c.search(p);
        return new Count(Math.min(c.found, limit), !c.cut || c.found >= limit, c.nodes);
    }

    private void search(Propagator p) {
        if (found >= limit) return;
        if (++nodes > nodeBudget) { cut = true; return; }
        Board b = p.board();
        int best = -1, bestSize = Integer.MAX_VALUE;
        for (int i = 0; i < b.width(); i++) {
            int size = Integer.bitCount(p.domain(0, i));
            if (size > 1 && size < bestSize) { best = i; bestSize = size; }
        }
        if (best < 0) { found++; return; }
        int d = p.domain(0, best);
        for (int v = 0; v < p.states() && found < limit && !cut; v++) {
            if ((d >> v & 1) == 0) continue;
            Propagator q = p.copy();
            if (q.fix(0, best, v) && q.propagate()) search(q);
        }
    }
}
