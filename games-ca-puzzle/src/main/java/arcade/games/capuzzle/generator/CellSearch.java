package arcade.games.capuzzle.generator;

import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.PictureSetup;
import arcade.games.capuzzle.automaton.Rule;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The picture generator's search (THESIS.md 10, the cell-by-cell form): cells are assigned one at a time
 * (in an order where the three cells above each cell come first, see {@link #cellOrder}).
 * In generation 0 each cell branches over the states its mask allows (painted → k−1, otherwise a
 * background state). Below, the triple above a cell is already known: a triple with a rule must
 * give a value the mask allows, a new triple branches over the allowed values and records the
 * rule. With two states every value is forced, so the search is one consistency pass.
 */
public final class CellSearch {
    private final PictureMask mask;
    private final GeneratorOptions opt;
    private final BooleanSupplier cancelled;
    private final LongConsumer progress;
    private final int w, m, k, painted;
    private final int[][] cells;
    private final int[] table;
    /** What each triple must give, known before its value is: painted, background or not yet seen. */
    private final byte[] side;
    private final int[][] valueOrder;
    /** The cells in the order they are assigned: order[j] = t·W + i. */
    private final int[] order;
    private long nodes, nodeBase, deadline, budget = Long.MAX_VALUE;
    private GeneratorResult.Status stop;
    private boolean outOfBudget;
    /**
     * The highest background state used so far. Background states 1..k−2 are interchangeable
     * (0 is the border's), so a new one is only tried once the one before it is in use: the same
     * picture is not searched again under renamed states.
     */
    private int maxUsed;

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
        this.side = new byte[k * k * k];
        Rng rng = new Rng(seed);
        valueOrder = new int[16][];
        for (int i = 0; i < valueOrder.length; i++) {
            int[] order = new int[k - 1];
            for (int v = 0; v < k - 1; v++) order[v] = v;
            if (i > 0) rng.shuffle(order);
            valueOrder[i] = order;
        }
        this.order = cellOrder(w, m, opt.cyclic());
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
            boolean found = s.assign(0);
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

    /**
     * Flat boards go by diagonals: generation 0's cell d, then the cells (1, d−1), (2, d−2), … down
     * to the left border, each of which needs only cells placed before it. So every choice in
     * generation 0 is checked at once against the whole picture below it, rather than only
     * against the next row; wrong choices fail while they are still cheap to undo. Cyclic boards
     * wrap, so the left neighbour of column 0 comes last in a row: they go row by row.
     */
    static int[] cellOrder(int w, int m, boolean cyclic) {
        int[] out = new int[w * m];
        int j = 0;
        if (cyclic) {
            for (int c = 0; c < w * m; c++) out[c] = c;
            return out;
        }
        for (int d = 0; d < w + m - 1; d++)
            for (int t = Math.max(0, d - (w - 1)); t <= Math.min(m - 1, d); t++) out[j++] = t * w + (d - t);
        return out;
    }

    private boolean assign(int j) {
        if (j == order.length) return true;
        int t = order[j] / w, i = order[j] % w, next = j + 1;
        if (++nodes > budget) { outOfBudget = true; return false; }
        if ((nodes & 1023) == 0) {
            progress.accept(nodeBase + nodes);
            if (cancelled.getAsBoolean()) stop = GeneratorResult.Status.CANCELLED;
            else if (System.nanoTime() > deadline) stop = GeneratorResult.Status.TIMED_OUT;
        }
        if (stop != null || outOfBudget) return false;
        int mirror = w - 1 - i;
        int forced = opt.symmetric() && mirror < i ? cells[t][mirror] : -1;
        if (t == 0) {
            if (mask.painted(0, i)) return (forced < 0 || forced == painted) && place(t, i, painted, next);
            for (int v : valueOrder[(int) (nodes % valueOrder.length)]) {
                if (forced >= 0 && v != forced || v > maxUsed + 1) continue;
                if (place(t, i, v, next)) return true;
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
            return allowed(t, i, v) && (forced < 0 || forced == v) && place(t, i, v, next);
        }
        if (mask.painted(t, i)) return (forced < 0 || forced == painted) && record(key, t, i, painted, next);
        for (int v : valueOrder[(int) (nodes % valueOrder.length)]) {
            if (forced >= 0 && v != forced || v > maxUsed + 1) continue;
            if (record(key, t, i, v, next)) return true;
            if (stop != null || outOfBudget) return false;
        }
        return false;
    }

    /**
     * Sets a cell and looks one row ahead: every triple this cell completes must give the next
     * row a value its mask allows. A new triple is bound at once to the side of the picture it
     * lands on (above a painted cell it is recorded as → k−1; above an unpainted one it may no
     * longer give k−1), so a triple seen on both sides fails here, at the cell that completes it,
     * rather than a row later after every cell in between was tried again.
     */
    private boolean place(int t, int i, int v, int next) {
        cells[t][i] = v;
        int usedBefore = maxUsed;
        if (v != painted && v > maxUsed) maxUsed = v;
        if (t + 1 >= m) {
            if (assign(next)) return true;
            maxUsed = usedBefore;
            return false;
        }
        int[] bound = new int[3];
        int count = 0;
        boolean ok = true;
        int[] centres = {i >= 1 && !(opt.cyclic() && i == 1) ? i - 1 : -1, i == w - 1 ? w - 1 : -1, opt.cyclic() && i == w - 1 ? 0 : -1};
        for (int c : centres) {
            if (c < 0 || !ok) continue;
            int key = keyAbove(t, c);
            byte below = mask.painted(t + 1, c) ? PAINTED : UNPAINTED;
            if (table[key] >= 0) ok = allowed(t + 1, c, table[key]);
            else if (side[key] != 0) ok = side[key] == below;
            else {
                side[key] = below;
                if (below == PAINTED) table[key] = painted;
                bound[count++] = key;
            }
        }
        if (ok && assign(next)) return true;
        maxUsed = usedBefore;
        for (int k2 = 0; k2 < count; k2++) { table[bound[k2]] = Rule.UNDEFINED; side[bound[k2]] = 0; }
        return false;
    }

    private static final byte PAINTED = 1, UNPAINTED = 2;

    /** The rule key of the triple centred at column c of row t (all three cells assigned). */
    private int keyAbove(int t, int c) {
        int[] row = cells[t];
        int l = c > 0 ? row[c - 1] : opt.cyclic() ? row[w - 1] : 0;
        int r = c < w - 1 ? row[c + 1] : opt.cyclic() ? row[0] : 0;
        return (l * k + row[c]) * k + r;
    }

    private boolean record(int key, int t, int i, int v, int next) {
        table[key] = v;
        if (place(t, i, v, next)) return true;
        table[key] = Rule.UNDEFINED;
        return false;
    }

    private Automaton result() {
        return PictureAutomata.of(mask, k, opt.cyclic(), table, cells[0]);
    }
}
