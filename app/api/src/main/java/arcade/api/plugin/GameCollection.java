package arcade.api.plugin;

import java.util.List;

/**
 * A provider of several games, each shown as its own card (the rules-file game system offers one
 * game per rules file). Found with {@link java.util.ServiceLoader} like {@link GamePlugin}:
 * {@code provides arcade.api.plugin.GameCollection with …} or
 * {@code META-INF/services/arcade.api.plugin.GameCollection}. The constructor must be cheap;
 * {@link #games()} is asked once at start-up and should not build any game.
 */
public interface GameCollection {
    List<GamePlugin> games();
}
