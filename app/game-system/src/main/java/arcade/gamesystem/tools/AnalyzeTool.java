package arcade.gamesystem.tools;

import arcade.api.analysis.PropertyReport;
import arcade.api.analysis.Verdict;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesState;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** {@code analyze}: the properties of a rules game (THESIS.md §8), with witnesses, as text or JSON. */
public final class AnalyzeTool extends RulesTool {
    @Override public String name() { return "analyze"; }

    @Override public String summary() { return "explore a rules game: states, plays, the thesis's properties with witnesses, the game value"; }

    @Override Set<String> options() { return Set.of("params", "state-limit", "time-limit"); }

    @Override String usageTail() { return " [--params P] [--state-limit N] [--time-limit MS] [--json]"; }

    @Override int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException {
        String params = params(a, def);
        int limit = a.intValue("state-limit", 200_000, 1, 20_000_000);
        int ms = a.intValue("time-limit", 0, 0, 86_400_000);
        TimeBudget time = ms == 0 ? TimeBudget.unlimited() : TimeBudget.of(java.time.Duration.ofMillis(ms), () -> false);
        MemoryBudget memory = MemoryBudget.forLab();
        // First the states counted compactly; the full automaton (its properties, the value) only when it fits.
        CompactExplorer.Count count = CompactExplorer.count(def.rules(params), def.game(params).initialState(), limit, memory, time);
        long full = Math.min(count.states() + 1, limit) * FULL_BYTES_PER_STATE;
        if (full > memory.bytes()) {
            if (a.json()) out.println(new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(json(def, params, count, memory)));
            else out.print(text(def, params, count, memory));
            return 0;
        }
        GameLab.Result r = GameLab.analyze(def, params, limit, time, memory);
        if (a.json()) out.println(new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(json(r)));
        else out.print(text(r));
        return 0;
    }

    /** What the full automaton takes per state (measured on Connect Four: about 1.6 KB), to judge whether it fits. */
    static final long FULL_BYTES_PER_STATE = 2_000;

    /** The exact counts of a game too large for its full automaton, or how far the count got. */
    static String text(RulesDefinition def, String params, CompactExplorer.Count c, MemoryBudget memory) {
        StringBuilder sb = new StringBuilder(def.source().name() + " (" + params + ")\n");
        if (!c.complete()) sb.append(switch (c.stoppedBy()) {
            case "memory" -> "partial: the count stopped after " + c.states() + " states, when it had used\n"
                    + "         the memory the analysis may take (" + memory.megabytes() + " MB)\n";
            case "time" -> "partial: the time ran out after " + c.states() + " states\n";
            default -> "partial: the game has more than " + c.states() + " states,\n"
                    + "         so the count stopped (raise --state-limit to go on)\n";
        });
        sb.append(String.format(Locale.ROOT, "%-28s %d%s%n", "states", c.states(), c.complete() ? " (every reachable state, counted exactly)" : " reached"));
        sb.append(String.format(Locale.ROOT, "%-28s %d (%s)%n", "terminal states", c.terminal(), String.join(", ",
                c.terminalByOutcome().entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList())));
        sb.append(String.format(Locale.ROOT, "%-28s %d%n", "transitions", c.transitions()));
        sb.append(String.format(Locale.ROOT, "%-28s %.1f bytes a state, %d ms%n", "stored compactly", c.bytesPerState(), c.millis()));
        if (c.complete()) sb.append(String.format(Locale.ROOT, "properties: the full automaton would need about %d MB, more than the %d MB the analysis may use;%n"
                + "            `arcade rules solve` finds the game's value without it%n", c.states() * FULL_BYTES_PER_STATE >> 20, memory.megabytes()));
        return sb.toString();
    }

    static JsonObject json(RulesDefinition def, String params, CompactExplorer.Count c, MemoryBudget memory) {
        JsonObject o = new JsonObject();
        o.addProperty("game", def.source().name());
        o.addProperty("params", params);
        o.addProperty("partial", !c.complete());
        if (!c.complete()) o.addProperty("stoppedBy", c.stoppedBy());
        o.addProperty("states", c.states());
        o.addProperty("terminal", c.terminal());
        JsonObject byOutcome = new JsonObject();
        c.terminalByOutcome().forEach(byOutcome::addProperty);
        o.add("terminalByOutcome", byOutcome);
        o.addProperty("transitions", c.transitions());
        o.addProperty("bytesPerState", Math.round(c.bytesPerState() * 10) / 10.0);
        o.addProperty("millis", c.millis());
        o.add("properties", null);
        o.addProperty("propertiesNeedMegabytes", c.states() * FULL_BYTES_PER_STATE >> 20);
        o.addProperty("memoryBudgetMegabytes", memory.megabytes());
        return o;
    }

