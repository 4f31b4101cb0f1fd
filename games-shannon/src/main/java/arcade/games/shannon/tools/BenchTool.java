package arcade.games.shannon.tools;

import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.shannon.ai.Lehman;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.Match;
import arcade.games.shannon.ai.ShannonPlayer;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code arcade shannon bench}: plays N games on generated boards (seeds S..S+N−1) between two
 * computer players and prints Short's win rate with its 95 % Wilson interval, the share Short
 * would win with perfect play on both sides, and the thinking time per move (p50/p99).
 */
public final class BenchTool extends BaseTool {
    @Override public String name() { return "bench"; }
    @Override public String summary() { return "computer against computer on generated boards: Short's win rate and time per move"; }
    @Override protected Set<String> valued() { return Set.of("size", "games", "seed", "short", "cut", "p", "q", "first", "warmup", "timings"); }
    @Override protected Set<String> flags() { return Set.of("balanced"); }

    @Override protected String usage() {
        return """
                usage: arcade shannon bench --size WxH --games N --seed S --short LEVEL --cut LEVEL [options] [--json]
                  LEVEL            easy | normal (the thesis AI) | perfect
                  --size WxH       thesis lattice size (default 5x4); boards use seeds S, S+1, …, S+N−1
                  --p P, --q Q     vertex / edge probability (default 0.9 / 0.95)
                  --balanced       fair boards (see analyze --help)
                  --first SIDE     short (default, the thesis rule) or cut
                  --warmup W       games played first and not counted, to warm up the JIT (default 3)
                  --timings T      compute every move T times and keep the fastest time (default 1; the
                                   moves and results do not change, descheduled time is filtered out)
                  --json           one JSON object: games, shortWins, shortWinRate, ci95, optimalShortRate, ms per move""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int games = a.intValue("games", 100, 1, 1_000_000);
        long seed = a.longValue("seed", 0);
        int warmup = a.intValue("warmup", 3, 0, 1000);
        int timings = a.intValue("timings", 1, 1, 100);
        Level shortLevel = level(a, "short"), cutLevel = level(a, "cut");
        Side first = BoardSource.first(a);
        BoardSource.params(a); // validate the size before playing
        ShannonPlayer shortPlayer = ShannonPlayer.of(shortLevel), cutPlayer = ShannonPlayer.of(cutLevel);
        for (int i = 0; i < warmup; i++) {
            Board b = BoardSource.generated(a, seed - 1000 - i, first);
            Match.play(ShannonState.initial(b, first), shortPlayer, cutPlayer, new Rng(seed - 1000 - i));
        }
        int shortWins = 0, optimalShort = 0;
        long moves = 0, edges = 0;
        List<Double> shortMs = new ArrayList<>(), cutMs = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int g = 0; g < games; g++) {
            Board b = BoardSource.generated(a, seed + g, first);
            ShannonState start = ShannonState.initial(b, first);
            edges += b.edgeCount();
            if (Lehman.classify(start).winner(first) == Side.SHORT) optimalShort++;
            Match.Result r = Match.play(start, shortPlayer, cutPlayer, new Rng(seed + g), timings);
            if (r.winner() == Side.SHORT) shortWins++;
            moves += r.moves().size();
            for (int i = 0; i < r.moves().size(); i++)
                (r.movers().get(i) == Side.SHORT ? shortMs : cutMs).add(r.moveNanos().get(i) / 1e6);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        Stats.Proportion rate = Stats.wilson(shortWins, games);
        Stats.Proportion optimal = Stats.wilson(optimalShort, games);
        double[] all = concat(shortMs, cutMs), sMs = toArray(shortMs), cMs = toArray(cutMs);
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("size", BoardSource.params(a).text());
            o.addProperty("short", shortLevel.id());
            o.addProperty("cut", cutLevel.id());
            o.addProperty("first", first.id());
            o.addProperty("seed", seed);
            o.addProperty("games", games);
            o.addProperty("shortWins", shortWins);
            o.addProperty("shortWinRate", rate.rate());
            JsonArray ci = new JsonArray();
            ci.add(rate.low());
            ci.add(rate.high());
            o.add("ci95", ci);
            o.addProperty("optimalShortRate", optimal.rate());
            o.addProperty("meanEdges", (double) edges / games);
            o.addProperty("meanMoves", (double) moves / games);
            o.addProperty("moves", all.length);
            o.addProperty("timings", timings);
            o.addProperty("msPerMoveP50", Stats.percentile(all, 0.5));
            o.addProperty("msPerMoveP99", Stats.percentile(all, 0.99));
            o.addProperty("shortMsP99", Stats.percentile(sMs, 0.99));
            o.addProperty("cutMsP99", Stats.percentile(cMs, 0.99));
            out.println(new Gson().toJson(o));
            return 0;
        }
        out.printf(Locale.ROOT, "boards:        %s, seeds %d..%d, %s first, mean %.1f edges%n", BoardSource.params(a).text(), seed, seed + games - 1, first.id(), (double) edges / games);
        out.printf(Locale.ROOT, "players:       Short %s, Cut %s%n", shortLevel.id(), cutLevel.id());
        out.println("Short wins:    " + rate);
        out.println("perfect play:  Short would win " + optimal);
        out.printf(Locale.ROOT, "moves:         %d in %d games (mean %.1f per game)%n", all.length, games, (double) moves / games);
        out.printf(Locale.ROOT, "ms per move:   p50 %.3f, p99 %.3f, max %.3f (n=%d%s)%n", Stats.percentile(all, 0.5), Stats.percentile(all, 0.99),
                Stats.percentile(all, 1.0), all.length, timings > 1 ? ", fastest of " + timings + " timings each" : "");
        out.printf(Locale.ROOT, "  Short moves: p50 %.3f, p99 %.3f (n=%d)%n", Stats.percentile(sMs, 0.5), Stats.percentile(sMs, 0.99), sMs.length);
        out.printf(Locale.ROOT, "  Cut moves:   p50 %.3f, p99 %.3f (n=%d)%n", Stats.percentile(cMs, 0.5), Stats.percentile(cMs, 0.99), cMs.length);
        out.printf(Locale.ROOT, "wall time:     %.1f s%n", seconds);
        return 0;
    }

    private static Level level(ToolArgs a, String side) throws ToolArgsException {
        String v = a.require(side);
        try { return Level.parse(v); } catch (IllegalArgumentException e) { throw new ToolArgsException("--" + side + " must be easy, normal or perfect, got '" + v + "'"); }
    }

    private static double[] toArray(List<Double> l) { return l.stream().mapToDouble(Double::doubleValue).toArray(); }

    private static double[] concat(List<Double> x, List<Double> y) {
        List<Double> all = new ArrayList<>(x);
        all.addAll(y);
        return toArray(all);
    }
}
