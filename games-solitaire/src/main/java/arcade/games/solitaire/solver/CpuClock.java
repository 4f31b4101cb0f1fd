package arcade.games.solitaire.solver;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** Processor time of the calling thread, for budgets that must not depend on how busy the machine is. */
final class CpuClock {
    private CpuClock() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Nanoseconds of processor time this thread has used (wall time where the platform cannot tell). */
    static long now() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
