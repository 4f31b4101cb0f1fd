package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code solve}: the game-theoretic value of the start position (or of the one after
 * {@code --moves}) of a two-player rules game without dice, with the moves that keep it, within
 * a time limit and the game lab's memory budget; "unknown" when the time ran out.
 */
public final class SolveTool extends RulesTool {
    @Override public String name() { return "solve"; }

    @Override public String summary() { return "solve a two-player game: who wins with best play (first, second or draw) and the moves that keep it"; }

    @Override Set<String> options() { return Set.of("params", "moves", "time-limit"); }

    @Override String usageTail() { return " [--params P] [--moves \"m1 m2 …\"] [--time-limit MS] [--json]"; }

    @Override int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException {
        String params = params(a, def);
        int ms = a.intValue("time-limit", 300_000, 1, 86_400_000);
        GameRules<RulesState, RulesMove> rules = def.rules(params);
        if (rules.players().size() != 2) throw new ToolArgsException("solve works on games of two players; " + def.source().name() + " has " + rules.players().size());
        RulesState start = def.game(params).initialState();
        String moves = a.string("moves", "").strip();
        for (String word : moves.isEmpty() ? new String[0] : moves.split("\\s+")) {
            RulesMove m;
            try {
                m = rules.parseMove(start, word);
            } catch (MoveFormatException e) {
                throw new ToolArgsException("--moves: " + e.getMessage());
            }
            if (rules.outcome(start).isPresent() || !rules.isLegal(start, m)) throw new ToolArgsException("--moves: '" + word + "' is not legal there");
            start = rules.apply(start, m);
        }
        if (def.game(params).die().isPresent()) throw new ToolArgsException("solve works on games without dice; " + def.source().name() + " has a die");
        SymmetryCheck.check(rules, start, 1);
        long began = System.nanoTime();
        Solver solver = new Solver(rules, start, MemoryBudget.forLab(), TimeBudget.of(java.time.Duration.ofMillis(ms), () -> false));
        String result;
        Integer value = null;
        List<String> best = new ArrayList<>();
        try {
            int v = rules.outcome(start).isPresent() ? 0 : solver.value(start);
            int first = rules.toMove(start).equals(rules.players().get(0)) ? v : -v;
            value = first;
            result = first > 0 ? "first" : first < 0 ? "second" : "draw";
            if (rules.kind(start) == NodeKind.DECISION)
                for (RulesMove m : rules.legalMoves(start)) if (solver.valueOf(start, m) == v) best.add(rules.formatMove(m));
        } catch (Solver.OutOfTime e) {
            result = "unknown";
        }
        long millis = (System.nanoTime() - began) / 1_000_000;
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("game", def.source().name());
            o.addProperty("params", params);
            o.addProperty("result", result);
            o.addProperty("value", value);
            JsonArray b = new JsonArray();
            best.forEach(b::add);
            o.add("bestMoves", b);
            o.addProperty("positions", solver.nodes);
            o.addProperty("millis", millis);
            out.println(new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(o));
        } else {
            out.println(def.source().name() + " (" + params + ")");
            out.println(String.format(Locale.ROOT, "%-14s %s", "result", switch (result) {
                case "first" -> "the first player (" + rules.players().get(0) + ") wins with best play";
                case "second" -> "the second player (" + rules.players().get(1) + ") wins with best play";
                case "draw" -> "a draw with best play";
                default -> "unknown: the time ran out (" + ms + " ms)";
            }));
            if (!best.isEmpty()) out.println(String.format(Locale.ROOT, "%-14s %s", "best moves", String.join(" ", best)));
            out.println(String.format(Locale.ROOT, "%-14s %d searched, %d ms", "positions", solver.nodes, millis));
        }
        return 0;
    }
}
