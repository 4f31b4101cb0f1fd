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
}
