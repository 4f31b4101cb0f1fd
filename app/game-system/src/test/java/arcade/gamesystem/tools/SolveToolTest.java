package arcade.gamesystem.tools;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code rules solve} against the published values of small boards. */
class SolveToolTest {
    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new SolveTool().run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static JsonObject solve(String game, String params, String... more) {
        List<String> args = new ArrayList<>(List.of("--game", game, "--json"));
        if (!params.isEmpty()) args.addAll(List.of("--params", params));
        args.addAll(List.of(more));
        Run r = run(args.toArray(String[]::new));
        assertThat(r.code()).as(r.err()).isZero();
        return JsonParser.parseString(r.out()).getAsJsonObject();
    }

    @Test void ticTacToeAndConnectFourFourByFourAreDraws() {
        assertThat(solve("tic-tac-toe", "").get("result").getAsString()).isEqualTo("draw");
        JsonObject c4 = solve("connect-four", "rows=4,cols=4");
        assertThat(c4.get("result").getAsString()).isEqualTo("draw");
        assertThat(c4.get("value").getAsInt()).isZero();
        assertThat(c4.get("positions").getAsLong()).isPositive();
        assertThat(c4.getAsJsonArray("bestMoves")).isNotEmpty();
    }

    @Test void reversiFourByFourIsASecondPlayerWin() {
        assertThat(solve("reversi", "size=4").get("result").getAsString()).isEqualTo("second");
    }

    @Test void hexIsAFirstPlayerWinAndItsWinningMovesAreNamed() {
        JsonObject hex = solve("hex", "size=3");
        assertThat(hex.get("result").getAsString()).isEqualTo("first");
        assertThat(hex.getAsJsonArray("bestMoves").toString()).contains("b2"); // the centre wins
    }

    @Test void aPositionAfterMovesIsSolvedFromThere() {
        // X in a corner, O on an edge next to it: X wins from there
        assertThat(solve("tic-tac-toe", "", "--moves", "place(a1) place(b1)").get("result").getAsString()).isEqualTo("first");
    }

    @Test void gamesItCannotSolveAreRefusedInOneLine() {
        Run dice = run("--game", "dice-race");
        assertThat(dice.code()).isEqualTo(2);
        assertThat(dice.err().strip()).isEqualTo("rules solve: solve works on games without dice; Dice Race has a die");
        Run ludo = run("--game", "ludo", "--params", "players=3");
        assertThat(ludo.code()).isEqualTo(2);
        assertThat(ludo.err()).startsWith("rules solve: solve works on games of two players");
        Run bad = run("--game", "tic-tac-toe", "--moves", "place(z9)");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("rules solve: --moves:");
    }

    @Test void aSymmetryTheRulesDoNotHaveIsNamedInsteadOfAWrongValue(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // Gravity: a Connect Four board turned upside down does not play the same.
        String text = arcade.gamesystem.model.ShippedGames.text("connect-four").replace("\"symmetries\": [\"mirror\"]", "\"symmetries\": [\"mirror\", \"flip\"]");
        java.nio.file.Path file = dir.resolve("upside-down.json");
        java.nio.file.Files.writeString(file, text);
        Run r = run("--file", file.toString(), "--params", "rows=4,cols=4");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("rules solve: the file's symmetry \"flip\" does not hold: at the start the flip image plays differently");
    }

    @Test void everyShippedGamesSymmetriesHoldOnRandomGames() throws Exception {
        java.util.Map<String, String> declared = java.util.Map.of("connect-four", "rows=6,cols=7", "reversi", "size=6", "hex", "size=5,swap=1",
                "breakthrough", "rows=6,cols=6", "gomoku", "standard");
        for (var e : declared.entrySet()) {
            var def = arcade.gamesystem.model.ShippedGames.load(e.getKey());
            var start = def.game(e.getValue()).initialState();
            assertThat(start.game().symmetries()).as(e.getKey()).isNotEmpty();
            SymmetryCheck.check(def.rules(), start, 7, e.getKey().equals("gomoku") ? 1 : 4); // throws on a map the rules do not keep
        }
    }

    @Test void theDeclaredSymmetriesShareTableEntriesAndKeepTheValue() {
        JsonObject mirrored = solve("connect-four", "rows=4,cols=5");
        assertThat(mirrored.get("result").getAsString()).isEqualTo("draw");
        assertThat(mirrored.get("positions").getAsLong()).as("367,117 positions searched without the mirror").isLessThan(300_000);
        JsonObject reversi = solve("reversi", "size=4");
        assertThat(reversi.get("positions").getAsLong()).as("9,037 without the board's eight symmetries").isLessThan(3_000);
    }

    @Test void aSolveOutOfTimeSaysUnknown() {
        assertThat(solve("connect-four", "rows=6,cols=7", "--time-limit", "200").get("result").getAsString()).isEqualTo("unknown");
    }

    @Test void theMovesOfAPositionOnTheBoardAreValuedForAnalyse() {
        var ttt = arcade.gamesystem.model.ShippedGames.load("tic-tac-toe");
        var rules = ttt.rules();
        var s = ttt.game(ttt.presets().get(0).params()).initialState();
        s = rules.apply(s, new arcade.gamesystem.model.RulesMove("place(a1)"));
        s = rules.apply(s, new arcade.gamesystem.model.RulesMove("place(b1)"));
        var values = PositionValues.of(rules, s, java.time.Duration.ofSeconds(20), () -> false);
        assertThat(values).hasSize(7);
        assertThat(values.get(0).value()).as("X to move wins from here").isEqualTo(1);
        assertThat(values).anySatisfy(v -> assertThat(v.value()).isLessThan(1));
        var ludo = arcade.gamesystem.model.ShippedGames.load("ludo");
        assertThat(PositionValues.of(ludo.rules(), ludo.game(ludo.presets().get(0).params()).initialState(), java.time.Duration.ofSeconds(1), () -> false))
                .as("a game with dice is not solved").isEmpty();
    }
}
