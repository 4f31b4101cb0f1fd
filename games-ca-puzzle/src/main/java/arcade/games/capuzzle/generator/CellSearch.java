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
    private long nodes, deadline;
    private GeneratorResult.Status stop;

    private CellSearch(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress) {
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
        Rng rng = new Rng(opt.seed());
        valueOrder = new int[16][];
        for (int i = 0; i < valueOrder.length; i++) {
            int[] order = new int[k - 1];
            for (int v = 0; v < k - 1; v++) order[v] = v;
            if (i > 0) rng.shuffle(order);
            valueOrder[i] = order;
        }
    }

    /** Runs the search; {@code cancelled} is polled, {@code progress} hears the node count now and then. */
    public static GeneratorResult run(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress) {
        return new CellSearch(mask, opt, cancelled, progress).run();
    }

    private GeneratorResult run() {
        long start = System.nanoTime();
        deadline = start + opt.limitMillis() * 1_000_000L;
        boolean found = assign(0, 0);
        long millis = (System.nanoTime() - start) / 1_000_000L;
        if (!found) return new GeneratorResult(Optional.empty(), stop == null ? GeneratorResult.Status.IMPOSSIBLE : stop, nodes, millis);
        return new GeneratorResult(Optional.of(result()), GeneratorResult.Status.FOUND, nodes, millis);
    }

    private boolean allowed(int t, int i, int v) { return mask.painted(t, i) == (v == painted); }

    private boolean assign(int t, int i) {
        if (t == m) return true;
        if ((++nodes & 1023) == 0) {
            progress.accept(nodes);
            if (cancelled.getAsBoolean()) stop = GeneratorResult.Status.CANCELLED;
            else if (System.nanoTime() > deadline) stop = GeneratorResult.Status.TIMED_OUT;
        }
        if (stop != null) return false;
        int nt = i + 1 == w ? t + 1 : t, ni = i + 1 == w ? 0 : i + 1;
        int mirror = w - 1 - i;
        int forced = opt.symmetric() && mirror < i ? cells[t][mirror] : -1;
        if (t == 0) {
            if (mask.painted(0, i)) return (forced < 0 || forced == painted) && place(t, i, painted, nt, ni);
            for (int v : valueOrder[(int) (nodes % valueOrder.length)]) {
                if (forced >= 0 && v != forced) continue;
                if (place(t, i, v, nt, ni)) return true;
                if (stop != null) return false;
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
            if (stop != null) return false;
        }
        return false;
    }

    private boolean place(int t, int i, int v, int nt, int ni) {
        cells[t][i] = v;
        return assign(nt, ni);
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
