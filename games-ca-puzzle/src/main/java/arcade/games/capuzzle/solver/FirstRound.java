package arcade.games.capuzzle.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Round 1 of deduction kept up to date while cells are revealed: what every view on its own says
 * about each of its cells, given what is known. A reveal changes only the views around the cell,
 * so a whole solve reads each view a few times instead of once per wave.
 */
final class FirstRound {
    private final Views views;
    private final int[] known;
    private final int[] support;      // 4 per view
    private final int[] after;        // known ∩ every view's support
    private long work;

    FirstRound(Views views, int[] known) {
        this.views = views;
        this.known = known.clone();
        this.support = new int[4 * views.count()];
        this.after = known.clone();
        for (int k = 0; k < views.count(); k++) read(k);
        for (int v = 0; v < after.length; v++) recompute(v);
    }

    int[] known() { return known; }
    /** The candidates after round 1. */
    int[] after() { return after; }
    long work() { return work; }
    /** What view k on its own allows in its member j (0 left, 1 centre, 2 right, 3 result). */
    int support(int k, int j) { return support[4 * k + j]; }

    /** A cell became known (revealed with its value). */
    void reveal(int cell, int value) {
        known[cell] = 1 << value;
        List<Integer> touched = new ArrayList<>();
        for (int k : views.viewsOf(cell)) {
            read(k);
            for (int j = 0; j < 4; j++) touched.add(views.cellOf(k, j));
        }
        for (int v : touched) recompute(v);
    }

    private void read(int k) {
        int[] out = new int[4];
        work += Math.abs(views.supports(known, k, out));
        System.arraycopy(out, 0, support, 4 * k, 4);
    }

    private void recompute(int v) {
        int d = known[v];
        for (int k : views.viewsOf(v)) d &= support[4 * k + member(k, v)];
        after[v] = d;
    }

    private int member(int k, int v) {
        for (int j = 0; j < 4; j++) if (views.cellOf(k, j) == v) return j;
        throw new IllegalArgumentException("the cell is not in the view");
    }

    /**
     * How a cell that round 1 fixes is found: a view whose other cells are known (direct), a view
     * with more hidden cells (single), or only several views together (combined).
     */
    Step.Technique technique(int v) {
        int best = Integer.MAX_VALUE;
        for (int k : views.viewsOf(v)) {
            if (Integer.bitCount(support[4 * k + member(k, v)] & known[v]) != 1) continue;
            int hidden = 0;
            for (int j = 0; j < 4; j++) if (Integer.bitCount(known[views.cellOf(k, j)]) > 1) hidden++;
            best = Math.min(best, hidden);
        }
        if (best == Integer.MAX_VALUE) return Step.Technique.COMBINED;
        return best <= 1 ? Step.Technique.DIRECT : Step.Technique.SINGLE;
    }

    /** Whether a view is left without a rule (the known cells contradict each other). */
    boolean contradiction() {
        for (int k = 0; k < views.count(); k++) if (support[4 * k + 3] == 0) return true;
        return Arrays.stream(after).anyMatch(d -> d == 0);
    }
}
