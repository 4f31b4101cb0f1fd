package arcade.games.snake.view;

/**
 * The 3-2-1 after a pause, timed by the frames' own clock (so tests can push frames by hand): it
 * starts at the first frame after {@link #start} and tells each frame which number to show.
 */
final class Countdown {
    static final int SECONDS = 3;
    private boolean running;
    private long startNanos = -1;

    void start() {
        running = true;
        startNanos = -1;
    }

    void cancel() { running = false; }

    boolean isRunning() { return running; }

    /** The number to show at this frame (3, 2, 1), or 0 once the countdown is over (it then stops). */
    int frame(long nanos) {
        if (!running) return 0;
        if (startNanos < 0) startNanos = nanos;
        long left = SECONDS * 1_000_000_000L - (nanos - startNanos);
        if (left > 0) return (int) ((left + 999_999_999L) / 1_000_000_000L);
        running = false;
        return 0;
    }
}
