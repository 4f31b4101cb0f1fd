package arcade.api.fx;

import java.util.Objects;

/**
 * A frame loop that runs only while something animates: {@link #kick} starts it when an animation
 * begins, and it stops itself on the first frame whose callback answers "nothing left to animate".
 * An idle view therefore costs no frames at all, unlike an {@code AnimationTimer} left running.
 * Frames arrive on the FX thread with the {@link System#nanoTime()} clock of the ticker.
 */
public final class AnimationLoop {
    /** Draws one frame; returns whether anything is still animating (false stops the loop). */
    @FunctionalInterface
    public interface Frame { boolean frame(long nanos); }

    private final FrameTicker ticker;

    /** A loop driven by display frames. */
    public AnimationLoop(Frame frame) { this(FrameTicker.animationTimer(), frame); }

    /** A loop driven by {@code tickers} (tests pass manual tickers). */
    public AnimationLoop(FrameTicker.Factory tickers, Frame frame) {
        Objects.requireNonNull(frame);
        FrameTicker[] self = new FrameTicker[1];
        self[0] = tickers.create(now -> { if (!frame.frame(now)) self[0].stop(); });
        this.ticker = self[0];
    }

    /** Starts the loop if it is not running (call after adding an animation). */
    public void kick() { ticker.start(); }

    /** Stops at once, e.g. when the animations are dropped or the view closes. */
    public void stop() { ticker.stop(); }

    public boolean isRunning() { return ticker.isRunning(); }
}
