package arcade.gamesystem.ai;

import arcade.api.analysis.Search;
import arcade.api.model.GameRules;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The computer opponent of any rules game, built on the platform's {@link Search}: iterative
 * deepening negamax with alpha-beta (expectiminimax where the die rolls) until the strength's
 * depth or time budget runs out; positions beyond the horizon count as even (a generic game has
 * no known evaluation). A search that reaches the end of the game within the depth is
 * exact, so small games (tic-tac-toe) are played perfectly. Deterministic: no randomness, ties go
 * to the first move in the file's order.
 */
public final class ComputerPlayer {
    /** How hard the computer tries. */
    public enum Strength {
        EASY(2, 200), MEDIUM(4, 700), HARD(12, 2000);

        final int depth;
        final long millis;

        Strength(int depth, long millis) {
            this.depth = depth;
            this.millis = millis;
        }
    }

    private final GameRules<RulesState, RulesMove> rules;

    public ComputerPlayer(GameRules<RulesState, RulesMove> rules) { this.rules = rules; }

    /**
     * The move to play in a decision state (empty when there is none).
     *
     * @param cancelled polled during the search; when true the search stops
     */
    public Optional<RulesMove> choose(RulesState state, Strength strength, BooleanSupplier cancelled) {
        List<RulesMove> moves = rules.legalMoves(state);
        if (moves.isEmpty()) return Optional.empty();
        if (moves.size() == 1) return Optional.of(moves.get(0));
        long deadline = System.nanoTime() + strength.millis * 1_000_000;
        RulesMove best = moves.get(0);
        for (int depth = 1; depth <= strength.depth; depth++) {
            BooleanSupplier stop = () -> cancelled.getAsBoolean() || System.nanoTime() > deadline;
            try {
                Search.Result<RulesMove> r = Search.negamax(rules, state, Search.Limits.<RulesState>depth(depth, (st, viewer) -> 0).cancelledWhen(stop));
                if (r.bestMove().isPresent()) best = r.bestMove().get();
                if (Math.abs(r.value()) == 1.0) break; // a forced result: deeper search changes nothing
            } catch (CancellationException e) {
                if (cancelled.getAsBoolean()) throw e;
                break;
            }
        }
        return Optional.of(best);
    }
}
