package arcade.games.snake.fuzz;

import arcade.api.testing.FuzzTexts;
import arcade.games.snake.model.LevelFile;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzzing campaign level files: random text, or a bundled level with characters changed, cut or
 * doubled, is read or refused with a {@link LevelFile.FormatException} naming the file and the line
 * in plain words, never anything else.
 */
class LevelFileFuzzTest {
    private static final String LEVEL = bundled("level-05.txt");

    private static String bundled(String name) {
        try (InputStream in = LevelFile.class.getResourceAsStream("levels/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Property(tries = 300)
    void aLevelFileIsReadOrRefusedNamingTheLine(@ForAll("levelTexts") String text) {
        try {
            LevelFile.parse("level-05.txt", 5, text);
        } catch (LevelFile.FormatException e) {
            assertThat(e.getMessage()).matches("level-05\\.txt, line \\d+: .+");
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Provide Arbitrary<String> levelTexts() { return FuzzTexts.textsAround(LEVEL); }
}
