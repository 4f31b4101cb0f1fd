package arcade.games.minesweeper.tools;

import arcade.api.tool.GameTool;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.Layout;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesState;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class MinesToolsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private int run(String tool, String... args) {
        GameTool t = MinesTools.all().stream().filter(x -> x.name().equals(tool)).findFirst().orElseThrow();
        return t.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test void benchPrintsTheWinRateWithItsIntervalAsJson() {
        assertThat(run("bench", "--preset", "beginner", "--games", "40", "--seed", "3", "--json")).isZero();
        JsonObject o = JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
        assertThat(o.get("games").getAsInt()).isEqualTo(40);
        int wins = o.get("wins").getAsInt();
        assertThat(o.get("winRate").getAsDouble()).isCloseTo(wins / 40.0, within(1e-12));
        assertThat(o.getAsJsonArray("ci95").get(0).getAsDouble()).isLessThanOrEqualTo(wins / 40.0);
        assertThat(o.get("gamesPerSecond").getAsDouble()).isPositive();
        assertThat(wins).isGreaterThan(30);
    }

    @Test void benchOpensTheGivenFirstCellAndCountsLossesWithOneSafeCellLeft() {
        assertThat(run("bench", "--preset", "beginner", "--games", "60", "--seed", "5", "--first-cell", "1,1", "--json")).isZero();
        JsonObject o = JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
        int wins = o.get("wins").getAsInt();
        JsonObject endings = o.getAsJsonObject("endings");
        long oneLeft = endings.get("lost_one_safe_left").getAsLong();
        assertThat(oneLeft).isLessThanOrEqualTo(endings.get("lost_later").getAsLong());
        assertThat(wins + endings.get("lost_later").getAsLong() + endings.get("lost_first_click").getAsLong()).isEqualTo(60);
        assertThat(o.get("winRateOneSafeLeftCounted").getAsDouble()).isCloseTo((wins + oneLeft) / 60.0, within(1e-12));
        // a corner click under the zero rule opens a 2×2 block, never a mine
        assertThat(endings.get("lost_first_click").getAsLong()).isZero();
    }

    @Test void benchPlaysAtTheChosenStrengthAndSaysSo() {
        assertThat(run("bench", "--preset", "beginner", "--games", "10", "--seed", "3", "--strength", "deep", "--json")).isZero();
        JsonObject o = JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
        assertThat(o.get("strength").getAsString()).isEqualTo("deep");
        assertThat(o.get("games").getAsInt()).isEqualTo(10);
        out.reset();
        assertThat(run("bench", "--preset", "beginner", "--games", "5", "--seed", "3")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("strong mode, normal strength");
        assertThat(run("bench", "--preset", "beginner", "--strength", "hard")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--strength must be normal or deep, not 'hard'");
        assertThat(run("bench", "--preset", "beginner", "--strength", "deep", "--mode", "thesis")).isEqualTo(2);
    }

    @Test void benchRefusesAFirstCellOffTheBoardInWords() {
        assertThat(run("bench", "--preset", "beginner", "--first-cell", "10,3")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--first-cell must be a column and a row on the board").contains("9 columns by 9 rows");
        assertThat(run("bench", "--preset", "beginner", "--first-cell", "three")).isEqualTo(2);
        assertThat(run("bench", "--preset", "beginner", "--first-cell", "3,3", "--mode", "thesis")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("the thesis mode always opens the centre");
    }

    /** Two safe corners walled in by mines stay hidden after the opening; the cascade opens everything else. */
    @Test void aLossIsToldApartWhenOnlyOneSafeCellWasLeft() throws Exception {
        MinesParams p = MinesParams.CODEC.parse("9x9-6-none");
        BitSet mines = new BitSet();
        for (int[] m : new int[][]{{1, 0}, {0, 1}, {1, 1}, {7, 8}, {8, 7}, {7, 7}}) mines.set(m[1] * 9 + m[0]);
        String layout = Layout.encode(mines, p.cells());

        Game late = new Game(MinesState.fresh(p, 1), s -> layout);
        late.reveal(4, 4);
        late.reveal(1, 0);
        assertThat(BenchTool.ending(late.state())).isEqualTo(BenchTool.Ending.LOST_LATER);

        Game last = new Game(MinesState.fresh(p, 1), s -> layout);
        last.reveal(4, 4);
        last.reveal(0, 0);
        last.reveal(1, 0);
        assertThat(BenchTool.ending(last.state())).isEqualTo(BenchTool.Ending.LOST_ONE_SAFE_LEFT);

        Game first = new Game(MinesState.fresh(p, 1), s -> layout);
        first.reveal(1, 1);
        assertThat(BenchTool.ending(first.state())).isEqualTo(BenchTool.Ending.LOST_FIRST_CLICK);
    }

    @Test void nogenReportsGenerationTimesAndNoFallbacksOnBeginner() {
        assertThat(run("nogen", "--preset", "beginner", "--boards", "5", "--seed", "2", "--json")).isZero();
        JsonObject o = JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
        assertThat(o.get("board").getAsString()).isEqualTo("9x9-10-zero-ng");
        assertThat(o.get("boards").getAsInt()).isEqualTo(5);
        assertThat(o.get("p99Ms").getAsDouble()).isGreaterThanOrEqualTo(o.get("p50Ms").getAsDouble());
        assertThat(o.get("meanTries").getAsDouble()).isGreaterThanOrEqualTo(1);
        assertThat(o.get("fallbacks").getAsInt()).isZero();
    }

    @Test void benchPlaysNoGuessBoardsWithoutEverLosing() {
        assertThat(run("bench", "--preset", "beginner-ng", "--games", "20", "--seed", "4", "--json")).isZero();
        JsonObject o = JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
        assertThat(o.get("wins").getAsInt()).isEqualTo(20);
    }

    @Test void benchIsReproducibleAndIndependentOfThreads() {
        run("bench", "--preset", "beginner8", "--games", "30", "--seed", "9", "--mode", "thesis", "--json");
        String one = out.toString(StandardCharsets.UTF_8);
        out.reset();
        run("bench", "--preset", "beginner8", "--games", "30", "--seed", "9", "--mode", "thesis", "--threads", "2", "--json");
        String two = out.toString(StandardCharsets.UTF_8);
        assertThat(JsonParser.parseString(two).getAsJsonObject().get("wins")).isEqualTo(JsonParser.parseString(one).getAsJsonObject().get("wins"));
    }

    @Test void benchRefusesBadOptionsInWords() {
        assertThat(run("bench", "--preset", "huge")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--preset must be beginner");
        assertThat(run("bench", "--first-click", "maybe")).isEqualTo(2);
    }

    @Test void analyzeGivesTheExactProbabilitiesAndTheMove(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("b.txt");
        Files.writeString(f, "5 5 5\n001..\n112..\n.....\n.....\n.....\n");
        assertThat(run("analyze", "--board", f.toString(), "--json")).isZero();
        JsonObject o = JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
        var rows = o.getAsJsonArray("probabilities");
        assertThat(rows.get(0).getAsJsonArray().get(0).isJsonNull()).isTrue();
        assertThat(rows.get(2).getAsJsonArray().get(1).getAsDouble()).isCloseTo(572.0 / 728, within(1e-9));
        JsonObject move = o.getAsJsonObject("move");
        assertThat(move.get("x").getAsInt()).isEqualTo(2);
        assertThat(move.get("y").getAsInt()).isEqualTo(2);
        assertThat(move.get("action").getAsString()).isEqualTo("reveal");
    }

    @Test void analyzeRefusesAnInconsistentBoardInWords(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("b.txt");
        Files.writeString(f, "3 2 5\n4..\n...\n");
        assertThat(run("analyze", "--board", f.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("inconsistent").doesNotContain("Exception");
        Files.writeString(f, "3 2 1\n4x.\n...\n");
        assertThat(run("analyze", "--board", f.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("'x' is not");
    }

    /** A device, a pipe, a loop of links or a huge line: one line naming the file (or cutting the line), exit 2, nothing read whole. */
    @Test void analyzeReadsOnlyABoardSizedRegularFile(@TempDir Path dir) throws Exception {
        Path loop = Files.createSymbolicLink(dir.resolve("loop.txt"), dir.resolve("loop.txt"));
        Path big = Files.write(dir.resolve("big.txt"), new byte[(int) BoardFile.MAX_BYTES + 1]);
        assertThat(run("analyze", "--board", "/dev/zero")).isEqualTo(2);
        assertThat(run("analyze", "--board", loop.toString())).isEqualTo(2);
        assertThat(run("analyze", "--board", big.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "analyze: cannot read /dev/zero: it is not a regular file",
                "analyze: cannot read " + loop + ": it is a link to a file that does not exist, or a loop of links",
                "analyze: cannot read " + big + ": it is larger than the 4.0 MB such a file may have (4.0 MB)");
        err.reset();
        Path longLine = Files.writeString(dir.resolve("long.txt"), "9".repeat(100_000) + "\n");
        assertThat(run("analyze", "--board", longLine.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("(100,000 characters)").hasLineCount(1);
        assertThat(err.toString(StandardCharsets.UTF_8).length()).isLessThan(300);
    }
}
