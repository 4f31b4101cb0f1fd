package arcade.games.solitaire.solver;

import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeState;

import java.util.List;

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
 * millions of positions to exhaust. After the first restart, a deal that was not an easy win is
 * searched once more with the talon relaxed to draw 1 with unlimited passes ({@link #relaxedSearch}):
 * lost there means lost.
 */
public final class ThoughtfulSolver {
    /** Budget of the first restart; each next one gets twice as much. */
    private static final long FIRST_RESTART = 1_000;
    /**
     * Share of the budget (states and time) the restarts may use before the complete search. Most
     * deals left undecided are lost, and only the complete search proves that: on draw-3 deals
     * 1–2,000 with 1 s of processor time, 12 % leaves 41 undecided against 51 with 30 %, and keeps
     * the hard wins the restarts find (5 % lost two of them).
     */
    private static final double RESTART_SHARE = 0.12;
    /**
     * Share of the budget for the draw-1 relaxation ({@link #relaxedSearch}), given on top of the
     * restarts' share (taken from it, it lost draw 3 deal 586's hard win). It proves many lost
     * deals in a few thousand positions (draw 3 deal 254: 5,110 positions, against 519,378 for the
     * draw-3 search), and, since a position explored under an obligation covers it freely with
     * unlimited passes ({@link Search}), the hardest ones in a few hundred thousand (deal 12: about
     * 500,000, where the draw-3 search needs millions); when it fails its time is lost to the
     * complete search. On draw-3 deals 1–2,000 with 1 s of processor time, 6 % left 35 undecided,
     * 20 % 24, 30 % 23, 40–70 % 20–25 (a win fewer or two); on deals 1–10,000, 30 % left 137
     * against 189 with 6 %, the same verdicts. (With the earlier table 6 % was best.)
     */
    private static final double RELAX_SHARE = 0.30;
    /**
     * The same share in draw 1 with a pass limit, where the relaxed game differs only in the passes:
     * more lost deals are lost there too, and its proofs (up to a few hundred thousand positions)
     * pay for the time. On draw-1 deals 1,001–4,000 with three passes and 1 s of processor time,
     * 30 % left 98 and 108 undecided in two runs against 129 with 6 % (34 and 30 more proven lost,
     * 4 and 9 wins no longer found in time); 50 % lost more wins.
     */
    private static final double RELAX_SHARE_DRAW_ONE = 0.30;

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
        long restartStates = (long) (budget.maxStates() * RESTART_SHARE);
        long restartNanos = (long) (budget.maxMillis() * 1_000_000L * RESTART_SHARE);
        long cpuStart = CpuClock.now();
        long cpuNanos = budget.maxCpuMillis() <= 0 ? Long.MAX_VALUE / 4 : budget.maxCpuMillis() * 1_000_000L;
        long restartCpuEnd = cpuStart + (long) (cpuNanos * RESTART_SHARE);
        long spent = 0, relaxedStates = 0;
        long seed = board.hash();
        // The relaxation's positions are not taken from the restarts' share: it has its own.
        for (long phase = FIRST_RESTART; restarts && spent - relaxedStates + phase <= restartStates; phase *= 2) {
            long left = restartNanos - (System.nanoTime() - start);
            if (left <= 0 || CpuClock.now() >= restartCpuEnd) break;
            // The first restart keeps the plain order: easy deals get the same short line as ever.
            Search r = new Search(board, new Search.Limits(phase, start + left, restartCpuEnd, budget), exactKeys, false,
                    phase == FIRST_RESTART ? null : new Rng(seed += phase), tables);
            boolean won = r.run();
            spent += r.states;
            // A restart that ran out of moves before its budget was a complete search (in another order).
            if (won || !r.aborted) return r.result(won, spent, millisSince(start));
            if (r.cancelled) return new SolveResult(Verdict.UNKNOWN, List.of(), spent, millisSince(start));
            if (phase == FIRST_RESTART && relaxes(board)) {
                // The deal was not an easy win: try to prove it lost with the talon relaxed.
                long wallBefore = System.nanoTime(), cpuBefore = CpuClock.now();
                Search relaxed = relaxedSearch(board);
                boolean relaxedWin = relaxed.run();
                spent += relaxed.states;
                relaxedStates = relaxed.states;
                // Its time is not taken from the restarts either: a hard win they find (draw 3 deal 586) stays found.
                restartNanos += System.nanoTime() - wallBefore;
                restartCpuEnd += CpuClock.now() - cpuBefore;
                if (!relaxedWin && !relaxed.aborted && !relaxed.depthCut) return new SolveResult(Verdict.UNWINNABLE, List.of(), spent, millisSince(start));
                if (relaxed.cancelled) return new SolveResult(Verdict.UNKNOWN, List.of(), spent, millisSince(start));
            }
        }
        long deadline = start + budget.maxMillis() * 1_000_000L;
        Search full = new Search(board, new Search.Limits(budget.maxStates() - spent, deadline, cpuStart + cpuNanos, budget), exactKeys,
                unpruned, null, tables);
        boolean won = full.run();
        return full.result(won, spent + full.states, millisSince(start));
    }

    /**
     * Whether {@link #relaxedSearch} can tell something about this board: not for draw 1 with
     * unlimited passes (it is that game already), nor for the plain searches of small budgets
     * (no restarts) or the exact-key check, which stay the search alone.
     */
    private boolean relaxes(Board board) { return restarts && !exactKeys && !unpruned && !board.talonOrderFree(); }

    /**
     * A proof of loss that covers the talon: the same position played with draw 1 and unlimited
     * passes, where every talon card can be played at any time, so any winning line under the real
     * rules wins there too ({@link Board#relaxedToDrawOne}). When that search runs out of moves the
     * deal is lost. Its search is much smaller (the waste position plays no part, and the draw-1
     * talon rules prune hard), and many lost draw-3 deals are lost for reasons the talon's order
     * does not change. It gets {@link #RELAX_SHARE} of the budget ({@link #RELAX_SHARE_DRAW_ONE} in
     * draw 1); the caller runs it.
     */
    private Search relaxedSearch(Board board) {
        double share = board.draw == 1 ? RELAX_SHARE_DRAW_ONE : RELAX_SHARE;
        long cpuNanos = budget.maxCpuMillis() <= 0 ? Long.MAX_VALUE / 4 : (long) (budget.maxCpuMillis() * 1_000_000L * share);
        Search.Limits limits = new Search.Limits(Math.max(1, (long) (budget.maxStates() * share)),
                System.nanoTime() + (long) (budget.maxMillis() * 1_000_000L * share), CpuClock.now() + cpuNanos, budget);
        return new Search(board.relaxedToDrawOne(), limits, false, false, null, tables);
    }

    private static long millisSince(long start) { return (System.nanoTime() - start) / 1_000_000; }
}
