package arcade.games.snake.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.snake.ai.Autopilot;
import arcade.games.snake.ai.AutopilotBenchmark;
import arcade.games.snake.model.SnakeOptions;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;

/**
 * {@code arcade snake autopilot}: plays many autopilot games and prints the average final length
 * with its 95 % confidence interval, the fill rate (Wilson interval) and the average steps.
 *
 * <p>Board: {@code --size WxH} playable cells inside the thesis's wall border (field
 * (W+2)×(H+2)), the automaton's own rules (+3 growth and +1 point per apple, bonuses), one apple,
 * <b>no poison</b> (each apple's poison would make a full board impossible). A game ends when the
 * board is full, when the snake dies, or at a step cap.
 */
public final class AutopilotTool extends SnakeTool {
    /** The smallest field with its wall border is {@link SnakeOptions#MIN_SIDE} cells wide. */
    static final int MIN_PLAYABLE = SnakeOptions.MIN_SIDE - 2;

    @Override public String name() { return "autopilot"; }
    @Override public String summary() { return "autopilot benchmark: average final length, fill rate, steps"; }
    @Override Set<String> valued() { return Set.of("size", "games", "seed"); }
    @Override Set<String> flags() { return Set.of("plain-cycle"); }

    @Override String usage() {
        return """
                usage: snake autopilot [--size WxH] [--games N] [--seed S] [--plain-cycle] [--json]
                  Plays N autopilot games on W×H playable cells inside a wall border, no poison,
                  and prints the average final length (95 % CI), the fill rate and the average steps.
                  --size   playable cells, 3..64 per side (default 8x8)
                  --games  number of games, 1..1000000 (default 1000)
                  --seed   seed from which every game's seed is drawn (default 1)
                  --plain-cycle  follow the Hamiltonian cycle without shortcuts (baseline)
                  --json   one JSON object: {"averageLength":…, "fillRate":…, "averageSteps":…, …}""";
    }

    @Override
    int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int[] size = a.size("size", "8x8", MIN_PLAYABLE, 64);
        int games = a.intValue("games", 1000, 1, 1_000_000);
        long seed = a.longValue("seed", 1);
        SnakeOptions board = SnakeOptions.autopilotBoard(size[0], size[1]);
        long t0 = System.nanoTime();
        Autopilot ai = a.flag("plain-cycle") ? Autopilot.plainCycle() : new Autopilot();
        AutopilotBenchmark.Summary s = AutopilotBenchmark.run(board, games, seed, ai);
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("averageLength", s.averageLength());
            o.addProperty("averageLengthCi95", s.lengthHalfWidth());
            o.addProperty("fillRate", s.fillRate().rate());
            o.addProperty("fillRateLow", s.fillRate().low());
            o.addProperty("fillRateHigh", s.fillRate().high());
            o.addProperty("averageSteps", s.averageSteps());
            o.addProperty("games", s.games());
            o.addProperty("deaths", s.deaths());
            o.addProperty("minLength", s.minLength());
            o.addProperty("playableCells", s.playableCells());
            o.addProperty("params", s.params());
            o.addProperty("seed", seed);
            o.addProperty("strategy", a.flag("plain-cycle") ? "plain cycle" : "cycle with shortcuts");
            o.addProperty("seconds", seconds);
            printJson(out, o);
        } else {
            out.printf(Locale.ROOT, "board %dx%d playable (%d cells; params %s), %d games from seed %d, %.1f s%n",
                    size[0], size[1], s.playableCells(), s.params(), s.games(), seed, seconds);
            out.printf(Locale.ROOT, "average final length %.3f of %d (95%% CI ±%.3f), shortest %d%n",
                    s.averageLength(), s.playableCells(), s.lengthHalfWidth(), s.minLength());
            out.println("fill rate " + s.fillRate() + ", deaths " + s.deaths());
            out.printf(Locale.ROOT, "average steps %.1f%n", s.averageSteps());
        }
        return 0;
    }
}
