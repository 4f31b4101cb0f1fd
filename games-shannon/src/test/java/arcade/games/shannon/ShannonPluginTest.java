package arcade.games.shannon;

import arcade.api.plugin.Capability;
import arcade.api.plugin.GamePlugin;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

class ShannonPluginTest {
    @Test void theServiceLoaderFindsThePluginAndItsRulesAndTools() {
        GamePlugin p = ServiceLoader.load(GamePlugin.class).stream().map(ServiceLoader.Provider::get)
                .filter(g -> g.info().id().equals("shannon")).findFirst().orElseThrow();
        assertThat(p.info().name()).isEqualTo("Shannon Switching Game");
        assertThat(p.info().has(Capability.UNDO)).isTrue();
        assertThat(p.info().has(Capability.HINT)).isTrue();
        assertThat(p.rulesMarkdown()).startsWith("# Shannon Switching Game").contains("## Modes");
        assertThat(p.tools()).extracting(t -> t.name()).contains("analyze", "bench");
    }
}
