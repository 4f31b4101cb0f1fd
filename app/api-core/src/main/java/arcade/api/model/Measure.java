package arcade.api.model;

/** What a game's statistics measure, so the shell shows the figures that fit it. */
public enum Measure {
    /** Wins and losses, with the time of each game: win rate, streaks, best times. */
    WIN_LOSS,
    /** A score per game (higher is better): best, average and median score, a top-10 table. */
    SCORE
}
