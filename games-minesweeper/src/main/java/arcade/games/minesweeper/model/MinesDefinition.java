package arcade.games.minesweeper.model;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.MoveFormatException;
import arcade.api.model.Observed;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.Preset;
import arcade.api.model.UndoPolicy;

import java.util.List;
import java.util.Optional;

/**
 * Minesweeper as a game definition: ids {@code 9x9-10-zero#seed} (mines laid after the first
 * reveal, from the seed) or {@code 9x9-10-zero:layout} (a given layout). Undo is counted (an undo
 * after a loss is a death), the clock runs from the first reveal, the player sees a
 * {@link PlayerBoard}.
 */
public final class MinesDefinition implements GameDefinition<MinesState, MinesMove> {
    public static final MinesDefinition INSTANCE = new MinesDefinition();

    @Override public GameRules<MinesState, MinesMove> rules() { return MinesRules.INSTANCE; }
    @Override public Params<MinesParams> params() { return MinesParams.CODEC; }

    @Override public MinesState initialState(GameId id) {
        MinesParams p = MinesParams.CODEC.parse(id.params());
        MinesParams.CODEC.validate(p);
        if (id.seedValue().isPresent()) return MinesState.fresh(p, id.seed());
        try {
            return MinesState.withLayout(p, Layout.decode(id.desc(), p));
        } catch (MoveFormatException e) {
            throw new ParamsException("the game's mine layout does not fit: " + e.getMessage());
        }
    }

    @Override public List<Preset> presets() { return MinesParams.PRESETS; }
    @Override public UndoPolicy undoPolicy() { return UndoPolicy.COUNTED; }
    @Override public boolean isTiming(MinesState s) { return s.started() && !s.over(); }

    @Override public Optional<Observed<MinesState, ?>> observed() {
        return Optional.of((Observed<MinesState, PlayerBoard>) (s, p) -> s.view());
    }
}
