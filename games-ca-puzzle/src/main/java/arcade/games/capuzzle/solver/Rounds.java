package arcade.games.capuzzle.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Deduction in rounds, the way a player combines the help tool's views (THESIS.md 9): in round 1
 * every view is read on its own, from what is known; in each later round the views are read
 * again with the candidates the previous round left in their cells. A cell fixed in round 1
 * needs one view; a cell fixed in round r needs views combined r deep. Only views with a cell
 * that changed in the previous round are read again (the others would give nothing new), so a
 * supposition is followed locally. Rounds stop at the fixpoint, which full propagation reaches.
 */
final class Rounds {
    private final Views views;
    /** Domains after each round; history.get(0) is what is known before any deduction. */
    private final List<int[]> history = new ArrayList<>();
    private boolean[] frontier;
    private long work;
    private boolean contradiction;
    private int conflictView = -1;

    /** Rounds from {@code start}, reading every view in round 1. */
    Rounds(Views views, int[] start) {
        this.views = views;
        history.add(start.clone());
        frontier = new boolean[views.count()];
        Arrays.fill(frontier, true);
    }

    /** Rounds from {@code start}, where only the cells in {@code changed} differ from a fixpoint: only their views are read first. */
    Rounds(Views views, int[] start, int... changed) {
        this.views = views;
        history.add(start.clone());
        frontier = new boolean[views.count()];
        for (int v : changed) for (int k : views.viewsOf(v)) frontier[k] = true;
    }

    Views views() { return views; }
    long work() { return work; }
    boolean contradiction() { return contradiction; }
    /** The view found without a rule at a contradiction, or −1. */
    int conflictView() { return conflictView; }
    int rounds() { return history.size() - 1; }
    int[] domains(int round) { return history.get(round); }
    int[] last() { return history.get(history.size() - 1); }

    /** Runs one more round; false at the fixpoint (nothing changed) or at a contradiction. */
    boolean step() {
        if (contradiction) return false;
        int[] old = last(), next = old.clone();
        int[] support = new int[4];
        boolean any = false;
        for (int k = 0; k < frontier.length; k++) {
            if (!frontier[k]) continue;
            any = true;
            int looked = views.supports(old, k, support);
            work += Math.abs(looked);
            if (looked < 0) { contradiction = true; conflictView = k; history.add(next); return false; }
            for (int j = 0; j < 4; j++) next[views.cellOf(k, j)] &= support[j];
        }
        if (!any) return false;
        boolean[] nextFrontier = new boolean[frontier.length];
        boolean changed = false;
        for (int v = 0; v < next.length; v++) {
            if (next[v] == old[v]) continue;
            changed = true;
            if (next[v] == 0) { contradiction = true; conflictView = views.viewsOf(v)[0]; history.add(next); return false; }
            for (int k : views.viewsOf(v)) nextFrontier[k] = true;
        }
        frontier = nextFrontier;
        if (changed) history.add(next);
        return changed;
    }

    /**
     * Runs rounds until one of the cells marked in {@code open} is fixed; the round that fixed it,
     * or −1 at the fixpoint without one, or at a contradiction.
     */
    int untilFixed(boolean[] open) {
        while (true) {
            if (rounds() > 0) {
                int[] cur = last();
                for (int v = 0; v < cur.length; v++) if (open[v] && Integer.bitCount(cur[v]) == 1) return rounds();
            }
            if (!step()) return -1;
        }
    }
}
