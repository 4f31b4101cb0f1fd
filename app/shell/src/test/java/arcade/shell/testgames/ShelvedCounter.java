package arcade.shell.testgames;

import arcade.api.plugin.GameCategory;

/** The counter game on a shelf of the library's choosing, for the library's tests. */
public final class ShelvedCounter extends CounterPlugin {
    private final GameCategory category;

    public ShelvedCounter(String id, String name, GameCategory category) {
        super(id, name);
        this.category = category;
    }

    @Override public GameCategory category() { return category; }
}
