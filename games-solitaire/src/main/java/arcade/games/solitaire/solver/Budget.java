package arcade.games.solitaire.solver;

import java.util.function.BooleanSupplier;

/**
 * How long a search may run before it answers "unknown": positions explored, wall time, and a
 * cancel flag polled now and then (closing a game or starting another cancels its searches).
 */
public record Budget(long maxStates, long maxMillis, BooleanSupplier cancelled) {
    public static Budget of(long maxStates, long maxMillis) { return new Budget(maxStates, maxMillis, () -> false); }
    public Budget withCancel(BooleanSupplier c) { return new Budget(maxStates, maxMillis, c); }
}
