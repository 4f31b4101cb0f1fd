package arcade.api.tool;

import arcade.api.model.GameId;
import arcade.api.session.Session;
import arcade.api.testing.HiddenPrize;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The generic tools of any game definition, on the HiddenPrize fixture. */
class DefinitionToolsTest {
    @TempDir Path dir;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private int run(String stdin, String tool, String... args) {
        DefinitionTools tools = new DefinitionTools(HiddenPrize.INSTANCE, "prize",
                () -> new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        GameTool t = tools.all().stream().filter(x -> x.name().equals(tool)).findFirst().orElseThrow();
        return t.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() { return out.toString(StandardCharsets.UTF_8); }
    private String err() { return err.toString(StandardCharsets.UTF_8); }

    @Test void presetsListIdLabelAndParams() {
        assertThat(run("", "presets")).isZero();
        assertThat(out()).contains("small\tSmall row\t6").contains("large\tLarge row\t12");
    }

    @Test void validateNamesTheGameInWordsOrSaysWhyNot() {
        assertThat(run("", "validate", "--id", "6#3", "--json")).isZero();
        assertThat(out()).contains("\"params\":\"Small row\"").contains("\"valid\":true");
        assertThat(run("", "validate", "--id", "99#3")).isEqualTo(2);
        assertThat(err()).contains("from 2 to 20");
        assertThat(run("", "validate", "--id", "nonsense")).isEqualTo(2);
    }

    @Test void replayRunsASavedGameToWhereItStopped() throws Exception {
        Session<HiddenPrize.Boxes, Integer> s = Session.newGame(HiddenPrize.INSTANCE, GameId.seeded("6", 1));
        s.perform(List.of(Session.Step.move(0), Session.Step.chance("4")));
        s.play(4);
        Path file = dir.resolve("game.json");
        Files.writeString(file, new Gson().toJson(s.save("prize", Map.of())));
        assertThat(run("", "replay", "--file", file.toString(), "--json")).isZero();
        assertThat(out()).contains("\"moves\":2").contains("\"over\":true").contains("win:player");
    }

    @Test void aCorruptOrIllegalSaveIsRefusedWithAReason() throws Exception {
        Path garbage = dir.resolve("garbage.json");
        Files.write(garbage, new byte[]{(byte) 0xff, 0x00, 0x13});
        assertThat(run("", "replay", "--file", garbage.toString())).isEqualTo(2);
        assertThat(err()).contains("garbage.json: it is not a text file").doesNotContain("Exception");
        Path notASave = Files.writeString(dir.resolve("list.json"), "[1, 2, {\"plugin\": 3}]");
        assertThat(run("", "replay", "--file", notASave.toString())).isEqualTo(2);
        assertThat(err()).contains("list.json is not a saved game").doesNotContain("Exception");
        Path illegal = dir.resolve("illegal.json");
        Files.writeString(illegal, "{\"version\":2,\"plugin\":\"prize\",\"gameId\":\"6#1\",\"entries\":[{\"kind\":\"MOVE\",\"moves\":[\"9\"]}],\"position\":1}");
        assertThat(run("", "replay", "--file", illegal.toString())).isEqualTo(2);
        assertThat(err()).contains("entry 1 cannot be replayed");
    }

    @Test void playReadsMovesFromTheTerminal() {
        assertThat(run("0\n#1\n1\n2\n", "play", "--preset", "small", "--seed", "5")).isZero();
        assertThat(out()).contains("Small row").contains("player to move").contains("Game over");
    }

    /** Before: "arcade prize replay: … is not a saved game: …" from validate, exit 1, and "no such file" for a file that exists. */
    @Test void validateSpeaksAsItselfAndEveryBadFileIsExitTwoNamingTheFile() throws Exception {
        Path loop = dir.resolve("loop.json");
        Files.createSymbolicLink(loop, loop);
        assertThat(run("", "validate", "--file", dir.resolve("missing.json").toString())).isEqualTo(2);
        assertThat(run("", "validate", "--file", "/dev/zero")).isEqualTo(2);
        assertThat(run("", "validate", "--file", dir.toString())).isEqualTo(2);
        assertThat(run("", "validate", "--file", loop.toString())).isEqualTo(2);
        assertThat(err().lines()).hasSize(4).allMatch(l -> l.startsWith("arcade prize validate: cannot read "));
        assertThat(err()).contains("missing.json: there is no such file", "/dev/zero: it is not a regular file",
                ": it is a folder, not a file", "loop.json: it is a link to a file that does not exist, or a loop of links");
    }

    /** Before: all 50,000 characters came back in the message. */
    @Test void longInputIsCutInTheMessage() {
        String id = "x:" + "y".repeat(50_000);
        assertThat(run("", "validate", "--id", id)).isEqualTo(2);
        assertThat(err()).hasLineCount(1).contains("(50,002 characters)");
        assertThat(err().length()).isLessThan(700);
        assertThat(run("", "play", "--preset", "z".repeat(50_000))).isEqualTo(2);
        assertThat(err().lines().skip(1)).singleElement().asString().contains("(50,000 characters)").hasSizeLessThan(300);
    }
}
