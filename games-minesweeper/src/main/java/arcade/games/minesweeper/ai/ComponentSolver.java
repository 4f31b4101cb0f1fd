package arcade.games.minesweeper.ai;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts the mine arrangements of one frontier component by backtracking. Cells that lie in
 * exactly the same constraints are merged into one group (a group of s cells holding j mines
 * counts C(s, j) arrangements), which keeps long frontier edges cheap.
 */
final class ComponentSolver {

    /** Arrangement counts by number of mines k: {@code ways[k]}, and per variable the ways it is a mine: {@code mineWays[k][i]}. */
    record Counts(int[] vars, double[] ways, double[][] mineWays) {
        int maxMines() { return ways.length - 1; }
    }

    /** Thrown when a component needs more search than the budget allows. */
    static final class TooComplexException extends RuntimeException {
        TooComplexException() { super("component too large", null, false, false); }
    }

    private final int[][] groupCells;     // local variable indices of each group
    private final int[][] groupCons;      // constraints each group is in
    private final int[][] consGroups;     // groups of each constraint
    private final int[] need, open;       // per constraint: mines still needed, cells still open
    private final int[] size;
    private final int[] assign;
    private final double[] ways;
    private final double[][] mineWays;
    private final int nVars;
    private long budget;

    private ComponentSolver(Constraints.Component comp, long budget) {
        this.budget = budget;
        int[] vars = comp.vars();
        nVars = vars.length;
        int maxVar = 0;
        for (int v : vars) maxVar = Math.max(maxVar, v);
        int[] local = new int[maxVar + 1];
        for (int i = 0; i < nVars; i++) local[vars[i]] = i;
        List<Constraints.Constraint> cons = comp.constraints();
        int nc = cons.size();
        // the constraint signature of every variable (constraint numbers, ascending)
        int[][] sig = new int[nVars][];
        int[] sigLen = new int[nVars];
        for (int i = 0; i < nVars; i++) sig[i] = new int[8];
        for (int c = 0; c < nc; c++) for (int v : cons.get(c).vars()) {
            int i = local[v];
            if (sigLen[i] == sig[i].length) sig[i] = Arrays.copyOf(sig[i], 2 * sigLen[i]);
            sig[i][sigLen[i]++] = c;
        }
        // variables with equal signatures form a group, numbered in order of their first variable
        Map<Sig, Integer> groupOf = new HashMap<>();
        int[] groupOfVar = new int[nVars];
        int[] groupSize = new int[nVars];
        int[] firstVar = new int[nVars];
        int ng = 0;
        for (int i = 0; i < nVars; i++) {
            Integer g = groupOf.putIfAbsent(new Sig(sig[i], sigLen[i]), ng);
            if (g == null) { g = ng; firstVar[ng++] = i; }
            groupOfVar[i] = g;
            groupSize[g]++;
        }
        groupCells = new int[ng][];
        groupCons = new int[ng][];
        size = new int[ng];
        for (int g = 0; g < ng; g++) {
            groupCells[g] = new int[groupSize[g]];
            groupCons[g] = Arrays.copyOf(sig[firstVar[g]], sigLen[firstVar[g]]);
            size[g] = groupSize[g];
        }
        int[] filled = new int[ng];
        for (int i = 0; i < nVars; i++) groupCells[groupOfVar[i]][filled[groupOfVar[i]]++] = i;
        int[] consCount = new int[nc];
        for (int g = 0; g < ng; g++) for (int c : groupCons[g]) consCount[c]++;
        consGroups = new int[nc][];
        for (int c = 0; c < nc; c++) consGroups[c] = new int[consCount[c]];
        Arrays.fill(consCount, 0);
        for (int g = 0; g < ng; g++) for (int c : groupCons[g]) consGroups[c][consCount[c]++] = g;
        need = new int[nc];
        open = new int[nc];
        for (int c = 0; c < nc; c++) {
            need[c] = cons.get(c).mines();
            open[c] = cons.get(c).vars().length;
        }
        assign = new int[ng];
        ways = new double[nVars + 1];
        mineWays = new double[nVars + 1][];
    }

    /** A signature (the first {@code len} entries of {@code c}) as a map key. */
    private record Sig(int[] c, int len) {
        @Override public boolean equals(Object o) { return o instanceof Sig s && Arrays.equals(c, 0, len, s.c, 0, s.len); }
        @Override public int hashCode() {
            int h = len;
            for (int i = 0; i < len; i++) h = h * 31 + c[i];
            return h;
        }
    }

    /** All arrangements of the component; {@link TooComplexException} past {@code budget} search nodes. */
    static Counts solve(Constraints.Component comp, long budget) {
        ComponentSolver s = new ComponentSolver(comp, budget);
        s.search(0, 0, 1.0);
        int max = 0;
        for (int k = 0; k < s.ways.length; k++) if (s.ways[k] > 0) max = k;
        double[][] mineWays = Arrays.copyOf(s.mineWays, max + 1);
        for (int k = 0; k <= max; k++) if (mineWays[k] == null) mineWays[k] = new double[s.nVars];
        return new Counts(comp.vars(), Arrays.copyOf(s.ways, max + 1), mineWays);
    }

    private void search(int g, int mines, double weight) {
        if (--budget < 0) throw new TooComplexException();
        if (g == size.length) {
            ways[mines] += weight;
            double[] row = mineWays[mines];
            if (row == null) row = mineWays[mines] = new double[nVars];
            for (int h = 0; h < size.length; h++) {
                if (assign[h] == 0) continue;
                double share = weight * assign[h] / size[h];
                for (int cell : groupCells[h]) row[cell] += share;
            }
            return;
        }
        int lo = 0, hi = size[g];
        for (int c : groupCons[g]) {
            // after this group the constraint keeps open[c] - size[g] cells for need[c] - j mines
            hi = Math.min(hi, need[c]);
            lo = Math.max(lo, need[c] - (open[c] - size[g]));
        }
        for (int c : groupCons[g]) open[c] -= size[g];
        double comb = 1;
        for (int j = 0; j <= hi; j++) {
            if (j > 0) comb = comb * (size[g] - j + 1) / j;
            if (j < lo) continue;
            assign[g] = j;
            for (int c : groupCons[g]) need[c] -= j;
            search(g + 1, mines + j, weight * comb);
            for (int c : groupCons[g]) need[c] += j;
        }
        assign[g] = 0;
        for (int c : groupCons[g]) open[c] += size[g];
    }
}
