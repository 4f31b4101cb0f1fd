package arcade.games.snake.view;

import java.time.Clock;

/** The time a game has really been played: runs while the snake moves, stops while paused or over. */
final class PlayTimer {
    private final Clock clock;
    private long playedMillis;
    private long runningSince = -1;

    PlayTimer(Clock clock) { this.clock = clock; }

    /** Starts over at {@code millis} played, stopped. */
    void reset(long millis) {
        playedMillis = millis;
        runningSince = -1;
    }

    void start() {
        if (runningSince < 0) runningSince = clock.millis();
    }

    void stop() {
        if (runningSince >= 0) {
            playedMillis += Math.max(0, clock.millis() - runningSince);
            runningSince = -1;
        }
    }

    /** The time played so far, counting the running stretch. */
    long millis() {
        return playedMillis + (runningSince >= 0 ? Math.max(0, clock.millis() - runningSince) : 0);
    }
}
