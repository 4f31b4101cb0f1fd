package arcade.api.analysis;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the explicit game automaton of a game given as rules: the thesis's conversion of a game
 * system into an automaton, corrected with a visited set (so it ends on cyclic games and visits
 * each transposition once) and a state limit. Breadth-first, so state numbers grow with depth.
 */
public final class Explorer {
    /** The limit used when none is given. */
    public static final int DEFAULT_LIMIT = 1_000_000;

    private Explorer() {}

    public static <S, M> ExplicitAutomaton<S, M> explore(GameRules<S, M> rules, S initial) {
        return explore(rules, initial, DEFAULT_LIMIT);
    }

    /**
     * @param limit the largest number of states allowed
     * @throws StateLimitExceededException when more than {@code limit} states are reachable
     * @throws IllegalStateException when the rules break their contract in a way that makes the
     *         automaton ill-formed (duplicate labels in a state, probabilities not summing to 1,
     *         outcome disagreeing with the node kind, chance that cannot be enumerated)
     */
    public static <S, M> ExplicitAutomaton<S, M> explore(GameRules<S, M> rules, S initial, int limit) {
        if (limit < 1) throw new IllegalArgumentException("limit must be positive: " + limit);
        ExplicitAutomaton.Builder<S, M> a = new ExplicitAutomaton.Builder<>(rules.players());
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(a.add(initial));
        while (!queue.isEmpty()) {
            int q = queue.poll();
            S s = a.states().get(q);
            NodeKind kind = rules.kind(s);
            Optional<Outcome> outcome = rules.outcome(s);
            if (outcome.isPresent() != (kind == NodeKind.TERMINAL))
                throw new IllegalStateException("state " + s + " has kind " + kind + " but outcome " + outcome.map(Object::toString).orElse("none"));
            a.describe(q, rules.toMove(s), kind, outcome.orElse(null));
            if (kind == NodeKind.TERMINAL) continue;
            Set<String> labels = new HashSet<>();
            for (M m : rules.legalMoves(s)) {
                String label = rules.formatMove(m);
                if (!labels.add(label))
                    throw new IllegalStateException("two legal moves share the label '" + label + "' in state " + s);
                a.edge(q, label, m, target(a, queue, rules.apply(s, m), limit));
            }
            if (kind.hasChance()) {
                List<ChanceOutcome<S>> outcomes = rules.chanceOutcomes(s);
                if (outcomes.isEmpty())
                    throw new IllegalStateException("chance state " + s + " does not enumerate its outcomes; it cannot be explored");
                double sum = 0;
                Set<String> events = new HashSet<>();
                for (ChanceOutcome<S> o : outcomes) {
                    if (!events.add(o.event()))
                        throw new IllegalStateException("two chance outcomes share the event '" + o.event() + "' in state " + s);
                    sum += o.probability();
                    a.chance(q, o.event(), o.probability(), target(a, queue, o.next(), limit));
                }
                if (Math.abs(sum - 1) > 1e-9)
                    throw new IllegalStateException("chance probabilities in state " + s + " add up to " + sum + ", not 1");
            }
        }
        return a.build();
    }

    private static <S, M> int target(ExplicitAutomaton.Builder<S, M> a, ArrayDeque<Integer> queue, S next, int limit) {
        int i = a.indexOf(next);
        if (i >= 0) return i;
        if (a.size() >= limit) throw new StateLimitExceededException(limit, queue.size());
        i = a.add(next);
        queue.add(i);
        return i;
    }
}
