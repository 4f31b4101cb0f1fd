package arcade.games.minesweeper.ai;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counted frontier components, remembered by their constraints in board cells. A guess looked at
 * one number ahead changes one component and leaves the others as they were, and so does most of
 * a move; counting those again was most of the strong player's time.
 */
final class ComponentCache {
    /** Past this many entries the cache starts afresh (a game needs far fewer). */
    private static final int MAX_ENTRIES = 4_096;

    /** Counts scaled so the largest is 1, and the natural log of that scale. */
    record Entry(ComponentSolver.Counts counts, double logScale) {}

    private record Key(int[] shape) {
        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(k.shape, shape); }
        @Override public int hashCode() { return Arrays.hashCode(shape); }
    }

    private final Map<Key, Entry> entries = new HashMap<>();

    /**
     * The component's counts, counted only if this shape was not seen before. The variables of a
     * component are numbered in the order its constraints meet them, so the same constraints give
     * the same local order: a remembered entry only needs the current variable numbers.
     */
    Entry get(Constraints k, Constraints.Component c, long budget) {
        Key key = key(k, c);
        Entry e = entries.get(key);
        if (e == null) {
            e = count(c, budget);
            if (entries.size() >= MAX_ENTRIES) entries.clear();
            entries.put(key, e);
        }
        ComponentSolver.Counts counts = e.counts();
        return new Entry(new ComponentSolver.Counts(c.vars(), counts.ways(), counts.mineWays()), e.logScale());
    }

    /** Counts without remembering (for a single computation). */
    static Entry count(Constraints.Component c, long budget) {
        ComponentSolver.Counts counts = ComponentSolver.solve(c, budget);
        double max = 0;
        for (double w : counts.ways()) max = Math.max(max, w);
        if (max == 0) throw new InconsistentBoardException("the numbers cannot all be satisfied");
        double[] ways = counts.ways().clone();
        double[][] mw = new double[ways.length][];
        for (int m = 0; m < ways.length; m++) {
            ways[m] /= max;
            mw[m] = counts.mineWays()[m].clone();
            for (int v = 0; v < mw[m].length; v++) mw[m][v] /= max;
        }
        return new Entry(new ComponentSolver.Counts(counts.vars(), ways, mw), Math.log(max));
    }

    private static Key key(Constraints k, Constraints.Component c) {
        List<Constraints.Constraint> cons = c.constraints();
        int n = 0;
        for (Constraints.Constraint con : cons) n += 2 + con.vars().length;
        int[] shape = new int[n];
        int i = 0;
        for (Constraints.Constraint con : cons) {
            shape[i++] = con.mines();
            shape[i++] = con.vars().length;
            for (int v : con.vars()) shape[i++] = k.frontier[v];
        }
        return new Key(shape);
    }
}
