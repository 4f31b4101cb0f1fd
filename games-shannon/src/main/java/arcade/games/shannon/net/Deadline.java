package arcade.games.shannon.net;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A time limit on a whole handshake: when it passes, the connection is closed, which ends any
 * blocked read. A per-read timeout would restart with every byte, so a peer trickling one byte every
 * few seconds could hold a thread for ever. One shared timer thread serves every connection.
 */
final class Deadline {
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "shannon-net-deadline");
        t.setDaemon(true);
        return t;
    });

    private final ScheduledFuture<?> task;
    private volatile boolean passed;

    private Deadline(NetConnection c, long millis) {
        task = TIMER.schedule(() -> { passed = true; c.close(); }, millis, TimeUnit.MILLISECONDS);
    }

    static Deadline start(NetConnection c, long millis) { return new Deadline(c, millis); }

    /** The handshake finished in time: the connection stays open. */
    void cancel() { task.cancel(false); }

    boolean passed() { return passed; }
}
