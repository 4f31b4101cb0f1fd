package arcade.shell;

import arcade.shell.notify.Toasts;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.plugins.StartGuard;
import arcade.shell.storage.DataDirectory;
import arcade.shell.theme.SystemTheme;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/** The JavaFX application: finds the games and reads the player's files before the window opens. */
public class ArcadeApp extends Application {
    private ArcadeShell shell;
    private PluginRegistry registry;
    private Path data;
    private StartGuard guard;
    private Optional<String> pluginsOff = Optional.empty();

    @Override public void init() {
        data = DataDirectory.resolve();
        guard = new StartGuard(data);
        if (getParameters().getRaw().contains(Main.NO_PLUGINS)) {
            pluginsOff = Optional.of("Plugins are off for this start (--no-plugins).");
        } else if (guard.lastStartFailed()) {
            pluginsOff = Optional.of("The last start did not reach the library, so the plugins folder is left out this time "
                    + "(safe mode). Remove the plugin that caused it, or just start again to load them.");
        }
        guard.starting();
        registry = PluginRegistry.discover(pluginsOff.isPresent() ? null : data.resolve("plugins"));
        shell = new ArcadeShell(registry, data, Clock.systemDefaultZone(), SystemTheme::prefersDark);
    }

    @Override public void start(Stage stage) {
        shell.start(stage, uri -> getHostServices().showDocument(uri));
        pluginsOff.ifPresent(m -> shell.toasts().show(Toasts.Level.WARN, m));
        Platform.runLater(guard::started); // the library is up: the plugins did not stop this start
        if (SelfCheck.requested()) new SelfCheck(shell, registry, data, System.out).startAndExit();
    }

    @Override public void stop() {
        shell.shutdown();
    }
}
