package arcade.shell;

import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.DataDirectory;
import arcade.shell.theme.SystemTheme;
import javafx.application.Application;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.time.Clock;

/** The JavaFX application: finds the games and reads the player's files before the window opens. */
public class ArcadeApp extends Application {
    private ArcadeShell shell;
    private PluginRegistry registry;
    private Path data;

    @Override public void init() {
        data = DataDirectory.resolve();
        registry = PluginRegistry.discover(data.resolve("plugins"));
        shell = new ArcadeShell(registry, data, Clock.systemDefaultZone(), SystemTheme::prefersDark);
    }

    @Override public void start(Stage stage) {
        shell.start(stage, uri -> getHostServices().showDocument(uri));
        if (SelfCheck.requested()) new SelfCheck(shell, registry, data, System.out).startAndExit();
    }

    @Override public void stop() {
        shell.shutdown();
    }
}
