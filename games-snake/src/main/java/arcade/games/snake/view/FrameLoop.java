package arcade.games.snake.view;

import arcade.api.fx.FixedStepClock;
import arcade.api.fx.FrameTicker;

import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * The tick driver: a frame ticker feeding a fixed-step clock (frame-rate independent steps), and
 * the 3-2-1 countdown after a pause, which runs on the same frames. The ticker runs only while
 * something moves, so an idle game costs nothing.
 */
final class FrameLoop {
    private final FrameTicker ticker;
    private final FixedStepClock clock = new FixedStepClock();
    /** The 3-2-1 after a pause, one number a second. */
    static final int COUNTDOWN_SECONDS = 3;
    private static final long SECOND = 1_000_000_000L;
    private final FrameTimer countdown = new FrameTimer(COUNTDOWN_SECONDS * SECOND);

    private final IntConsumer showCountdown;
    private int shown;

    /** @param showCountdown shows the countdown's number (3, 2, 1), or hides it at 0 */
    FrameLoop(FrameTicker.Factory tickers, LongConsumer onFrame, IntConsumer showCountdown) {
        this.ticker = tickers.create(onFrame);
        this.showCountdown = showCountdown;
    }

    /** Starts the frames; the next step comes a full period after the first frame. */
    void run() {
        clock.restart();
        ticker.start();
    }

    /** Starts the frames keeping the clock as it is (after {@link #reset}). */
    void startTicker() { ticker.start(); }

    void stop() { ticker.stop(); }

    /** Stops the frames and forgets the time accumulated towards the next step. */
    void reset() {
        ticker.stop();
        clock.reset();
    }

    /** The clock only: the next step comes a full period after the next frame. */
    void restartClock() { clock.restart(); }

    /** How many steps of {@code periodSeconds} are due at this frame. */
    int due(long nanos, double periodSeconds) { return clock.frame(nanos, periodSeconds); }

    /** How far the current step has advanced, 0..1, for smooth motion. */
    double fraction() { return clock.fraction(); }

    /** Starts the 3-2-1 (shown at once); steps wait for its end. */
    void startCountdown() {
        countdown.start();
        shown = -1; // the banner showed something else meanwhile
        show(COUNTDOWN_SECONDS);
    }

    void cancelCountdown() { countdown.cancel(); }

    boolean isCountingDown() { return countdown.isRunning(); }

    /**
     * One frame of the countdown; true while it lasts. When it ends the clock restarts, so the
     * first step comes a full period after "1".
     */
    boolean countdownFrame(long nanos) {
        if (!countdown.isRunning()) return false;
        int n = (int) ((countdown.left(nanos) + SECOND - 1) / SECOND); // 3, 2, 1, then 0 at the end
        show(n);
        if (n == 0) clock.restart();
        return n > 0;
    }

    private void show(int n) {
        if (n != shown) showCountdown.accept(n);
        shown = n;
    }
}
