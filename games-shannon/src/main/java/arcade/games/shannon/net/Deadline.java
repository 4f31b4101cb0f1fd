package arcade.games.shannon.net;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A time limit on a whole handshake (or on its first line): when it passes, the connection is
 * closed, which ends any blocked read. A per-read timeout would restart with every byte, so a peer
 * trickling one byte every few seconds could hold a thread for ever. One shared timer thread serves
 * every connection; tests hand in a timer they run by hand.
 */
final class Deadline {
    /** Runs a task once after a delay; the handle cancels it. */
    interface Timer {
        Runnable schedule(Runnable task, long millis);

        /** The real one: one daemon thread for every deadline. */
        Timer SHARED = new Timer() {
            private final ScheduledExecutorService exec = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "shannon-net-deadline");
                t.setDaemon(true);
                return t;
            });

            @Override public Runnable schedule(Runnable task, long millis) {
                ScheduledFuture<?> f = exec.schedule(task, millis, TimeUnit.MILLISECONDS);
                return () -> f.cancel(false);
            }
        };
    }

    private final Runnable cancel;
    private volatile boolean passed;

    private Deadline(NetConnection c, long millis, Timer timer) {
        cancel = timer.schedule(() -> { passed = true; c.close(); }, millis);
    }

    static Deadline start(NetConnection c, long millis) { return new Deadline(c, millis, Timer.SHARED); }

    static Deadline start(NetConnection c, long millis, Timer timer) { return new Deadline(c, millis, timer); }

    /** The handshake (or line) finished in time: the connection stays open. */
    void cancel() { cancel.run(); }

    boolean passed() { return passed; }
}
