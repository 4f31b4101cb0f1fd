package arcade.shell.testgames;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A tiny one-player game: reach the target exactly by adding 1, 2 or 3. */
public final class CountRules implements GameRules<CountRules.State, Integer> {
    public static final PlayerId YOU = new PlayerId("you");

    public record State(int count, int target) {}

    @Override public List<PlayerId> players() { return List.of(YOU, PlayerId.HOUSE); }
    @Override public PlayerId toMove(State s) { return YOU; }
    @Override public NodeKind kind(State s) { return s.count() == s.target() ? NodeKind.TERMINAL : NodeKind.DECISION; }

    @Override public List<Integer> legalMoves(State s) {
        List<Integer> out = new ArrayList<>();
        for (int k = 1; k <= 3; k++) if (s.count() + k <= s.target()) out.add(k);
        return out;
    }

    @Override public State apply(State s, Integer k) {
        if (!legalMoves(s).contains(k)) throw new IllegalMoveException("cannot add " + k);
        return new State(s.count() + k, s.target());
    }

    @Override public Optional<Outcome> outcome(State s) {
        return s.count() == s.target() ? Optional.of(Outcome.win(YOU)) : Optional.empty();
    }

    @Override public String formatMove(Integer k) { return "+" + k; }

    @Override public Integer parseMove(State s, String text) {
        if (text.matches("\\+[1-3]")) return Integer.parseInt(text.substring(1));
        throw new MoveFormatException("not a move: " + text);
    }
}
