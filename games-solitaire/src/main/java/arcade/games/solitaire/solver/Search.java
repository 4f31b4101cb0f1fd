package arcade.games.solitaire.solver;

import arcade.api.session.Rng;
import arcade.games.solitaire.model.KlondikeMove;

import java.util.ArrayList;
import java.util.List;

/**
 * One depth-first search of {@link ThoughtfulSolver} over {@link SearchMoves}, with a table of the
 * positions already explored. Moves that only prepare another must be followed by one that uses
 * them ({@link Pending}). A complete search may be joined by a second thread ({@link Joining}).
 */
final class Search {
    static final int MAX_DEPTH = 400;

    /**
     * The arrays a search works in, kept from one search to the next: a player that solves
     * thousands of small sampled deals would otherwise spend most of its time allocating them.
     */
    static final class Tables {
        final PositionTable seen = new PositionTable(1 << 14);
        final int[][] moves = new int[MAX_DEPTH][160];
        final int[] path = new int[MAX_DEPTH];
        final long[][] childKeys = new long[MAX_DEPTH][160];
        /** The key of each position on the path being explored, 0 past its end: read by a joined search ({@link Joining}). */
        final long[] onPath = new long[MAX_DEPTH + 1];
    }

    /** How far a search may go: positions, wall-clock and processor deadlines (nanoseconds), cancel flag. */
    record Limits(long maxStates, long deadline, long cpuDeadline, Budget budget) {
        boolean overTime() {
            return System.nanoTime() > deadline || budget.maxCpuMillis() > 0 && CpuClock.now() > cpuDeadline;
        }
    }

    private final Board b;
    private final Limits limits;
    private final boolean exactKeys;
    private final boolean unpruned;
    private final Rng shake;
    private final PositionTable seen;
    private final int[][] moves;
    private final int[] path;
    private final long[][] childKeys;
    private final long[] onPath;
    /** Once joined ({@link Joining}): the other thread's {@link Tables#onPath}, whose positions this search may enter too. */
    private long[] follow;
    /** Where the early table reads go, so that the compiler keeps them. */
    private long sink;

    long states;
    /** Set on a complete search that the solve's second thread may join. */
    Joining joining;
    private long cpuStart;
    private long nextClockCheck = 1024;
    boolean aborted;
    boolean cancelled;
    boolean depthCut;
    private int depth;

    /**
     * {@code shake} (null for the plain order) perturbs the move order; {@code unpruned} tries every
     * legal move with no obligations ({@link SearchMoves#generateAll}), to check the prunings.
     */
    Search(Board b, Limits limits, boolean exactKeys, boolean unpruned, Rng shake, Tables tables) {
        this(b, limits, exactKeys, unpruned, shake, tables, tables.seen);
        seen.clear();
    }

    /**
     * A search that joins another's complete search of the same board ({@link Joining}), in the
     * order {@code shake} gives, over {@code shared}, the other's table: its own arrays are {@code tables}'.
     */
    Search(Board b, Limits limits, Rng shake, Tables tables, PositionTable shared) {
        this(b, limits, false, false, shake, tables, shared);
    }

    private Search(Board b, Limits limits, boolean exactKeys, boolean unpruned, Rng shake, Tables tables, PositionTable seen) {
        this.b = b;
        this.limits = limits;
        this.exactKeys = exactKeys;
        this.unpruned = unpruned;
        this.shake = shake;
        this.seen = seen;
        this.moves = tables.moves;
        this.path = tables.path;
        this.childKeys = tables.childKeys;
        this.onPath = tables.onPath; // all 0: every dfs call clears its entry on return
    }

    /** Lets this search also enter the positions on the other thread's path, as {@code path} shows it. */
    void follow(long[] path) { follow = path; }

    /** Runs the search from the board's position; true when it found a win. */
    boolean run() {
        cpuStart = CpuClock.now();
        if (b.isWon()) return true;
        long key = exactKeys ? b.hash() : b.key();
        admit(key, b.wastePos(), b.passesSpent(), Pending.NONE);
        return dfs(0, Pending.NONE, key);
    }

    SolveResult result(boolean won, long totalStates, long millis) {
        if (won) return new SolveResult(Verdict.WINNABLE, expandPath(), totalStates, millis);
        return new SolveResult(aborted || depthCut ? Verdict.UNKNOWN : Verdict.UNWINNABLE, List.of(), totalStates, millis);
    }

    /**
     * Explores the board's position, already recorded in the table ({@link #enters}) under {@code
     * key} (its {@link Board#key()}, unless keys are exact); {@code pending}: what the move that led
     * here obliges this position to do (see {@link Pending}).
     */
    private boolean dfs(int d, int pending, long key) {
        onPath[d] = key;
        boolean won = explore(d, pending, key);
        onPath[d] = 0;
        return won;
    }

