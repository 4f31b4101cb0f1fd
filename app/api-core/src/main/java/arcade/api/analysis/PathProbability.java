package arcade.api.analysis;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;

import java.util.List;
import java.util.Optional;

/**
 * τ_Ω: the probability of one path, a sequence of move labels and chance events from a state.
 * Chance events multiply by their probability P_Ω(ν); moves count as 1. This is the probability
 * of the path, not of reaching its end state (which sums over paths and depends on strategies).
 */
public final class PathProbability {
    private PathProbability() {}

    /** The path's probability and the state it ends in. */
    public record Result<S>(double probability, S end) {}

    /** τ_Ω(start, steps). */
    public static <S, M> double of(GameRules<S, M> rules, S start, List<String> steps) {
        return walk(rules, start, steps).probability();
    }

    /**
     * Follows the steps. Each must be a legal move label or a chance event of the state it is taken
     * in; a text that is both in a D∩N state is rejected as ambiguous.
     *
     * @throws IllegalArgumentException naming the step that cannot be taken
     */
    public static <S, M> Result<S> walk(GameRules<S, M> rules, S start, List<String> steps) {
        S s = start;
        double p = 1;
        int i = 0;
        for (String step : steps) {
            i++;
            NodeKind kind = rules.kind(s);
            if (kind == NodeKind.TERMINAL) throw new IllegalArgumentException("step " + i + " '" + step + "' comes after the end of the game");
            Optional<ChanceOutcome<S>> event = kind.hasChance()
                    ? rules.chanceOutcomes(s).stream().filter(o -> o.event().equals(step)).findFirst() : Optional.empty();
            Optional<M> move = kind.hasMoves() ? legalMove(rules, s, step) : Optional.empty();
            if (event.isPresent() && move.isPresent())
                throw new IllegalArgumentException("step " + i + " '" + step + "' is both a move and a chance event in " + s);
            if (event.isPresent()) {
                p *= event.get().probability();
                s = event.get().next();
            } else if (move.isPresent()) {
                s = rules.apply(s, move.get());
            } else {
                throw new IllegalArgumentException("step " + i + " '" + step + "' is neither a legal move nor a chance event in " + s);
            }
        }
        return new Result<>(p, s);
    }

    private static <S, M> Optional<M> legalMove(GameRules<S, M> rules, S s, String text) {
        try {
            M m = rules.parseMove(s, text);
            return rules.isLegal(s, m) ? Optional.of(m) : Optional.empty();
        } catch (MoveFormatException | IllegalMoveException e) {
            return Optional.empty();
        }
    }
}
