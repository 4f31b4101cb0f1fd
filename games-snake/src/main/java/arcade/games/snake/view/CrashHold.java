package arcade.games.snake.view;

/**
 * The moment a crash stays on show before the field is laid out for the next life, timed by the
 * frames' own clock (so tests push frames by hand). No step runs and no key is taken meanwhile,
 * so a key pressed in the heat of the crash cannot steer the new snake.
 */
final class CrashHold {
    static final long NANOS = 1_200_000_000L;
    private boolean running;
    private long startNanos = -1;

    void start() {
        running = true;
        startNanos = -1;
    }

    void cancel() { running = false; }

    boolean isRunning() { return running; }

    /** True while the crash is still to be shown at this frame; false once it is over (it then stops). */
    boolean frame(long nanos) {
        if (!running) return false;
        if (startNanos < 0) startNanos = nanos;
        if (nanos - startNanos < NANOS) return true;
        running = false;
        return false;
    }
}
