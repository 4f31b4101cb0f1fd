package arcade.api.fx;

/**
 * Fixed-timestep accumulator for real-time games: frame times are added up, and every full period
 * of accumulated time is one game step, independent of the frame rate. Time is injected in
 * nanoseconds (from a {@link FrameTicker}), so tests drive it by hand. A frame longer than the
 * clamp (a hiccup, a debugger, a minimised window) counts as the clamp, and at most
 * {@code maxStepsPerFrame} steps run per frame, so a slow machine slows the game down instead of
 * making it jump. Contains no JavaFX: usable from any thread that owns it.
 */
public final class FixedStepClock {
    public static final long DEFAULT_CLAMP_NANOS = 250_000_000L;
    public static final int DEFAULT_MAX_STEPS_PER_FRAME = 2;

    private final long clampNanos;
    private final int maxStepsPerFrame;
    private long lastNanos;
    private boolean started;
    private long accumulated;
    private long lastPeriod = 1;

    public FixedStepClock() { this(DEFAULT_CLAMP_NANOS, DEFAULT_MAX_STEPS_PER_FRAME); }

    public FixedStepClock(long clampNanos, int maxStepsPerFrame) {
        if (clampNanos <= 0 || maxStepsPerFrame < 1) throw new IllegalArgumentException("clamp and steps per frame must be positive");
        this.clampNanos = clampNanos;
        this.maxStepsPerFrame = maxStepsPerFrame;
    }

    /**
     * A frame at time {@code nowNanos}: returns how many steps of {@code periodSeconds} are due.
     * The first frame after construction, {@link #restart} or {@link #reset} only sets the time
     * base and returns 0. The period may change from frame to frame (speed levels, replay speed).
     */
    public int frame(long nowNanos, double periodSeconds) {
        long period = Math.max(1, Math.round(periodSeconds * 1e9));
        lastPeriod = period;
        if (!started) {
            started = true;
            lastNanos = nowNanos;
            return 0;
        }
        long delta = Math.max(0, nowNanos - lastNanos);
        lastNanos = nowNanos;
        accumulated += Math.min(delta, clampNanos);
        int steps = 0;
        while (accumulated >= period && steps < maxStepsPerFrame) {
            accumulated -= period;
            steps++;
        }
        if (accumulated >= period) accumulated = period - 1; // never build up a backlog
        return steps;
    }

    /** Forgets the time base (after a pause): the next frame starts counting again; the accumulator is kept. */
    public void restart() { started = false; }

    /** Forgets the time base and the accumulated time (a new game). */
    public void reset() { started = false; accumulated = 0; }

    /** Fraction 0..1 of the current period already elapsed, for drawing motion between steps. */
    public double fraction() { return Math.min(1.0, (double) accumulated / lastPeriod); }

    public long accumulatedNanos() { return accumulated; }
}
