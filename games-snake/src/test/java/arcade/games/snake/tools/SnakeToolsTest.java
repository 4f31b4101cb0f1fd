package arcade.games.snake.tools;

import arcade.api.tool.GameTool;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeReplay;
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
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The headless tools: help, bad arguments, JSON output, on small inputs. */
class SnakeToolsTest {

    private record Run(int code, String out, String err) {}

    private static Run run(String name, String... args) {
        GameTool tool = SnakeTools.all().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = tool.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static JsonObject json(Run r) {
        assertThat(r.out().strip().lines().count()).isEqualTo(1);
        return JsonParser.parseString(r.out()).getAsJsonObject();
    }

    @Test
    void theFourToolsAreListed() {
        assertThat(SnakeTools.all()).extracting(GameTool::name).containsExactly("bench", "autopilot", "replay", "rivals");
        for (GameTool t : SnakeTools.all()) {
            Run help = run(t.name(), "--help");
            assertThat(help.code()).isZero();
            assertThat(help.out()).startsWith("usage: snake " + t.name());
            assertThat(t.summary()).isNotBlank();
        }
    }

    @Test
    void autopilotHelpStatesTheSizesItAccepts() {
        assertThat(run("autopilot", "--help").out()).contains("3..64 per side");
        Run tooSmall = run("autopilot", "--size", "2x2", "--games", "1");
        assertThat(tooSmall.code()).isEqualTo(2);
        assertThat(tooSmall.err()).contains("between 3 and 64");
        Run smallest = run("autopilot", "--size", "3x3", "--games", "1", "--json");
        assertThat(smallest.code()).isZero();
        assertThat(json(smallest).get("playableCells").getAsInt()).isEqualTo(9);
    }

    @Test
    void aFileThatIsNotAReplayIsBadInputLikeABadBoard(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path f = dir.resolve("bad.json");
        java.nio.file.Files.writeString(f, "{\"version\":1,\"kind\":\"BOGUS\"}");
        Run r = run("replay", "--file", f.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip().lines().count()).isEqualTo(1);
        assertThat(r.err()).startsWith("snake replay: ").doesNotContain("Exception");
        assertThat(r.out()).isEmpty();
    }

    /** Not a replay for reasons of its own: each named as it is, not as a missing file, in one line with code 2 and at once. */
    @Test
    void aDeviceAFolderOrAPipeIsNamedForWhatItIs(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe");
        boolean haveFifo = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        Map<String, String> cases = new java.util.LinkedHashMap<>();
        cases.put("/dev/zero", "it is not a regular file");
        cases.put(dir.toString(), "it is a folder, not a file");
        if (haveFifo) cases.put(fifo.toString(), "it is not a regular file"); // never opened: it would wait for a writer
        cases.put(dir.resolve("missing.json").toString(), "there is no such file");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Run r = run("replay", "--file", c.getKey());
            assertThat(r.code()).as(c.getKey()).isEqualTo(2);
            assertThat(r.err().strip().lines().count()).as(c.getKey()).isEqualTo(1);
            assertThat(r.err()).as(c.getKey()).isEqualTo("snake replay: cannot read " + c.getKey() + ": " + c.getValue() + System.lineSeparator());
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void badArgumentsGiveOneLineAndCode2() {
        for (String[] args : new String[][]{{"bench", "--size", "3x3"}, {"bench", "--steps", "x"}, {"bench", "--frobnicate"},
                {"autopilot", "--size", "8by8"}, {"autopilot", "--games", "0"}, {"replay"}, {"replay", "--file", "/no/such/replay.json"},
                {"bench", "stray"}}) {
            Run r = run(args[0], java.util.Arrays.copyOfRange(args, 1, args.length));
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err().strip().lines().count()).isEqualTo(1);
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void benchPrintsCellUpdatesPerSecond() {
        JsonObject o = json(run("bench", "--size", "40x30", "--steps", "5", "--rounds", "2", "--warmup", "1", "--json"));
        assertThat(o.get("cellUpdatesPerSecond").getAsDouble()).isPositive();
        assertThat(o.get("medianCellUpdatesPerSecond").getAsDouble()).isPositive();
        assertThat(o.get("cells").getAsLong()).isEqualTo(1200);
        Run text = run("bench", "--size", "20x20", "--steps", "3", "--rounds", "1");
        assertThat(text.code()).isZero();
        assertThat(text.out()).contains("cell updates per second").contains("400 cells");
    }

    @Test
    void rivalsComparesTheStrengths() {
        JsonObject o = json(run("rivals", "--games", "2", "--steps", "150", "--rivals", "2", "--json"));
        var rows = o.getAsJsonArray("strengths");
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0).getAsJsonObject().get("strength").getAsString()).isEqualTo("greedy");
        for (var r : rows) {
            assertThat(r.getAsJsonObject().get("stepsPerGame").getAsDouble()).isBetween(1.0, 150.0);
            assertThat(r.getAsJsonObject().get("crashRate").getAsDouble()).isBetween(0.0, 1.0);
            JsonObject row = r.getAsJsonObject();
            assertThat(row.get("applesPer100Steps").getAsDouble()).as("the same apples over the steps played")
                    .isCloseTo(100 * row.get("applesPerRival").getAsDouble() / row.get("stepsPerGame").getAsDouble(), org.assertj.core.data.Offset.offset(1e-9));
        }
        assertThat(run("rivals", "--rivals", "4").code()).isEqualTo(2);
    }

    @Test
    void autopilotPrintsLengthFillRateAndSteps() {
        JsonObject o = json(run("autopilot", "--size", "4x4", "--games", "5", "--seed", "3", "--json"));
        assertThat(o.get("averageLength").getAsDouble()).isEqualTo(16.0);
        assertThat(o.get("fillRate").getAsDouble()).isEqualTo(1.0);
        assertThat(o.get("averageSteps").getAsDouble()).isPositive();
        assertThat(o.get("games").getAsInt()).isEqualTo(5);
        assertThat(o.get("cpuSecondsPerGame").getAsDouble()).as("processor time per game").isPositive().isLessThan(o.get("seconds").getAsDouble());
        Run text = run("autopilot", "--size", "4x4", "--games", "3");
        assertThat(text.out()).contains("n=3").contains("average final length").contains("processor time per game");
    }

    @Test
    void autopilotFiguresDoNotDependOnTheThreadCount() {
        String[] args = {"autopilot", "--size", "6x6", "--rules", "classic", "--games", "6", "--seed", "4", "--json"};
        JsonObject one = json(run(args[0], java.util.Arrays.copyOfRange(args, 1, args.length)));
        String[] threaded = java.util.Arrays.copyOf(args, args.length + 2);
        threaded[args.length] = "--threads";
        threaded[args.length + 1] = "3";
        JsonObject three = json(run(threaded[0], java.util.Arrays.copyOfRange(threaded, 1, threaded.length)));
        for (String key : new String[]{"averageSteps", "stepsSd", "minSteps", "maxSteps", "stepsCi95", "fillRate"})
            assertThat(three.get(key).getAsDouble()).as(key).isEqualTo(one.get(key).getAsDouble());
        assertThat(three.get("threads").getAsInt()).isEqualTo(3);
        assertThat(one.get("minSteps").getAsLong()).isLessThan(one.get("maxSteps").getAsLong());
    }

    @Test
    void autopilotRunSplitIntoGameRangesPlaysExactlyTheGamesOfTheWholeRun() {
        Run whole = run("autopilot", "--size", "6x6", "--rules", "classic", "--games", "6", "--seed", "4", "--progress", "--json");
        Run first = run("autopilot", "--size", "6x6", "--rules", "classic", "--games", "2", "--seed", "4", "--progress", "--json");
        Run rest = run("autopilot", "--size", "6x6", "--rules", "classic", "--games", "4", "--seed", "4", "--first-game", "3", "--progress", "--json");
        java.util.Map<String, String> byGame = progressByGame(whole.err());
        assertThat(byGame).containsOnlyKeys("1", "2", "3", "4", "5", "6");
        java.util.Map<String, String> split = new java.util.HashMap<>(progressByGame(first.err()));
        split.putAll(progressByGame(rest.err()));
        assertThat(progressByGame(first.err())).containsOnlyKeys("1", "2");
        assertThat(split).isEqualTo(byGame);
        JsonObject w = json(whole), a = json(first), b = json(rest);
        assertThat(b.get("firstGame").getAsInt()).isEqualTo(3);
        double pooled = (2 * a.get("averageSteps").getAsDouble() + 4 * b.get("averageSteps").getAsDouble()) / 6;
        assertThat(pooled).isCloseTo(w.get("averageSteps").getAsDouble(), org.assertj.core.data.Offset.offset(1e-9));
        assertThat(byGame.get("1")).contains("length 36, filled").endsWith(" steps");
        Run bad = run("autopilot", "--first-game", "0");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("first-game").doesNotContain("Exception");
    }

    /** The progress lines by game number, without the processor time (which differs from run to run). */
    private static java.util.Map<String, String> progressByGame(String err) {
        java.util.Map<String, String> lines = new java.util.HashMap<>();
        for (String line : err.strip().split("\\R")) {
            assertThat(line).matches("game \\d+ seed -?\\d+: length \\d+, (filled|died|not filled), \\d+ steps, \\d+\\.\\d{3} s processor time");
            lines.put(line.split(" ")[1], line.substring(0, line.lastIndexOf(',')));
        }
        return lines;
    }

    @Test
    void replayPrintsScoreAndHashAndChecksTheRecording(@TempDir Path dir) throws Exception {
        SnakeReplay r = SnakeReplay.record(SnakeOptions.thesis(), 8, List.of(SnakeMove.NONE, SnakeMove.of(Direction.DOWN), SnakeMove.NONE));
        Path file = dir.resolve("r.json");
        r.write(file);
        JsonObject o = json(run("replay", "--file", file.toString(), "--json"));
        assertThat(o.get("fieldHash").getAsString()).isEqualTo(r.finalHash());
        assertThat(o.get("verified").getAsBoolean()).isTrue();
        assertThat(o.get("steps").getAsInt()).isEqualTo(3);
        assertThat(o.get("score").getAsLong()).isZero();
        r.withFinalHash("00000000000000ff").write(file);
        Run bad = run("replay", "--file", file.toString());
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.out()).contains("DIFFERS");
        Files.writeString(file, "{broken");
        Run broken = run("replay", "--file", file.toString());
        assertThat(broken.code()).as("bad input, like a bad board").isEqualTo(2);
        assertThat(broken.err()).contains("not a valid JSON replay");
    }
}
