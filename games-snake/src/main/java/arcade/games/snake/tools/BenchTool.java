package arcade.games.snake.tools;

import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.snake.engine.Field;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeSystem;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;

/**
 * {@code arcade snake bench}: engine speed in cell updates per second, i.e. computed cells × system
 * steps / wall time, on one thread. Every step is the full normative step: snapshot of all slots,
 * the Snake cell rule on every cell, supervisor A0.
 *
 * <p>Workload: the Snake automaton on a W×H torus without walls, one snake running along row 5,
 * and the other rows littered at random with 5 % apples, 5 % poison, 5 % walls and 2 % bonuses (TTL
 * 1–20), so every arc kind is exercised. Layout: one flat array per slot (byte type, direction
 * and stomach, int TTL), row-major with the ring; torus ghosts filled in the snapshot.
 */
public final class BenchTool extends SnakeTool {
    @Override public String name() { return "bench"; }
    @Override public String summary() { return "engine speed: cell updates per second of the Snake automaton"; }
    @Override Set<String> valued() { return Set.of("size", "steps", "seed", "warmup", "rounds"); }

    @Override String usage() {
        return """
                usage: snake bench [--size WxH] [--steps N] [--rounds R] [--warmup N] [--seed S] [--json]
                  Runs the Snake cellular automaton headless and prints cell updates per second
                  (computed cells × steps / time, one thread). The steps are timed in R rounds;
                  the best round is the headline figure (least disturbed by other processes),
                  the median is printed next to it.
                  --size    field size, 5..2000 per side (default 1000x1000)
                  --steps   measured steps per round (default 100)
                  --rounds  timed rounds (default 5)
                  --warmup  steps run before measuring, for the JIT (default 50)
                  --seed    seed of the field's litter and the game (default 1)
                  --json    one JSON object: {"cellUpdatesPerSecond":…, "medianCellUpdatesPerSecond":…, "cells":…, …}""";
    }

    @Override
    int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int[] size = a.size("size", "1000x1000", SnakeOptions.MIN_SIDE, SnakeOptions.MAX_SIDE);
        int steps = a.intValue("steps", 100, 1, 1_000_000);
        int rounds = a.intValue("rounds", 5, 1, 1000);
        int warmup = a.intValue("warmup", 50, 0, 1_000_000);
        long seed = a.longValue("seed", 1);
        Result r = measure(size[0], size[1], steps, rounds, warmup, seed);
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("cellUpdatesPerSecond", r.best());
            o.addProperty("medianCellUpdatesPerSecond", r.median());
            o.addProperty("width", size[0]);
            o.addProperty("height", size[1]);
            o.addProperty("cells", r.cells());
            o.addProperty("stepsPerRound", steps);
            o.addProperty("rounds", rounds);
            o.addProperty("layout", LAYOUT);
            printJson(out, o);
        } else {
            out.printf(Locale.ROOT, "field %dx%d (%,d cells), %d rounds of %d steps after %d warm-up steps, one thread%n",
                    size[0], size[1], r.cells(), rounds, steps, warmup);
            out.printf(Locale.ROOT, "best round %,.0f cell updates per second (%.2f ns per cell), median %,.0f%n",
                    r.best(), 1e9 / r.best(), r.median());
            out.println("layout: " + LAYOUT);
        }
        return 0;
    }

    static final String LAYOUT = "one flat array per slot (byte type, direction, stomach; int ttl), snapshot copy per step, ghost ring";

    /** Cell updates per second: best and median round. */
    public record Result(long cells, int steps, int rounds, double best, double median) {}

    public static Result measure(int width, int height, int steps, int rounds, int warmup, long seed) {
        SnakeSystem sys = workload(width, height, seed);
        for (int t = 0; t < warmup; t++) sys.step();
        long cells = (long) width * height;
        double[] rates = new double[rounds];
        for (int k = 0; k < rounds; k++) {
            long t0 = System.nanoTime();
            for (int t = 0; t < steps; t++) sys.step();
            rates[k] = cells * (double) steps / ((System.nanoTime() - t0) / 1e9);
        }
        double best = 0;
        for (double v : rates) best = Math.max(best, v);
        return new Result(cells, steps, rounds, best, Stats.percentile(rates, 0.5));
    }

    /** The bench field described in the class comment. */
    static SnakeSystem workload(int width, int height, long seed) {
        SnakeOptions o = new SnakeOptions(width, height, 3, false, true, 1, false, Level.OPEN, 1);
        SnakeSystem sys = SnakeSystem.start(o, seed);
        Field f = sys.field();
        Rng rng = new Rng(seed ^ 0x5DEECE66DL);
        int headRow = o.start(1)[0];
        for (int i = 1; i <= height; i++) {
            if (i == headRow) continue;
            for (int j = 1; j <= width; j++) {
                if (f.get(SnakeCell.TYPE, i, j) != SnakeCell.CA0_E) continue;
                int r = rng.nextInt(100);
                if (r < 5) f.set(SnakeCell.TYPE, i, j, SnakeCell.CA0_F);
                else if (r < 10) f.set(SnakeCell.TYPE, i, j, SnakeCell.CA0_P);
                else if (r < 15) f.set(SnakeCell.TYPE, i, j, SnakeCell.CA0_W);
                else if (r < 17) { f.set(SnakeCell.TYPE, i, j, SnakeCell.CA0_B); f.set(SnakeCell.TTL, i, j, 1 + rng.nextInt(20)); }
            }
        }
        return sys;
    }
}
