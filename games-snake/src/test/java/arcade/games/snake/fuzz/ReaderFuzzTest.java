package arcade.games.snake.fuzz;

import arcade.api.session.SaveFormatException;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeReplay;
import arcade.api.testing.FuzzTexts;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;

/**
 * Fuzzing replay files: random text, or a valid replay with characters changed, cut or doubled, is
 * read (and played) or refused with a {@link SaveFormatException} in plain words, never anything else.
 */
class ReaderFuzzTest {
    private static final String REPLAY =
            SnakeReplay.record(SnakeOptions.thesis(), 5, List.of(SnakeMove.parse("U"), SnakeMove.parse("."), SnakeMove.parse("L"))).toJson();

    @Property(tries = 300)
    void aReplayIsReadAndPlayedOrRefusedInWords(@ForAll("replayTexts") String text) {
        try {
            SnakeReplay.fromJson(text).play();
        } catch (SaveFormatException e) {
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Provide Arbitrary<String> replayTexts() { return FuzzTexts.textsAround(REPLAY); }
}
