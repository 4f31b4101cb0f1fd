package arcade.games.solitaire;

import arcade.api.plugin.GamePlugin;
import arcade.api.tool.GameTool;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

class SolitairePluginTest {
    @Test void thePluginIsFoundAndShipsItsRulesAndTools() {
        GamePlugin p = ServiceLoader.load(GamePlugin.class).stream().map(ServiceLoader.Provider::get)
                .filter(x -> x instanceof SolitairePlugin).findFirst().orElseThrow();
        assertThat(p.info().id()).isEqualTo("solitaire");
        assertThat(p.rulesMarkdown()).startsWith("# Klondike").contains("Winnable deals only", "Vegas");
        assertThat(p.tools()).extracting(GameTool::name).containsExactly("bench", "solve");
    }
}
