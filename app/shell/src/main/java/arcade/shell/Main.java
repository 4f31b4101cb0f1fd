package arcade.shell;

import arcade.shell.cli.Cli;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.storage.DataDirectory;

import java.util.List;

/** Entry point: the GUI with no arguments, the headless command line with any. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        if (args.length == 0) {
            javafx.application.Application.launch(ArcadeApp.class, args);
            return;
        }
        PluginRegistry registry = PluginRegistry.discover(DataDirectory.resolve().resolve("plugins"));
        int code = new Cli(registry, System.out, System.err).run(List.of(args));
        System.out.flush();
        System.exit(code);
    }
}
