package arcade.api.analysis;

import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.Map;
import java.util.stream.Collectors;

/**
 * The number of distinct plays (step sequences from the initial state to a terminal state),
 * in total and per outcome: the thesis's set of plays, counted.
 */
public record PlayCount(long total, Map<Outcome, Long> byOutcome) {
    public PlayCount {
        byOutcome = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(byOutcome));
    }

    public long wins(PlayerId p) { return byOutcome.getOrDefault(Outcome.win(p), 0L); }

    public long draws() { return byOutcome.getOrDefault(Outcome.draw(), 0L); }

    @Override public String toString() {
        return total + " (" + byOutcome.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")) + ")";
    }
}
