package arcade.shell;

import arcade.shell.cli.Cli;
import arcade.shell.plugins.PluginExits;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.DataDirectory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Entry point: the GUI with no arguments, the headless command line with any. {@code --no-plugins}
 * (in either) leaves out the jars of the plugins folder: only the arcade's own games are loaded; a
 * plugin that ended the last start while it was loading has the same effect once (see {@link PluginExits}).
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
        Path data = DataDirectory.resolve();
        Path plugins = data.resolve("plugins");
        // A plugin that ended the last start while loading: this one start goes without the plugins folder.
        Optional<String> leftOut = noPlugins ? Optional.empty() : PluginExits.takeLeftOut(data);
        leftOut.ifPresent(jar -> System.err.println("arcade: " + PluginExits.leftOutMessage(jar, plugins)));
        PluginExits exits = new PluginExits(data, System.err).watch();
        PluginRegistry registry = PluginRegistry.discover(noPlugins || leftOut.isPresent() ? null : plugins, exits);
        int code = new Cli(registry, System.out, System.err).run(rest);
        System.out.flush();
        System.exit(code);
    }
}
