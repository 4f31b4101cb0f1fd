package arcade.games.shannon.view;

import java.time.Clock;

/** The play time of the game on the board: it runs while the game is played, stops when paused or over. */
final class PlayTime {
    private final Clock clock;
    private long before;
    private long since = -1;

    PlayTime(Clock clock) { this.clock = clock; }

    /** A new game: from zero, running. */
    void restart() {
        before = 0;
        since = clock.millis();
    }

    /** The time a resumed game had already taken. */
    void setTaken(long millis) { before = Math.max(0, millis); }

    void stop() {
        before = millis();
        since = -1;
    }

    void run() { if (since < 0) since = clock.millis(); }

    long millis() { return before + (since < 0 ? 0 : clock.millis() - since); }
}
