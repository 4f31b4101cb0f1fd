package arcade.games.capuzzle;

import arcade.api.plugin.GamePlugin;
import arcade.api.tool.GameTool;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

/** The plugin is found by the service loader, returns its definition, offers its tools and ships its rules page. */
class CaPuzzlePluginTest {

    @Test void theServiceLoaderFindsThePlugin() {
        assertThat(ServiceLoader.load(GamePlugin.class).stream().map(p -> p.type().getName()))
                .contains(CaPuzzlePlugin.class.getName());
    }

    @Test void infoToolsAndRules() {
        CaPuzzlePlugin p = new CaPuzzlePlugin();
        assertThat(p.info().id()).isEqualTo("ca-puzzle");
        assertThat(p.definition()).as("the command line's presets, validate, replay and play work from it").isPresent();
        assertThat(p.definition().get().presets()).isNotEmpty();
        assertThat(p.definition().get().describeParams("rule110-12x12-flat-hard")).isEqualTo("Rule 110, 12×12, Hard");
        assertThat(p.tools().stream().map(GameTool::name)).containsExactly("evolve", "check", "generate", "solve", "bench");
        assertThat(p.rulesMarkdown()).startsWith("# Cellular Automaton Puzzle").contains("## Scoring");
    }

    /** The shell stores the settings and the path's progress with Gson, which needs their packages open on the module path. */
    @Test void theStoredRecordsPackagesAreOpenToGson() throws Exception {
        java.nio.file.Path classes = java.nio.file.Path.of(CaPuzzlePlugin.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        java.lang.module.ModuleDescriptor d;
        try (var in = java.nio.file.Files.newInputStream(classes.resolve("module-info.class"))) { d = java.lang.module.ModuleDescriptor.read(in); }
        for (Class<?> stored : new Class<?>[]{arcade.games.capuzzle.path.PathProgress.class, arcade.games.capuzzle.view.CaView.class,
                arcade.games.capuzzle.view.parts.StateColours.class})
            assertThat(d.opens()).as(stored.getPackageName())
                    .anyMatch(o -> o.source().equals(stored.getPackageName()) && o.targets().contains("com.google.gson"));
    }
}
