package arcade.integration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A plugin jar whose code ends the program while it loads. Before, every command exited 42 with no
 * output, every time; now the jar is named with the way out, and the next start goes without the
 * plugins folder once.
 */
class PluginThatExitsTest {
    @TempDir Path home;

    @Test void theJarIsNamedAndTheNextStartLeavesThePluginsFolderOutOnce() throws Exception {
        PluginJars.write(home.resolve("plugins/quitter.jar"), "quitter.Quitter", """
                package quitter;
                import arcade.api.plugin.*;
                import arcade.api.session.SavedGame;
                import java.util.Optional;
                public class Quitter implements GamePlugin {
                    public Quitter() { System.exit(42); }
                    public GameInfo info() { throw new UnsupportedOperationException(); }
                    public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { throw new UnsupportedOperationException(); }
                }
                """);
        CommandLine.Run first = CommandLine.run(home, "list");
        assertThat(first.exit()).isEqualTo(42);
        assertThat(first.err()).isEqualTo("arcade: the plugin quitter.jar ended the program while it was being loaded. The next start "
                + "leaves the plugins folder out once; to stop this for good, remove quitter.jar from " + home.resolve("plugins")
                + " (or start with --no-plugins)." + System.lineSeparator());

        CommandLine.Run next = CommandLine.run(home, "list");
        assertThat(next.exit()).as(next.err()).isZero();
        assertThat(next.out()).contains("snake\t", "minesweeper\t");
        assertThat(next.err()).startsWith("arcade: The plugins folder is left out this once: quitter.jar ended the program");

        assertThat(CommandLine.run(home, "list").exit()).as("only once: the plugins are loaded again").isEqualTo(42);
    }
}
