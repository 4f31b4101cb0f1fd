package arcade.games.capuzzle.generator;

import arcade.api.session.Rng;
import arcade.games.capuzzle.model.Automaton;
import arcade.games.capuzzle.model.Board;
import arcade.games.capuzzle.model.Evolution;
import arcade.games.capuzzle.model.Kind;
import arcade.games.capuzzle.model.PictureSetup;
import arcade.games.capuzzle.model.Rule;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The picture generator's search (§5.8, the cell-by-cell form): cells are assigned row by row.
 * In generation 0 each cell branches over the states its mask allows (painted → k−1, otherwise a
 * background state). Below, the triple above a cell is already known: a triple with a rule must
 * give a value the mask allows, a new triple branches over the allowed values and records the
 * rule. With two states every value is forced, so the search is one consistency pass.
 */
public final class CellSearch {
    private static final List<String> BACKGROUND = List.of("#FFFFFF", "#D6E4F0", "#F3D9C6");

    private final PictureMask mask;
    private final GeneratorOptions opt;
    private final BooleanSupplier cancelled;
    private final LongConsumer progress;
    private final int w, m, k, painted;
    private final int[][] cells;
    private final int[] table;
    private final int[][] valueOrder;
    private long nodes, nodeBase, deadline, budget = Long.MAX_VALUE;
    private GeneratorResult.Status stop;
    private boolean outOfBudget;

    private CellSearch(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress, long seed) {
        this.mask = mask;
        this.opt = opt;
        this.cancelled = cancelled;
        this.progress = progress;
        this.w = mask.width();
        this.m = mask.height();
        this.k = opt.states();
        this.painted = k - 1;
        this.cells = new int[m][w];
        this.table = new int[k * k * k];
        Arrays.fill(table, Rule.UNDEFINED);
        Rng rng = new Rng(seed);
        valueOrder = new int[16][];
        for (int i = 0; i < valueOrder.length; i++) {
            int[] order = new int[k - 1];
            for (int v = 0; v < k - 1; v++) order[v] = v;
            if (i > 0) rng.shuffle(order);
            valueOrder[i] = order;
        }
    }

    /**
     * Runs the search; {@code cancelled} is polled, {@code progress} hears the node count now and
     * then. A search that wanders long without a result restarts with another value order and a
     * doubled budget (search times are heavy-tailed); the last attempt has no budget, so a
     * picture no automaton draws is still proved impossible when time allows.
     */
    public static GeneratorResult run(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress) {
        long start = System.nanoTime();
        long deadline = start + opt.limitMillis() * 1_000_000L;
        if (!paintedRunsAgree(mask, opt.cyclic()))
            return new GeneratorResult(Optional.empty(), GeneratorResult.Status.IMPOSSIBLE, 0, (System.nanoTime() - start) / 1_000_000L);
        long total = 0, budget = 20_000;
        for (int attempt = 0; ; attempt++) {
            CellSearch s = new CellSearch(mask, opt, cancelled, progress, opt.seed() + attempt * 0x9E3779B97F4A7C15L);
            s.deadline = deadline;
            s.budget = attempt < 12 ? budget : Long.MAX_VALUE;
            s.nodeBase = total;
            boolean found = s.assign(0, 0);
            total += s.nodes;
            long millis = (System.nanoTime() - start) / 1_000_000L;
            if (found) return new GeneratorResult(Optional.of(s.result()), GeneratorResult.Status.FOUND, total, millis);
            if (s.stop != null) return new GeneratorResult(Optional.empty(), s.stop, total, millis);
            if (!s.outOfBudget) return new GeneratorResult(Optional.empty(), GeneratorResult.Status.IMPOSSIBLE, total, millis);
            budget *= 2;
        }
    }

    /**
     * A quick proof of impossibility for any k: three painted cells side by side always form the
     * triple (k−1, k−1, k−1), so every cell under the middle of such a run must be painted, or
     * every one unpainted.
     */
    static boolean paintedRunsAgree(PictureMask mask, boolean cyclic) {
        int w = mask.width();
        Boolean below = null;
        for (int t = 0; t + 1 < mask.height(); t++) for (int c = 0; c < w; c++) {
            boolean l = c > 0 ? mask.painted(t, c - 1) : cyclic && mask.painted(t, w - 1);
            boolean r = c < w - 1 ? mask.painted(t, c + 1) : cyclic && mask.painted(t, 0);
            if (!(l && r && mask.painted(t, c))) continue;
            if (below == null) below = mask.painted(t + 1, c);
            else if (below != mask.painted(t + 1, c)) return false;
        }
        return true;
    }

