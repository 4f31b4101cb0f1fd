package arcade.games.solitaire.model;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Measure;
import arcade.api.model.Observed;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Klondike's definition: {@code params#seed} deals the seed's shuffle, {@code params:deal} a given
 * deal (52 cards, see {@link Deal}). The deal is part of the initial state rather than a chance
 * step: a deal number names the whole game, and "winnable deals only" simply picks seeds.
 */
public final class KlondikeDefinition implements GameDefinition<KlondikeState, KlondikeMove> {

    public static final KlondikeDefinition INSTANCE = new KlondikeDefinition();
    private static final KlondikeParamsCodec CODEC = new KlondikeParamsCodec();

    private static final List<Preset> PRESETS = List.of(
            new Preset("draw1-3passes", "Draw 1, 3 passes"),
            new Preset("draw3-unlimited", "Draw 3, unlimited passes"),
            new Preset("draw1-unlimited", "Draw 1, unlimited passes"),
            new Preset("draw3-3passes", "Draw 3, 3 passes"),
            new Preset("draw1-1pass", "Draw 1, one pass"),
            new Preset("draw3-unlimited-vegas", "Draw 3, Vegas score"));

    @Override public GameRules<KlondikeState, KlondikeMove> rules() { return KlondikeRules.INSTANCE; }

    @Override public KlondikeParamsCodec params() { return CODEC; }

    public KlondikeParams parseParams(String text) {
        KlondikeParams p = CODEC.parse(text);
        CODEC.validate(p);
        return p;
    }

    @Override public KlondikeState initialState(GameId id) {
        KlondikeParams p = parseParams(id.params());
        if (id.seedValue().isPresent()) return Deal.initialState(p, Deal.fromSeed(id.seed()));
        return Deal.initialState(p, Deal.parse(id.desc()));
    }

    @Override public List<Preset> presets() { return PRESETS; }

    @Override public OptionalDouble score(KlondikeState s, PlayerId player) {
        return s.params().scoring() == Scoring.NONE ? OptionalDouble.empty() : OptionalDouble.of(s.score());
    }

    /** Won or lost with the time, and the score (standard or Vegas) where the rules keep one: the best of each per rule set. */
    @Override public Set<Measure> measures() { return Set.of(Measure.WIN_LOSS, Measure.SCORE); }

    /** The clock starts with the first move, as in every desktop patience, and stops with the last card home. */
    @Override public boolean isTiming(KlondikeState s) { return !s.isWon() && !s.asDealt(); }

    @Override public Optional<Observed<KlondikeState, ?>> observed() { return Optional.of(KlondikeView.OBSERVED); }

    /** Throws a {@link ParamsException} for a deal that is not 52 distinct cards. */
    public static GameId dealId(String params, String dealText) {
        return GameId.described(params, Deal.format(Deal.parse(dealText)));
    }
}
