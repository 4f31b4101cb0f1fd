package arcade.shell.library;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;

/**
 * One game as the library sorts and filters it: what it says of itself, its shelf, and the
 * player's history with it ({@code lastPlayed} in epoch milliseconds, 0 when never finished).
 */
record LibraryEntry(GameInfo info, GameCategory category, int played, long lastPlayed, boolean resumable) {}
