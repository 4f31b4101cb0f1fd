package arcade.games.minesweeper;

import arcade.api.plugin.GamePlugin;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

class MinesweeperPluginTest {
    @Test void theServiceLoaderFindsThePluginAndItsRulesAndTools() {
        GamePlugin p = ServiceLoader.load(GamePlugin.class).stream().map(ServiceLoader.Provider::get)
                .filter(g -> g.info().id().equals("minesweeper")).findFirst().orElseThrow();
        assertThat(p.info().name()).isEqualTo("Minesweeper");
        assertThat(p.definition()).as("the command line's presets, validate, replay and play").isPresent();
        assertThat(p.canReplay()).isTrue();
        assertThat(p.describeParams("30x16-99-zero")).isEqualTo("Expert 30×16, 99 mines");
        assertThat(p.rulesMarkdown()).startsWith("# Minesweeper").contains("## First click");
        assertThat(p.tools()).extracting(t -> t.name()).containsExactly("bench", "analyze", "nogen");
    }
}
