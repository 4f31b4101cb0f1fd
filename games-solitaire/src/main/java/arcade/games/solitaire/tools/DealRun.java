package arcade.games.solitaire.tools;

import arcade.api.model.IllegalMoveException;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.SolveResult;
import arcade.games.solitaire.solver.ThesisSolver;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/** One benchmark deal: decided by the thoughtful solver, or played out by the no-peek player. */
final class DealRun {
    private DealRun() {}

    /**
     * {@code millis}: wall time; {@code cpuMillis}: processor time of the thread that played the
     * deal; {@code check}: for an "unwinnable" verdict checked without prunings, what that search
     * found (a win only when its line replays to a won game), else null.
     */
    record Result(Verdict verdict, double millis, long states, double cpuMillis, Verdict check) {
        Result(Verdict verdict, double millis, long states, double cpuMillis) { this(verdict, millis, states, cpuMillis, null); }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static long cpuNow() { return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime(); }

    /**
     * {@code checkStates}: when above 0, an "unwinnable" verdict is searched again without
     * prunings, that many positions, with exact keys when the solve had them or {@code checkExact}.
     */
    static Result thoughtful(KlondikeState start, Budget budget, boolean exactKeys, long checkStates, boolean checkExact) {
        long t0 = System.nanoTime(), c0 = cpuNow();
        ThoughtfulSolver solver = new ThoughtfulSolver(budget);
        SolveResult r = (exactKeys ? solver.withExactKeys() : solver).solve(start);
        double millis = (System.nanoTime() - t0) / 1e6, cpuMillis = (cpuNow() - c0) / 1e6;
        Verdict check = null;
        if (r.verdict() == Verdict.UNWINNABLE && checkStates > 0) {
            ThoughtfulSolver unpruned = new ThoughtfulSolver(Budget.of(checkStates, 3_600_000)).withoutPrunings();
            SolveResult c = (exactKeys || checkExact ? unpruned.withExactKeys() : unpruned).solve(start);
            check = c.verdict() == Verdict.WINNABLE && !wins(start, c.moves()) ? Verdict.UNKNOWN : c.verdict();
        }
        return new Result(r.verdict(), millis, r.states(), cpuMillis, check);
    }

    private static boolean wins(KlondikeState s, List<KlondikeMove> moves) {
        try {
            for (KlondikeMove m : moves) s = KlondikeRules.INSTANCE.apply(s, m);
            return s.isWon();
        } catch (IllegalMoveException e) {
            return false;
        }
    }

    static Result thesis(KlondikeState start, Budget budget, ThesisSolver.Mode mode) {
        long t0 = System.nanoTime(), c0 = cpuNow();
        SolveResult r = new ThesisSolver(budget, mode).solve(start);
        return new Result(r.verdict(), (System.nanoTime() - t0) / 1e6, r.states(), (cpuNow() - c0) / 1e6);
    }

    /**
     * Plays the deal feeding the player only what it may see; the game table holds the real cards.
     * Each sampled position gets a budget of positions but no time cap, so the figure does not
     * depend on how busy the machine is.
     */
    static Result noPeek(KlondikeState start, int samples, long sampleStates, long seed) {
        long t0 = System.nanoTime(), c0 = cpuNow();
        NoPeekPlayer player = new NoPeekPlayer(samples, seed, Budget.of(sampleStates, 600_000));
        KlondikeState s = start;
        int guard = 0;
        while (!s.isWon() && guard++ < 2000) {
            List<KlondikeMove> moves = player.next(KlondikeView.of(s));
            if (moves.isEmpty()) break;
            for (KlondikeMove m : moves) s = KlondikeRules.INSTANCE.apply(s, m);
        }
        return new Result(s.isWon() ? Verdict.WINNABLE : Verdict.UNWINNABLE, (System.nanoTime() - t0) / 1e6, player.statesExplored(), (cpuNow() - c0) / 1e6);
    }
}
