package arcade.shell;

import arcade.api.model.Measure;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GamePlugin;
import arcade.shell.plugins.PluginRegistry;

import java.util.Set;

/**
 * What the shell asks a game's plugin beyond its card: what its statistics measure, whether it
 * replays finished games, its rules page. A plugin that throws gets the plain answer, never the
 * arcade's crash.
 */
final class GameTraits {
    private final PluginRegistry registry;

    GameTraits(PluginRegistry registry) { this.registry = registry; }

    /** What a game's statistics measure, as the game declares it (its definition's, where it has one). */
    Set<Measure> measures(GameInfo g) {
        return registry.find(g.id()).map(GameTraits::measures).orElse(Set.of(Measure.WIN_LOSS));
    }

    /** The same for a game the registry may not know: no measures at all then. */
    Set<Measure> measuresOrNone(String gameId) {
        return registry.find(gameId).map(GameTraits::measures).orElse(Set.of());
    }

    private static Set<Measure> measures(GamePlugin p) {
        try {
            Set<Measure> m = p.measures();
            return m == null || m.isEmpty() ? Set.of(Measure.WIN_LOSS) : m;
        } catch (RuntimeException | LinkageError e) {
            return Set.of(Measure.WIN_LOSS);
        }
    }

    boolean canReplay(GameInfo g) {
        try {
            return registry.find(g.id()).map(GamePlugin::canReplay).orElse(false);
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** The rules page in Markdown, or a page that says it could not be read. */
    String rulesPage(GameInfo g) {
        try {
            return registry.find(g.id()).orElseThrow().rulesMarkdown();
        } catch (RuntimeException e) {
            return "# " + g.name() + "\n\nThe rules page could not be read: " + arcade.shell.notify.PlainWords.of(e);
        }
    }
}
