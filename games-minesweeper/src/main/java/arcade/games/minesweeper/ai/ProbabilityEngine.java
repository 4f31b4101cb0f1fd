package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exact mine probabilities from a view: every arrangement of the remaining mines that fits the
 * numbers counts equally. The frontier is split into independent components, each counted by mine
 * number; the components are combined by convolution and weighted by the ways C(U, R − m) to put
 * the other mines among the U interior cells. A component past the search budget is estimated
 * from its constraints instead (the result then says it is not exact).
 */
public final class ProbabilityEngine {
    /** Search nodes allowed per component before estimating. */
    public static final long DEFAULT_BUDGET = 2_000_000;

    private ProbabilityEngine() {}

    public static Probabilities compute(PlayerBoard view) { return compute(view, DEFAULT_BUDGET); }

    /** {@link InconsistentBoardException} when no arrangement fits. */
    public static Probabilities compute(PlayerBoard view, long budget) { return compute(view, budget, null); }

    /** As {@link #compute(PlayerBoard)}, taking components counted before from {@code cache}. */
    static Probabilities compute(PlayerBoard view, ComponentCache cache) { return compute(view, DEFAULT_BUDGET, cache); }

    private static Probabilities compute(PlayerBoard view, long budget, ComponentCache cache) {
        Constraints k = Constraints.of(view);
        double[] p = new double[view.cells()];
        Arrays.fill(p, Double.NaN);
        int R = k.minesLeft, U = k.interior.length;
        if (R < 0) throw new InconsistentBoardException("there are more flags than mines");
        List<ComponentSolver.Counts> solved = new ArrayList<>();
        List<Constraints.Component> estimated = new ArrayList<>();
        double logScale = 0; // the components' counts are scaled down by this (log) factor
        for (Constraints.Component c : k.components) {
            try {
                ComponentCache.Entry e = cache == null ? ComponentCache.count(c, budget) : cache.get(k, c, budget);
                logScale += e.logScale();
                solved.add(e.counts());
            } catch (ComponentSolver.TooComplexException e) {
                estimated.add(c);
            }
        }
        // an estimated component is given its expected mine count as if it were known
        int reserved = 0;
        for (Constraints.Component c : estimated) reserved += estimate(k, c, p);
        int r = R - reserved;

        int n = solved.size();
        double[][] prefix = new double[n + 1][], suffix = new double[n + 2][];
        prefix[0] = new double[]{1};
        for (int i = 0; i < n; i++) prefix[i + 1] = convolve(prefix[i], solved.get(i).ways());
        suffix[n] = new double[]{1};
        for (int i = n - 1; i >= 0; i--) suffix[i] = convolve(suffix[i + 1], solved.get(i).ways());
        double[] all = prefix[n];
        double[] g = interiorWeights(U, r, all.length - 1);
        double total = 0, interiorMines = 0;
        for (int m = 0; m < all.length; m++) {
            total += all[m] * g[m];
            interiorMines += all[m] * g[m] * (r - m);
        }
        if (!(total > 0)) throw new InconsistentBoardException("the numbers do not fit the number of mines left");
        for (int i = 0; i < n; i++) {
            ComponentSolver.Counts c = solved.get(i);
            double[] others = convolve(prefix[i], suffix[i + 1]);
            for (int kk = 0; kk < c.ways().length; kk++) {
                double w = 0;
                for (int j = 0; j < others.length; j++) if (kk + j < g.length) w += others[j] * g[kk + j];
                if (w == 0) continue;
                double[] row = c.mineWays()[kk];
                for (int v = 0; v < row.length; v++) {
                    int cell = k.frontier[c.vars()[v]];
                    p[cell] = (Double.isNaN(p[cell]) ? 0 : p[cell]) + row[v] * w;
                }
            }
            for (int v : c.vars()) {
                int cell = k.frontier[v];
                p[cell] = Double.isNaN(p[cell]) ? 0 : Math.min(1, p[cell] / total);
            }
        }
        double interior = U == 0 ? 0 : interiorMines / total / U;
        for (int cell : k.interior) p[cell] = interior;
        double bestLog = Double.NEGATIVE_INFINITY;
        for (double l : logWeights(U, r, all.length - 1)) bestLog = Math.max(bestLog, l);
        return new Probabilities(view, p, estimated.isEmpty(), Math.log(total) + logScale + bestLog);
    }

    /** g[m] ∝ C(U, r − m) for m = 0..maxM (0 where impossible), scaled so the largest is 1. */
    static double[] interiorWeights(int U, int r, int maxM) {
        double[] log = logWeights(U, r, maxM);
        double best = Double.NEGATIVE_INFINITY;
        for (double l : log) best = Math.max(best, l);
        double[] g = new double[maxM + 1];
        for (int m = 0; m <= maxM; m++) g[m] = log[m] == Double.NEGATIVE_INFINITY ? 0 : Math.exp(log[m] - best);
        return g;
    }

    /** log C(U, r − m) for m = 0..maxM (−∞ where impossible), each from the one before. */
    static double[] logWeights(int U, int r, int maxM) {
        double[] log = new double[maxM + 1];
        double prev = Double.NaN;
        for (int m = 0; m <= maxM; m++) {
            int k = r - m;
            if (k < 0 || k > U) { log[m] = Double.NEGATIVE_INFINITY; prev = Double.NaN; continue; }
            // C(U, k) = C(U, k + 1) · (k + 1) / (U − k)
            log[m] = Double.isNaN(prev) ? logChoose(U, k) : prev + Math.log((double) (k + 1) / (U - k));
            prev = log[m];
        }
        return log;
    }

    static double logChoose(int n, int k) {
        k = Math.min(k, n - k);
        double s = 0;
        for (int i = 1; i <= k; i++) s += Math.log((double) (n - k + i) / i);
        return s;
    }

    static double[] convolve(double[] a, double[] b) {
        double[] c = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            if (a[i] == 0) continue;
            for (int j = 0; j < b.length; j++) c[i + j] += a[i] * b[j];
        }
        return c;
    }

    /** A local estimate for a component too large to count: each cell gets the highest density of its constraints. */
    private static int estimate(Constraints k, Constraints.Component c, double[] p) {
        double expected = 0;
        for (int v : c.vars()) p[k.frontier[v]] = 0;
        for (Constraints.Constraint con : c.constraints()) {
            double d = (double) con.mines() / con.vars().length;
            for (int v : con.vars()) p[k.frontier[v]] = Math.max(p[k.frontier[v]], d);
        }
        for (int v : c.vars()) {
            double q = p[k.frontier[v]];
            // keep certainties only where a constraint proves them
            if (q > 0 && q < 1) p[k.frontier[v]] = Math.min(q, 1 - 1e-6);
            expected += p[k.frontier[v]];
        }
        return (int) Math.round(expected);
    }
}
