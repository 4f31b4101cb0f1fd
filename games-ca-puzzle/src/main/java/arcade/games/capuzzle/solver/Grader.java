package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Solves a puzzle the way a player would, always with the simplest deduction available (thesis
 * 9.3): a view whose other cells are known, then a view with more cells hidden, then views
 * combined or a short contradiction, then a look ahead. The hint is the first such step; the
 * rating is what a whole solve needed. Deductions use what is revealed, never the hidden solution.
 */
public final class Grader {
    /** Effort a rating may take, in view checks. */
    public static final long DEFAULT_BUDGET = 2_000_000_000L;

    private Grader() {}

    /**
     * What a solve reached: whether every cell was deduced, how many waves of deduction each
     * technique was the simplest for (a wave reveals every cell that technique fixes at once), the
     * deepest chain of combined views, and the effort in view checks.
     */
    public record Rating(boolean solved, Map<Step.Technique, Integer> waves, int maxDepth, long work) {
        public Rating { waves = Map.copyOf(waves); }

        /** The hardest technique the solve needed. */
        public Step.Technique hardest() {
            Step.Technique h = Step.Technique.DIRECT;
            for (Step.Technique t : waves.keySet()) if (t.ordinal() > h.ordinal()) h = t;
            return h;
        }

        /** The grade of the puzzle (meaningful when solved). */
        public Grade grade() { return Grade.of(hardest()); }

        public int count(Step.Technique t) { return waves.getOrDefault(t, 0); }
    }

    /** The simplest deduction from what is known now, explained; empty when even a look ahead finds none. */
    public static Optional<Step> next(Known k) {
        Optional<Step> eliminated = elimination(k);
        if (eliminated.isPresent()) return eliminated;
        Views views = new Views(k.puzzle());
        Rounds r = new Rounds(views, views.known(k));
        boolean[] open = open(k);
        Explainer ex = new Explainer(r);
        if (!r.step()) return lookaheads(views, k);
        int[] dom = r.last();
        int wd = views.wd;
        Step best = null;
        for (int row = dom.length / wd - 1; row >= 0 && (best == null || best.technique() != Step.Technique.DIRECT); row--)
            for (int v = row * wd; v < row * wd + wd; v++) if (open[v] && Integer.bitCount(dom[v]) == 1) {
                Step s = ex.explain(v, 1);
                if (best == null || s.technique().ordinal() < best.technique().ordinal()) best = s;
                if (best.technique() == Step.Technique.DIRECT) break;
            }
        if (best != null) return Optional.of(best);
        int round = r.untilFixed(open);
        if (round > 0) return Optional.of(ex.explain(lowest(r.last(), open, wd), round));
        return lookaheads(views, k);
    }

    private static Optional<Step> lookaheads(Views views, Known k) {
        Optional<Step> s = Lookahead.find(views, k, Lookahead.SHORT);
        return s.isPresent() ? s : Lookahead.find(views, k, Integer.MAX_VALUE);
    }

    /** Rates a puzzle from what is known (its start, for a new puzzle) with every deduction. */
    public static Rating rate(Known start) { return solve(start, Grade.EXPERT, DEFAULT_BUDGET).rating(); }

    /** A solve with the deductions of {@code limit} at most, stopping when stuck or past {@code budget} view checks. */
    public static Solve solve(Known start, Grade limit, long budget) {
        Solve s = new Solve(start, limit, budget);
        s.run();
        return s;
    }

    /** A solve in progress; clues may be added where it got stuck, and it carries on from there. */
    public static final class Solve {
        private final Grade limit;
        private final long budget;
        private final Map<Step.Technique, Integer> waves = new EnumMap<>(Step.Technique.class);
        private final Views views;
        private final FirstRound first;
        private Known known;
        private int maxDepth;
        private long work;

        Solve(Known start, Grade limit, long budget) {
            this.known = start;
            this.limit = limit;
            this.budget = budget;
            this.views = new Views(start.puzzle());
            this.first = new FirstRound(views, views.known(start));
            this.work = first.work();
        }

        public Known known() { return known; }
        public boolean solved() { return hidden(known) == 0; }
        public boolean overBudget() { return work > budget; }
        public Rating rating() { return new Rating(solved(), waves, maxDepth, work); }

        /** Reveals a clue (a cell of the solution) and carries on. */
        public void addClue(int row, int col) {
            reveal(List.of(row * views.wd + known.puzzle().board().displayColumn(col)));
            run();
        }

        /** Deduces until solved, stuck at this grade, or over the budget. */
        void run() {
            while (!solved() && !overBudget()) if (!wave()) return;
        }

