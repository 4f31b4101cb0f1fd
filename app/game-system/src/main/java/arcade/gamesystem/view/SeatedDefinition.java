package arcade.gamesystem.view;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Measure;
import arcade.api.model.Observed;
import arcade.api.model.Outcome;
import arcade.api.model.Params;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.api.model.UndoPolicy;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A rules game's definition as the host of one game sees it: the file's definition, with the
 * player at this computer taken from the seats. Against the computer the host records the game
 * from that player's side (a win when the person won, whichever side they took); with people at
 * this computer nobody is "you": the end-of-game card only names the winner, the record is the
 * side that won ({@link #hotSeat}), and the game is filed under its own variant
 * ({@link #recordParams}) so it never counts in the record against the computer.
 */
final class SeatedDefinition implements GameDefinition<RulesState, RulesMove> {
    private final RulesDefinition file;
    private final Seats seats;
    private final Supplier<RulesState> state;

    SeatedDefinition(RulesDefinition file, Seats seats, Supplier<RulesState> state) {
        this.file = file;
        this.seats = seats;
        this.state = state;
    }

    /** The params a finished game is filed under: the game's own, marked when people played every side. */
    static String recordParams(String params, Seats seats) {
        return seats.opponent.get().computer() ? params : params + RulesDefinition.HOT_SEAT;
    }

    /** Against the computer, the player the person took; with people at this computer, the winner (whose score a game shows). */
    @Override public PlayerId human() {
        RulesState s = state.get();
        if (s == null) return file.human();
        List<PlayerId> players = s.game().players();
        if (seats.opponent.get().computer()) return players.get(Math.min(Math.max(0, seats.human), players.size() - 1));
        return file.rules().outcome(s).filter(o -> o instanceof Outcome.Win).map(o -> ((Outcome.Win) o).winner()).orElse(players.get(0));
    }

    @Override public boolean hotSeat() { return !seats.opponent.get().computer(); }

    /** With people at this computer the card says who won, not "You won" or "You lost". */
    @Override public Set<Measure> measures() { return seats.opponent.get().computer() ? file.measures() : Set.of(); }

    RulesDefinition file() { return file; }

    @Override public GameRules<RulesState, RulesMove> rules() { return file.rules(); }
    @Override public Params<?> params() { return file.params(); }
    @Override public RulesState initialState(GameId id) { return file.initialState(id); }
    @Override public List<Preset> presets() { return file.presets(); }
    @Override public OptionalDouble score(RulesState s, PlayerId p) { return file.score(s, p); }
    @Override public Map<String, Double> figures(RulesState s) { return file.figures(s); }
    @Override public UndoPolicy undoPolicy() { return file.undoPolicy(); }
    @Override public boolean realTime() { return file.realTime(); }
    @Override public boolean isTiming(RulesState s) { return file.isTiming(s); }
    @Override public Optional<Observed<RulesState, ?>> observed() { return file.observed(); }
    @Override public String describeParams(String paramsText) { return file.describeParams(paramsText); }
}
