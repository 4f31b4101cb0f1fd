package arcade.api.fx;

import javafx.animation.AnimationTimer;

import java.util.function.LongConsumer;

/**
 * Calls a frame callback with a nanosecond timestamp while running. The real one is an
 * {@link AnimationTimer} (one call per display frame, on the FX thread); tests use {@link Manual}
 * and push frames themselves, so they are deterministic and fast. Views take a {@link Factory} so
 * a test can hand in manual tickers.
 */
public interface FrameTicker {
    void start();

    void stop();

    boolean isRunning();

    /** Creates the ticker for a frame callback. */
    @FunctionalInterface
    interface Factory { FrameTicker create(LongConsumer onFrame); }

    /** One call per display frame. */
    static Factory animationTimer() {
        return onFrame -> new FrameTicker() {
            private boolean running;
            private final AnimationTimer timer = new AnimationTimer() {
                @Override public void handle(long now) { onFrame.accept(now); }
            };
            @Override public void start() { if (!running) { running = true; timer.start(); } }
            @Override public void stop() { if (running) { running = false; timer.stop(); } }
            @Override public boolean isRunning() { return running; }
        };
    }

    /** A ticker driven by hand: {@link #frame} delivers a frame only while started. */
    final class Manual implements FrameTicker {
        private final LongConsumer onFrame;
        private boolean running;

        public Manual(LongConsumer onFrame) { this.onFrame = onFrame; }

        @Override public void start() { running = true; }
        @Override public void stop() { running = false; }
        @Override public boolean isRunning() { return running; }

        /** Delivers one frame at {@code nanos} if the ticker is running; returns whether it did. */
        public boolean frame(long nanos) {
            if (!running) return false;
            onFrame.accept(nanos);
            return true;
        }
    }
}
