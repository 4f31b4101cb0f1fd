package arcade.games.solitaire.solver;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * How the second thread of a solve ({@link SecondSearch}) joins the first thread's complete search
 * of a lost-looking deal: it asks, and the complete search, at its next look at the clock, opens
 * its table to it ({@link PositionTable#share}). From then on the two search the same positions in
 * different orders, each skipping what the other has entered. A position the other thread is still
 * exploring (on its path, {@link Search.Tables#onPath}) is entered too, once the rest is done, so
 * that the two share out its moves instead of one waiting for the other to finish it: without that
 * the second thread, meeting the first one's path from the start, soon ran out of work. A lost
 * draw-3 deal is proven in 0.6–0.7 of the time on two processor cores.
 *
 * <p>Neither search alone proves anything any more: a position one skipped may still be under
 * exploration by the other. Only when both have run out of moves has every position entered been
 * explored, and the deal is lost. The fields written by the complete search's thread (open,
 * closed) are written by it alone, so a join either happens before the search ends or not at all.
 */
final class Joining {
    private volatile boolean asked;
    private volatile long helperNanosLeft;
    private volatile PositionTable table;
    private volatile boolean closed;
    private volatile boolean helperDone;
    private volatile long[] helperPath, firstPath;

    /**
     * Called by the second thread: asks to join, and waits until the complete search lets it in
     * (returns the shared table) or has ended or {@code stop} says so (returns null).
     * {@code nanosLeft}: how much time the second thread still has, to size the table.
     */
    PositionTable join(long nanosLeft, long[] path, BooleanSupplier stop) {
        helperNanosLeft = nanosLeft;
        helperPath = path;
        asked = true;
        while (table == null) {
            if (closed || stop.getAsBoolean()) return null;
            LockSupport.parkNanos(100_000);
        }
        return table;
    }

    /** Whether the second thread waits to join. */
    boolean asked() { return asked && table == null && !closed; }

    /** How much time the second thread said it still has. */
    long helperNanosLeft() { return helperNanosLeft; }

    /** The second thread's path ({@link Search.Tables#onPath}). */
    long[] helperPath() { return helperPath; }

    /** The first thread's path, once the second has joined. */
    long[] firstPath() { return firstPath; }

    /**
     * Called by the complete search's thread: lets the second thread in on {@code shared}, already
     * opened; {@code path}: the complete search's path.
     */
    void open(PositionTable shared, long[] path) {
        firstPath = path;
        table = shared;
    }

    /** Called by the second thread when its part of the search ran out of moves within its budget. */
    void helperDone() { helperDone = true; }

    /**
     * Called by the complete search's thread when its search has ended: no thread joins after
     * this. Returns whether one joined (then the search proves nothing without it).
     */
    boolean close() {
        closed = true;
        return table != null;
    }

    /** Whether the second thread, having joined, ran out of moves in its part of the search. */
    boolean helperRanOut() { return helperDone; }
}
