package arcade.games.snake;

import arcade.api.plugin.GamePlugin;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;

class SnakePluginTest {

    @Test void infoDeclaresTheSnakeGameAndItsControls() {
        var info = new SnakePlugin().info();
        assertThat(info.id()).isEqualTo("snake");
        assertThat(info.name()).isEqualTo("Snake");
        assertThat(info.iconLiteral()).isEqualTo("mdi2s-snake");
        assertThat(info.description()).containsIgnoringCase("cellular automaton");
        assertThat(new SnakePlugin().definition()).isPresent();
        assertThat(new SnakePlugin().measures()).containsExactly(arcade.api.model.Measure.SCORE);
    }

    @Test void theHeadlessToolsAreOffered() {
        assertThat(new SnakePlugin().tools()).extracting(t -> t.name()).contains("bench", "autopilot", "replay");
    }

    @Test void theServiceFileFindsThePlugin() {
        assertThat(ServiceLoader.load(GamePlugin.class).stream().map(ServiceLoader.Provider::type))
                .contains(SnakePlugin.class);
    }

    @Test void theRulesPageExplainsTheAutomatonAndTheControls() {
        String md = new SnakePlugin().rulesMarkdown();
        assertThat(md).startsWith("# Snake");
        assertThat(md).contains("## Controls", "## How the automaton works", "L1", "L10", "X-ray", "Replays", "Autopilot");
    }

    @Test void theStylesheetDefinesEveryColourThePaletteReads() throws Exception {
        try (InputStream in = SnakePlugin.class.getResourceAsStream("snake.css")) {
            String css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (String name : new String[]{"-snake-backdrop", "-snake-field", "-snake-wall", "-snake-body", "-snake2-body",
                    "-snake-apple", "-snake-poison", "-snake-bonus", "-snake-xray-fired"})
                assertThat(css).contains(name + ":");
        }
    }
}
