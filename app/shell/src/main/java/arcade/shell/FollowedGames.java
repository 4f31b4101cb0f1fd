package arcade.shell;

import arcade.api.plugin.GameCategory;
import arcade.shell.library.LibraryView;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.ArcadeStorage;
import javafx.application.Platform;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Brings a collection's new list of games (a rules file added, edited or removed on disk) into
 * the registry and the library. On the collection's thread: each new game's statistics are read
 * and its autosave looked for, so the library never reads a file; then, on the FX thread, the
 * registry takes the list and the library its cards. A game open while its card goes keeps
 * playing; what it records stays under its id.
 */
final class FollowedGames implements Consumer<PluginRegistry.Relisted> {
    private final PluginRegistry registry;
    private final ArcadeStorage storage;
    private final Set<String> resumable;
    private final LibraryView library;

    FollowedGames(PluginRegistry registry, ArcadeStorage storage, Set<String> resumable, LibraryView library) {
        this.registry = registry;
        this.storage = storage;
        this.resumable = resumable;
        this.library = library;
    }

    @Override public void accept(PluginRegistry.Relisted relisted) {
        Set<String> saved = new HashSet<>();
        for (String id : relisted.ids()) {
            storage.stats().history(id);
            if (storage.autosaves().exists(id)) saved.add(id);
        }
        Platform.runLater(() -> {
            for (String id : relisted.ids()) if (registry.find(id).isEmpty() && saved.contains(id)) resumable.add(id);
            if (!registry.apply(relisted)) return;
            library.showGames(registry.games().stream().map(registry::info).toList(),
                    g -> registry.find(g.id()).map(registry::category).orElse(GameCategory.ARCADE));
        });
    }
}
