package arcade.shell.testgames;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.Preset;

import java.util.ArrayList;
import java.util.List;

/** The counter game's definition: reach the target (the params text, 1 to 99) exactly. */
public final class CounterDefinition implements GameDefinition<CountRules.State, Integer> {
    public static final CounterDefinition INSTANCE = new CounterDefinition(arcade.api.model.UndoPolicy.FREE);
    private static final CountRules RULES = new CountRules();
    private static final Params<Integer> TARGET = new Params<>() {
        @Override public Integer parse(String text) {
            if (text == null || !text.matches("[1-9][0-9]?")) throw new ParamsException("the target is a whole number from 1 to 99");
            return Integer.parseInt(text);
        }
        @Override public String format(Integer target) { return String.valueOf(target); }
        @Override public String describe(Integer target) { return "Reach " + target; }
    };

    private final arcade.api.model.UndoPolicy undo;

    public CounterDefinition(arcade.api.model.UndoPolicy undo) { this.undo = undo; }

    @Override public arcade.api.model.UndoPolicy undoPolicy() { return undo; }
    @Override public GameRules<CountRules.State, Integer> rules() { return RULES; }
    @Override public Params<?> params() { return TARGET; }
    @Override public CountRules.State initialState(GameId id) { return new CountRules.State(0, TARGET.parse(id.params())); }
    @Override public List<Preset> presets() { return List.of(new Preset("10", "Reach 10"), new Preset("20", "Reach 20")); }

    /** The moves that finish the game from {@code s}: threes, then the rest. */
    public static List<Integer> finish(CountRules.State s) {
        List<Integer> moves = new ArrayList<>();
        for (int c = s.count(); c < s.target(); c += Math.min(3, s.target() - c)) moves.add(Math.min(3, s.target() - c));
        return moves;
    }
}
