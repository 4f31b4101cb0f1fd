package arcade.games.minesweeper.ai;

import java.util.ArrayList;
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
        Map<Integer, Integer> local = new HashMap<>();
        for (int i = 0; i < vars.length; i++) local.put(vars[i], i);
        List<Constraints.Constraint> cons = comp.constraints();
        // the constraint signature of every variable
        List<List<Integer>> sig = new ArrayList<>();
        for (int i = 0; i < nVars; i++) sig.add(new ArrayList<>());
        for (int c = 0; c < cons.size(); c++) for (int v : cons.get(c).vars()) sig.get(local.get(v)).add(c);
        Map<List<Integer>, List<Integer>> groups = new java.util.LinkedHashMap<>();
        for (int i = 0; i < nVars; i++) groups.computeIfAbsent(sig.get(i), k -> new ArrayList<>()).add(i);
        int ng = groups.size();
        groupCells = new int[ng][];
        groupCons = new int[ng][];
        size = new int[ng];
        int g = 0;
        List<List<Integer>> consG = new ArrayList<>();
        for (int c = 0; c < cons.size(); c++) consG.add(new ArrayList<>());
        for (Map.Entry<List<Integer>, List<Integer>> e : groups.entrySet()) {
            groupCells[g] = e.getValue().stream().mapToInt(Integer::intValue).toArray();
            groupCons[g] = e.getKey().stream().mapToInt(Integer::intValue).toArray();
            size[g] = groupCells[g].length;
            for (int c : groupCons[g]) consG.get(c).add(g);
            g++;
        }
        consGroups = new int[cons.size()][];
        need = new int[cons.size()];
        open = new int[cons.size()];
        for (int c = 0; c < cons.size(); c++) {
            consGroups[c] = consG.get(c).stream().mapToInt(Integer::intValue).toArray();
            need[c] = cons.get(c).mines();
            open[c] = cons.get(c).vars().length;
        }
        assign = new int[ng];
        ways = new double[nVars + 1];
        mineWays = new double[nVars + 1][nVars];
    }

    /** All arrangements of the component; {@link TooComplexException} past {@code budget} search nodes. */
    static Counts solve(Constraints.Component comp, long budget) {
        ComponentSolver s = new ComponentSolver(comp, budget);
        s.search(0, 0, 1.0);
        int max = 0;
        for (int k = 0; k < s.ways.length; k++) if (s.ways[k] > 0) max = k;
        return new Counts(comp.vars(), Arrays.copyOf(s.ways, max + 1), Arrays.copyOf(s.mineWays, max + 1));
    }

    private void search(int g, int mines, double weight) {
        if (--budget < 0) throw new TooComplexException();
        if (g == size.length) {
            ways[mines] += weight;
            double[] row = mineWays[mines];
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
