package arcade.shell;

import arcade.shell.cli.Cli;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.DataDirectory;

import java.util.ArrayList;
import java.util.List;

/**
 * Entry point: the GUI with no arguments, the headless command line with any. {@code --no-plugins}
 * (in either) leaves out the jars of the plugins folder: only the arcade's own games are loaded.
 */
public final class Main {
    public static final String NO_PLUGINS = "--no-plugins";

    private Main() {}

    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args));
        boolean noPlugins = rest.remove(NO_PLUGINS);
        if (rest.isEmpty()) {
            EarlyStart.begin(noPlugins); // the games and files are read while JavaFX starts
            javafx.application.Application.launch(ArcadeApp.class, args);
            return;
        }
        PluginRegistry registry = PluginRegistry.discover(noPlugins ? null : DataDirectory.resolve().resolve("plugins"));
        int code = new Cli(registry, System.out, System.err).run(rest);
        System.out.flush();
        System.exit(code);
    }
}
