package arcade.gamesystem.model;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.Preset;
import arcade.gamesystem.format.RulesFileException;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A rules file as a game definition: params are the file's options, the initial state is the
 * file's placement compiled for them (rules games have no hidden setup, so the seed is not used;
 * dice are chance steps of the session).
 */
public final class RulesDefinition implements GameDefinition<RulesState, RulesMove> {
    private final RulesSource source;
    private final RulesRules rules;
    private final Map<String, CompiledGame> compiled = new ConcurrentHashMap<>();
    private final Map<List<arcade.api.model.PlayerId>, RulesRules> rulesByPlayers = new ConcurrentHashMap<>();

    public RulesDefinition(RulesSource source) {
        this.source = source;
        this.rules = new RulesRules(source.players());
        compiled.putAll(source.checked);
    }

    public RulesSource source() { return source; }

    /** The automaton of every variant; its players are all those the file lists. */
    @Override public GameRules<RulesState, RulesMove> rules() { return rules; }

    /** The automaton of one variant, whose players are those who take part with these params (for the analysis). */
    public GameRules<RulesState, RulesMove> rules(String paramsText) {
        List<arcade.api.model.PlayerId> players = game(paramsText).players();
        return players.equals(source.players()) ? rules : rulesByPlayers.computeIfAbsent(players, RulesRules::new);
    }

    @Override public Params<?> params() { return source.codec(); }

    /** The game compiled for a params text (cached: states of one variant share one compiled game). */
    public CompiledGame game(String paramsText) {
        Map<String, Integer> values = source.codec().parse(paramsText);
        source.codec().validate(values);
        String key = source.codec().format(values);
        CompiledGame g = compiled.get(key);
        if (g != null) return g;
        try {
            g = GameCompiler.compile(source, values);
        } catch (RulesFileException e) {
            throw new ParamsException("these options do not make a playable game: " + e.problem());
        }
        CompiledGame before = compiled.putIfAbsent(key, g);
        return before != null ? before : g;
    }

    @Override public RulesState initialState(GameId id) { return game(id.params()).initialState(); }

    @Override public List<Preset> presets() { return source.presets(); }

    /** Marks the params of a finished game that people at one computer played on every side (the statistics file it apart). */
    public static final String HOT_SEAT = ";people";

    /** The variant in words; a game played by people at one computer says so. */
    @Override public String describeParams(String paramsText) {
        if (paramsText.endsWith(HOT_SEAT))
            return GameDefinition.super.describeParams(paramsText.substring(0, paramsText.length() - HOT_SEAT.length())) + ", players at this computer";
        return GameDefinition.super.describeParams(paramsText);
    }
}
