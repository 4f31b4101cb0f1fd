package arcade.shell.notify;

import com.google.gson.JsonSyntaxException;
import org.junit.jupiter.api.Test;

import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PlainWordsTest {
    /** Whatever the input, none of this reaches a player. */
    static void noInternals(String s) {
        assertThat(s).isNotBlank().doesNotContain("Exception").doesNotContain("Error:").doesNotContain("java.")
                .doesNotContain("com.google").doesNotContain("line 1 column").doesNotContain("path $")
                .doesNotContain("BEGIN_OBJECT").doesNotContain("\tat ");
    }

    @Test void aGameMessageStaysAsItIs() {
        assertThat(PlainWords.of(new IllegalStateException("cannot replay this save"))).isEqualTo("cannot replay this save");
        assertThat(PlainWords.of(new RuntimeException(new IllegalArgumentException("the board is 0 wide"))))
                .isEqualTo("the board is 0 wide");
    }

    @Test void programmingErrorsBecomeAnUnexpectedProblem() {
        assertThat(PlainWords.of(new NullPointerException("Cannot invoke \"String.length()\" because \"s\" is null")))
                .isEqualTo(PlainWords.UNEXPECTED);
        assertThat(PlainWords.of(new IllegalStateException())).isEqualTo(PlainWords.UNEXPECTED);
        assertThat(PlainWords.of(new ArrayIndexOutOfBoundsException(7))).isEqualTo(PlainWords.UNEXPECTED);
    }

    @Test void filesAndDataAreNamedInWords() {
        assertThat(PlainWords.of(new NoSuchFileException("/home/ada/.local/share/automata-arcade/board.json")))
                .isEqualTo("the file board.json does not exist");
        assertThat(PlainWords.of(new UncheckedIOException(new AccessDeniedException("/x/stats/snake.json"))))
                .isEqualTo("no permission to use snake.json");
        assertThat(PlainWords.of(new JsonSyntaxException("java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING at line 1 column 2 path $")))
                .isEqualTo("the data is not in the expected form");
    }

    @Test void theLastResortFilterTakesInternalsOut() {
        assertThat(PlainWords.filter("Snake could not be started: java.lang.IllegalStateException: no level 7"))
                .isEqualTo("Snake could not be started: no level 7");
        assertThat(PlainWords.filter("prefs.json could not be used (Expected BEGIN_ARRAY but was NUMBER at line 3 column 7 path $.games[0])."))
                .isEqualTo("prefs.json could not be used (the data is not in the expected form).");
        assertThat(PlainWords.filter("Shannon could not be started: null")).isEqualTo("Shannon could not be started: " + PlainWords.UNEXPECTED);
        assertThat(PlainWords.filter(null)).isEqualTo(PlainWords.UNEXPECTED);
        assertThat(PlainWords.filter("Add 3")).isEqualTo("Add 3");
        assertThat(PlainWords.filter("Wins: 3 of 5 (60 %)")).isEqualTo("Wins: 3 of 5 (60 %)");
        for (String s : List.of("java.lang.NullPointerException", "NumberFormatException: For input string: \"x\"",
                "boom\n\tat arcade.games.snake.SnakeView.draw(SnakeView.java:42)\n\tat javafx.scene.Node.x(Node.java:1)",
                "Cannot read x.json: com.google.gson.JsonIOException: Failed making field 'a.B#c' accessible",
                "java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING at line 1 column 2 path $"))
            noInternals(PlainWords.filter(s));
    }
}
