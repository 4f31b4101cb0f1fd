package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;

import java.util.List;
import java.util.Optional;

/** A tiny game for the host's tests: add 1, 2 or 3; reaching the target wins, passing it loses. */
final class Steps implements GameDefinition<Steps.State, Integer> {
    static final PlayerId YOU = new PlayerId("you");
    static final Steps INSTANCE = new Steps();

    /** The same game played in real time: no undo, a tick log instead of a history. */
    static final GameDefinition<State, Integer> REAL_TIME = new GameDefinition<>() {
        @Override public GameRules<State, Integer> rules() { return RULES; }
        @Override public Params<?> params() { return TARGET; }
        @Override public State initialState(GameId id) { return INSTANCE.initialState(id); }
        @Override public List<Preset> presets() { return INSTANCE.presets(); }
        @Override public boolean realTime() { return true; }
    };

    record State(int count, int target) {
        boolean won() { return count == target; }
        boolean bust() { return count > target; }
    }

    private static final GameRules<State, Integer> RULES = new GameRules<>() {
        @Override public List<PlayerId> players() { return List.of(YOU); }
        @Override public PlayerId toMove(State s) { return YOU; }
        @Override public NodeKind kind(State s) { return s.won() || s.bust() ? NodeKind.TERMINAL : NodeKind.DECISION; }
        @Override public List<Integer> legalMoves(State s) { return kind(s) == NodeKind.TERMINAL ? List.of() : List.of(1, 2, 3); }
        @Override public State apply(State s, Integer k) { return new State(s.count() + k, s.target()); }
        @Override public Optional<Outcome> outcome(State s) {
            if (s.won()) return Optional.of(Outcome.win(YOU));
            if (s.bust()) return Optional.of(Outcome.win(PlayerId.HOUSE));
            return Optional.empty();
        }
        @Override public String formatMove(Integer k) { return "+" + k; }
        @Override public Integer parseMove(State s, String text) {
            if (text.matches("\\+[1-3]")) return Integer.parseInt(text.substring(1));
            throw new MoveFormatException("not a move: " + text);
        }
    };

    private static final Params<Integer> TARGET = new Params<>() {
        @Override public Integer parse(String text) {
            if (text == null || !text.matches("[1-9][0-9]?")) throw new ParamsException("the target is a number from 1 to 99");
            return Integer.parseInt(text);
        }
        @Override public String format(Integer t) { return String.valueOf(t); }
        @Override public String describe(Integer t) { return "To " + t; }
    };

    @Override public GameRules<State, Integer> rules() { return RULES; }
    @Override public Params<?> params() { return TARGET; }
    @Override public State initialState(GameId id) { return new State(0, TARGET.parse(id.params())); }
    @Override public List<Preset> presets() { return List.of(new Preset("5", "Five"), new Preset("9", "Nine")); }
}
