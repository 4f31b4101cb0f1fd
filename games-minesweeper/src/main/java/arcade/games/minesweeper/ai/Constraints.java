package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The linear constraints a view gives: for every revealed number with unknown neighbours, the
 * sum of those neighbours equals the number minus its flags. Flags count as mines. Unknown cells
 * next to a constraint form the frontier, split into components that share no constraint; the
 * other unknown cells are the interior.
 */
final class Constraints {
    /** One constraint: these frontier variables (indices into {@link #frontier}) hold {@code mines} mines. */
    record Constraint(int[] vars, int mines) {}

    /** A group of frontier variables linked by constraints: solved on its own. */
    record Component(int[] vars, List<Constraint> constraints) {}

    final PlayerBoard view;
    final int[] frontier;          // cell of each variable
    final int[] varOf;             // variable of each cell, or -1
    final int[] interior;          // unknown cells next to no number
    final List<Component> components = new ArrayList<>();
    final int minesLeft;           // mines minus flags

    private Constraints(PlayerBoard view, int[] frontier, int[] varOf, int[] interior, int minesLeft) {
        this.view = view;
        this.frontier = frontier;
        this.varOf = varOf;
        this.interior = interior;
        this.minesLeft = minesLeft;
    }

    /** Builds the constraints; {@link InconsistentBoardException} when a number cannot be satisfied. */
    static Constraints of(PlayerBoard v) { return of(v, null); }

    /**
     * As {@link #of(PlayerBoard)}, with cells already decided elsewhere: {@code known[c]} 1 counts
     * the cell as a mine, 0 as safe (both leave the unknowns), NaN leaves it unknown.
     */
    static Constraints of(PlayerBoard v, double[] known) {
        Grid g = v.grid();
        int cells = v.cells();
        int[] varOf = new int[cells];
        Arrays.fill(varOf, -1);
        int[] frontier = new int[cells];
        int nv = 0;
        List<int[]> rawCells = new ArrayList<>();
        List<Integer> rawMines = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            int n = v.at(c);
            if (n < 0) continue;
            int flags = 0, unknown = 0;
            for (int j : g.neighbours(c)) {
                if (v.isFlag(j) || isKnown(known, j, 1)) flags++;
                else if (v.isUnknown(j) && !isKnown(known, j, 0)) unknown++;
            }
            int need = n - flags;
            if (need < 0 || need > unknown)
                throw new InconsistentBoardException("the " + n + " at column " + (g.x(c) + 1) + ", row " + (g.y(c) + 1) + " cannot be satisfied");
            if (unknown == 0) continue;
            int[] cs = new int[unknown];
            int k = 0;
            for (int j : g.neighbours(c)) if (v.isUnknown(j) && !isKnown(known, j, 0) && !isKnown(known, j, 1)) {
                cs[k++] = j;
                if (varOf[j] < 0) { varOf[j] = nv; frontier[nv++] = j; }
            }
            rawCells.add(cs);
            rawMines.add(need);
        }
        frontier = Arrays.copyOf(frontier, nv);
        int[] interior = new int[cells];
        int ni = 0;
        for (int c = 0; c < cells; c++) if (v.isUnknown(c) && varOf[c] < 0 && (known == null || Double.isNaN(known[c]))) interior[ni++] = c;
        Constraints k = new Constraints(v, frontier, varOf, Arrays.copyOf(interior, ni), v.mines() - v.flags());
        k.split(rawCells, rawMines);
        return k;
    }

    private static boolean isKnown(double[] known, int c, double value) { return known != null && known[c] == value; }

    /** Union-find over the variables, then one component per root (variables in discovery order). */
    private void split(List<int[]> rawCells, List<Integer> rawMines) {
        int n = frontier.length;
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        for (int[] cs : rawCells) for (int i = 1; i < cs.length; i++) union(parent, varOf[cs[0]], varOf[cs[i]]);
        int[] compOf = new int[n];
        Arrays.fill(compOf, -1);
        int[] rootOf = new int[n], varCount = new int[n];
        int nc = 0;
        for (int i = 0; i < n; i++) {
            int r = find(parent, i);
            if (compOf[r] < 0) compOf[r] = nc++;
            rootOf[i] = compOf[r];
            varCount[compOf[r]]++;
        }
        int[][] vars = new int[nc][];
        for (int c = 0; c < nc; c++) vars[c] = new int[varCount[c]];
        Arrays.fill(varCount, 0);
        for (int i = 0; i < n; i++) vars[rootOf[i]][varCount[rootOf[i]]++] = i;
        List<List<Constraint>> cons = new ArrayList<>(nc);
        for (int c = 0; c < nc; c++) cons.add(new ArrayList<>());
        for (int c = 0; c < rawCells.size(); c++) {
            int[] cs = rawCells.get(c);
            int[] vs = new int[cs.length];
            for (int i = 0; i < cs.length; i++) vs[i] = varOf[cs[i]];
            cons.get(rootOf[vs[0]]).add(new Constraint(vs, rawMines.get(c)));
        }
        for (int c = 0; c < nc; c++) components.add(new Component(vars[c], cons.get(c)));
    }

    private static int find(int[] p, int i) {
        while (p[i] != i) { p[i] = p[p[i]]; i = p[i]; }
        return i;
    }

    private static void union(int[] p, int a, int b) { p[find(p, a)] = find(p, b); }
}
