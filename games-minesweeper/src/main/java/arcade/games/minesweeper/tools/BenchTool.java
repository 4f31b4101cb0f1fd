package arcade.games.minesweeper.tools;

import arcade.api.tool.ArgsTool;
import arcade.api.model.ParamsException;
import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.minesweeper.ai.Strength;
import arcade.games.minesweeper.ai.StrongSolver;
import arcade.games.minesweeper.ai.ThesisSolver;
import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesState;
import com.google.gson.Gson;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLongArray;

/** {@code bench}: plays N seeded games with a solver and reports the win rate with its 95 % interval. */
final class BenchTool extends ArgsTool {
    enum Mode { STRONG, THESIS }

    /**
     * What ended a game (the thesis reports which action ended each one). A loss on the last guess,
     * with one safe cell left, is told apart: some published benchmarks count those as wins.
     */
    enum Ending { WON, LOST_FIRST_CLICK, LOST_LATER, LOST_ONE_SAFE_LEFT }

    @Override public String name() { return "bench"; }
    @Override public String summary() { return "play many seeded games with a solver and report the win rate"; }
    @Override protected Set<String> valued() { return Set.of("preset", "first-click", "games", "seed", "mode", "threads", "endgame", "first-cell", "strength"); }

    @Override protected String usage() {
        return """
                usage: arcade minesweeper bench --preset P --first-click zero|safe|none --games N --seed S --mode strong|thesis [--strength normal|deep] [--endgame on|off] [--first-cell C,R] [--threads T] [--json]
                  --preset       beginner (9x9/10), intermediate (16x16/40), expert (30x16/99), beginner8 (8x8/10),
                                 beginner-ng, intermediate-ng, expert-ng (no guessing needed),
                                 or a board like 20x20-60 or 20x20-60-zero-ng (default beginner)
                  --first-click  zero: the first cell and its neighbours are free (default); safe: the first cell only; none
                  --games        number of games (default 1000)
                  --seed         seed of the first game; game i uses a seed derived from S and i (default 1)
                  --mode         strong (exact probabilities, default) or thesis (the thesis's bot, quirks included)
                  --strength     strong mode: normal (default, fast) or deep (looks further ahead before a guess and
                                 searches larger endgames; stronger, a few times slower)
                  --endgame      on (default): strong mode searches every way on when at most 256 arrangements
                                 of the mines remain; off: it guesses the safest cell there too
                  --first-cell   strong mode: open column C, row R (from 1) first in every game instead of the solver's own choice
                  --threads      worker threads (default 1; the results do not depend on it)
                  --json         one JSON object: games, wins, winRate, ci95, gamesPerSecond, endings,
                                 winRateOneSafeLeftCounted (a mine hit with one safe cell left counted as a win)""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        MinesParams params = board(a.string("preset", "beginner"));
        params = params.withFirstClick(a.choice("first-click", FirstClick.class, params.firstClick()));
        try {
            MinesParams.CODEC.validate(params);
        } catch (ParamsException e) {
            throw new ToolArgsException(e.getMessage());
        }
        int games = a.intValue("games", 1000, 1, 100_000_000);
        long seed = a.longValue("seed", 1);
        Mode mode = a.choice("mode", Mode.class, Mode.STRONG);
        int threads = a.intValue("threads", 1, 1, 64);
        String endgameText = a.string("endgame", "on");
        if (!endgameText.equals("on") && !endgameText.equals("off")) throw new ToolArgsException("--endgame must be on or off, not '" + endgameText + "'");
        boolean endgame = endgameText.equals("on");
        Strength strength = strength(a);
        if (mode == Mode.THESIS && a.value("strength").isPresent()) throw new ToolArgsException("--strength is for the strong mode; the thesis mode plays as the thesis describes");
        int[] firstCell = a.value("first-cell").isPresent() ? cell(a.require("first-cell"), params) : null;
        if (firstCell != null && mode == Mode.THESIS) throw new ToolArgsException("--first-cell is for the strong mode; the thesis mode always opens the centre first");

        AtomicLongArray endings = new AtomicLongArray(Ending.values().length);
        java.util.concurrent.atomic.AtomicLong cpuNanos = new java.util.concurrent.atomic.AtomicLong();
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        final MinesParams p = params;
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int first = t;
            workers[t] = new Thread(() -> {
                long cpu0 = mx.getCurrentThreadCpuTime();
                for (int i = first; i < games; i += threads) endings.incrementAndGet(play(p, gameSeed(seed, i), mode, endgame, firstCell, strength).ordinal());
                cpuNanos.addAndGet(mx.getCurrentThreadCpuTime() - cpu0);
            });
            workers[t].start();
        }
        for (Thread w : workers) {
            try { w.join(); } catch (InterruptedException e) { Thread.currentThread().interrupt(); return 1; }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long wins = endings.get(Ending.WON.ordinal()), oneSafeLeft = endings.get(Ending.LOST_ONE_SAFE_LEFT.ordinal());
        Stats.Proportion rate = Stats.wilson(wins, games);
        // as a benchmark whose game declares a win once all but the mines are open, the fatal mine included
        Stats.Proportion lenient = Stats.wilson(wins + oneSafeLeft, games);
        double perSecond = games / seconds;
        // on a busy machine the wall clock understates the speed; the CPU time of the workers does not
        double perCpuSecond = cpuNanos.get() > 0 ? games / (cpuNanos.get() / 1e9) : Double.NaN;
        if (a.json()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("board", p.text());
            o.put("mode", mode.name().toLowerCase(Locale.ROOT));
            if (mode == Mode.STRONG) o.put("strength", strength.text());
            o.put("endgame", endgame);
            o.put("seed", seed);
            o.put("games", games);
            o.put("wins", wins);
            o.put("winRate", rate.rate());
            o.put("ci95", new double[]{rate.low(), rate.high()});
            o.put("gamesPerSecond", perSecond);
            o.put("gamesPerCpuSecond", perCpuSecond);
            o.put("threads", threads);
            Map<String, Long> end = new LinkedHashMap<>();
            end.put("won", wins);
            end.put("lost_first_click", endings.get(Ending.LOST_FIRST_CLICK.ordinal()));
            end.put("lost_later", endings.get(Ending.LOST_LATER.ordinal()) + oneSafeLeft);
            end.put("lost_one_safe_left", oneSafeLeft);
            o.put("endings", end);
            o.put("winRateOneSafeLeftCounted", lenient.rate());
            o.put("ci95OneSafeLeftCounted", new double[]{lenient.low(), lenient.high()});
            out.println(new Gson().toJson(o));
        } else {
            out.printf(Locale.ROOT, "board %s, %s mode%s%s, seed %d%n", p.text(), mode.name().toLowerCase(Locale.ROOT),
                    mode == Mode.STRONG ? ", " + strength.text() + " strength" : "",
                    mode == Mode.STRONG && !endgame ? " without endgame search" : "", seed);
            out.printf(Locale.ROOT, "games %d, wins %d, win rate %.2f %% (95 %% CI %.2f–%.2f %%)%n", games, wins, 100 * rate.rate(), 100 * rate.low(), 100 * rate.high());
            out.printf(Locale.ROOT, "ended by: win %d, mine on the first click %d, mine on a later guess %d (%d of them with one safe cell left)%n",
                    wins, endings.get(Ending.LOST_FIRST_CLICK.ordinal()), endings.get(Ending.LOST_LATER.ordinal()) + oneSafeLeft, oneSafeLeft);
            out.printf(Locale.ROOT, "counting a mine hit with one safe cell left as a win: %.2f %% (95 %% CI %.2f–%.2f %%)%n",
                    100 * lenient.rate(), 100 * lenient.low(), 100 * lenient.high());
            out.printf(Locale.ROOT, "%.1f games per second on %d thread%s (%.1f s); %.1f games per CPU second%n",
                    perSecond, threads, threads == 1 ? "" : "s", seconds, perCpuSecond);
        }
        return 0;
    }

    static MinesParams board(String text) throws ToolArgsException {
        MinesParams preset = MinesParams.preset(text.toLowerCase(Locale.ROOT));
        if (preset != null) return preset;
        try {
            MinesParams p = MinesParams.CODEC.parse(text);
            MinesParams.CODEC.validate(p);
            return p;
        } catch (ParamsException e) {
            throw new ToolArgsException("--preset must be beginner, intermediate, expert, beginner8 or a board like 20x20-60: " + e.getMessage());
        }
    }

    /** The --strength option: normal unless said. */
    static Strength strength(ToolArgs a) throws ToolArgsException {
        String text = a.string("strength", "normal");
        Strength s = Strength.parse(text);
        if (s == null) throw new ToolArgsException("--strength must be normal or deep, not '" + text + "'");
        return s;
    }

    static long gameSeed(long seed, int i) { return new Rng(seed + 0x9E3779B97F4A7C15L * i).nextLong(); }

    /** Column and row from 1, "C,R", as a cell {x, y} from 0 on the board. */
    static int[] cell(String text, MinesParams p) throws ToolArgsException {
        String[] parts = text.split(",");
        try {
            if (parts.length == 2) {
                int x = Integer.parseInt(parts[0].trim()) - 1, y = Integer.parseInt(parts[1].trim()) - 1;
                if (x >= 0 && x < p.width() && y >= 0 && y < p.height()) return new int[]{x, y};
            }
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new ToolArgsException("--first-cell must be a column and a row on the board, from 1, like 3,3 (the board is "
                + p.width() + " columns by " + p.height() + " rows), not '" + text + "'");
    }

    static Ending play(MinesParams p, long seed, Mode mode, boolean endgame) { return play(p, seed, mode, endgame, null); }

    static Ending play(MinesParams p, long seed, Mode mode, boolean endgame, int[] firstCell) { return play(p, seed, mode, endgame, firstCell, Strength.NORMAL); }

    static Ending play(MinesParams p, long seed, Mode mode, boolean endgame, int[] firstCell, Strength strength) {
        Game g = new Game(MinesState.fresh(p, seed), arcade.games.minesweeper.generate.NoGuessGenerator::layoutFor);
        GameTable t = new GameTable(g);
        if (firstCell != null) t.reveal(firstCell[0], firstCell[1]);
        if (mode == Mode.STRONG) StrongSolver.play(t, p.firstClick(), endgame, strength); else ThesisSolver.play(t);
        return ending(g.state());
    }

    /** How a finished game ended, judged by the game, not by the player's view. */
    static Ending ending(MinesState s) {
        if (s.won()) return Ending.WON;
        if (s.openedCount() <= 1) return Ending.LOST_FIRST_CLICK;
        // the fatal mine counts as opened: all the safe cells but one were open
        return s.openedCount() == s.params().cells() - s.params().mines() ? Ending.LOST_ONE_SAFE_LEFT : Ending.LOST_LATER;
    }
}
