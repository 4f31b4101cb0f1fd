package arcade.games.capuzzle.generator;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The picture generator as players and tools use it: the chosen search, first with fewer states.
 * A picture drawn with fewer background states is also drawn with more (the extra states simply
 * go unused), and a smaller search is far quicker to finish or to rule out, so 2 states are tried
 * first, then 3, up to the states asked for; each smaller try gets half of the time that is
 * left. The result therefore has the fewest states that were found to work (THESIS.md 10:
 * an "optimised" result has no unused background states).
 */
public final class Generator {
    private Generator() {}

    public static GeneratorResult run(PictureMask mask, GeneratorOptions opt, BooleanSupplier cancelled, LongConsumer progress) {
        long start = System.nanoTime();
        if (!CellSearch.paintedRunsAgree(mask, opt.cyclic()))
            return new GeneratorResult(Optional.empty(), GeneratorResult.Status.IMPOSSIBLE, 0, millisSince(start));
        long total = 0;
        GeneratorResult.Status status = GeneratorResult.Status.TIMED_OUT;
        for (int k = 2; k <= opt.states(); k++) {
            long left = opt.limitMillis() - (System.nanoTime() - start) / 1_000_000L;
            if (left <= 0) { status = GeneratorResult.Status.TIMED_OUT; break; }
            GeneratorOptions stage = opt.withStates(k, k == opt.states() ? left : Math.max(1, left / 2));
            long base = total;
            LongConsumer offset = n -> progress.accept(base + n);
            GeneratorResult r = switch (opt.method()) {
                case ROW -> RowSearch.run(mask, stage, cancelled, offset);
                case CELL -> CellSearch.run(mask, stage, cancelled, offset);
                case SAT -> SatSearch.run(mask, stage, cancelled, offset);
            };
            total += r.nodes();
            status = r.status();
            if (status == GeneratorResult.Status.FOUND || status == GeneratorResult.Status.CANCELLED)
                return new GeneratorResult(r.automaton(), status, total, millisSince(start));
        }
        // the last try had the most states: its "impossible" holds for fewer states too
        return new GeneratorResult(Optional.empty(), status, total, millisSince(start));
    }

    /**
     * The search with learning's clauses for exactly {@code opt.states()} states, as DIMACS CNF
     * text (for comparing other SAT solvers on the same problem; nothing is solved).
     */
    public static String dimacs(PictureMask mask, GeneratorOptions opt) { return SatSearch.dimacs(mask, opt); }

    private static long millisSince(long start) { return (System.nanoTime() - start) / 1_000_000L; }
}
