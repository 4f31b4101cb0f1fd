package arcade.games.solitaire.solver;

import java.util.function.BooleanSupplier;

/**
 * How long a search may run before it answers "unknown": positions explored, wall time, processor
 * time of each searching thread (0 = no limit; unlike wall time it does not shrink when other
 * programs share the processor), and a cancel flag polled now and then (closing a game or starting
 * another cancels its searches).
 */
public record Budget(long maxStates, long maxMillis, BooleanSupplier cancelled, long maxCpuMillis) {
    public Budget(long maxStates, long maxMillis, BooleanSupplier cancelled) { this(maxStates, maxMillis, cancelled, 0); }

    public static Budget of(long maxStates, long maxMillis) { return new Budget(maxStates, maxMillis, () -> false, 0); }
    public Budget withCancel(BooleanSupplier c) { return new Budget(maxStates, maxMillis, c, maxCpuMillis); }
    public Budget withCpuLimit(long cpuMillis) { return new Budget(maxStates, maxMillis, cancelled, cpuMillis); }
}
