package arcade.shell.context;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** The arcade's background threads: a fixed number of named daemon workers shared by all games. */
public final class WorkerPool {
    private WorkerPool() {}

    /** Workers for solvers, AI and generators: one per core, at least two, at most four. */
    public static ExecutorService games() {
        int n = Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors()));
        ThreadPoolExecutor ex = new ThreadPoolExecutor(n, n, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), named("arcade-worker"));
        ex.allowCoreThreadTimeOut(true); // no idle threads while nothing runs
        return ex;
    }

    /** One thread for file writes, so they happen in order and never on the UI thread. */
    public static ExecutorService writer() {
        return new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), named("arcade-writer"));
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
