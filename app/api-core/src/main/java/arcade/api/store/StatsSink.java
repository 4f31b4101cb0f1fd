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

    /**
     * Where {@code record} would stand among the games already recorded for its variant: ask
     * before recording it. A sink that keeps no history answers {@link Standing#NONE}.
     */
    default Standing standing(GameRecord record) { return Standing.NONE; }
}
