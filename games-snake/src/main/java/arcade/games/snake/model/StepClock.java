package arcade.games.snake.model;

/**
 * Fixed-timestep accumulator (§4.10 "Speed", §9.1-17): frame times are added up, and every full
 * period of accumulated time is one automaton step, independent of the frame rate. Time is
 * injected in nanoseconds (e.g. from an {@code AnimationTimer}); a frame longer than the clamp
 * (a hiccup, a debugger, a minimised window) counts as the clamp, and at most
 * {@code maxStepsPerFrame} steps run per frame, the rest staying in the accumulator.
 */
public final class StepClock {
    public static final long DEFAULT_CLAMP_NANOS = 250_000_000L;
    public static final int DEFAULT_MAX_STEPS_PER_FRAME = 2;

    private final long clampNanos;
    private final int maxStepsPerFrame;
    private long lastNanos;
    private boolean started;
    private long accumulated;
    private long lastPeriod = 1;

    public StepClock() { this(DEFAULT_CLAMP_NANOS, DEFAULT_MAX_STEPS_PER_FRAME); }

    public StepClock(long clampNanos, int maxStepsPerFrame) {
        if (clampNanos <= 0 || maxStepsPerFrame < 1) throw new IllegalArgumentException("clamp and steps per frame must be positive");
        this.clampNanos = clampNanos;
        this.maxStepsPerFrame = maxStepsPerFrame;
    }

    /**
     * A frame at time {@code nowNanos}: returns how many steps are due. The first frame after
     * construction or {@link #restart} only sets the time base and returns 0.
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
