package arcade.api.store;

import arcade.api.session.SavedGame;

/** Where a game reports each finished game; the shell writes it to disk at once. */
public interface StatsSink {
    void record(GameRecord record);

    /**
     * As {@link #record(GameRecord)}, with the finished game itself (params, seed, moves): the
     * statistics keep the last few of them so the player can watch one again. A sink that keeps
     * no games just records the figures.
     */
    default void record(GameRecord record, SavedGame game) { record(record); }
}
