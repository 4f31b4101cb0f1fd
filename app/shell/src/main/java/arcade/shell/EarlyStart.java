package arcade.shell;

import arcade.shell.plugins.PluginExits;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.plugins.StartGuard;
import arcade.shell.storage.DataDirectory;
import arcade.shell.theme.SystemTheme;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * What the window needs before it opens: the data directory, the start guard, the games and the
 * player's files. main() begins it on its own thread while JavaFX starts its toolkit, so the two
 * overlap instead of following each other; nothing here touches a JavaFX node.
 */
final class EarlyStart {
    /** The prepared start; {@code pluginsOff} says why the plugins folder was left out, if it was. */
    record Ready(Path data, StartGuard guard, Optional<String> pluginsOff, PluginRegistry registry, ArcadeShell shell) {}

    private static FutureTask<Ready> begun;

    private EarlyStart() {}

    /** Starts the preparation in the background (main thread, before the toolkit starts). */
    static synchronized void begin(boolean noPlugins) {
        begun = new FutureTask<>(() -> prepare(noPlugins));
        Thread t = new Thread(begun, "arcade-early-start");
        t.setDaemon(true);
        t.start();
    }

    /** The start begun by main(), or one prepared now (when the application was launched otherwise). */
    static Ready await(boolean noPlugins) {
        FutureTask<Ready> task;
        synchronized (EarlyStart.class) {
            task = begun;
            begun = null;
        }
        if (task == null) return prepare(noPlugins);
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
    }

    private static Ready prepare(boolean noPlugins) {
        Path data = DataDirectory.resolve();
        StartGuard guard = new StartGuard(data);
        Optional<String> pluginsOff = Optional.empty();
        Optional<String> endedLastStart = noPlugins ? Optional.empty() : PluginExits.takeLeftOut(data);
        if (noPlugins) {
            pluginsOff = Optional.of("Plugins are off for this start (--no-plugins).");
        } else if (endedLastStart.isPresent()) {
            pluginsOff = Optional.of(PluginExits.leftOutMessage(endedLastStart.get(), data.resolve("plugins")));
        } else if (guard.lastStartFailed()) {
            pluginsOff = Optional.of("The last start did not reach the library, so the plugins folder is left out this time "
                    + "(safe mode). Remove the plugin that caused it, or just start again to load them.");
        }
        guard.starting();
        PluginExits exits = new PluginExits(data, System.err).watch();
        PluginRegistry registry = PluginRegistry.discover(pluginsOff.isPresent() ? null : data.resolve("plugins"), exits);
        ArcadeShell shell = new ArcadeShell(registry, data, Clock.systemDefaultZone(), SystemTheme::prefersDark);
        return new Ready(data, guard, pluginsOff, registry, shell);
    }
}
