package arcade.shell.library;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UnavailableNamesTest {
    @Test void aProviderIsNamedByItsClassAndItsJar() {
        assertThat(LibraryView.shortName("com.example.games.MyGame (my-game.jar)")).isEqualTo("MyGame (my-game.jar)");
        assertThat(LibraryView.shortName("com.example.games.MyGame")).isEqualTo("MyGame");
        assertThat(LibraryView.shortName("broken.jar")).isEqualTo("broken.jar");
        assertThat(LibraryView.shortName("plugins")).isEqualTo("plugins");
    }
}