    private boolean allowed(int t, int i, int v) { return mask.painted(t, i) == (v == painted); }

    private boolean assign(int t, int i) {
        if (t == m) return true;
        if (++nodes > budget) { outOfBudget = true; return false; }
        if ((nodes & 1023) == 0) {
            progress.accept(nodeBase + nodes);
            if (cancelled.getAsBoolean()) stop = GeneratorResult.Status.CANCELLED;
            else if (System.nanoTime() > deadline) stop = GeneratorResult.Status.TIMED_OUT;
        }
        if (stop != null || outOfBudget) return false;
        int nt = i + 1 == w ? t + 1 : t, ni = i + 1 == w ? 0 : i + 1;
        int mirror = w - 1 - i;
        int forced = opt.symmetric() && mirror < i ? cells[t][mirror] : -1;
        if (t == 0) {
            if (mask.painted(0, i)) return (forced < 0 || forced == painted) && place(t, i, painted, nt, ni);
            for (int v : valueOrder[(int) (nodes % valueOrder.length)]) {
                if (forced >= 0 && v != forced) continue;
                if (place(t, i, v, nt, ni)) return true;
                if (stop != null || outOfBudget) return false;
            }
            return false;
        }
        int[] above = cells[t - 1];
        int l = i > 0 ? above[i - 1] : opt.cyclic() ? above[w - 1] : 0;
        int r = i < w - 1 ? above[i + 1] : opt.cyclic() ? above[0] : 0;
        int key = (l * k + above[i]) * k + r;
        if (table[key] >= 0) {
            int v = table[key];
            return allowed(t, i, v) && (forced < 0 || forced == v) && place(t, i, v, nt, ni);
        }
        if (mask.painted(t, i)) return (forced < 0 || forced == painted) && record(key, t, i, painted, nt, ni);
        for (int v : valueOrder[(int) (nodes % valueOrder.length)]) {
            if (forced >= 0 && v != forced) continue;
            if (record(key, t, i, v, nt, ni)) return true;
            if (stop != null || outOfBudget) return false;
        }
        return false;
    }

    /**
     * Sets a cell and looks one row ahead: every triple this cell completes must give the next
     * row a value its mask allows, and a triple above a painted cell is recorded as → k−1 at
     * once. A clash is found here, a whole row before the search would reach it.
     */
    private boolean place(int t, int i, int v, int nt, int ni) {
        cells[t][i] = v;
        if (t + 1 >= m) return assign(nt, ni);
        int[] recorded = new int[3];
        int count = 0;
        boolean ok = true;
        int[] centres = {i >= 1 && !(opt.cyclic() && i == 1) ? i - 1 : -1, i == w - 1 ? w - 1 : -1, opt.cyclic() && i == w - 1 ? 0 : -1};
        for (int c : centres) {
            if (c < 0 || !ok) continue;
            int key = keyAbove(t, c);
            if (table[key] >= 0) ok = allowed(t + 1, c, table[key]);
            else if (mask.painted(t + 1, c)) { table[key] = painted; recorded[count++] = key; }
        }
        if (ok && assign(nt, ni)) return true;
        for (int k2 = 0; k2 < count; k2++) table[recorded[k2]] = Rule.UNDEFINED;
        return false;
    }

    /** The rule key of the triple centred at column c of row t (all three cells assigned). */
    private int keyAbove(int t, int c) {
        int[] row = cells[t];
        int l = c > 0 ? row[c - 1] : opt.cyclic() ? row[w - 1] : 0;
        int r = c < w - 1 ? row[c + 1] : opt.cyclic() ? row[0] : 0;
        return (l * k + row[c]) * k + r;
    }

    private boolean record(int key, int t, int i, int v, int nt, int ni) {
        table[key] = v;
        if (place(t, i, v, nt, ni)) return true;
        table[key] = Rule.UNDEFINED;
        return false;
    }

    /** The picture automaton: the rules the picture used, its initial row, colours that make the picture stand out. */
    private Automaton result() {
        List<String> colours = new java.util.ArrayList<>(BACKGROUND.subList(0, k - 1));
        colours.add("#000000");
        PictureSetup setup = new PictureSetup(w, m, opt.cyclic(), 0, List.of(cells[0].clone()));
        Automaton a = new Automaton(Kind.PICTURE, k, colours, table, "A picture made by the rule generator.", setup);
        int[][] rows = Evolution.of(a, new Board(w, m, opt.cyclic(), 0), cells[0]).rows();
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++)
            if (!allowed(t, i, rows[t][i])) throw new IllegalStateException("the generator's result does not draw the picture");
        return a;
    }
}
