package arcade.shell.testgames;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;

/** The counter game under a name, line and shelf of the test's choosing (for the library's layout tests). */
public final class DescribedCounter extends CounterPlugin {
    private final GameInfo info;
    private final GameCategory category;

    public DescribedCounter(String id, String name, String description, GameCategory category) {
        super(id, name);
        this.info = new GameInfo(id, name, description, "mdi2c-counter");
        this.category = category;
    }

    @Override public GameInfo info() { return info; }

    @Override public GameCategory category() { return category; }
}
