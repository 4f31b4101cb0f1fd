package arcade.api.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One finished game for the statistics: what happened, never a guess.
 *
 * @param params   the params text it was played with (statistics are kept per params)
 * @param result   win, loss or draw from the human player's side, or abandoned: discarded unfinished
 *                 (New game or Restart over a game with moves); counted as played, never a best
 * @param durationMillis play time
 * @param score    the game's score, or null where the game has none
 * @param finishedAt epoch milliseconds
 * @param assisted   Solve, Auto-play, an undo or a hint helped: counted in played and won, never a best
 * @param figures    further figures of the game where higher is better, named in words for the
 *                   player (e.g. "Longest snake" → 57); the statistics show the highest of each and
 *                   each game's value beside its score. Empty for most games; order is kept
 * @param winner     for {@link Result#SIDE_WON}, the side that won as the game names it ("Black");
 *                   null for every other result
 */
public record GameRecord(String params, Result result, long durationMillis, Double score, long finishedAt, boolean assisted,
                         Map<String, Double> figures, String winner) {
    /**
     * How the game ended. {@code SIDE_WON}: people at one computer played every side and one side
     * won ({@link #winner}); nobody's win or loss, counted as played.
     */
    public enum Result { WIN, LOSS, DRAW, ABANDONED, SIDE_WON }

    public GameRecord {
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(result, "result");
        if (result != Result.SIDE_WON) winner = null;
        else if (winner == null || winner.isBlank()) throw new IllegalArgumentException("a side's win names the side");
        else winner = winner.strip();
        Map<String, Double> kept = new LinkedHashMap<>();
        if (figures != null) figures.forEach((k, v) -> { if (k != null && !k.isBlank() && v != null && Double.isFinite(v)) kept.put(k, v); });
        figures = Collections.unmodifiableMap(kept);
    }

    /** An unfinished game the player chose to discard: no score, counted as played. */
    public static GameRecord abandoned(String params, long durationMillis, long finishedAt) {
        return new GameRecord(params, Result.ABANDONED, durationMillis, null, finishedAt, false);
    }

    /** A game that no side won alone, or won or lost by the person at this computer. */
    public GameRecord(String params, Result result, long durationMillis, Double score, long finishedAt, boolean assisted,
                      Map<String, Double> figures) {
        this(params, result, durationMillis, score, finishedAt, assisted, figures, null);
    }

    /** A game between people at one computer that {@code winner} won. */
    public static GameRecord sideWon(String params, String winner, long durationMillis, Double score, long finishedAt, boolean assisted,
                                     Map<String, Double> figures) {
        return new GameRecord(params, Result.SIDE_WON, durationMillis, score, finishedAt, assisted, figures, winner);
    }

    /** A game without further figures. */
    public GameRecord(String params, Result result, long durationMillis, Double score, long finishedAt, boolean assisted) {
        this(params, result, durationMillis, score, finishedAt, assisted, Map.of());
    }

    /** A game played without help. */
    public GameRecord(String params, Result result, long durationMillis, Double score, long finishedAt) {
        this(params, result, durationMillis, score, finishedAt, false);
    }
}