    /** The analysis as the command line prints it. */
    public static String text(GameLab.Result r) {
        StringBuilder sb = new StringBuilder(r.game() + " (" + r.params() + ")\n");
        if (r.outOfMemory()) {
            sb.append("partial: the exploration stopped after ").append(r.limit()).append(" states, when it had used\n")
                    .append("         the memory the analysis may take\n");
        } else if (r.outOfTime()) {
            sb.append("partial: the game has more than ").append(r.limit()).append(" states,\n")
                    .append("         and the time ran out before the exploration ended\n");
        } else if (r.partial()) {
            sb.append("partial: the game has more than ").append(r.limit()).append(" states,\n")
                    .append("         so the exploration stopped (raise --state-limit to go on)\n");
        }
        if (r.partial()) {
            if (!r.deadEnd().isEmpty()) {
                sb.append("not totally defined: a state with no move and no roll was reached; the path to it:\n");
                for (RulesState s : r.deadEnd()) sb.append("  ").append(s).append('\n');
            }
            return sb.toString();
        }
        PropertyReport<RulesState> p = r.report();
        String table = p.toString();
        if (r.playsTooMany()) table = table.replace("infinitely many (not terminating)", "more than 9.2 × 10^18 (too many to count)");
        sb.append(table);
        sb.append(String.format("%-28s %d states, %d terminal%n", "normalized", r.normalized(), r.normalizedTerminal()));
        for (Verdict<RulesState> v : p.verdicts()) {
            if (v.witness().isEmpty() || v.property().equals("well-defined")) continue;
            sb.append("witness of ").append(v.property()).append(v.holds() ? "" : " (fails)").append(":\n");
            List<RulesState> w = v.witness();
            for (int i = 0; i < Math.min(w.size(), 12); i++) sb.append("  ").append(w.get(i)).append('\n');
            if (w.size() > 12) sb.append("  … ").append(w.size() - 12).append(" more states\n");
        }
        r.value().ifPresent(v -> sb.append(String.format(Locale.ROOT, "%-28s %s%n", "value for the first player", words(v))));
        if (!r.firstMoves().isEmpty()) {
            double best = r.firstMoves().stream().mapToDouble(GameLab.FirstMove::value).max().orElse(0);
            sb.append(String.format("%-28s %s%n", "best first moves", String.join(" ",
                    r.firstMoves().stream().filter(m -> m.value() == best).map(GameLab.FirstMove::label).toList())));
        }
        return sb.toString();
    }

    private static String words(double v) {
        if (v == 1) return "win (+1)";
        if (v == -1) return "loss (−1)";
        if (v == 0) return "draw (0)";
        return String.format(Locale.ROOT, "%+.4f", v);
    }

    static JsonObject json(GameLab.Result r) {
        JsonObject o = new JsonObject();
        o.addProperty("game", r.game());
        o.addProperty("params", r.params());
        o.addProperty("partial", r.partial());
        if (r.partial()) {
            o.addProperty("stateLimit", r.limit());
            o.addProperty("outOfTime", r.outOfTime());
            o.addProperty("outOfMemory", r.outOfMemory());
            if (!r.deadEnd().isEmpty()) {
                JsonObject props = new JsonObject();
                props.addProperty("totallyDefined", false);
                o.add("properties", props);
                JsonArray path = new JsonArray();
                r.deadEnd().forEach(s -> path.add(s.toString()));
                JsonObject w = new JsonObject();
                w.addProperty("detail", "a state with no move and no roll, reached within the state limit");
                w.add("states", path);
                JsonObject witnesses = new JsonObject();
                witnesses.add("totally defined", w);
                o.add("witnesses", witnesses);
            }
            return o;
        }
        PropertyReport<RulesState> p = r.report();
        o.addProperty("states", p.states());
        o.addProperty("terminal", p.terminalStates());
        JsonObject byOutcome = new JsonObject();
        p.terminalsByOutcome().forEach((k, v) -> byOutcome.addProperty(k.toString(), v));
        o.add("terminalByOutcome", byOutcome);
        o.addProperty("transitions", p.edges());
        o.addProperty("chanceTransitions", p.chanceEdges());
        if (p.plays().isPresent()) {
            o.addProperty("plays", p.plays().get().total());
            JsonObject playsBy = new JsonObject();
            p.plays().get().byOutcome().forEach((k, v) -> playsBy.addProperty(k.toString(), v));
            o.add("playsByOutcome", playsBy);
        } else {
            o.add("plays", null);
            o.addProperty("playsTooMany", r.playsTooMany());
        }
        JsonObject props = new JsonObject();
        props.addProperty("terminating", p.terminating().holds());
        props.addProperty("totallyDefined", p.totallyDefined().holds());
        props.addProperty("stronglyWinning", p.stronglyWinning().holds());
        props.addProperty("weaklyWinning", p.weaklyWinning().holds());
        props.addProperty("weaklyWinningGloss", p.weaklyWinningGloss().holds());
        props.addProperty("wellDefined", p.wellDefined().holds());
        props.addProperty("symmetric", p.symmetric().holds());
        props.addProperty("normalized", p.normalized().holds());
        o.add("properties", props);
        JsonObject witnesses = new JsonObject();
        for (Verdict<RulesState> v : p.verdicts()) {
            if (v.holds() && !v.property().equals("strongly winning")) continue;
            JsonObject w = new JsonObject();
            w.addProperty("detail", v.detail());
            JsonArray states = new JsonArray();
            v.witness().stream().limit(50).forEach(s -> states.add(s.toString()));
            w.add("states", states);
            witnesses.add(v.property(), w);
        }
        o.add("witnesses", witnesses);
        o.addProperty("normalizedStates", r.normalized());
        o.addProperty("normalizedTerminal", r.normalizedTerminal());
        if (r.value().isPresent()) o.addProperty("value", r.value().getAsDouble());
        else o.add("value", null);
        JsonArray first = new JsonArray();
        for (GameLab.FirstMove m : r.firstMoves()) {
            JsonObject f = new JsonObject();
            f.addProperty("move", m.label());
            f.addProperty("value", m.value());
            first.add(f);
        }
        o.add("firstMoves", first);
        return o;
    }
}
