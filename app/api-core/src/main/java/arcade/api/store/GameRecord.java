package arcade.api.store;

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
 */
public record GameRecord(String params, Result result, long durationMillis, Double score, long finishedAt, boolean assisted) {
    public enum Result { WIN, LOSS, DRAW, ABANDONED }

    public GameRecord {
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(result, "result");
    }

    /** An unfinished game the player chose to discard: no score, counted as played. */
    public static GameRecord abandoned(String params, long durationMillis, long finishedAt) {
        return new GameRecord(params, Result.ABANDONED, durationMillis, null, finishedAt, false);
    }

    /** A game played without help. */
    public GameRecord(String params, Result result, long durationMillis, Double score, long finishedAt) {
        this(params, result, durationMillis, score, finishedAt, false);
    }
}
