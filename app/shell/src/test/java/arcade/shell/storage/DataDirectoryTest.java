package arcade.shell.storage;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DataDirectoryTest {
    @Test void propertyOverridesEverything() {
        assertThat(DataDirectory.resolve("/tmp/x", Map.of("XDG_DATA_HOME", "/data"), "/home/u")).isEqualTo(Path.of("/tmp/x"));
    }

    @Test void xdgDataHomeWhenSet() {
        assertThat(DataDirectory.resolve(null, Map.of("XDG_DATA_HOME", "/data"), "/home/u")).isEqualTo(Path.of("/data/automata-arcade"));
    }

    @Test void relativeXdgIsIgnoredAsTheSpecSays() {
        assertThat(DataDirectory.resolve("", Map.of("XDG_DATA_HOME", "rel"), "/home/u")).isEqualTo(Path.of("/home/u/.local/share/automata-arcade"));
    }

    @Test void defaultUnderLocalShare() {
        assertThat(DataDirectory.resolve(null, Map.of(), "/home/u")).isEqualTo(Path.of("/home/u/.local/share/automata-arcade"));
    }
}
