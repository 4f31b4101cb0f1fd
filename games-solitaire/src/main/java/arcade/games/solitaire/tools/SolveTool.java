package arcade.games.solitaire.tools;

import arcade.api.model.GameId;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.SolveResult;
import arcade.games.solitaire.solver.ThoughtfulSolver;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code arcade solitaire solve}: decides one deal with every card known and prints the winning moves. */
public final class SolveTool extends BaseTool {
    @Override public String name() { return "solve"; }
    @Override public String summary() { return "decide one deal (winnable, unwinnable or unknown) and print a winning line"; }
    @Override Set<String> valued() { return Set.of("deal", "seed", "draw", "passes", "limit-ms", "cpu-limit-ms", "max-states"); }

    @Override String usage() {
        return """
                usage: arcade solitaire solve (--deal "D" | --seed S) [--draw 1|3] [--passes N|unlimited] [--limit-ms L] [--cpu-limit-ms C] [--max-states N] [--json]
                  --deal "D"      52 cards like TD: the columns left to right, each bottom to top, then the stock from the next card
                  --seed S        the deal of game number S
                  --draw          cards turned at a time (default 3)
                  --passes        passes through the stock, 1-9 or unlimited (default unlimited)
                  --limit-ms      give up with "unknown" after this long (default 10000)
                  --cpu-limit-ms  give up with "unknown" after this much processor time of each searching thread (default: no limit)
                  --max-states    give up with "unknown" after exploring this many positions (default 20000000)
                  --json          {"result":"winnable|unwinnable|unknown","moves":[...],"states":N,"millis":T}""";
    }

    @Override int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        KlondikeParams params = rules(a, 3, "unlimited");
        String paramsText = KlondikeDefinition.INSTANCE.params().format(params);
        boolean hasDeal = a.value("deal").isPresent(), hasSeed = a.value("seed").isPresent();
        if (hasDeal == hasSeed) throw new ToolArgsException("give either --deal or --seed");
        GameId id = hasSeed ? GameId.seeded(paramsText, a.longValue("seed", 0))
                : KlondikeDefinition.dealId(paramsText, a.require("deal"));
        KlondikeState start = KlondikeDefinition.INSTANCE.initialState(id);
        long cpuLimit = a.longValue("cpu-limit-ms", 0);
        if (cpuLimit < 0) throw new ToolArgsException("--cpu-limit-ms must be 0 or more");
        Budget budget = Budget.of(a.longValue("max-states", 20_000_000), a.longValue("limit-ms", 10_000)).withCpuLimit(cpuLimit);
        SolveResult r = new ThoughtfulSolver(budget).solve(start);
        if (a.json()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("result", r.verdict().word());
            o.put("moves", r.moves().stream().map(KlondikeMove::text).toList());
            o.put("states", r.states());
            o.put("millis", r.millis());
            out.println(json(o));
        } else {
            out.println(r.verdict().word() + " (" + r.states() + " positions, " + r.millis() + " ms)");
            if (!r.moves().isEmpty()) out.println(r.moves().size() + " moves: " + r.moves().stream().map(KlondikeMove::text).collect(Collectors.joining(" ")));
        }
        return 0;
    }
}
