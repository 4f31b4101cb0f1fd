package arcade.api.model;


import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * One place that turns a game id into a game: the rules, the params codec, the presets and the
 * game's policies. With it the session, the command line and the tests start, replay and check
 * any game without game-specific code.
 *
 * @param <S> state type
 * @param <M> move type
 */
public interface GameDefinition<S, M> {

    GameRules<S, M> rules();

    /** The params codec. */
    Params<?> params();

    /**
     * The initial state named by {@code id}: params plus seed (generated) or desc (a given
     * position); deterministic. {@link ParamsException} with a clear message for an id that names
     * no game of this kind.
     */
    S initialState(GameId id);

    /** New-game choices, the first is the default. */
    List<Preset> presets();

    /** The player the person at this computer plays in a one-player or versus-computer game. */
    default PlayerId human() { return rules().players().get(0); }

    /**
     * True while people at this computer play every side (hot seat): a finished game is then
     * recorded as the side that won ({@code GameRecord.Result.SIDE_WON}), nobody's win or loss.
     */
    default boolean hotSeat() { return false; }

    /** A side's name as a player reads it in records ("Black won"); by default the player's id. */
    default String sideName(PlayerId side) { return side.id(); }

    /** A score game's score of a state for a player (Snake's length, the CA puzzle's points). */
    default OptionalDouble score(S state, PlayerId player) { return OptionalDouble.empty(); }

    /**
     * Further figures of a finished game where higher is better, named for the player (Snake's
     * "Longest snake"); the statistics show the best of each. Empty for most games.
     */
    default java.util.Map<String, Double> figures(S state) { return java.util.Map.of(); }

    /** What the statistics of this game measure. */
    default Set<Measure> measures() { return Set.of(Measure.WIN_LOSS); }

    default UndoPolicy undoPolicy() { return UndoPolicy.FREE; }

    /** Real-time games take one move per tick and keep a tick log instead of an undo history. */
    default boolean realTime() { return false; }

    /**
     * Whether the game clock runs in this state (Minesweeper: from the first reveal until the end).
     * The session also stops it while paused or once the game is over.
     */
    default boolean isTiming(S state) { return true; }

    /** Hidden information, for games that have it. */
    default Optional<Observed<S, ?>> observed() { return Optional.empty(); }

    /** Words for a params text: the label of the preset with those params, else the codec's description. */
    default String describeParams(String paramsText) {
        for (Preset p : presets()) if (p.params().equals(paramsText)) return p.label();
        return params().describeText(paramsText);
    }
}
