package arcade.shell;

import javafx.scene.Scene;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code -Darcade.measure=true}: prints when the library is first laid out for the screen, counted
 * from the JVM's start, with the processor time the whole process (compilers included) spent until
 * then: on a busy machine the wall time varies with the load, the processor time much less.
 */
final class StartupTimer {
    private StartupTimer() {}

    static boolean requested() { return Boolean.getBoolean("arcade.measure"); }

    static void reportFirstFrame(Scene scene) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            long cpu = processCpuMillis();
            System.err.println("arcade: library shown " + ms + " ms after JVM start" + (cpu < 0 ? "" : " (CPU " + cpu + " ms)"));
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    /** User and system time of every thread of the process, from Linux's /proc (-1 elsewhere). */
    static long processCpuMillis() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 1000 / 100; // clock ticks of 1/100 s
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
