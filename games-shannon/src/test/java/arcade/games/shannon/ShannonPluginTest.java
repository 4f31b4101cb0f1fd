package arcade.games.shannon;

import arcade.api.plugin.GamePlugin;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

class ShannonPluginTest {
    @Test void theServiceLoaderFindsThePluginAndItsRulesAndTools() {
        GamePlugin p = ServiceLoader.load(GamePlugin.class).stream().map(ServiceLoader.Provider::get)
                .filter(g -> g.info().id().equals("shannon")).findFirst().orElseThrow();
        assertThat(p.info().name()).isEqualTo("Shannon Switching Game");
        assertThat(p.definition()).isPresent();
        assertThat(p.describeParams("7x5-vs-perfect-short")).isEqualTo("7×5, you Short vs Perfect");
        assertThat(p.describeParams("bridgit4")).isEqualTo("Bridg-It, order 4");
        assertThat(p.rulesMarkdown()).startsWith("# Shannon Switching Game").contains("## Modes");
        assertThat(p.tools()).extracting(t -> t.name()).contains("analyze", "bench");
    }
}
