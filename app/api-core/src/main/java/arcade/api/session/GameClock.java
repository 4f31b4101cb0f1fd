package arcade.api.session;

import java.util.function.LongSupplier;

/**
 * The game clock: play time that runs only while the game is in a timing state, not paused
 * and not over. Saved and restored with the game.
 */
public final class GameClock {
    private final LongSupplier nanoTime;
    private long accumulatedNanos;
    private long runningSince = -1;
    boolean paused; // set by the session

    GameClock(LongSupplier nanoTime) { this.nanoTime = nanoTime; }

    public long elapsedMillis() {
        long n = accumulatedNanos + (runningSince >= 0 ? nanoTime.getAsLong() - runningSince : 0);
        return n / 1_000_000;
    }

    public boolean isRunning() { return runningSince >= 0; }

    void run(boolean on) {
        if (on && runningSince < 0) runningSince = nanoTime.getAsLong();
        else if (!on && runningSince >= 0) {
            accumulatedNanos += nanoTime.getAsLong() - runningSince;
            runningSince = -1;
        }
    }

    void restore(long millis) {
        accumulatedNanos = millis * 1_000_000;
        if (runningSince >= 0) runningSince = nanoTime.getAsLong();
    }
}
