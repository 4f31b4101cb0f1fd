package arcade.api.plugin;

import java.util.List;
import java.util.function.Consumer;

/**
 * A provider of several games, each shown as its own card (the rules-file game system offers one
 * game per rules file). Found with {@link java.util.ServiceLoader} like {@link GamePlugin}:
 * {@code provides arcade.api.plugin.GameCollection with …} or
 * {@code META-INF/services/arcade.api.plugin.GameCollection}. The constructor must be cheap;
 * {@link #games()} is asked once at start-up and should not build any game.
 */
public interface GameCollection {
    List<GamePlugin> games();

    /**
     * Asked once by the arcade's window after {@link #games()}: from then on the collection calls
     * {@code changed} with its whole list of games whenever a game is added or taken away or
     * describes itself differently ({@link GamePlugin#info()}, {@link GamePlugin#category()}), as a
     * rules file edited, added or removed on disk. A game still in the list keeps its object. It may
     * be called on any thread but the FX thread, which the arcade never makes wait for it. The
     * default lists its games once and never changes.
     */
    default void follow(Consumer<List<GamePlugin>> changed) { }
}
