package arcade.games.minesweeper.tools;

import arcade.api.tool.ArgsTool;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.minesweeper.ai.Action;
import arcade.games.minesweeper.ai.InconsistentBoardException;
import arcade.games.minesweeper.ai.Probabilities;
import arcade.games.minesweeper.ai.ProbabilityEngine;
import arcade.games.minesweeper.ai.Strength;
import arcade.games.minesweeper.ai.StrongSolver;
import arcade.games.minesweeper.model.PlayerBoard;
import com.google.gson.GsonBuilder;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** {@code analyze}: the exact mine probability of every hidden cell of a board file and the strong solver's move. */
final class AnalyzeTool extends ArgsTool {
    @Override public String name() { return "analyze"; }
    @Override public String summary() { return "exact mine probabilities of a position and the move the strong solver would make"; }
    @Override protected Set<String> valued() { return Set.of("board", "strength"); }

    @Override protected String usage() {
        return """
                usage: arcade minesweeper analyze --board FILE [--strength normal|deep] [--json]
                  FILE: first line "W H M" (width, height, mines), then H lines of W characters:
                        . hidden   F known mine   0-8 revealed
                  --strength  the solver whose move is shown: normal (default) or deep
                  --json  {"probabilities":[[row 0...],...], "move":{"x":..,"y":..,"action":"reveal|flag"}}
                          revealed cells are null""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException {
        Strength strength = BenchTool.strength(a);
        PlayerBoard v = BoardFile.parse(arcade.api.store.TextFiles.read(Path.of(a.require("board")), BoardFile.MAX_BYTES));
        Probabilities p;
        List<Action> actions;
        try {
            p = ProbabilityEngine.compute(v);
            actions = StrongSolver.decide(v, arcade.games.minesweeper.model.FirstClick.ZERO, strength);
        } catch (InconsistentBoardException e) {
            throw new ToolArgsException("the board is inconsistent: " + e.getMessage());
        }
        Action move = actions.isEmpty() ? null : actions.get(0);
        if (a.json()) {
            List<List<Double>> rows = new ArrayList<>();
            for (int y = 0; y < v.height(); y++) {
                List<Double> row = new ArrayList<>();
                for (int x = 0; x < v.width(); x++) row.add(v.isFlag(v.grid().index(x, y)) ? Double.valueOf(1.0) : Double.isNaN(p.at(x, y)) ? null : p.at(x, y));
                rows.add(row);
            }
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("probabilities", rows);
            if (move != null) o.put("move", Map.of("x", move.x(), "y", move.y(), "action", move.kind().name().toLowerCase(Locale.ROOT)));
            o.put("exact", p.exact());
            o.put("strength", strength.text());
            out.println(new GsonBuilder().serializeNulls().create().toJson(o));
        } else {
            for (int y = 0; y < v.height(); y++) {
                StringBuilder sb = new StringBuilder();
                for (int x = 0; x < v.width(); x++) {
                    int c = v.grid().index(x, y);
                    sb.append(v.isRevealed(c) ? String.format(Locale.ROOT, "%6s", "[" + v.at(c) + "]")
                            : v.isFlag(c) ? String.format(Locale.ROOT, "%6s", "F")
                            : String.format(Locale.ROOT, "%5.1f%%", 100 * p.at(c)));
                }
                out.println(sb.toString().stripTrailing());
            }
            if (!p.exact()) out.println("(a very large frontier was estimated, not counted exactly)");
            if (move != null) out.printf(Locale.ROOT, "move (%s strength): %s column %d, row %d (x=%d, y=%d): %s%n",
                    strength.text(), move.kind().name().toLowerCase(Locale.ROOT), move.x() + 1, move.y() + 1, move.x(), move.y(), move.reason());
            else out.println("nothing left to do: every cell is known");
        }
        return 0;
    }
}
