package arcade.games.snake.view;

import arcade.api.plugin.GameContext;
import arcade.games.snake.model.SnakeState;
import arcade.api.store.GameRecord;

/**
 * Where a finished game goes: the high score of its option set and the platform's statistics —
 * both only for a game the player played alone (a game the autopilot played in counts for neither).
 */
final class GameResults {
    private final GameContext ctx;
    private HighScores highScores;

    GameResults(GameContext ctx) {
        this.ctx = ctx;
        this.highScores = ctx.store().load(HighScores.STORE_NAME, HighScores.class, HighScores::empty);
    }

    /** The best score so far of the options {@code params} (0 when there is none). */
    int bestFor(String params) { return Math.max(highScores.bestFor(params), 0); }

    /** Records the finished game {@code s}; true if it set a new high score (the campaign: a new best level). */
    boolean record(SnakeState s, long playedMillis, boolean counts) {
        if (!counts) return false;
        String params = s.options().params();
        int score = GameTexts.statisticsScore(s);
        boolean record = highScores.isRecord(params, score);
        if (record) {
            highScores = highScores.with(params, score);
            ctx.store().save(HighScores.STORE_NAME, highScores);
        }
        ctx.stats().record(new GameRecord(params, GameTexts.result(s), playedMillis, (double) score, ctx.clock().millis()));
        return record;
    }
}
