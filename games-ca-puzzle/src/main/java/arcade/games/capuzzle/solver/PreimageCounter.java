package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Board;

/**
 * Counts boards upwards from a fully known youngest generation, one generation at a time: the
 * rows that evolve into a known row (its preimages) are walked cell by cell along the de Bruijn
 * graph — once two neighbours are placed, the row below leaves on average one choice for the
 * next cell — and each preimage found is searched upwards in turn. Every cell must stay inside
 * its candidate set, so revealed cells anywhere are honoured. A board is one chain of preimages
 * up to generation 0, so the leaves count boards. Far cheaper per step than propagating the whole
 * board, which is what makes cyclic boards with only their last generation known fast.
 */
final class PreimageCounter {
    /** A cell step costs a few nanoseconds, a propagation node a whole board: budgets are given in nodes. */
    static final int STEPS_PER_NODE = 64;

    private final int n, w, m, border;
    private final boolean cyclic;
    private final int[] phi;
    /** next[(l·n + c)·n + y]: the bits of the right neighbours r with φ(l, c, r) = y. */
    private final int[] next;
    private final int[][] dom, rows;
    private final long limit, budget;
    private long found, steps;
    private boolean cut;

    private PreimageCounter(Propagator p, long limit, long nodeBudget) {
        Board b = p.board();
        n = p.states();
        w = b.width();
        m = b.generations();
        cyclic = b.cyclic();
        border = b.border();
        phi = p.table();
        next = new int[n * n * n];
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++)
            next[(l * n + c) * n + phi[(l * n + c) * n + r]] |= 1 << r;
        dom = new int[m][w];
        rows = new int[m][w];
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++) dom[t][i] = p.domain(t, i);
        this.limit = limit;
        this.budget = nodeBudget > Long.MAX_VALUE / STEPS_PER_NODE ? Long.MAX_VALUE : nodeBudget * STEPS_PER_NODE;
    }

    /** The count, or null when the youngest generation is not fully known (then another search must do). */
    static SolutionCounter.Count count(Propagator propagated, long limit, long nodeBudget) {
        PreimageCounter c = new PreimageCounter(propagated, limit, nodeBudget);
        int last = c.m - 1;
        for (int i = 0; i < c.w; i++) {
            int d = c.dom[last][i];
            if (Integer.bitCount(d) != 1) return null;
            c.rows[last][i] = Integer.numberOfTrailingZeros(d);
        }
        c.up(last - 1);
        return new SolutionCounter.Count(Math.min(c.found, limit), !c.cut || c.found >= limit, c.steps);
    }

    /** Fills row t with every preimage of row t+1 in turn (t = −1: a whole board is found). */
    private void up(int t) {
        if (t < 0) { found++; return; }
        int[] x = rows[t];
        int d0 = dom[t][0];
        while (d0 != 0 && !stopped()) {
            x[0] = Integer.numberOfTrailingZeros(d0);
            d0 &= d0 - 1;
            if (!cyclic) { fill(t, 1); continue; }
            int d1 = dom[t][1];
            while (d1 != 0 && !stopped()) {
                x[1] = Integer.numberOfTrailingZeros(d1);
                d1 &= d1 - 1;
                fill(t, 2);
            }
        }
    }

    private boolean stopped() { return found >= limit || cut; }

    /** Places cell j of row t: the cells j−2 and j−1 and the known cell j−1 below leave next[…] for it. */
    private void fill(int t, int j) {
        if (++steps > budget) { cut = true; return; }
        int[] x = rows[t], y = rows[t + 1];
        if (j == w) {
            if (closes(x, y)) up(t - 1);
            return;
        }
        int l = j >= 2 ? x[j - 2] : border;
        int cand = next[(l * n + x[j - 1]) * n + y[j - 1]] & dom[t][j];
        while (cand != 0 && !stopped()) {
            x[j] = Integer.numberOfTrailingZeros(cand);
            cand &= cand - 1;
            fill(t, j + 1);
        }
    }

    /** The constraints not yet checked: the last cell (border or wrap) and, on a cyclic board, the first. */
    private boolean closes(int[] x, int[] y) {
        int right = cyclic ? x[0] : border;
        if (phi[(x[w - 2] * n + x[w - 1]) * n + right] != y[w - 1]) return false;
        return !cyclic || phi[(x[w - 1] * n + x[0]) * n + x[1]] == y[0];
    }
}
