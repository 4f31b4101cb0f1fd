package arcade.games.shannon.tools;

import arcade.api.tool.GameTool;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.model.boards.GaleBoards;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ShannonToolsTest {
    record Run(int code, String out, String err) {}

    static Run run(String tool, String... args) {
        GameTool t = ShannonTools.all().stream().filter(x -> x.name().equals(tool)).findFirst().orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = t.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test void toolsAreListed() {
        assertThat(ShannonTools.all()).extracting(GameTool::name).containsExactly("analyze", "bench", "verify", "board");
        for (GameTool t : ShannonTools.all()) {
            Run r = run(t.name(), "--help");
            assertThat(r.code()).isZero();
            assertThat(r.out()).contains("usage: arcade shannon " + t.name());
        }
    }

    @Test void analyzeJsonOnAGaleBoardFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("gale.json");
        Files.writeString(f, BoardJson.write(ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(3))));
        Run r = run("analyze", "--board", f.toString(), "--json");
        assertThat(r.code()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(o.keySet()).containsExactlyInAnyOrder("class", "winner", "move");
        assertThat(o.get("class").getAsString()).isEqualTo("first");
        assertThat(o.get("winner").getAsString()).isEqualTo("short");
        assertThat(o.get("move").getAsInt()).isBetween(0, 12);
        assertThat(r.out().trim().lines()).hasSize(1);
    }

    @Test void theLargestBoardTheGeneratorMakesIsWrittenAndAnalyzeReadsAndSolvesIt(@TempDir Path dir) throws Exception {
        Run board = run("board", "--size", "30x30", "--p", "1.0", "--seed", "1");
        assertThat(board.code()).as(board.err()).isZero();
        Path f = dir.resolve("largest.json");
        Files.writeString(f, board.out());
        arcade.games.shannon.model.ShannonState read = BoardJson.read(f);
        assertThat(read.board().vertexCount()).isEqualTo(BoardJson.MAX_VERTICES); // every position of the full lattice
        assertThat(read.board().edgeCount()).isLessThanOrEqualTo(BoardJson.MAX_EDGES);
        Run r = run("analyze", "--board", f.toString(), "--json");
        assertThat(r.code()).as(r.err()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(o.get("class").getAsString()).isIn("short", "cut", "first");
        assertThat(o.get("move").getAsInt()).isBetween(0, read.board().edgeCount() - 1);
    }

    @Test void aDeviceIsNotReadAsABoard() {
        Run r = run("analyze", "--board", "/dev/zero");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("it is not a regular file").doesNotContain("Exception").doesNotContain("OutOfMemory");
    }

    @Test void aProbabilityTooSmallForAnyBoardIsBadInputWithAMessage() {
        Run r = run("analyze", "--size", "12x10", "--p", "0.0001");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip().lines()).hasSize(1);
        assertThat(r.err()).contains("no 12x10 board with --p 0.0001 connects A and B").contains("larger --p")
                .doesNotContain("Exception");
        assertThat(r.out()).isEmpty();
    }

    @Test void analyzeJsonOnAFinishedGameSaysMoveNull(@TempDir Path dir) throws Exception {
        arcade.games.shannon.model.ShannonState s = ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(3));
        while (!s.isOver()) s = ShannonRules.INSTANCE.apply(s, new arcade.games.shannon.model.ShannonMove(s.freeEdges()[0]));
        Path f = dir.resolve("over.json");
        Files.writeString(f, BoardJson.write(s));
        Run r = run("analyze", "--board", f.toString(), "--json");
        assertThat(r.code()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(o.keySet()).contains("move");
        assertThat(o.get("move").isJsonNull()).isTrue();
        assertThat(r.out()).contains("\"move\":null");
    }

    @Test void analyzeGivesTheMinimaxAnswerOnMultigraphBoards(@TempDir Path dir) throws Exception {
        arcade.api.session.Rng rng = new arcade.api.session.Rng(77);
        int multigraphs = 0;
        for (int g = 0; g < 40; g++) {
            arcade.games.shannon.model.Board b = arcade.games.shannon.ai.RandomGraphs.next(rng, 5, 10);
            if (!b.hasParallelEdges()) continue;
            multigraphs++;
            Path f = dir.resolve("multi" + g + ".json");
            Files.writeString(f, BoardJson.write(b));
            Run r = run("analyze", "--board", f.toString(), "--json");
            assertThat(r.code()).as(r.err()).isZero();
            JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
            arcade.games.shannon.ai.Minimax mm = new arcade.games.shannon.ai.Minimax(b);
            arcade.games.shannon.model.ShannonState s = ShannonRules.INSTANCE.newGame(b);
            assertThat(o.get("class").getAsString()).isEqualTo(mm.classify(s).id());
            assertThat(o.get("winner").getAsString()).isEqualTo(mm.winner(s).id());
            if (mm.winner(s) == arcade.games.shannon.model.Side.SHORT)
                assertThat(mm.winner(s.play(o.get("move").getAsInt()))).as("the move keeps the win").isEqualTo(arcade.games.shannon.model.Side.SHORT);
        }
        assertThat(multigraphs).isGreaterThan(10);
    }

    @Test void analyzeGeneratedBoardAsText() {
        Run r = run("analyze", "--size", "7x5", "--seed", "3");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("class:").contains("winner:").contains("move:    e");
        Run cut = run("analyze", "--size", "5x4", "--seed", "3", "--first", "cut", "--json");
        assertThat(JsonParser.parseString(cut.out()).getAsJsonObject().get("winner").getAsString()).isIn("short", "cut");
    }

    @Test void badArgumentsGiveOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        for (String[] args : List.of(new String[]{"--size", "7x5", "--board", "x.json"}, new String[]{"--size", "seven"},
                new String[]{"--gale", "99"}, new String[]{"--frobnicate"}, new String[]{"--board", dir.resolve("none.json").toString()})) {
            Run r = run("analyze", args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err().trim().lines()).hasSize(1);
            assertThat(r.out()).isEmpty();
        }
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"vertices\": []}");
        Run r = run("analyze", "--board", bad.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("bad board file");
        assertThat(run("bench", "--size", "5x4", "--games", "2", "--short", "genius", "--cut", "normal").code()).isEqualTo(2);
    }

    @Test void benchPrintsRateIntervalTimesAndSampleSize() {
        Run r = run("bench", "--size", "5x4", "--games", "12", "--seed", "0", "--short", "perfect", "--cut", "normal", "--warmup", "0", "--json");
        assertThat(r.code()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(o.get("games").getAsInt()).isEqualTo(12);
        double rate = o.get("shortWinRate").getAsDouble();
        assertThat(o.getAsJsonArray("ci95").get(0).getAsDouble()).isLessThanOrEqualTo(rate);
        assertThat(o.getAsJsonArray("ci95").get(1).getAsDouble()).isGreaterThanOrEqualTo(rate);
        // the perfect Short wins every board that perfect play says it wins
        assertThat(rate).isGreaterThanOrEqualTo(o.get("optimalShortRate").getAsDouble());
        assertThat(o.get("msPerMoveP99").getAsDouble()).isGreaterThanOrEqualTo(o.get("msPerMoveP50").getAsDouble());
        Run text = run("bench", "--size", "5x4", "--games", "3", "--short", "easy", "--cut", "easy", "--warmup", "0");
        assertThat(text.out()).contains("Short wins:").contains("n=3").contains("p99");
    }

    @Test void verifyAgreesOnAFewGraphs() {
        Run r = run("verify", "--graphs", "15", "--seed", "4", "--max-edges", "8", "--json");
        assertThat(r.code()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(o.get("ok").getAsBoolean()).isTrue();
        assertThat(o.get("positions").getAsLong()).isPositive();
    }

    @Test void boardToolPrintsALoadableFile() throws Exception {
        Run r = run("board", "--size", "10x8", "--seed", "5");
        assertThat(r.code()).isZero();
        assertThat(BoardJson.read(r.out(), "x").board().edgeCount()).isGreaterThan(100);
        Run cage = run("board", "--birdcage", "--json");
        assertThat(cage.out().trim().lines()).hasSize(1);
    }
}
