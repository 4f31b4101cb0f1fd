package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Lists every arrangement of the remaining mines among the unknown cells that fits the numbers
 * (flags count as mines), by backtracking over the cells with the numbers' remaining counts.
 */
final class WorldLister {
    private final PlayerBoard v;
    private final int[] unknown;
    private final int limit;
    private final int[][] numbersOf;   // per unknown cell (by position), the constraints it is in
    private final int[] need, open;    // per constraint: mines still to place, unknown cells not yet decided
    private final BitSet mines = new BitSet();
    private final List<BitSet> out = new ArrayList<>();
    private int left;
    private final boolean anyTotal;  // true: the mine counter is not checked (a part of the board listed alone)
    private final int[] checked;     // the constraints checked once every cell is decided
    private long steps;
    /** Backtracking steps allowed; dead ends that only the mine total rules out can be many. */
    private static final long STEP_LIMIT = 1_000_000;

    private WorldLister(PlayerBoard v, int[] unknown, int limit, boolean anyTotal) {
        this.anyTotal = anyTotal;
        this.v = v;
        this.unknown = unknown;
        this.limit = limit;
        Grid g = v.grid();
        int[] constraintOf = new int[v.cells()];
        java.util.Arrays.fill(constraintOf, -1);
        int k = 0;
        for (int c = 0; c < v.cells(); c++) if (v.isRevealed(c)) constraintOf[c] = k++;
        need = new int[k];
        open = new int[k];
        for (int c = 0; c < v.cells(); c++) {
            if (!v.isRevealed(c)) continue;
            int n = v.at(c);
            for (int j : g.neighbours(c)) {
                if (v.isFlag(j)) n--;
                else if (v.isUnknown(j)) open[constraintOf[c]]++;
            }
            need[constraintOf[c]] = n;
        }
        numbersOf = new int[unknown.length][];
        for (int i = 0; i < unknown.length; i++) {
            numbersOf[i] = java.util.Arrays.stream(g.neighbours(unknown[i])).filter(v::isRevealed).map(j -> constraintOf[j]).toArray();
        }
        left = v.mines() - v.flags();
        java.util.BitSet touched = new java.util.BitSet(k);
        if (anyTotal) for (int[] ks : numbersOf) for (int x : ks) touched.set(x);
        else touched.set(0, k);
        checked = touched.stream().toArray();
    }

    /** The worlds, or null when more than {@code limit} fit (or listing them takes too long). */
    static List<BitSet> list(PlayerBoard v, int[] unknown, int limit) { return list(v, unknown, limit, false); }

    /**
     * The arrangements of mines among {@code cells} alone that fit the numbers beside them, with
     * any number of mines; {@code cells} must be all the unknown neighbours of those numbers.
     */
    static List<BitSet> listPart(PlayerBoard v, int[] cells, int limit) { return list(v, cells, limit, true); }

    private static List<BitSet> list(PlayerBoard v, int[] unknown, int limit, boolean anyTotal) {
        WorldLister l = new WorldLister(v, unknown, limit, anyTotal);
        for (int k : l.checked) if (l.need[k] < 0 || l.need[k] > l.open[k]) return List.of();
        if (l.left < 0) return List.of();
        return l.search(0) ? l.out : null;
    }

    /** False once the limit is passed. */
    private boolean search(int i) {
        if (++steps > STEP_LIMIT) return false;
        if (i == unknown.length) {
            if (left != 0 && !anyTotal) return true;
            for (int k : checked) if (need[k] != 0) return true;
            if (out.size() == limit) return false;
            out.add((BitSet) mines.clone());
            return true;
        }
        if (!anyTotal && left > unknown.length - i) return true; // not enough cells left for the mines
        for (int mine = 0; mine <= 1; mine++) {
            if (mine == 1 && left == 0) break;
            boolean fits = true;
            for (int k : numbersOf[i]) {
                int n = need[k] - mine, o = open[k] - 1;
                if (n < 0 || n > o) fits = false;
            }
            if (!fits) continue;
            for (int k : numbersOf[i]) { need[k] -= mine; open[k]--; }
            left -= mine;
            if (mine == 1) mines.set(unknown[i]);
            boolean go = search(i + 1);
            if (mine == 1) mines.clear(unknown[i]);
            left += mine;
            for (int k : numbersOf[i]) { need[k] += mine; open[k]++; }
            if (!go) return false;
        }
        return true;
    }
}