    private boolean explore(int d, int pending, long key) {
        if (b.isWon()) { depth = d; return true; }
        if (d >= MAX_DEPTH - 1) { depthCut = true; return false; } // too deep to matter; the verdict can no longer be "unwinnable"
        if (++states > limits.maxStates() || states >= nextClockCheck && outOfTime()) {
            aborted = true;
            return false;
        }
        int[] list = moves[d];
        int n;
        boolean forced = false;
        if (unpruned) n = SearchMoves.generateAll(b, list);
        else if (SearchMoves.forced(b, list)) { n = 1; forced = true; }
        else {
            n = SearchMoves.generate(b, list);
            if (pending != Pending.NONE) n = keepUses(list, n, pending);
            if (shake != null && n > 1) perturb(list, n);
        }
        long[] keys = childKeys[d];
        if (!exactKeys) {
            // Every move's position is looked up before the first is explored: the reads of the
            // table (cache misses, most of the search's time) then overlap instead of coming one by one.
            long touched = 0;
            for (int i = 0; i < n; i++) {
                keys[i] = b.childKey(key, list[i]);
                touched += seen.peek(keys[i]);
            }
            sink = touched;
        }
        int chased = -1, chasedPending = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            // A safe move home is made at once. It meets the obligation when it uses what was
            // prepared (a talon card brought up by the card just laid from the talon, the card
            // that a run moved aside uncovered); otherwise the obligation passes to the next move.
            int next = unpruned ? Pending.NONE : forced ? (Pending.uses(b, pending, m) ? Pending.NONE : pending) : Pending.after(b, m);
            if (!enters(m, keys[i], next)) {
                // The other thread is exploring it: once this thread has done the rest, it helps there.
                if (follow != null && follow[d + 1] == keys[i]) { chased = i; chasedPending = next; }
                continue;
            }
            if (play(d, m, next, keys[i])) return true;
            if (aborted) return false;
        }
        return chased >= 0 && play(d, list[chased], chasedPending, keys[chased]);
    }

    /**
     * Records the position move {@code m} leads to (key {@code key}, unless keys are exact), reached
     * under {@code pending}; false when the table already holds it. A winning position is not recorded.
     */
    private boolean enters(int m, long key, int pending) {
        int type = SearchMoves.type(m);
        if ((type == SearchMoves.T2F || type == SearchMoves.TALON_TO_HOME) && b.cardsHome() == 51) return true;
        if (exactKeys) {
            long undo = b.make(m);
            key = b.hash();
            b.unmake(m, undo);
        }
        return admit(key, b.childWastePos(m), b.childPassesSpent(m), pending);
    }

    /**
     * Records a position reached under {@code pending} in the table; false when it was there.
     * With unlimited passes a position explored once, under any obligation or none, is not
     * explored again under another: what an obligation keeps out could have been played before
     * the move that set it, and the search tries that order too (the fast published solver's
     * table does the same). Not for a talon card laid in draw 3, where taking talon cards in
     * another order turns up other cards: there that rule lost wins in searches with shuffled
     * moves (deals 4122, 5891, 9221). With a pass limit it lost a win too (draw 3, three passes:
     * deal 2618), so there a position explored freely covers it under an obligation, not the
     * other way round. Never for a run moved aside: that move keeps the key, so the position
     * would be taken for the one it was made from.
     */
    private boolean admit(long key, int wastePos, int passesSpent, int pending) {
        int kind = Pending.kind(pending);
        boolean home = kind == Pending.HOME;
        boolean keepTag = home || b.passes != 0 || kind == Pending.TALON_CARD && !b.talonOrderFree();
        int tag = keepTag ? pending : Pending.NONE;
        if (exactKeys) return seen.add(key, tag, !home);
        if (b.wasteWeighed()) return seen.addAtWaste(key, tag, !home, wastePos, b.draw, pending == Pending.NONE);
        return seen.add(key, tag, !home, passesSpent);
    }

    private boolean outOfTime() {
        nextClockCheck = states + 1024;
        if (limits.budget().cancelled().getAsBoolean()) cancelled = true;
        if (joining != null && joining.asked()) letIn();
        return cancelled || limits.overTime();
    }

    /**
     * Opens the table to the second thread, made large enough for what both threads can still
     * add at this search's pace and within their budgets of positions (it no longer grows once
     * shared), within an eighth of the heap.
     */
    private void letIn() {
        long now = CpuClock.now();
        long left = limits.deadline() - System.nanoTime();
        if (limits.budget().maxCpuMillis() > 0) left = Math.min(left, limits.cpuDeadline() - now);
        double perNano = states / (double) Math.max(1, now - cpuStart);
        long byTime = (long) (perNano * (Math.max(0, left) + joining.helperNanosLeft()));
        // The budgets of positions bound it too: this search's rest, and the solve's for the second thread.
        long expected = seen.size() + Math.min(byTime, Math.max(0, limits.maxStates() - states) + limits.budget().maxStates());
        long most = Math.min(PositionTable.MAX_SHARED, Long.highestOneBit(Runtime.getRuntime().maxMemory() / 64));
        seen.share((int) Math.min(most, Long.highestOneBit(Math.max(1, expected * 4 / 3)) * 2));
        follow = joining.helperPath();
        joining.open(seen, onPath);
    }

    private boolean play(int d, int m, int pending, long key) {
        long undo = b.make(m);
        path[d] = m;
        boolean won = dfs(d + 1, pending, key);
        b.unmake(m, undo);
        return won;
    }

    private int keepUses(int[] list, int n, int pending) {
        int kept = 0;
        for (int i = 0; i < n; i++) if (Pending.uses(b, pending, list[i])) list[kept++] = list[i];
        return kept;
    }

    /**
     * Shuffles the moves (Fisher–Yates). Measured on 200 deals, a full shuffle finds the hard wins
     * as often as a light one: what helps is leaving the one order that went wrong.
     */
    private void perturb(int[] list, int n) {
        for (int i = n - 1; i > 0; i--) {
            int j = shake.nextInt(i + 1), t = list[i];
            list[i] = list[j];
            list[j] = t;
        }
    }

    /** Replays the winning path on the board (restored by the unwinding) to get the game moves. */
    private List<List<KlondikeMove>> expandPath() {
        List<List<KlondikeMove>> out = new ArrayList<>();
        long[] undo = new long[depth];
        for (int i = 0; i < depth; i++) {
            out.add(GameMoves.expand(b, path[i]));
            undo[i] = b.make(path[i]);
        }
        for (int i = depth - 1; i >= 0; i--) b.unmake(path[i], undo[i]);
        return out;
    }
}
