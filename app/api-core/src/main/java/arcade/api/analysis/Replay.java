package arcade.api.analysis;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.Outcome;

import java.util.List;
import java.util.Optional;

/**
 * τ*: replays a move sequence from a state (the thesis's {@code Proved}). Strict mode rejects
 * moves after the end; lenient mode ignores them as the thesis did.
 */
public final class Replay {
    private Replay() {}

    /** @param endedAt the number of moves applied when the game ended, or -1 if it did not end */
    public record Result<S>(S finalState, Optional<Outcome> outcome, int endedAt) {}

    public static <S, M> Result<S> run(GameRules<S, M> rules, S start, List<M> moves, boolean strict) {
        S s = start;
        int i = 0;
        for (M m : moves) {
            if (rules.isTerminal(s)) {
                if (strict) throw new IllegalMoveException("move " + (i + 1) + " (" + rules.formatMove(m) + ") after the end of the game");
                break;
            }
            if (!rules.isLegal(s, m)) throw new IllegalMoveException("move " + (i + 1) + " is illegal: " + rules.formatMove(m));
            s = rules.apply(s, m);
            i++;
        }
        Optional<Outcome> o = rules.outcome(s);
        return new Result<>(s, o, o.isPresent() ? i : -1);
    }

    public static <S, M> Result<S> run(GameRules<S, M> rules, S start, List<M> moves) { return run(rules, start, moves, true); }
}
