package arcade.games.snake.model;

import arcade.api.model.GameId;
import arcade.api.session.SaveFormatException;
import arcade.api.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Replays: the JSON round trip, deterministic playback, and clear errors for malformed files. */
class SnakeReplayTest {
    private final SnakeRules rules = new SnakeRules();

    private static List<SnakeMove> script(String letters) {
        List<SnakeMove> moves = new ArrayList<>();
        for (char c : letters.toCharArray()) moves.add(SnakeMove.parse(String.valueOf(c)));
        return moves;
    }

    @Test
    void aSessionsTickLogReplaysToTheSameFieldHash(@TempDir Path dir) throws Exception {
        SnakeOptions o = SnakeOptions.thesis();
        Session<SnakeState, SnakeMove> session = Session.realTime(rules, GameId.seeded(o.params(), 31), SnakeState.initial(o, 31));
        for (SnakeMove m : script("..D...L....U..R.D")) session.play(m);
        SnakeReplay r = SnakeReplay.of(session);
        Path file = dir.resolve("game.snake.json");
        r.write(file);
        SnakeReplay back = SnakeReplay.read(file);
        assertThat(back).isEqualTo(r);
        assertThat(back.play().fieldHash()).isEqualTo(session.state().fieldHash());
        assertThat(back.verifies()).isTrue();
        assertThat(Files.readString(file)).contains("\"inputs\":\"..D...L....U..R.D\"");
    }

    @Test
    void aReplayThatAsksForTooMuchWorkIsRefusedBeforePlaying() {
        String params = SnakeOptions.thesis().withSize(2000, 2000).params();
        String json = "{\"format\":\"" + SnakeReplay.FORMAT + "\",\"version\":1,\"params\":\"" + params
                + "\",\"seed\":1,\"inputs\":\"" + ".".repeat(1000) + "\"}";
        // the count comes from the file's letters and size alone: the refusal names them before any step is played
        assertThatThrownBy(() -> SnakeReplay.fromJson(json)).isInstanceOf(SaveFormatException.class)
                .hasMessageContaining("too much work").hasMessageContaining("1000 steps on a 2000×2000 field");
    }

    @Test
    void aDeviceOrAFolderIsNotReadAsAReplay(@TempDir Path dir) {
        assertThatThrownBy(() -> SnakeReplay.read(Path.of("/dev/zero"))).hasMessage("it is not a regular file");
        assertThatThrownBy(() -> SnakeReplay.read(dir)).hasMessage("it is a folder, not a file");
    }

    @Test
    void recordComputesTheFinalHashAndTwoSnakeInputsRoundTrip() throws Exception {
        SnakeOptions duel = SnakeOptions.thesis().withSnakes(2);
        SnakeReplay r = SnakeReplay.record(duel, 5, List.of(SnakeMove.parse("U."), SnakeMove.parse(".L"), SnakeMove.parse("..")));
        SnakeReplay back = SnakeReplay.fromJson(r.toJson());
        assertThat(back.inputs()).containsExactly("U.", ".L", "..");
        assertThat(back.verifies()).isTrue();
        SnakeReplay tampered = back.withFinalHash("0000000000000000");
        assertThat(tampered.verifies()).isFalse();
    }

    @Test
    void malformedFilesAreRejectedWithAReason() {
        String good = SnakeReplay.record(SnakeOptions.thesis(), 1, script("..U")).toJson();
        assertThat(error("")).contains("JSON");
        assertThat(error("[1,2]")).contains("one JSON object");
        assertThat(error("{\"version\":1")).contains("JSON");
        assertThat(error(good.replace("\"seed\":1", "\"seed\":\"x\""))).contains("'seed' must be a number");
        assertThat(error(good.replace("\"version\":1", "\"version\":9"))).contains("newer");
        assertThat(error(good.replace("20x20", "20y20"))).contains("params");
        assertThat(error(good.replace("\"inputs\":\"..U\"", "\"inputs\":\"..X\""))).contains("step 3").contains("X");
        assertThat(error(good.replace("\"steps\":3", "\"steps\":4"))).contains("4 steps");
        assertThat(error(good.replace(",\"params\":\"20x20-s3-ring-a1-p1-box-1p\"", ""))).contains("no 'params'");
        assertThat(error(good.replace("automata-arcade-snake-replay", "chess"))).contains("not a snake replay");
        assertThat(error("{\"version\":1,\"params\":\"20x20-s3-ring-a1-p1-box-2p\",\"seed\":1,\"inputs\":\"...\"}")).contains("2 letter(s) per step");
    }

    @Test
    void inputsAfterTheEndOfTheGameAreRejected() throws Exception {
        SnakeState s = TraceTest.classicWithAppleOffRow5();
        // find the seed of that state: replays start from params#seed, so search the same way
        long seed = 1;
        while (SnakeState.initial(SnakeOptions.thesis(), seed).fieldHash() != s.fieldHash()) seed++;
        SnakeReplay r = new SnakeReplay(1, SnakeOptions.thesis().params(), seed, script(".".repeat(20)).stream().map(SnakeMove::text).toList(), null);
        assertThatThrownBy(r::play).isInstanceOf(SaveFormatException.class).hasMessageContaining("step 17 comes after the end");
    }

    private static String error(String json) {
        try {
            SnakeReplay.fromJson(json);
        } catch (SaveFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted: " + json);
    }
}
