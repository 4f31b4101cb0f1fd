package arcade.games.snake.view;

import arcade.api.plugin.GameContext;
import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.games.snake.model.SnakeState;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a finished game goes: Snake's records of its variant and the platform's statistics, with
 * the longest snake and (in the campaign) the level reached beside the score — both only for a
 * game the player played alone (a game the autopilot played in counts for neither).
 */
final class GameResults {
    static final String LONGEST_SNAKE = "Longest snake", LEVEL_REACHED = "Level reached";
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
     * Records the finished game {@code s} ({@code game}: the game itself, which the statistics keep
     * among the last games for Replay); returns the end card's record line ("" when it set none).
     */
    String record(SnakeState s, long playedMillis, boolean counts, SavedGame game) {
        observe(s);
        if (!counts) return "";
        String params = s.options().params();
        long now = ctx.clock().millis();
        boolean campaign = s.options().campaign();
        SnakeRecords.Placing placing = records.with(params, new SnakeRecords.Entry(s.score(), longest, campaign ? s.level() : 0, now));
        records = placing.records();
        ctx.store().save(SnakeRecords.STORE_NAME, records);
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put(LONGEST_SNAKE, (double) longest);
        if (campaign) figures.put(LEVEL_REACHED, (double) s.level());
        ctx.stats().record(new GameRecord(params, GameTexts.result(s), playedMillis, (double) s.score(), now, false, figures), game);
        return GameTexts.recordLine(placing, campaign, longest);
    }
}
