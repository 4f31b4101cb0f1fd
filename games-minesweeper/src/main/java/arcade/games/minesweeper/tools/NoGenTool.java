package arcade.games.minesweeper.tools;

import arcade.api.tool.ArgsTool;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.minesweeper.ai.StrongSolver;
import arcade.games.minesweeper.generate.NoGuessGenerator;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.PlayerBoard;
import com.google.gson.Gson;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** {@code nogen}: generates N no-guess boards and reports the generation time per board (p50, p99, max). */
final class NoGenTool extends ArgsTool {
    @Override public String name() { return "nogen"; }
    @Override public String summary() { return "generate boards that need no guess and report how long each took"; }
    @Override protected Set<String> valued() { return Set.of("preset", "boards", "seed"); }

    @Override protected String usage() {
        return """
                usage: arcade minesweeper nogen --preset P --boards N --seed S [--json]
                  --preset  beginner, intermediate, expert, beginner8 or a board like 20x20-60 (default expert);
                            always generated with the zero first-click rule
                  --boards  number of boards (default 100)
                  --seed    seed of the first board; board i uses a seed derived from S and i (default 1)
                  --json    one JSON object: boards, p50Ms, p99Ms, maxMs, meanTries, fallbacks
                Times are CPU milliseconds of the generating thread (the machine's load does not count).""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        MinesParams p = BenchTool.board(a.string("preset", "expert")).withFirstClick(arcade.games.minesweeper.model.FirstClick.ZERO).withNoGuess(true);
        try {
            MinesParams.CODEC.validate(p);
        } catch (arcade.api.model.ParamsException e) {
            throw new ToolArgsException(e.getMessage());
        }
        int boards = a.intValue("boards", 100, 1, 1_000_000);
        long seed = a.longValue("seed", 1);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        PlayerBoard blank = new PlayerBoard(p.width(), p.height(), p.mines(), blankCells(p));
        int[] first = StrongSolver.opening(blank, p.firstClick());
        int click = first[1] * p.width() + first[0];
        double[] ms = new double[boards];
        long tries = 0, fallbacks = 0;
        for (int i = 0; i < boards; i++) {
            long t0 = mx.getCurrentThreadCpuTime();
            NoGuessGenerator.Result r = NoGuessGenerator.generate(p, BenchTool.gameSeed(seed, i), click);
            ms[i] = (mx.getCurrentThreadCpuTime() - t0) / 1e6;
            tries += r.tries();
            if (!r.noGuess()) fallbacks++;
        }
        Arrays.sort(ms);
        double p50 = quantile(ms, 0.50), p99 = quantile(ms, 0.99), max = ms[boards - 1];
        double meanTries = (double) tries / boards;
        if (a.json()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("board", p.text());
            o.put("seed", seed);
            o.put("boards", boards);
            o.put("p50Ms", p50);
            o.put("p99Ms", p99);
            o.put("maxMs", max);
            o.put("meanTries", meanTries);
            o.put("fallbacks", fallbacks);
            out.println(new Gson().toJson(o));
        } else {
            out.printf(Locale.ROOT, "board %s, first click at column %d, row %d, seed %d%n", p.text(), first[0] + 1, first[1] + 1, seed);
            out.printf(Locale.ROOT, "boards %d, generation CPU time p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", boards, p50, p99, max);
            out.printf(Locale.ROOT, "layouts tried (drawn or repaired) per board %.1f on average; %d board%s fell back (no no-guess board within %d tries)%n",
                    meanTries, fallbacks, fallbacks == 1 ? "" : "s", NoGuessGenerator.MAX_TRIES);
        }
        return 0;
    }

    private static byte[] blankCells(MinesParams p) {
        byte[] c = new byte[p.cells()];
        Arrays.fill(c, PlayerBoard.HIDDEN);
        return c;
    }

    /** The nearest-rank quantile of sorted values. */
    static double quantile(double[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
