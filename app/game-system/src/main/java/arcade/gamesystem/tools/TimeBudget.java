package arcade.gamesystem.tools;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A deadline (and a cancel flag) for the analysis, checked inside one exploration: the rules
 * handed to the explorer are watched, and every few states the time is looked at, so a large game
 * stops within milliseconds of the deadline instead of when its exploration ends.
 */
public final class TimeBudget {
    /** How many states are expanded between two looks at the clock (one state takes microseconds). */
    static final int CHECK_EVERY = 16;

    /** Thrown out of an exploration or search when the time is up or the work was cancelled. */
    static final class OutOfTime extends RuntimeException {
        OutOfTime() { super("the time for the analysis ran out", null, false, false); }
    }

    private final long end;
    private final boolean limited;
    private final BooleanSupplier cancelled;

    private TimeBudget(long end, boolean limited, BooleanSupplier cancelled) {
        this.end = end;
        this.limited = limited;
        this.cancelled = cancelled;
    }

    /** Ends {@code budget} from now, or earlier when {@code cancelled} says so. */
    public static TimeBudget of(Duration budget, BooleanSupplier cancelled) {
        return new TimeBudget(System.nanoTime() + budget.toNanos(), true, cancelled);
    }

    /** Never ends. */
    public static TimeBudget unlimited() { return new TimeBudget(0, false, () -> false); }

    /** Whether the time is up (or the work cancelled). */
    public boolean over() { return cancelled.getAsBoolean() || (limited && System.nanoTime() - end >= 0); }

    /** The rules, watched: exploring or searching them throws {@link OutOfTime} once the budget is over. */
    <S, M> Watched<S, M> watch(GameRules<S, M> rules) { return new Watched<>(rules, this, null); }

    /** Watched for the time and for the heap: {@link MemoryBudget.Exceeded} once the heap in use passes {@code memory}. */
    <S, M> Watched<S, M> watch(GameRules<S, M> rules, MemoryBudget memory) { return new Watched<>(rules, this, memory); }

    /** How many states are expanded between two looks at the heap. */
    static final int MEMORY_EVERY = 1024;

    /** Rules that count the states asked about and look at the budget every {@link #CHECK_EVERY}. */
    static final class Watched<S, M> implements GameRules<S, M> {
        private final GameRules<S, M> rules;
        private final TimeBudget budget;
        private final MemoryBudget memory;
        private long states;

        Watched(GameRules<S, M> rules, TimeBudget budget, MemoryBudget memory) {
            this.rules = rules;
            this.budget = budget;
            this.memory = memory;
        }

        /** States whose kind was asked (the explorer asks once per state it expands). */
        long states() { return states; }

        @Override public NodeKind kind(S state) {
            if (++states % CHECK_EVERY == 0 && budget.over()) throw new OutOfTime();
            if (memory != null && states % MEMORY_EVERY == 0 && memory.heapOver()) throw new MemoryBudget.Exceeded();
            return rules.kind(state);
        }

        @Override public List<PlayerId> players() { return rules.players(); }
        @Override public PlayerId toMove(S state) { return rules.toMove(state); }
        @Override public List<M> legalMoves(S state) { return rules.legalMoves(state); }
        @Override public S apply(S state, M move) { return rules.apply(state, move); }
        @Override public List<ChanceOutcome<S>> chanceOutcomes(S state) { return rules.chanceOutcomes(state); }
        @Override public S applyChance(S state, String event) { return rules.applyChance(state, event); }
        @Override public String sampleChanceEvent(S state, java.util.random.RandomGenerator rng) { return rules.sampleChanceEvent(state, rng); }
        @Override public Optional<Outcome> outcome(S state) { return rules.outcome(state); }
        @Override public String formatMove(M move) { return rules.formatMove(move); }
        @Override public M parseMove(S state, String text) { return rules.parseMove(state, text); }
        @Override public boolean isLegal(S state, M move) { return rules.isLegal(state, move); }
        @Override public boolean isTerminal(S state) { return rules.isTerminal(state); }
    }
}
