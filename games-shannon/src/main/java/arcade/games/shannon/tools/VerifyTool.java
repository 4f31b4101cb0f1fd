package arcade.games.shannon.tools;

import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.shannon.ai.Minimax;
import arcade.games.shannon.ai.RandomGraphs;
import arcade.games.shannon.ai.Verification;
import arcade.games.shannon.model.Board;
import com.google.gson.Gson;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;

/**
 * {@code arcade shannon verify}: the perfect player against exhaustive minimax on every position
 * reachable (either side first) on N random connected multigraphs.
 */
public final class VerifyTool extends BaseTool {
    @Override public String name() { return "verify"; }
    @Override public String summary() { return "check the perfect player against exhaustive minimax on random small graphs"; }
    @Override protected Set<String> valued() { return Set.of("graphs", "seed", "max-edges", "max-vertices"); }

    @Override protected String usage() {
        return """
                usage: arcade shannon verify --graphs N --seed S [--max-edges E] [--max-vertices V] [--json]
                  random connected multigraphs with 2..V vertices (default 7) and at most E edges (default 14, at most 20);
                  every position reachable from the empty board, either side first, is classified by Lehman's test and
                  by minimax, and in every won position the perfect move must keep the win""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int graphs = a.intValue("graphs", 1000, 1, 10_000_000);
        long seed = a.longValue("seed", 0);
        int maxEdges = a.intValue("max-edges", 14, 1, Minimax.MAX_EDGES);
        int maxVertices = a.intValue("max-vertices", 7, 2, 64);
        if (maxEdges < maxVertices - 1) throw new ToolArgsException("--max-edges must be at least --max-vertices − 1 to keep graphs connected");
        Rng rng = new Rng(seed);
        Verification.Tally total = Verification.Tally.zero();
        long edges = 0;
        long t0 = System.nanoTime();
        for (int g = 0; g < graphs; g++) {
            Board b = RandomGraphs.next(rng, maxVertices, maxEdges);
            edges += b.edgeCount();
            total = total.plus(Verification.check(b));
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        Stats.Proportion agree = Stats.wilson(total.classAgreed(), total.positions());
        Stats.Proportion kept = Stats.wilson(total.winsKept(), total.wonPositions());
        boolean ok = total.classAgreed() == total.positions() && total.winsKept() == total.wonPositions();
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("graphs", graphs);
            o.addProperty("seed", seed);
            o.addProperty("maxEdges", maxEdges);
            o.addProperty("positions", total.positions());
            o.addProperty("classAgreed", total.classAgreed());
            o.addProperty("agreement", agree.rate());
            o.addProperty("wonPositions", total.wonPositions());
            o.addProperty("winsKept", total.winsKept());
            o.addProperty("ok", ok);
            out.println(new Gson().toJson(o));
        } else {
            out.printf(Locale.ROOT, "graphs:      %d random connected multigraphs, 2..%d vertices, ≤ %d edges (mean %.1f), seed %d%n",
                    graphs, maxVertices, maxEdges, (double) edges / graphs, seed);
            out.println("positions:   " + total.positions() + " reachable running positions (either side to move)");
            out.println("class agrees with minimax: " + agree);
            out.println("won positions where the perfect move keeps the win: " + kept);
            out.printf(Locale.ROOT, "time:        %.1f s%n", seconds);
            out.println(ok ? "OK" : "MISMATCH");
        }
        return ok ? 0 : 1;
    }
}
