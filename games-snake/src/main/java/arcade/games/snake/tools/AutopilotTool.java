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
 * (W+2)×(H+2)), one apple, <b>no poison</b> (each apple's poison would make a full board
 * impossible), under the thesis's rules (+3 growth per apple, bonuses) or, with
 * {@code --rules classic}, the rules of the published snake-AI results (+1 growth, the head may
 * follow the tail). A game ends when the board is full, when the snake dies, or at a step cap.
 * {@code --threads} plays games side by side; every game has its own autopilot, so a game's
 * figures depend on its seed alone.
 */
public final class AutopilotTool extends SnakeTool {
    /** The smallest field with its wall border is {@link SnakeOptions#MIN_SIDE} cells wide. */
    static final int MIN_PLAYABLE = SnakeOptions.MIN_SIDE - 2;

    @Override public String name() { return "autopilot"; }
    @Override public String summary() { return "autopilot benchmark: average final length, fill rate, steps"; }
    @Override Set<String> valued() { return Set.of("size", "games", "seed", "rules", "start-length", "threads", "first-game"); }
    @Override Set<String> flags() { return Set.of("plain-cycle", "progress"); }

    @Override String usage() {
        return """
                usage: snake autopilot [--size WxH] [--games N] [--seed S] [--rules thesis|classic]
                                       [--start-length N] [--threads N] [--first-game N] [--progress]
                                       [--plain-cycle] [--json]
                  Plays N autopilot games on W×H playable cells inside a wall border, no poison,
                  and prints the average final length (95 % CI), the fill rate and the steps
                  (mean, sd, min, max).
                  --size   playable cells, 3..64 per side (default 8x8)
                  --rules  thesis: +3 per apple, touching the leaving tail is fatal (default);
                           classic: +1 per apple, the head may follow the tail
                  --start-length  the snake's length at the start, 1..99 (default 5)
                  --games  number of games, 1..1000000 (default 1000)
                  --seed   seed from which every game's seed is drawn (default 1)
                  --threads  games played side by side, 1..64 (default 1); each game has
                           its own autopilot, so the figures do not depend on it
                  --first-game  play games N.. of the seed's sequence (default 1), so that
                           a long run can be split into ranges and pooled exactly:
                           --games 500 --first-game 501 plays games 501-1000 of --games 1000
                  --progress  a line per game on the error stream as it ends: its number,
                           seed, final length, steps and processor time
                  --plain-cycle  follow the Hamiltonian cycle without shortcuts (baseline)
                  --json   one JSON object: {"averageLength":…, "fillRate":…, "averageSteps":…,
                           "cpuSecondsPerGame":…, …}""";
    }

    @Override
    int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int[] size = a.size("size", "8x8", MIN_PLAYABLE, 64);
        int games = a.intValue("games", 1000, 1, 1_000_000);
        long seed = a.longValue("seed", 1);
        String rules = a.string("rules", "thesis");
        if (!rules.equals("thesis") && !rules.equals("classic"))
            throw new ToolArgsException("--rules must be thesis or classic, got '" + rules + "'");
        int startLength = a.intValue("start-length", SnakeOptions.START_LENGTH, 1, SnakeOptions.MAX_START_LENGTH);
        SnakeOptions board = SnakeOptions.autopilotBoard(size[0], size[1]).withStartLength(startLength);
        if (rules.equals("classic")) board = board.withClassicRules();
        int threads = a.intValue("threads", 1, 1, 64);
        int firstGame = a.intValue("first-game", 1, 1, 1_000_000);
        long t0 = System.nanoTime();
        boolean plain = a.flag("plain-cycle");
        AutopilotBenchmark.Progress progress = a.flag("progress") ? (number, g) -> progressLine(err, number, g) : (number, g) -> {};
        AutopilotBenchmark.Summary s = AutopilotBenchmark.run(board, firstGame, games, seed, plain ? Autopilot::plainCycle : Autopilot::new,
                threads, progress);
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
            o.addProperty("stepsSd", s.stepsSd());
            o.addProperty("minSteps", s.minSteps());
            o.addProperty("maxSteps", s.maxSteps());
            o.addProperty("stepsCi95", s.stepsHalfWidth());
            o.addProperty("threads", threads);
            o.addProperty("rules", rules);
            o.addProperty("startLength", startLength);
            o.addProperty("playableCells", s.playableCells());
            o.addProperty("params", s.params());
            o.addProperty("seed", seed);
            o.addProperty("firstGame", firstGame);
            o.addProperty("strategy", plain ? "plain cycle" : "cycle with shortcuts");
            o.addProperty("seconds", seconds);
            o.addProperty("cpuSecondsPerGame", s.cpuSecondsPerGame());
            printJson(out, o);
        } else {
            out.printf(Locale.ROOT, "board %dx%d playable (%d cells; params %s), %s rules, start length %d, %d games from seed %d%s, %.1f s%n",
                    size[0], size[1], s.playableCells(), s.params(), rules, startLength, s.games(), seed,
                    firstGame == 1 ? "" : " (games " + firstGame + "-" + (firstGame + games - 1) + ")", seconds);
            out.printf(Locale.ROOT, "average final length %.3f of %d (95%% CI ±%.3f), shortest %d%n",
                    s.averageLength(), s.playableCells(), s.lengthHalfWidth(), s.minLength());
            out.println("fill rate " + s.fillRate() + ", deaths " + s.deaths());
            out.printf(Locale.ROOT, "steps: mean %.1f, sd %.1f, min %d, max %d, 95%% CI of the mean %.1f–%.1f%n", s.averageSteps(), s.stepsSd(),
                    s.minSteps(), s.maxSteps(), s.averageSteps() - s.stepsHalfWidth(), s.averageSteps() + s.stepsHalfWidth());
            out.printf(Locale.ROOT, "processor time per game %.3f s%n", s.cpuSecondsPerGame());
        }
        return 0;
    }

    /** One game's line: games end out of order on several threads, so each line is written whole. */
    private static void progressLine(PrintStream err, int number, AutopilotBenchmark.Game g) {
        String line = String.format(Locale.ROOT, "game %d seed %d: length %d, %s, %d steps, %.3f s processor time",
                number, g.seed(), g.finalLength(), g.filled() ? "filled" : g.died() ? "died" : "not filled", g.steps(), g.cpuSeconds());
        synchronized (err) { err.println(line); }
    }
}
