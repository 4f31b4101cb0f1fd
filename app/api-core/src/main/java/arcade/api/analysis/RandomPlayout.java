package arcade.api.analysis;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.session.Rng;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Plays a game to its end with uniformly random legal moves and the game's own chance sampler,
 * both driven by one seeded {@link Rng}: the same seed gives the same playout on every JDK. In a
 * D∩N state the experiment counts as one more option next to the moves.
 */
public final class RandomPlayout {
    private RandomPlayout() {}

    /** Why a playout stopped. */
    public enum Ending {
        /** A terminal state was reached. */
        TERMINAL,
        /** The ply bound was reached first. */
        PLY_LIMIT,
        /** A non-terminal state offered neither a move nor chance (the game is not totally defined). */
        STUCK
    }

    /** One step of a playout: the move label or chance event, and whether it was chance. */
    public record Step(String label, boolean chance) {
        @Override public String toString() { return chance ? "[" + label + "]" : label; }
    }

    /**
     * @param states the states visited, starting with the initial one (size = steps + 1)
     * @param steps  what led from each state to the next
     */
    public record Result<S>(List<S> states, List<Step> steps, Optional<Outcome> outcome, Ending ending) {
        public S finalState() { return states.get(states.size() - 1); }
        public int plies() { return steps.size(); }
    }

    public static <S, M> Result<S> run(GameRules<S, M> rules, S start, long seed, int maxPlies) {
        return run(rules, start, new Rng(seed), maxPlies);
    }

    /** Plays from {@code start} for at most {@code maxPlies} steps (moves and chance events). */
    public static <S, M> Result<S> run(GameRules<S, M> rules, S start, Rng rng, int maxPlies) {
        if (maxPlies < 0) throw new IllegalArgumentException("maxPlies must not be negative");
        List<S> states = new ArrayList<>();
        List<Step> steps = new ArrayList<>();
        S s = start;
        states.add(s);
        Ending ending;
        while (true) {
            NodeKind kind = rules.kind(s);
            if (kind == NodeKind.TERMINAL) { ending = Ending.TERMINAL; break; }
            if (steps.size() >= maxPlies) { ending = Ending.PLY_LIMIT; break; }
            List<M> moves = kind.hasMoves() ? rules.legalMoves(s) : List.of();
            int options = moves.size() + (kind.hasChance() ? 1 : 0);
            if (options == 0) { ending = Ending.STUCK; break; }
            int pick = rng.nextInt(options);
            if (pick < moves.size()) {
                M m = moves.get(pick);
                steps.add(new Step(rules.formatMove(m), false));
                s = rules.apply(s, m);
            } else {
                S before = s;
                s = rules.sampleChance(s, rng);
                steps.add(new Step(eventName(rules, before, s), true));
            }
            states.add(s);
        }
        return new Result<>(Collections.unmodifiableList(states), Collections.unmodifiableList(steps), rules.outcome(s), ending);
    }

    private static <S, M> String eventName(GameRules<S, M> rules, S from, S to) {
        return rules.chanceOutcomes(from).stream().filter(o -> o.next().equals(to)).map(o -> o.event()).findFirst().orElse("chance");
    }
}
