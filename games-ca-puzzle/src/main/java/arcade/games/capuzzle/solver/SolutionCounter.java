package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;

/**
 * Counts the boards that fit the revealed cells, up to a limit. After propagation, a board whose
 * youngest generation is known is counted upwards through the rows' preimages
 * ({@link PreimageCounter}); otherwise by depth-first branching on the cell with the fewest
 * candidates, with propagation at every node. Every complete assignment is one board, so the
 * leaves count boards.
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
        Board b = puzzle.board();
        boolean[] revealed = puzzle.initialReveals();
        // not propagated yet: with the youngest generation known, counting upwards is cheaper than propagating
        Propagator p = new Propagator(puzzle.automaton(), b);
        for (int t = 0; t < b.generations(); t++) for (int i = 0; i < b.width(); i++)
            if (revealed[t * b.width() + i]) p.fix(t, i, puzzle.value(t, i));
        return count(p, limit, nodeBudget);
    }

    /** Counts the boards consistent with the candidate sets of {@code start} (not changed). */
    public static Count count(Propagator start, long limit, long nodeBudget) {
        Count upwards = PreimageCounter.count(start, limit, nodeBudget);
        if (upwards != null && upwards.complete()) return upwards;
        Propagator p = start.copy();
        p.enqueueAll();
        if (!p.propagate()) return new Count(0, true, 0);
        // propagation may fix the youngest generation, and prunes what the unpropagated count wandered through
        upwards = PreimageCounter.count(p, limit, nodeBudget);
        if (upwards != null) return upwards;
        SolutionCounter c = new SolutionCounter(limit, nodeBudget);
        c.search(p);
        return new Count(Math.min(c.found, limit), !c.cut || c.found >= limit, c.nodes);
    }

    private void search(Propagator p) {
        if (found >= limit) return;
        if (++nodes > nodeBudget) { cut = true; return; }
        Board b = p.board();
        // fewest candidates first, the youngest generation on ties: next to what is known, propagation bites
        int bestRow = -1, best = -1, bestSize = Integer.MAX_VALUE;
        for (int t = b.generations() - 1; t >= 0; t--) for (int i = 0; i < b.width(); i++) {
            int size = Integer.bitCount(p.domain(t, i));
            if (size > 1 && size < bestSize) { bestRow = t; best = i; bestSize = size; }
        }
        if (best < 0) { found++; return; }
        int d = p.domain(bestRow, best);
        for (int v = 0; v < p.states() && found < limit && !cut; v++) {
            if ((d >> v & 1) == 0) continue;
            Propagator q = p.copy();
            if (q.fix(bestRow, best, v) && q.propagate()) search(q);
        }
    }
}
