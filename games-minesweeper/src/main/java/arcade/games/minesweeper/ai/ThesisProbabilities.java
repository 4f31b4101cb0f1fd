package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The thesis's probability stage (THESIS.md 6) with its quirks: the pair rule on 8-adjacent
 * numbers (no chaining), every 0/1 solution of the frontier system weighted by C(U, R − m − d)
 * with the total starting at 1 (Q3), the interior as the unweighted mean (Q4), nothing when the
 * system has 35 or more free parameters (Q5) and no interior value without a frontier (Q6).
 * Returns NaN for cells without a probability.
 */
public final class ThesisProbabilities {
    /** The thesis enumerates only below this many free parameters. */
    public static final int MAX_PARAMETERS = 35;

    private ThesisProbabilities() {}

    public static double[] compute(PlayerBoard v) {
        double[] p = new double[v.cells()];
        Arrays.fill(p, Double.NaN);
        pairRule(v, p);
        int d = 0;
        for (int c = 0; c < p.length; c++) if (p[c] == 1.0 && v.at(c) == PlayerBoard.HIDDEN) d++;
        int R = v.mines() - v.flags();
        Constraints k;
        try {
            k = Constraints.of(v, p);
        } catch (InconsistentBoardException e) {
            return p; // the system has no solution: the thesis finds no probabilities
        }
        if (k.frontier.length == 0) return p;
        if (k.frontier.length - rank(k) >= MAX_PARAMETERS) return p;
        int U = k.interior.length, free = R - d;
        List<ComponentSolver.Counts> comps = new ArrayList<>();
        for (Constraints.Component c : k.components) comps.add(ComponentSolver.solve(c, Long.MAX_VALUE));
        int n = comps.size();
        double[][] prefix = new double[n + 1][], suffix = new double[n + 1][];
        prefix[0] = new double[]{1};
        for (int i = 0; i < n; i++) prefix[i + 1] = ProbabilityEngine.convolve(prefix[i], comps.get(i).ways());
        suffix[n] = new double[]{1};
        for (int i = n - 1; i >= 0; i--) suffix[i] = ProbabilityEngine.convolve(suffix[i + 1], comps.get(i).ways());
        double[] all = prefix[n];
        double total = 1, sumInterior = 0, count = 0; // Q3: total starts at 1
        for (int m = 0; m < all.length && m <= free; m++) {
            total += all[m] * choose(U, free - m);
            sumInterior += all[m] * (free - m); // Q4: unweighted
            count += all[m];                    // counts weight-0 combinations too
        }
        for (int i = 0; i < n; i++) {
            ComponentSolver.Counts c = comps.get(i);
            double[] others = ProbabilityEngine.convolve(prefix[i], suffix[i + 1]);
            for (int v2 : c.vars()) p[k.frontier[v2]] = 0;
            for (int km = 0; km < c.ways().length; km++) {
                double w = 0;
                for (int j = 0; j < others.length && km + j <= free; j++) w += others[j] * choose(U, free - km - j);
                double[] row = c.mineWays()[km];
                for (int x = 0; x < row.length; x++) p[k.frontier[c.vars()[x]]] += row[x] * w;
            }
            for (int v2 : c.vars()) p[k.frontier[v2]] /= total;
        }
        if (U > 0 && count > 0) for (int cell : k.interior) p[cell] = sumInterior / (count * U);
        return p;
    }

    /** The pair rule on 8-adjacent numbers, both orders, judged on real flags only (Q2). */
    static void pairRule(PlayerBoard v, double[] p) {
        Grid g = v.grid();
        for (int a = 0; a < v.cells(); a++) {
            if (v.at(a) <= 0) continue;
            BitSetLite A = hiddenAround(v, g, a);
            if (A.size == 0) continue;
            for (int b : g.neighbours(a)) {
                if (v.at(b) <= 0) continue;
                BitSetLite B = hiddenAround(v, g, b);
                if (B.size == 0) continue;
                int va = v.at(a) - flagsAround(v, g, a), vb = v.at(b) - flagsAround(v, g, b);
                int aOnly = 0;
                for (int c : A.cells) if (!B.contains(c)) aOnly++;
                if (va - vb != aOnly) continue;
                for (int c : A.cells) if (!B.contains(c)) p[c] = 1.0;
                for (int c : B.cells) if (!A.contains(c)) p[c] = 0.0;
            }
        }
    }

    private record BitSetLite(int[] cells, int size) {
        boolean contains(int c) { for (int x : cells) if (x == c) return true; return false; }
    }

    private static BitSetLite hiddenAround(PlayerBoard v, Grid g, int c) {
        int[] out = Arrays.stream(g.neighbours(c)).filter(n -> v.at(n) == PlayerBoard.HIDDEN).toArray();
        return new BitSetLite(out, out.length);
    }

    private static int flagsAround(PlayerBoard v, Grid g, int c) {
        int f = 0;
        for (int n : g.neighbours(c)) if (v.isFlag(n)) f++;
        return f;
    }

    /** C(n, k) as a double (0 outside 0..n); exact while below 2^53. */
    static double choose(int n, int k) {
        if (k < 0 || k > n) return 0;
        return Math.rint(Math.exp(ProbabilityEngine.logChoose(n, k)));
    }

    /** The rank of the frontier system (rows: constraints, columns: variables), by elimination. */
    static int rank(Constraints k) {
        int cols = k.frontier.length;
        List<double[]> rows = new ArrayList<>();
        for (Constraints.Component c : k.components) for (Constraints.Constraint con : c.constraints()) {
            double[] r = new double[cols];
            for (int x : con.vars()) r[x] = 1;
            rows.add(r);
        }
        int rank = 0;
        for (int col = 0; col < cols && rank < rows.size(); col++) {
            int piv = -1;
            for (int r = rank; r < rows.size(); r++) if (Math.abs(rows.get(r)[col]) > 1e-9) { piv = r; break; }
            if (piv < 0) continue;
            double[] pr = rows.get(piv);
            rows.set(piv, rows.get(rank));
            rows.set(rank, pr);
            for (int r = rank + 1; r < rows.size(); r++) {
                double[] row = rows.get(r);
                double f = row[col] / pr[col];
                if (f == 0) continue;
                for (int j = col; j < cols; j++) row[j] -= f * pr[j];
            }
            rank++;
        }
        return rank;
    }
}
