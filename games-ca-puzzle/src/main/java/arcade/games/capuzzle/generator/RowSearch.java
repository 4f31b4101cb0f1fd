package arcade.games.capuzzle.generator;

import arcade.games.capuzzle.automaton.Rule;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The thesis's own search (THESIS.md 10, row by row): for each generation, every assignment of the
 * background states to its unpainted cells is enumerated like an odometer (the last cell
 * fastest; symmetric mode enumerates the left half and mirrors it), painted cells are fixed to
 * k−1, and a candidate row is kept when the rules it needs under the row above agree with the
 * rules recorded so far. Exponential in the unpainted cells of a row, (k−1)^u candidates, which
 * is why the thesis stopped at 4 states; kept beside the faster cell-by-cell search for
 * comparison and for small pictures.
 */
public final class RowSearch {
    private final PictureMask mask;
    private final GeneratorOptions opt;
    private final BooleanSupplier cancelled;
    private final LongConsumer progress;
    private final int w, m, k, painted;
    private final int[][] rows;
    private final int[] table;
    /** Rule keys recorded so far, in order, so that a rejected row can take its rules back. */
    private final int[] recorded;
    private int recordedCount;
    private long nodes;
    private final long deadline;
    private GeneratorResult.Status stop;

    private RowSearch(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress, long deadline) {
        this.mask = mask;
        this.opt = opt;
        this.cancelled = cancelled;
        this.progress = progress;
        this.deadline = deadline;
        w = mask.width();
        m = mask.height();
        k = opt.states();
        painted = k - 1;
        rows = new int[m][w];
        table = new int[k * k * k];
        Arrays.fill(table, Rule.UNDEFINED);
        recorded = new int[table.length];
    }

    /** Runs the search with the options' states; {@code cancelled} is polled, {@code progress} hears the rows tried. */
    public static GeneratorResult run(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress) {
        long start = System.nanoTime();
        RowSearch s = new RowSearch(mask, opt, cancelled, progress, start + opt.limitMillis() * 1_000_000L);
        boolean found = s.search(0);
        long millis = (System.nanoTime() - start) / 1_000_000L;
        if (found) return new GeneratorResult(Optional.of(PictureAutomata.of(mask, s.k, opt.cyclic(), s.table, s.rows[0])),
                GeneratorResult.Status.FOUND, s.nodes, millis);
        return new GeneratorResult(Optional.empty(), s.stop != null ? s.stop : GeneratorResult.Status.IMPOSSIBLE, s.nodes, millis);
    }

    private boolean search(int t) {
        if (t == m) return true;
        int[] free = enumerated(t);
        if (free == null) return false;
        int[] vec = new int[free.length];
        do {
            if ((++nodes & 1023) == 0) {
                progress.accept(nodes);
                if (cancelled.getAsBoolean()) stop = GeneratorResult.Status.CANCELLED;
                else if (System.nanoTime() > deadline) stop = GeneratorResult.Status.TIMED_OUT;
            }
            if (stop != null) return false;
            fill(t, free, vec);
            if (t == 0) {
                if (search(1)) return true;
                continue;
            }
            int mark = recordedCount;
            if (extend(t) && search(t + 1)) return true;
            undo(mark);
            if (stop != null) return false;
        } while (advance(vec));
        return false;
    }

    /**
     * The unpainted cells the odometer runs over (symmetric: those of the left half, centre
     * included); null when symmetric rows cannot draw this row's mask at all.
     */
    private int[] enumerated(int t) {
        int[] free = new int[w];
        int u = 0;
        for (int i = 0; i < w; i++) {
            int mirror = w - 1 - i;
            if (opt.symmetric() && mask.painted(t, i) != mask.painted(t, mirror)) return null;
            if (!mask.painted(t, i) && (!opt.symmetric() || i <= mirror)) free[u++] = i;
        }
        return Arrays.copyOf(free, u);
    }

    private void fill(int t, int[] free, int[] vec) {
        int[] row = rows[t];
        for (int i = 0; i < w; i++) if (mask.painted(t, i)) row[i] = painted;
        for (int j = 0; j < free.length; j++) {
            row[free[j]] = vec[j];
            if (opt.symmetric()) row[w - 1 - free[j]] = vec[j];
        }
    }

    /** The next vector over the background states 0..k−2, last position fastest; false after the last. */
    private boolean advance(int[] vec) {
        for (int j = vec.length - 1; j >= 0; j--) {
            if (++vec[j] < k - 1) return true;
            vec[j] = 0;
        }
        return false;
    }

    /** Records the rules row t needs under row t−1; false (nothing recorded) when one contradicts a recorded rule. */
    private boolean extend(int t) {
        int mark = recordedCount;
        int[] above = rows[t - 1];
        for (int i = 0; i < w; i++) {
            int l = i > 0 ? above[i - 1] : opt.cyclic() ? above[w - 1] : 0;
            int r = i < w - 1 ? above[i + 1] : opt.cyclic() ? above[0] : 0;
            int key = (l * k + above[i]) * k + r;
            if (table[key] < 0) {
                table[key] = rows[t][i];
                recorded[recordedCount++] = key;
            } else if (table[key] != rows[t][i]) {
                undo(mark);
                return false;
            }
        }
        return true;
    }

    private void undo(int mark) {
        while (recordedCount > mark) table[recorded[--recordedCount]] = Rule.UNDEFINED;
    }
}
