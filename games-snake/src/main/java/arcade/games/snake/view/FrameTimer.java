package arcade.games.snake.view;

/**
 * A span of time counted on the frames' own clock, so tests time it by pushing frames by hand:
 * it starts at the first frame after {@link #start} and stops itself once the span has passed.
 */
final class FrameTimer {
    private final long spanNanos;
    private boolean running;
    private long startNanos = -1;

    FrameTimer(long spanNanos) { this.spanNanos = spanNanos; }

    void start() {
        running = true;
        startNanos = -1;
    }

    void cancel() { running = false; }

    boolean isRunning() { return running; }

    /** The time left at this frame, in nanoseconds; 0 once the span has passed (the timer then stops). */
    long left(long nanos) {
        if (!running) return 0;
        if (startNanos < 0) startNanos = nanos;
        long left = spanNanos - (nanos - startNanos);
        if (left > 0) return left;
        running = false;
        return 0;
    }
}
