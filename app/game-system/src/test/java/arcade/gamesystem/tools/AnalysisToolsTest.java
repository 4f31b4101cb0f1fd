package arcade.gamesystem.tools;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The headless tools: analyze (properties with witnesses), prove (Proved), play (Hrej), validate. */
class AnalysisToolsTest {
    private record Run(int code, String out, String err) {}

    private static Run run(arcade.api.tool.GameTool tool, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = tool.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String fixture(String name) {
        try {
            return Path.of(AnalysisToolsTest.class.getResource("/fixtures/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonObject analyzeJson(String... args) {
        String[] all = new String[args.length + 1];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--json";
        Run r = run(new AnalyzeTool(), all);
        assertThat(r.code()).as(r.err()).isZero();
        return JsonParser.parseString(r.out()).getAsJsonObject();
    }

    @Test
    void aMatchStoppedByTheMoveLimitGoesToThePlayerAheadAndLevelIsADraw() {
        // Two moves of draughts capture nothing: both games are level and so drawn.
        Run r = run(new BenchTool(), "--game", "draughts", "--match", "mcts:20,uct:20", "--games", "2", "--adjudicate", "2", "--move-ms", "60000");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 of 2 games were unfinished after 2 moves").contains("won 0, drew 2, lost 0");
        Run bad = run(new BenchTool(), "--game", "draughts", "--match", "mcts,uct", "--adjudicate", "-1");
        assertThat(bad.code()).isEqualTo(2);
    }

    /**
     * With random openings a match of a game without a die is not two games replayed: fixed
     * iterations make every game exact, so without openings Connect Four 4×4's eight games are
     * at most two different ones, and with three random opening moves they are more.
     */
    @Test
    void randomOpeningsMakeTheGamesOfADiceFreeMatchDiffer() {
        java.util.function.Function<String[], java.util.Set<String>> results = extra -> {
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int g = 0; g < 8; g++) {
                String[] base = {"--game", "connect-four", "--params", "rows=4,cols=4", "--match", "mcts:50,uct:50", "--games", "2", "--seed", String.valueOf(1 + g)};
                String[] all = java.util.Arrays.copyOf(base, base.length + extra.length);
                System.arraycopy(extra, 0, all, base.length, extra.length);
                Run r = run(new BenchTool(), all);
                assertThat(r.code()).as(r.err()).isZero();
                seen.add(r.out().lines().filter(l -> l.contains("won")).findFirst().orElseThrow()
                        + r.out().lines().filter(l -> l.contains("moves, time per move")).map(l -> l.replaceAll(", time per move.*", "")).toList());
            }
            return seen;
        };
        assertThat(results.apply(new String[0])).as("without openings, every seed plays the same two games").hasSize(1);
        assertThat(results.apply(new String[]{"--openings", "3"})).as("with openings the games differ").hasSizeGreaterThan(1);
        Run r = run(new BenchTool(), "--game", "connect-four", "--params", "rows=4,cols=4", "--match", "mcts:20,uct:20", "--games", "2", "--openings", "3");
        assertThat(r.out()).contains("each game opened with 3 random moves, the same for the 2 games of a round");
    }

    @Test
    void takeAwayWithFourStonesHasFivePlaysAndTheFirstPlayerWinsByTakingOne() {
        JsonObject o = analyzeJson("--game", "take-away");
        assertThat(o.get("states").getAsInt()).isEqualTo(8);
        assertThat(o.get("transitions").getAsInt()).isEqualTo(10);
        assertThat(o.get("plays").getAsLong()).isEqualTo(5);
        assertThat(o.getAsJsonObject("playsByOutcome").get("win:A").getAsLong()).isEqualTo(3);
        assertThat(o.getAsJsonObject("playsByOutcome").get("win:B").getAsLong()).isEqualTo(2);
        assertThat(o.getAsJsonObject("properties").get("wellDefined").getAsBoolean()).isTrue();
        assertThat(o.get("value").getAsDouble()).isEqualTo(1.0);
        assertThat(o.getAsJsonArray("firstMoves").get(0).getAsJsonObject().get("move").getAsString()).isEqualTo("take(1)");
        assertThat(o.getAsJsonArray("firstMoves").get(0).getAsJsonObject().get("value").getAsDouble()).isEqualTo(1.0);
        assertThat(o.getAsJsonArray("firstMoves").get(1).getAsJsonObject().get("value").getAsDouble()).isEqualTo(-1.0);
    }

    @Test
    void ticTacToeJsonHasTheOracleFigures() {
        JsonObject o = analyzeJson("--game", "tic-tac-toe");
        assertThat(o.get("states").getAsInt()).isEqualTo(5478);
        assertThat(o.get("terminal").getAsInt()).isEqualTo(958);
        assertThat(o.get("transitions").getAsInt()).isEqualTo(16167);
        assertThat(o.get("plays").getAsLong()).isEqualTo(255_168);
        assertThat(o.get("normalizedStates").getAsInt()).isEqualTo(4523);
        assertThat(o.get("value").getAsDouble()).isEqualTo(0.0);
        assertThat(o.getAsJsonObject("properties").get("symmetric").getAsBoolean()).isTrue();
    }

    @Test
    void theDefectFixturesAreFlaggedWithTheirWitnesses() {
        JsonObject cycle = analyzeJson("--file", fixture("pass-cycle.json"));
        assertThat(cycle.getAsJsonObject("properties").get("terminating").getAsBoolean()).isFalse();
        assertThat(cycle.get("plays").isJsonNull()).isTrue();
        assertThat(cycle.getAsJsonObject("witnesses").getAsJsonObject("terminating").getAsJsonArray("states")).hasSizeGreaterThanOrEqualTo(2);

        JsonObject dead = analyzeJson("--file", fixture("dead-end.json"));
        assertThat(dead.getAsJsonObject("properties").get("totallyDefined").getAsBoolean()).isFalse();
        assertThat(dead.getAsJsonObject("witnesses").getAsJsonObject("totally defined").getAsJsonArray("states").toString()).contains("B to move");

        JsonObject extra = analyzeJson("--file", fixture("extra-turn.json"));
        assertThat(extra.getAsJsonObject("properties").get("stronglyWinning").getAsBoolean()).isTrue();
        JsonObject witness = extra.getAsJsonObject("witnesses").getAsJsonObject("strongly winning");
        assertThat(witness.get("detail").getAsString()).contains("A wins alone by take take take");
        assertThat(witness.getAsJsonArray("states")).hasSize(4);
    }

    @Test
    void aStateLimitGivesAPartialResult() {
        Run r = run(new AnalyzeTool(), "--game", "connect-four", "--state-limit", "500");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("partial").contains("500");
    }

    @Test
    void proveReplaysAListAndNamesTheWinnerOrTheIllegalMove() {
        Run won = run(new ProveTool(), "--game", "tic-tac-toe", "--moves", "place(a1) place(b1) place(a2) place(b2) place(a3)");
        assertThat(won.code()).isZero();
        assertThat(won.out()).contains("X wins after 5 moves");
        Run illegal = run(new ProveTool(), "--game", "tic-tac-toe", "--moves", "place(a1) place(a1)");
        assertThat(illegal.code()).isEqualTo(1);
        assertThat(illegal.out()).contains("move 2 'place(a1)' is illegal");
        Run after = run(new ProveTool(), "--game", "take-away", "--moves", "take(2) take(2) take(1)");
        assertThat(after.out()).contains("comes after the end");
        Run unknown = run(new ProveTool(), "--game", "take-away", "--moves", "take(3)");
        assertThat(unknown.out()).contains("is not a move of Take-away");
    }

    @Test
    void playListsTheMovesAndReadsLabels() {
        PlayTool tool = new PlayTool(new ByteArrayInputStream("take(1)\nnonsense\n2\ntake(1)\n".getBytes(StandardCharsets.UTF_8)));
        Run r = run(tool, "--game", "take-away");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("1) take(1)").contains("2) take(2)").contains("Unknown choice 'nonsense'").contains("Game over: win:A");
    }

    @Test
    void validateReportsABrokenFileWithItsPlace() {
        Run ok = run(new ValidateTool(), "--game", "connect-four");
        assertThat(ok.code()).isZero();
        assertThat(ok.out()).contains("preset small").contains("rows=4,cols=5");
        Run missing = run(new ValidateTool(), "--file", "no-such-rules.json");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("rules validate: no-such-rules.json: there is no such file" + System.lineSeparator());
        for (ArcadeToolCase t : java.util.List.of(new ArcadeToolCase(new AnalyzeTool(), "analyze"), new ArcadeToolCase(new ValidateTool(), "validate"),
                new ArcadeToolCase(new ProveTool(), "prove"))) {
            Run device = t.tool() instanceof ProveTool ? run(t.tool(), "--file", "/dev/urandom", "--moves", "x") : run(t.tool(), "--file", "/dev/urandom");
            assertThat(device.code()).as(t.name()).isEqualTo(2);
            assertThat(device.err()).as(t.name()).isEqualTo("rules " + t.name() + ": /dev/urandom: it is not a regular file" + System.lineSeparator());
        }
        Run both = run(new ValidateTool(), "--game", "nim", "--file", "x.json");
        assertThat(both.code()).isEqualTo(2);
    }

    @Test
    void analysisWithinATimeBudgetCompletesSmallGamesAndStopsLargeOnesAsPartial() {
        var ttt = arcade.gamesystem.model.ShippedGames.load("tic-tac-toe");
        GameLab.Result small = GameLab.analyzeWithin(ttt, ttt.presets().get(0).params(), java.time.Duration.ofSeconds(30), 100_000, () -> false);
        assertThat(small.partial()).isFalse();
        assertThat(small.report().states()).isEqualTo(5478);
        var ludo = arcade.gamesystem.model.ShippedGames.load("ludo");
        GameLab.Result large = GameLab.analyzeWithin(ludo, "players=4", java.time.Duration.ZERO, 2_000_000, () -> false);
        assertThat(large.partial()).isTrue();
        assertThat(large.outOfTime()).isTrue();
        assertThat(large.limit()).as("a spent budget stops the first exploration within a few states").isLessThan(TimeBudget.CHECK_EVERY);
        assertThat(AnalyzeTool.text(large)).contains("partial").contains("the time ran out");
    }

    /**
     * A budget shorter than the first, 5,000-state exploration of four-player Ludo stops inside it:
     * the result says the time ran out, after fewer states than that exploration visits. The
     * budget is a third of what that exploration takes on this machine once warm, so a fast machine
     * cannot finish it in time (a fixed 60 ms could). How close to the budget it stops is timing,
     * measured by the tool's own run, not asserted here.
     */
    @Test
    void aTinyBudgetOnLudoStopsInsideTheExploration() {
        var ludo = arcade.gamesystem.model.ShippedGames.load("ludo");
        ludo.game("players=4");
        long fullNanos = Long.MAX_VALUE;
        for (int run = 0; run < 3; run++) { // warm: the budget must be short against the fastest run
            long t0 = System.nanoTime();
            assertThat(GameLab.analyze(ludo, "players=4", 5_000).partial()).as("5,000 states do not finish Ludo").isTrue();
            fullNanos = Math.min(fullNanos, System.nanoTime() - t0);
        }
        java.time.Duration budget = java.time.Duration.ofNanos(Math.max(1_000_000, fullNanos / 3));
        GameLab.Result r = GameLab.analyzeWithin(ludo, "players=4", budget, 2_000_000, () -> false);
        assertThat(r.partial()).isTrue();
        assertThat(r.outOfTime()).isTrue();
        assertThat(r.limit()).as("states explored before the time ran out").isPositive().isLessThan(5_000);
        var cancelled = GameLab.analyzeWithin(ludo, "players=4", java.time.Duration.ofSeconds(30), 2_000_000, () -> true);
        assertThat(cancelled.outOfTime()).as("a cancelled analysis stops like a spent one").isTrue();
    }

    @Test
    void analyzeTakesATimeLimitAndSaysWhenItRanOut() {
        Run r = run(new AnalyzeTool(), "--game", "ludo", "--params", "players=3", "--time-limit", "50", "--json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("\"partial\": true").contains("\"outOfTime\": true");
    }

    private record ArcadeToolCase(arcade.api.tool.GameTool tool, String name) {}
}
