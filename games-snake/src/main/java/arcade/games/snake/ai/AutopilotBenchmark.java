package arcade.games.snake.ai;

import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Plays many autopilot games headless. A game ends when the board is full (every free cell is
 * snake), when the snake dies, or after a step cap (counted as not filled). The final length is
 * the number of snake cells at that moment.
 *
 * <p>With a supplier of autopilots every game gets a fresh one, so a game's result depends on its
 * seed alone and the games can be shared among threads without changing any figure.
 */
public final class AutopilotBenchmark {
    private AutopilotBenchmark() {}

    /** One game: its seed, final length, whether the board was filled, steps, score and the processor time it took (s). */
    public record Game(long seed, int finalLength, boolean filled, boolean died, long steps, long score, double cpuSeconds) {}

    /** The figures over all games. */
    public record Summary(String params, int playableCells, int games, double averageLength, double lengthHalfWidth,
                          Stats.Proportion fillRate, double averageSteps, int deaths, int minLength,
                          double stepsSd, long minSteps, long maxSteps, double stepsHalfWidth, double cpuSecondsPerGame) {}

    /** Cap on the steps of one game: generous, a full 8×8 board takes a few thousand. */
    public static long stepCap(int cells) { return 400L * cells + 10_000; }

    public static Game play(SnakeOptions options, long seed, Autopilot ai) {
        long cpu0 = threadCpuNanos();
        SnakeRules rules = new SnakeRules(false);
        SnakeState s = SnakeState.initial(options, seed);
        long cap = stepCap(options.rows() * options.cols());
        while (s.isRunning() && s.step() < cap) s = rules.apply(s, ai.next(s));
        return new Game(seed, s.length(1), s.isBoardFull(), s.isGameOver(), s.step(), s.score(), (threadCpuNanos() - cpu0) / 1e9);
    }

    /** This thread's processor time (the game's own work, steps and decisions), or 0 where the JVM cannot tell. */
    private static long threadCpuNanos() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : 0;
    }

    /** Plays {@code games} games with seeds drawn from {@code seed}. */
    public static Summary run(SnakeOptions options, int games, long seed) { return run(options, games, seed, new Autopilot()); }

    /** Plays {@code games} games with the given autopilot (one instance for all), seeds drawn from {@code seed}. */
    public static Summary run(SnakeOptions options, int games, long seed, Autopilot ai) {
        long[] seeds = seeds(games, seed);
        List<Game> played = new ArrayList<>(games);
        for (long s : seeds) played.add(play(options, s, ai));
        return summarise(options, played);
    }

    /**
     * Plays {@code games} games, each with a fresh autopilot from {@code pilots}, on {@code threads}
     * threads; seeds drawn from {@code seed}, so the figures do not depend on the thread count.
     */
    public static Summary run(SnakeOptions options, int games, long seed, Supplier<Autopilot> pilots, int threads) {
        return run(options, 1, games, seed, pilots, threads, (number, game) -> {});
    }

    /** Told of each game as it ends, with its number in the seed's sequence (from 1); called from the playing threads. */
    @FunctionalInterface
    public interface Progress { void ended(int number, Game game); }

    /**
     * Plays games {@code firstGame} to {@code firstGame + games − 1} of the sequence drawn from
     * {@code seed} (numbered from 1), so that a long run split into ranges plays exactly the games
     * of one run over all of them; {@code progress} hears of each game as it ends.
     */
    public static Summary run(SnakeOptions options, int firstGame, int games, long seed, Supplier<Autopilot> pilots, int threads, Progress progress) {
        long[] all = seeds(firstGame - 1 + games, seed);
        long[] seeds = Arrays.copyOfRange(all, firstGame - 1, all.length);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "autopilot-benchmark");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Game>> futures = new ArrayList<>(games);
            for (int k = 0; k < seeds.length; k++) {
                long s = seeds[k];
                int number = firstGame + k;
                futures.add(pool.submit(() -> {
                    Game g = play(options, s, pilots.get());
                    progress.ended(number, g);
                    return g;
                }));
            }
            List<Game> played = new ArrayList<>(games);
            for (Future<Game> f : futures) played.add(f.get());
            return summarise(options, played);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("benchmark interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a benchmark game failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static long[] seeds(int games, long seed) {
        Rng rng = new Rng(seed);
        long[] seeds = new long[games];
        for (int g = 0; g < games; g++) seeds[g] = rng.nextLong();
        return seeds;
    }

    private static Summary summarise(SnakeOptions options, List<Game> played) {
        int games = played.size();
        double[] lengths = new double[games], stepCounts = new double[games];
        double steps = 0, cpu = 0;
        long minSteps = Long.MAX_VALUE, maxSteps = 0;
        int filled = 0, deaths = 0, min = Integer.MAX_VALUE;
        for (int g = 0; g < games; g++) {
            Game r = played.get(g);
            lengths[g] = r.finalLength();
            steps += r.steps();
            cpu += r.cpuSeconds();
            stepCounts[g] = r.steps();
            minSteps = Math.min(minSteps, r.steps());
            maxSteps = Math.max(maxSteps, r.steps());
            if (r.filled()) filled++;
            if (r.died()) deaths++;
            min = Math.min(min, r.finalLength());
        }
        return new Summary(options.params(), playableCells(options), games, Stats.mean(lengths), Stats.meanHalfWidth(lengths),
                Stats.wilson(filled, games), games == 0 ? Double.NaN : steps / games, deaths, games == 0 ? 0 : min,
                standardDeviation(stepCounts), games == 0 ? 0 : minSteps, maxSteps, Stats.meanHalfWidth(stepCounts),
                games == 0 ? 0 : cpu / games);
    }

    /** Sample standard deviation (n − 1); 0 for fewer than two values. */
    static double standardDeviation(double[] values) {
        if (values.length < 2) return 0;
        double mean = Stats.mean(values), sum = 0;
        for (double v : values) sum += (v - mean) * (v - mean);
        return Math.sqrt(sum / (values.length - 1));
    }

    /** Cells that are not wall at the start. */
    public static int playableCells(SnakeOptions o) {
        SnakeState s = SnakeState.initial(o, 0);
        int n = 0;
        for (int i = 1; i <= s.rows(); i++) for (int j = 1; j <= s.cols(); j++) if (s.typeCode(i, j) != 4) n++;
        return n;
    }
}
