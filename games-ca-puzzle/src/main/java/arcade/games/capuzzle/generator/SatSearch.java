package arcade.games.capuzzle.generator;

import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Rule;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The picture generator as a satisfiability problem, solved by {@link SatSolver}. Each unpainted
 * cell has one variable per background state, each triple one variable per result, each "exactly
 * one"; every cell below generation 0 says "if the three cells above are (a, b, c) and the rule
 * for (a, b, c) gives v, this cell is v". Painted cells and the flat border are constants, so
 * their clauses shrink or vanish. Where the backtracking searches retry the same dead end under
 * many different prefixes, the solver learns a clause from each conflict and never repeats it,
 * which is what pictures needing all three background states require.
 */
final class SatSearch {
    /** Marks of a cell literal that is a constant rather than a variable. */
    private static final int TRUE = Integer.MAX_VALUE, FALSE = 0;

    private final PictureMask mask;
    private final GeneratorOptions opt;
    private final int w, m, k;
    /** First variable of each unpainted cell's k−1 background states (0: painted, no variable). */
    private final int[][] cellBase;
    private final int ruleBase;
    /** First of the variables "background state 1 has appeared by the j-th unpainted cell" (k = 4 only). */
    private final int seenBase;
    private final int variables;

    private SatSearch(PictureMask mask, GeneratorOptions opt) {
        this.mask = mask;
        this.opt = opt;
        w = mask.width();
        m = mask.height();
        k = opt.states();
        cellBase = new int[m][w];
        int next = 1;
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++)
            if (!mask.painted(t, i) && k > 2) { cellBase[t][i] = next; next += k - 1; }
        ruleBase = next;
        next += k * k * k * k;
        seenBase = next;
        if (k == 4) for (int[] row : cellBase) for (int base : row) if (base > 0) next++;
        variables = next - 1;
    }

    /** Runs the search; the result's work count is the solver's conflicts, which {@code progress} also hears. */
    static GeneratorResult run(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress) {
        long start = System.nanoTime(), deadline = start + opt.limitMillis() * 1_000_000L;
        SatSearch s = new SatSearch(mask, opt);
        SatSolver solver = new SatSolver(s.variables);
        boolean consistent = s.encode(solver);
        // a seeded head start in activity varies the first choices between seeds
        Rng rng = new Rng(opt.seed());
        for (int v = 1; v <= s.variables; v++) solver.nudge(v, rng.nextDouble() * 1e-3);
        GeneratorResult.Status[] stop = {null};
        SatSolver.Result r = consistent ? solver.solve(() -> {
            progress.accept(solver.conflicts());
            if (cancelled.getAsBoolean()) stop[0] = GeneratorResult.Status.CANCELLED;
            else if (System.nanoTime() > deadline) stop[0] = GeneratorResult.Status.TIMED_OUT;
            return stop[0] != null;
        }) : SatSolver.Result.UNSAT;
        long millis = (System.nanoTime() - start) / 1_000_000L;
        return switch (r) {
            case SAT -> new GeneratorResult(Optional.of(s.result(solver)), GeneratorResult.Status.FOUND, solver.conflicts(), millis);
            case UNSAT -> new GeneratorResult(Optional.empty(), GeneratorResult.Status.IMPOSSIBLE, solver.conflicts(), millis);
            case UNKNOWN -> new GeneratorResult(Optional.empty(), stop[0], solver.conflicts(), millis);
        };
    }

    /**
     * The clauses of the search with exactly {@code opt.states()} states, in DIMACS CNF, so that
     * other SAT solvers can be compared on the same problem. An empty clause stands for a picture
     * the encoding already finds contradictory.
     */
    static String dimacs(PictureMask mask, GeneratorOptions opt) {
        SatSearch s = new SatSearch(mask, opt);
        DimacsWriter out = new DimacsWriter(s.variables);
        int k = s.k;
        out.comment("picture " + s.w + "x" + s.m + ", " + k + " states (painted = " + (k - 1) + "), " + (opt.cyclic() ? "cyclic" : "flat") + (opt.symmetric() ? ", symmetric rows" : ""));
        if (k > 2) out.comment("unpainted cell j (j = 0, 1, ... in reading order) in background state v: variable " + (k - 1) + "·j + v + 1");
        out.comment("rule for (l, c, r) gives v: variable " + s.ruleBase + " + ((l·" + k + " + c)·" + k + " + r)·" + k + " + v");
        if (!s.encode(out)) out.addClause();
        return out.text();
    }

    /** "Cell (t, i) is in state v" as a literal, or {@link #TRUE}/{@link #FALSE} where it is fixed; i may be a border column. */
    private int cell(int t, int i, int v) {
        if (i < 0 || i >= w) {
            if (!opt.cyclic()) return v == 0 ? TRUE : FALSE;   // the flat border is state 0
            i = (i + w) % w;
        }
        if (mask.painted(t, i)) return v == k - 1 ? TRUE : FALSE;
        if (v == k - 1) return FALSE;
        if (k == 2) return TRUE;
        return cellBase[t][i] + v;
    }

    /** "The rule for triple key gives v". */
    private int rule(int key, int v) { return ruleBase + key * k + v; }

    /** Adds every clause; false if the picture is already contradictory (e.g. an asymmetric mask with symmetric rows). */
    private boolean encode(ClauseSink s) {
        boolean ok = true;
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++)
            if (cellBase[t][i] > 0) ok &= exactlyOne(s, cellBase[t][i], k - 1);
        for (int key = 0; key < k * k * k; key++) ok &= exactlyOne(s, rule(key, 0), k);
        for (int t = 0; t + 1 < m && ok; t++) for (int i = 0; i < w; i++) ok &= cellClauses(s, t, i);
        if (opt.symmetric()) for (int t = 0; t < m; t++) for (int i = 0; i < w - 1 - i; i++) {
            int j = w - 1 - i;
            if (mask.painted(t, i) != mask.painted(t, j)) return false;
            if (cellBase[t][i] > 0) for (int v = 0; v < k - 1; v++) {
                ok &= s.addClause(-cell(t, i, v), cell(t, j, v));
                ok &= s.addClause(cell(t, i, v), -cell(t, j, v));
            }
        }
        if (k == 4) ok &= backgroundOrder(s);
        return ok;
    }

    /**
     * Background states 1 and 2 can be swapped in any solution (rules and cells alike), so only
     * solutions where 1 appears before 2, in reading order, are searched: half the space, and an
     * impossible picture is proved so in half the time.
     */
    private boolean backgroundOrder(ClauseSink s) {
        boolean ok = true;
        int j = 0;
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++) {
            int base = cellBase[t][i];
            if (base == 0) continue;
            int seen = seenBase + j, one = base + 1, two = base + 2;
            ok &= s.addClause(-one, seen);
            if (j == 0) {
                ok &= s.addClause(-two);
                ok &= s.addClause(-seen, one);
            } else {
                ok &= s.addClause(-two, seen - 1);
                ok &= s.addClause(-(seen - 1), seen);
                ok &= s.addClause(-seen, seen - 1, one);
            }
            j++;
        }
        return ok;
    }

    private static boolean exactlyOne(ClauseSink s, int first, int count) {
        int[] any = new int[count];
        for (int v = 0; v < count; v++) any[v] = first + v;
        boolean ok = s.addClause(any);
        for (int a = 0; a < count; a++) for (int b = a + 1; b < count; b++) ok &= s.addClause(-(first + a), -(first + b));
        return ok;
    }

    /** The clauses tying cell (t+1, i) to the three cells above it and their rule. */
    private boolean cellClauses(ClauseSink s, int t, int i) {
        boolean ok = true, paintedBelow = mask.painted(t + 1, i);
        int[] clause = new int[5];
        for (int a = 0; a < k; a++) {
            int la = cell(t, i - 1, a);
            if (la == FALSE) continue;
            for (int b = 0; b < k; b++) {
                int lb = cell(t, i, b);
                if (lb == FALSE) continue;
                for (int c = 0; c < k; c++) {
                    int lc = cell(t, i + 1, c);
                    if (lc == FALSE) continue;
                    int key = (a * k + b) * k + c, above = 0;
                    if (la != TRUE) clause[above++] = -la;
                    if (lb != TRUE) clause[above++] = -lb;
                    if (lc != TRUE) clause[above++] = -lc;
                    if (paintedBelow) {
                        // one clause says it all: the rule gives the painted state
                        clause[above] = rule(key, k - 1);
                        ok &= s.addClause(Arrays.copyOf(clause, above + 1));
                        continue;
                    }
                    for (int v = 0; v < k; v++) {
                        int below = cell(t + 1, i, v), n = above;
                        if (below == TRUE) continue;
                        clause[n++] = -rule(key, v);
                        if (below != FALSE) clause[n++] = below;
                        ok &= s.addClause(Arrays.copyOf(clause, n));
                    }
                }
            }
        }
        return ok;
    }

    private int valueOf(SatSolver s, int t, int i) {
        for (int v = 0; v < k; v++) {
            int l = cell(t, i, v);
            if (l == TRUE || l != FALSE && s.model(l)) return v;
        }
        throw new IllegalStateException("a cell without a state");
    }

    /** The picture automaton of the model, keeping only the rules the picture uses. */
    private arcade.games.capuzzle.automaton.Automaton result(SatSolver s) {
        int[][] cells = new int[m][w];
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++) cells[t][i] = valueOf(s, t, i);
        int[] table = new int[k * k * k];
        Arrays.fill(table, Rule.UNDEFINED);
        for (int t = 0; t + 1 < m; t++) for (int i = 0; i < w; i++) {
            int l = i > 0 ? cells[t][i - 1] : opt.cyclic() ? cells[t][w - 1] : 0;
            int r = i < w - 1 ? cells[t][i + 1] : opt.cyclic() ? cells[t][0] : 0;
            table[(l * k + cells[t][i]) * k + r] = cells[t + 1][i];
        }
        return PictureAutomata.of(mask, k, opt.cyclic(), table, cells[0]);
    }
}
