package arcade.games.solitaire.solver;

import arcade.api.session.Rng;

import java.util.List;

/**
 * The second thread of a {@link ThoughtfulSolver} solve, beside its draw-3 search: first the
 * position relaxed to draw 1 with unlimited passes ({@link Board#relaxedToDrawOne}), where every
 * talon card can be played at any time, so any win under the real rules wins there too and a loss
 * there is a proof of loss; then, when the relaxed game is won and so proves nothing, shuffled
 * restarts of the real game, which find some of the wins the first thread's order buries; then, in
 * draw 3 with unlimited passes, it joins the first thread's complete search ({@link Joining}).
 *
 * <p>It has its own board, tables and limits: the solve's positions, wall-clock deadline and
 * processor time (of its own thread). A proof of loss that needs the whole budget (draw-3 deal
 * 1328: a few million positions) so no longer takes it from the search that finds the wins.
 */
final class SecondSearch {
    /** Budget of its first restart (the first thread has tried the smaller ones); each next one gets twice as much. */
    private static final long FIRST_RESTART = 8_000;
    /**
     * Share of its time (processor and wall clock) for the relaxation and the restarts before it
     * joins the complete search ({@link Joining}): enough for the quick proofs of loss and the
     * wins the restarts find, the rest for sharing the complete search, which most undecided
     * deals need (the value was chosen by the bench of README's figures table).
     */
    private static final double JOIN_AFTER = 0.2;

    private final Board board;
    private final Budget budget;
    private final long deadline;
    private final Search.Tables tables;
    private final Runnable decided;
    /** How it joins the first thread's complete search, or null when it does not. */
    private final Joining joining;
    private final Thread thread;
    private volatile boolean stop;
    private volatile SolveResult result;

    /**
     * Starts on {@code board} (a copy of its own); {@code decided} is called on its thread when it
     * has decided the deal.
     */
    SecondSearch(Board board, Budget budget, long deadline, Search.Tables tables, Joining joining, Runnable decided) {
        this.board = board;
        this.joining = joining;
        this.budget = budget.withCancel(() -> budget.cancelled().getAsBoolean() || stop);
        this.deadline = deadline;
        this.tables = tables;
        this.decided = decided;
        thread = new Thread(this::run, "klondike-second-search");
        thread.setDaemon(true);
        thread.start();
    }

    /** Its verdict, once it has decided the deal (null before, or when it cannot). */
    SolveResult result() { return result; }

    private void run() {
        long cpuStart = CpuClock.now(), wallStart = System.nanoTime();
        long cpuEnd = cpuStart + (budget.maxCpuMillis() <= 0 ? Long.MAX_VALUE / 4 : budget.maxCpuMillis() * 1_000_000L);
        // The restarts end where the joining begins.
        long restartsCpuEnd = joining == null ? cpuEnd : cpuStart + (long) ((cpuEnd - cpuStart) * JOIN_AFTER);
        long restartsEnd = joining == null ? deadline : wallStart + (long) ((deadline - wallStart) * JOIN_AFTER);
        Search relaxed = new Search(board.relaxedToDrawOne(), new Search.Limits(budget.maxStates(), deadline, cpuEnd, budget),
                false, false, null, tables);
        boolean relaxedWin = relaxed.run();
        long spent = relaxed.states;
        if (!relaxedWin && !relaxed.aborted && !relaxed.depthCut) {
            finish(new SolveResult(Verdict.UNWINNABLE, List.of(), spent, 0));
            return;
        }
        if (!relaxedWin) return; // out of budget
        long seed = ~board.hash();
        for (long phase = FIRST_RESTART; spent < budget.maxStates(); phase *= 2) {
            if (budget.maxCpuMillis() > 0 && CpuClock.now() >= restartsCpuEnd || System.nanoTime() >= restartsEnd) break;
            Search r = new Search(board, new Search.Limits(Math.min(phase, budget.maxStates() - spent), restartsEnd, restartsCpuEnd, budget),
                    false, false, new Rng(seed += phase), tables);
            boolean won = r.run();
            spent += r.states;
            // A restart that ran out of moves within its budget searched everything (in another order).
            if (won || !r.aborted && !r.depthCut) {
                finish(r.result(won, spent, 0));
                return;
            }
            if (r.cancelled) return;
        }
        if (joining != null) searchJoined(spent, seed, cpuEnd);
    }

    /** Its part of the first thread's complete search ({@link Joining}), in an order of its own. */
    private void searchJoined(long spent, long seed, long cpuEnd) {
        long left = Math.min(cpuEnd - CpuClock.now(), deadline - System.nanoTime());
        PositionTable shared = joining.join(Math.max(0, left), tables.onPath, () -> stop || budget.cancelled().getAsBoolean());
        if (shared == null) return;
        Search part = new Search(board, new Search.Limits(budget.maxStates() - spent, deadline, cpuEnd, budget), new Rng(seed ^ 0x5DEECE66DL), tables, shared);
        part.follow(joining.firstPath());
        boolean won = part.run();
        if (won) finish(part.result(true, spent + part.states, 0));
        else if (!part.aborted && !part.depthCut) joining.helperDone();
    }

    private void finish(SolveResult r) {
        result = r;
        decided.run();
    }

    /** Stops the search and waits for its thread (it looks every 1,024 positions). */
    void stop() {
        stop = true;
        await();
    }

    /** Waits for the search to end within its limits. */
    void await() {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
