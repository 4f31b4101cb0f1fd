package arcade.api.fx;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;

import java.util.Objects;
import java.util.function.DoubleSupplier;

/**
 * A real-time game loop: a {@link FrameTicker} feeding a {@link FixedStepClock}, which runs only
 * while the game is being played. Each frame reports how many fixed steps are due and how far the
 * next one has come (for drawing motion between steps). Stopping keeps the accumulator, so a pause
 * neither loses nor gains time; {@link #reset} forgets it for a new game.
 */
public final class FixedStepLoop {
    /** Called once per frame while running, on the FX thread. */
    @FunctionalInterface
    public interface Frame { void frame(int dueSteps, double fraction); }

    private final FixedStepClock clock;
    private final FrameTicker ticker;
    private final DoubleSupplier periodSeconds;
    private final Frame onFrame;
    private ObservableBooleanValue boundTo;
    private final ChangeListener<Boolean> follow = (o, was, now) -> setRunning(now);

    public FixedStepLoop(FrameTicker.Factory tickers, DoubleSupplier periodSeconds, Frame onFrame) {
        this(tickers, new FixedStepClock(), periodSeconds, onFrame);
    }

    public FixedStepLoop(FrameTicker.Factory tickers, FixedStepClock clock, DoubleSupplier periodSeconds, Frame onFrame) {
        this.clock = Objects.requireNonNull(clock);
        this.periodSeconds = Objects.requireNonNull(periodSeconds);
        this.onFrame = Objects.requireNonNull(onFrame);
        this.ticker = tickers.create(this::tick);
    }

    /** Runs exactly while {@code playing} holds (starts now if it already does); replaces an earlier binding. */
    public void runWhile(ObservableBooleanValue playing) {
        if (boundTo != null) boundTo.removeListener(follow);
        boundTo = playing;
        playing.addListener(follow);
        setRunning(playing.get());
    }

    /** Starts (with a fresh time base, so the time spent stopped is not counted) or stops the loop. */
    public void setRunning(boolean run) {
        if (run == ticker.isRunning()) return;
        if (run) { clock.restart(); ticker.start(); } else ticker.stop();
    }

    public boolean isRunning() { return ticker.isRunning(); }

    /** Forgets the accumulated time (a new game); the loop keeps its running state. */
    public void reset() { clock.reset(); }

    public FixedStepClock clock() { return clock; }

    private void tick(long nanos) {
        int due = clock.frame(nanos, periodSeconds.getAsDouble());
        onFrame.frame(due, clock.fraction());
    }
}
