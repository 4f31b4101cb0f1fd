package arcade.games.snake.view;

import arcade.games.snake.view.records.HighScores;

import arcade.games.snake.view.records.SnakeRecords;

import arcade.api.plugin.GameContext;
import arcade.games.snake.model.SnakeState;

/**
 * Snake's own records of each variant: the best games with the longest snake and (in the
 * campaign) the level reached, for the status line's best and the end card's praise — only for a
 * game the player played alone (a game the autopilot played in sets none).
 */
final class GameResults {
    private final GameContext ctx;
    private SnakeRecords records;
    private int longest; // the longest the player's snake has been in this game

    GameResults(GameContext ctx) {
        this.ctx = ctx;
        // Before the top ten there was only a best score per variant: start from it rather than lose it.
        this.records = ctx.store().load(SnakeRecords.STORE_NAME, SnakeRecords.class,
                () -> SnakeRecords.from(ctx.store().load(HighScores.STORE_NAME, HighScores.class, HighScores::empty)));
    }

    /** The best so far of the options {@code params}: the score, or the campaign's level (0 when there is none). */
    int bestFor(String params) { return records.best(params); }

    /** A new game (or a resumed one) starts measuring its longest snake afresh. */
    void reset() { longest = 0; }

    /** Called with every state of the game, so the longest snake is known when it ends. */
    void observe(SnakeState s) { longest = Math.max(longest, GameTexts.shownLength(s, 1)); }

    int longest() { return longest; }

    /**
     * Adds the finished game {@code s} to Snake's records of its variant (only a game the player
     * played alone: {@code counts}); returns the card's line about them ("" when it set none). The
     * arcade's statistics record the game itself, through the host.
     */
    String finish(SnakeState s, boolean counts) {
        observe(s);
        if (!counts) return "";
        String params = s.options().params();
        boolean campaign = s.options().campaign();
        SnakeRecords.Placing placing = records.with(params, new SnakeRecords.Entry(s.score(), longest, campaign ? s.level() : 0, ctx.clock().millis()));
        records = placing.records();
        ctx.store().save(SnakeRecords.STORE_NAME, records);
        return GameTexts.recordLine(placing, campaign, longest);
    }
}
