package arcade.api.model;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A (stochastic) game automaton A = (S, D, N, P, T, W, s, ω, τ, κ, λ) given as functions, never as
 * an enumerated state set. States and moves must be immutable values with equals/hashCode.
 *
 * <p>Contract (checked by the shared contract test): {@code outcome(s)} is present iff
 * {@code kind(s) == TERMINAL}; {@code legalMoves} is deterministic and duplicate-free and is
 * empty unless the state is a decision state; {@code apply} throws {@link IllegalMoveException}
 * for a move outside {@code legalMoves} and never mutates its input; {@code formatMove} and
 * {@code parseMove} round-trip.
 *
 * @param <S> state type
 * @param <M> move type
 */
public interface GameRules<S, M> {

    /** P: the players, including non-moving ones (house, teams) that appear only in outcomes. */
    List<PlayerId> players();

    /** ω: who is to move (or to perform the experiment) in a state. */
    PlayerId toMove(S state);

    /** Which of D, N, D∩N, W the state belongs to. */
    NodeKind kind(S state);

    /** The domain of τ(state, ·), in a deterministic order. Empty in chance-only and terminal states. */
    List<M> legalMoves(S state);

    /** τ: the state reached by a legal move. */
    S apply(S state, M move);

    /** κ, enumerated. Games whose chance space is too large return an empty list and implement sampleChanceEvent and applyChance. */
    default List<ChanceOutcome<S>> chanceOutcomes(S state) { return List.of(); }

    /**
     * Draws the event of a chance state using only the given generator, as a label that
     * {@link #applyChance} turns into the next state (a session records chance steps by label, so
     * a save replays a mine layout or a deal exactly). The default draws from {@link #chanceOutcomes}.
     */
    default String sampleChanceEvent(S state, RandomGenerator rng) {
        List<ChanceOutcome<S>> outcomes = chanceOutcomes(state);
        if (outcomes.isEmpty()) throw new IllegalStateException("not a chance state: " + state);
        double r = rng.nextDouble(), acc = 0;
        for (ChanceOutcome<S> o : outcomes) {
            acc += o.probability();
            if (r < acc) return o.event();
        }
        return outcomes.get(outcomes.size() - 1).event();
    }

    /**
     * The state after the chance event named {@code event}; {@link MoveFormatException} for a label
     * that names no event of this state. The default looks it up in {@link #chanceOutcomes}; games
     * whose chance space is too large to enumerate override this and {@link #sampleChanceEvent}.
     */
    default S applyChance(S state, String event) {
        for (ChanceOutcome<S> o : chanceOutcomes(state)) if (o.event().equals(event)) return o.next();
        throw new MoveFormatException("no chance event '" + event + "' here");
    }

    /** Draws the next state of a chance state using only the given generator. */
    default S sampleChance(S state, RandomGenerator rng) { return applyChance(state, sampleChanceEvent(state, rng)); }

    /** W membership and λ: empty while the game runs. */
    Optional<Outcome> outcome(S state);

    /** A stable, player-neutral text label of a move (thesis: the move clause instance's id). */
    String formatMove(M move);

    /** The move named by {@code text} in {@code state}; {@link MoveFormatException} for unknown text. */
    M parseMove(S state, String text);

    /** Legality test; games with large move sets may override with something cheaper. */
    default boolean isLegal(S state, M move) { return legalMoves(state).contains(move); }

    /** Convenience: the terminal test. */
    default boolean isTerminal(S state) { return outcome(state).isPresent(); }
}
