package arcade.games.solitaire.solver;

import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeState;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The solver that sees every card (the "thoughtful" game of the literature): depth-first search
 * over {@link SearchMoves} with a transposition table of positions already explored, keyed by
 * {@link Board#key()} (foundations, face-down cards, talon: the face-up arrangement is left out).
 * Moves that only prepare another must be followed by one that uses them ({@link Pending}). Within
 * its budget it proves a position winnable (with the moves) or unwinnable (every line tried, under
 * the move prunings and that key); otherwise it says "unknown".
 *
 * <p>Depth-first search has a heavy tail on winnable deals: one bad choice near the start can hide
 * the win behind a million dead positions. So the search first makes short restarts, each with a
 * growing budget and the moves of every position shuffled (seeded by the start position, so the
 * same position always gets the same search), and spends the rest of the budget on one complete search.
 * Only a search that ran out of moves within its budget says "unwinnable" (a restart that does so
 * has searched everything too, in another order).
 *
 * <p>Before any search, {@link Blockers} looks for cards that wait for each other and so can never
 * leave their places: about one draw-3 deal in fifteen is lost that way, often one the search would need
 * millions of positions to exhaust. After the first restart, a deal that was not an easy win gets
 * a second thread ({@link SecondSearch}): the deal relaxed to draw 1 with unlimited passes (lost
 * there means lost), then shuffled restarts of its own, then (draw 3, unlimited passes) a part of
 * the complete search, in the same table ({@link Joining}). Whichever thread decides first answers;
 * each has the whole budget (positions, wall-clock time, processor time of its own thread), so on
 * two processor cores a solve still ends within its time.
 */
public final class ThoughtfulSolver {
    /** Budget of the first restart; each next one gets twice as much. */
    private static final long FIRST_RESTART = 1_000;
    /**
     * Share of the budget (states and time) the restarts may use before the complete search. Most
     * deals left undecided are lost, and only the complete search proves that, so it gets most of
     * the budget; a much smaller share loses hard wins that only the restarts find.
     */
    private static final double RESTART_SHARE = 0.12;

    private final Budget budget;

    /** Whether positions are told apart by the face-up arrangement too (see {@link Board#key()}). */
    private final boolean exactKeys;

    /** Whether short shuffled restarts come before the complete search. */
    private final boolean restarts;

    /** Whether every legal move is tried, with no prunings, obligations or proofs of loss (to check them). */
    private final boolean unpruned;

    /**
     * The move lists and transposition table, kept from one solve to the next (see
     * {@link Search.Tables}). So one instance must not solve on two threads at once.
     */
    private final Search.Tables tables = new Search.Tables();
    private Search.Tables secondTables;

    public ThoughtfulSolver(Budget budget) { this(budget, false, true, false); }

    private ThoughtfulSolver(Budget budget, boolean exactKeys, boolean restarts, boolean unpruned) {
        this.budget = budget;
        this.exactKeys = exactKeys;
        this.restarts = restarts;
        this.unpruned = unpruned;
    }

    /**
     * The same search with every face-up arrangement a position of its own: slower, for checking
     * that leaving the arrangement out of the key changes no verdict.
     */
    public ThoughtfulSolver withExactKeys() { return new ThoughtfulSolver(budget, true, restarts, unpruned); }

    /**
     * One plain search, no restarts: for small budgets (a few thousand positions), where the
     * restarts would take most of the budget and a hard position is "unknown" either way.
     */
    public ThoughtfulSolver withoutRestarts() { return new ThoughtfulSolver(budget, exactKeys, false, unpruned); }

    /**
     * One plain search of every legal move (cards back from the foundations from the Three up),
     * without the safe moves, the other prunings, the obligations, the static proof of loss or the
     * relaxation: far slower, it checks that those lose no win. Its "unwinnable" rests on the key
     * alone (with {@link #withExactKeys}, on nothing).
     */
    public ThoughtfulSolver withoutPrunings() { return new ThoughtfulSolver(budget, exactKeys, false, true); }

    public SolveResult solve(KlondikeState s) { return solve(Boards.of(s)); }

    public SolveResult solve(Board board) {
        long start = System.nanoTime();
        // Checked once, at the start, where it finds the most: cards only ever land above a column's
        // base and the talon only loses cards; a later start of a talon pass could show more, but
        // the search seldom makes one.
        if (!unpruned && Blockers.proveLost(board)) return new SolveResult(Verdict.UNWINNABLE, List.of(), 0, millisSince(start));
        return search(board, start);
    }

    /** The search alone, without the static proof (to check one against the other). */
    SolveResult solveSearchOnly(Board board) { return search(board, System.nanoTime()); }

    private SolveResult search(Board board, long start) {
        // The searches of this thread stop as soon as the second one has decided the deal.
        AtomicBoolean secondDecided = new AtomicBoolean();
        Budget watched = budget.withCancel(() -> budget.cancelled().getAsBoolean() || secondDecided.get());
        long restartStates = (long) (budget.maxStates() * RESTART_SHARE);
        long restartNanos = (long) (budget.maxMillis() * 1_000_000L * RESTART_SHARE);
        long cpuStart = CpuClock.now();
        long cpuNanos = budget.maxCpuMillis() <= 0 ? Long.MAX_VALUE / 4 : budget.maxCpuMillis() * 1_000_000L;
        long restartCpuEnd = cpuStart + (long) (cpuNanos * RESTART_SHARE);
        long deadline = start + budget.maxMillis() * 1_000_000L;
        long spent = 0, firstStates = 0;
        long seed = board.hash();
        SecondSearch second = null;
        Joining joining = null;
        try {
            for (long phase = FIRST_RESTART; restarts && spent + phase <= restartStates; phase *= 2) {
                long left = restartNanos - (System.nanoTime() - start);
                if (left <= 0 || CpuClock.now() >= restartCpuEnd) break;
                // The first restart keeps the plain order: easy deals get the same short line as ever.
                Search r = new Search(board, new Search.Limits(phase, start + left, restartCpuEnd, watched), exactKeys, false,
                        phase == FIRST_RESTART ? null : new Rng(seed += phase), tables);
                boolean won = r.run();
                spent += r.states;
                // A restart that ran out of moves before its budget was a complete search (in another order).
                if (won || !r.aborted) return r.result(won, spent, millisSince(start));
                if (secondDecided.get()) return fromSecond(second, firstStates, start);
                if (r.cancelled) return new SolveResult(Verdict.UNKNOWN, List.of(), spent, millisSince(start));
                if (phase == FIRST_RESTART && relaxes(board)) {
                    // Not an easy win: the second thread takes over what the first cannot do as well.
                    firstStates = spent;
                    if (board.wasteWeighed()) joining = new Joining();
                    second = new SecondSearch(board.copy(), budget, deadline, secondTables(), joining, () -> secondDecided.set(true));
                }
            }
            Search full = new Search(board, new Search.Limits(budget.maxStates() - spent, deadline, cpuStart + cpuNanos, watched),
                    exactKeys, unpruned, null, tables);
            full.joining = joining;
            boolean won = full.run();
            spent += full.states;
            boolean joined = joining != null && joining.close(), ranOut = !full.aborted && !full.depthCut;
            if (won || ranOut && !joined) return full.result(won, spent, millisSince(start));
            if (ranOut) {
                // The second thread's part of the search must run out of moves too.
                second.await();
                if (secondDecided.get()) return fromSecond(second, firstStates, start);
                Verdict v = joining.helperRanOut() ? Verdict.UNWINNABLE : Verdict.UNKNOWN;
                return new SolveResult(v, List.of(), spent, millisSince(start));
            }
            // Out of budget: the second search has the same limits; let it use them.
            if (second != null && !full.cancelled) second.await();
            if (secondDecided.get()) return fromSecond(second, firstStates, start);
            return full.result(false, spent, millisSince(start));
        } finally {
            if (second != null) second.stop();
        }
    }

    /**
     * The second search's verdict, with the positions of the search that decided (and of the first
     * restart, which came before it), so that they do not depend on how far the first thread got.
     */
    private static SolveResult fromSecond(SecondSearch second, long firstStates, long start) {
        SolveResult r = second.result();
        return new SolveResult(r.verdict(), r.steps(), firstStates + r.states(), millisSince(start));
    }

    /** The second search's tables, made when first needed. */
    private Search.Tables secondTables() {
        if (secondTables == null) secondTables = new Search.Tables();
        return secondTables;
    }

    /**
     * Whether the {@link SecondSearch} can tell something about this board: not for draw 1 with
     * unlimited passes (its relaxation is that game already), nor for the plain searches of small
     * budgets (no restarts) or the exact-key check, which stay the search alone.
     */
    private boolean relaxes(Board board) { return restarts && !exactKeys && !unpruned && !board.talonOrderFree(); }

    private static long millisSince(long start) { return (System.nanoTime() - start) / 1_000_000; }
}
