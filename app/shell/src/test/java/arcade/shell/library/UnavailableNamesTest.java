package arcade.shell.library;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UnavailableNamesTest {
    @Test void aFailedPluginIsNamedByItsJarOrFileAndNeverByItsClass() {
        assertThat(LibraryNotes.line("com.example.games.MyGame (my-game.jar)", "it needs a newer arcade"))
                .isEqualTo("my-game.jar — it needs a newer arcade");
        assertThat(LibraryNotes.line("arcade.gamesystem.BrokenRulesFile", "broken.json: line 2: the file ends too early"))
                .isEqualTo("broken.json: line 2: the file ends too early");
        assertThat(LibraryNotes.line("broken.jar", "not a jar")).isEqualTo("broken.jar — not a jar");
        assertThat(LibraryNotes.line("plugins", "cannot be read")).isEqualTo("plugins — cannot be read");
    }
}