        /** One wave: every cell the simplest technique that works now fixes; false when none allowed works. */
        private boolean wave() {
            boolean[] open = open(known);
            int[] after = first.after();
            Map<Step.Technique, List<Integer>> fixed = new EnumMap<>(Step.Technique.class);
            for (int v = 0; v < after.length; v++) if (open[v] && Integer.bitCount(after[v]) == 1)
                fixed.computeIfAbsent(first.technique(v), t -> new ArrayList<>()).add(v);
            for (var e : fixed.entrySet()) if (limit.allows(e.getKey())) {
                reveal(e.getValue());
                count(e.getKey(), 1);
                return true;
            }
            if (!limit.allows(Step.Technique.COMBINED)) return false;
            if (!fixed.isEmpty()) {
                reveal(fixed.get(Step.Technique.COMBINED));
                count(Step.Technique.COMBINED, 1);
                return true;
            }
            int[] known0 = first.known();
            int[] changed = java.util.stream.IntStream.range(0, after.length).filter(v -> after[v] != known0[v]).toArray();
            Rounds r = new Rounds(views, after, changed);
            int round = r.untilFixed(open);
            work += r.work();
            if (round > 0) {
                List<Integer> cells = new ArrayList<>();
                for (int v = 0; v < after.length; v++) if (open[v] && Integer.bitCount(r.last()[v]) == 1) cells.add(v);
                reveal(cells);
                count(Step.Technique.COMBINED, round + 1);
                return true;
            }
            Optional<Step> s = Lookahead.find(views, known, Lookahead.SHORT);
            if (s.isEmpty() && limit.allows(Step.Technique.LOOKAHEAD)) s = Lookahead.find(views, known, Integer.MAX_VALUE);
            work += (long) known.puzzle().board().cells() * views.n * 64;
            if (s.isEmpty()) return false;
            reveal(List.of(s.get().row() * views.wd + known.puzzle().board().displayColumn(s.get().col())));
            count(s.get().technique(), s.get().depth());
            return true;
        }

        private void count(Step.Technique t, int depth) {
            waves.merge(t, 1, Integer::sum);
            maxDepth = Math.max(maxDepth, depth);
        }

        private void reveal(List<Integer> displayCells) {
            Board b = known.puzzle().board();
            boolean[] rev = known.revealed().clone();
            long before = first.work();
            for (int v : displayCells) {
                int row = v / views.wd, col = b.realColumn(v % views.wd);
                rev[row * b.width() + col] = true;
                first.reveal(v, known.puzzle().value(row, col));
            }
            work += first.work() - before;
            known = new Known(known.puzzle(), rev, known.wrong());
        }
    }

    /** The display cells still hidden. */
    static boolean[] open(Known k) {
        Board b = k.puzzle().board();
        int wd = b.displayWidth();
        boolean[] open = new boolean[b.generations() * wd];
        for (int t = 0; t < b.generations(); t++) for (int d = 0; d < wd; d++)
            open[t * wd + d] = !b.isBorderColumn(d) && !k.isRevealed(t, b.realColumn(d));
        return open;
    }

    static int hidden(Known k) {
        int h = 0;
        for (boolean r : k.revealed()) if (!r) h++;
        return h;
    }

    /** Among the cells a round fixed, the one a player working upwards meets first: the lowest row, then the leftmost. */
    private static int lowest(int[] dom, boolean[] open, int wd) {
        for (int row = dom.length / wd - 1; row >= 0; row--)
            for (int v = row * wd; v < row * wd + wd; v++) if (open[v] && Integer.bitCount(dom[v]) == 1) return v;
        throw new IllegalStateException("no cell was fixed");
    }

    /** A hidden cell where every state but one was already guessed wrongly. */
    private static Optional<Step> elimination(Known k) {
        Puzzle p = k.puzzle();
        Board b = p.board();
        int all = (1 << p.automaton().states()) - 1;
        for (int t = b.generations() - 1; t >= 0; t--) for (int i = 0; i < b.width(); i++) {
            int left = all & ~k.wrongMask(t, i);
            if (!k.isRevealed(t, i) && Integer.bitCount(left) == 1)
                return Optional.of(new Step(Step.Technique.ELIMINATION, t, i, Integer.numberOfTrailingZeros(left), List.of(), List.of(), Map.of(), 0, null));
        }
        return Optional.empty();
    }

    /** Every hidden cell's row and real column, youngest generation first: the order suppositions try them. */
    static List<int[]> hiddenCells(Known k) {
        Board b = k.puzzle().board();
        List<int[]> out = new ArrayList<>();
        for (int t = b.generations() - 1; t >= 0; t--) for (int i = 0; i < b.width(); i++) if (!k.isRevealed(t, i)) out.add(new int[]{t, i});
        return out;
    }
}
