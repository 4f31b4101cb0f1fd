package arcade.api.plugin;

/** What "best" means in a game's statistics. */
public enum BestIs { LOWEST_TIME, HIGHEST_SCORE }
