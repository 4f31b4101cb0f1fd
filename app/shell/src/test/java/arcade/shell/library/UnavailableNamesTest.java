package arcade.shell.library;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UnavailableNamesTest {
    @Test void aProviderIsNamedByItsClassAndItsJar() {
        assertThat(LibraryNotes.shortName("com.example.games.MyGame (my-game.jar)")).isEqualTo("MyGame (my-game.jar)");
        assertThat(LibraryNotes.shortName("com.example.games.MyGame")).isEqualTo("MyGame");
        assertThat(LibraryNotes.shortName("broken.jar")).isEqualTo("broken.jar");
        assertThat(LibraryNotes.shortName("plugins")).isEqualTo("plugins");
    }
}
