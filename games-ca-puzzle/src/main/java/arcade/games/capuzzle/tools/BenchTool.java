package arcade.games.capuzzle.tools;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.api.tool.Stats;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.automaton.Scoring;
import arcade.games.capuzzle.generator.Generator;
import arcade.games.capuzzle.generator.GeneratorOptions;
import arcade.games.capuzzle.generator.GeneratorResult;
import arcade.games.capuzzle.generator.PictureMask;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.solver.SolutionCounter;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/** {@code bench}: the module's figures, each over a sample with percentiles and a 95 % interval. */
final class BenchTool extends BaseTool {
    @Override public String name() { return "bench"; }
    @Override public String summary() { return "measure uniqueness checks, fair and graded games, the generator and how often thesis puzzles are unique"; }
    @Override protected Set<String> valued() { return Set.of("samples", "what", "limit-ms", "states", "method", "planted", "pictures", "automaton", "sizes"); }

    @Override protected String usage() {
        return """
                usage: arcade ca-puzzle bench [--samples N] [--what unique|fair|graded|generator|ambiguity|all] [--automaton ID] [--sizes 16,32] [--states k] [--planted j] [--method cell|row|sat] [--limit-ms L] [--pictures DIR]
                  unique:    uniqueness check (count up to 2) of thesis puzzles 60x40 with 10 states: poly10 flat and cyclic (after 3 untimed checks)
                  fair:      new fair game 60x60 with 10 states (poly10 and sum10), ms per game
                  graded:    new graded puzzle per grade on flat S x S boards (--sizes, default 16,32) of one automaton (--automaton, default rule110): ms per puzzle and how many reach their grade
                  generator: picture generator on 32x32 pictures (planted: a random automaton's evolution; drawn: shapes), k states (default 3; planted pictures come from j-state automata, default j = k), search method (default sat), time limit L ms (default 3000); wall and thread CPU ms per picture and success rate; --pictures DIR also saves each picture as a text file for generate
                  ambiguity: share of unique thesis puzzles, W=10 M=10, 2 states (THESIS.md 8), with Wilson intervals; --samples 1024 is exhaustive""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int n = a.intValue("samples", 20, 2, 100_000);
        String what = a.string("what", "all");
        if (!Set.of("unique", "fair", "graded", "generator", "ambiguity", "all").contains(what))
            throw new ToolArgsException("--what is one of unique, fair, graded, generator, ambiguity, all");
        if (what.equals("unique") || what.equals("all")) unique(n, out);
        if (what.equals("fair") || what.equals("all")) fair(n, "poly10", out);
        if (what.equals("fair") || what.equals("all")) fair(n, "sum10", out);
        if (what.equals("graded") || what.equals("all")) graded(n, automaton(a), sizes(a), out);
        int states = a.intValue("states", 3, 2, 4);
        if (what.equals("generator") || what.equals("all")) generator(n, states, a.intValue("planted", states, 2, 10), GenerateTool.method(a), a.longValue("limit-ms", 3000),
                a.value("pictures").map(Path::of).orElse(null), out);
        if (what.equals("ambiguity") || what.equals("all")) ambiguity(n, out);
        return 0;
    }

    private static String times(double[] ms) {
        return String.format(Locale.ROOT, "p50 %.1f ms, p99 %.1f ms, mean %.1f ± %.1f ms (95%%), n=%d",
                Stats.percentile(ms, 0.5), Stats.percentile(ms, 0.99), Stats.mean(ms), Stats.meanHalfWidth(ms), ms.length);
    }

    private static void unique(int n, PrintStream out) {
        for (String params : new String[]{"poly10-60x40-flat", "poly10-60x40-cyclic"}) {
            double[] ms = new double[n];
            int unique = 0, undecided = 0;
            // a few untimed checks first, so that the figures are the steady state rather than the JIT's first compile
            for (int i = 0; i < 3; i++) SolutionCounter.count(CaDefinition.INSTANCE.puzzle(GameId.seeded(params, 1001 + i)), 2, 1_000_000);
            for (int i = 0; i < n; i++) {
                Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.seeded(params, i + 1));
                long t = System.nanoTime();
                SolutionCounter.Count c = SolutionCounter.count(p, 2, 1_000_000);
                if (c.unique()) unique++;
                if (!c.complete()) undecided++;
                ms[i] = (System.nanoTime() - t) / 1e6;
            }
            out.println("uniqueness check (count to 2) of thesis puzzles " + params + ": " + times(ms) + "; unique "
                    + Stats.wilson(unique, n) + ", undecided " + undecided);
        }
    }

    private static void fair(int n, String automaton, PrintStream out) {
        double[] ms = new double[n];
        double[] clues = new double[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.seeded(automaton + "-60x60-cyclic-fair", i + 1));
            ms[i] = (System.nanoTime() - t) / 1e6;
            clues[i] = p.initialRevealCount() - countTrue(Puzzle.thesisReveals(p.board()));
        }
        out.println("new fair game 60x60 cyclic " + automaton + ": " + times(ms)
                + String.format(Locale.ROOT, "; extra clues mean %.1f", Stats.mean(clues)));
    }

    private static String automaton(ToolArgs a) throws ToolArgsException {
        String id = a.string("automaton", "rule110");
        if (arcade.games.capuzzle.model.Library.find(id).isEmpty()) throw new ToolArgsException("there is no bundled automaton called '" + ToolArgs.echo(id) + "'");
        if (arcade.games.capuzzle.model.Library.find(id).get().automaton().picture() != null)
            throw new ToolArgsException("a picture automaton has its own board; choose another for the graded bench");
        return id;
    }

    private static int[] sizes(ToolArgs a) throws ToolArgsException {
        String[] parts = a.string("sizes", "16,32").split(",");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                out[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new ToolArgsException("--sizes is a list of board sizes such as 16,32");
            }
            if (out[i] < Board.MIN_WIDTH || out[i] > Board.MAX_WIDTH) throw new ToolArgsException("each of --sizes is " + Board.MIN_WIDTH + " to " + Board.MAX_WIDTH);
        }
        return out;
    }

    /** Graded puzzles (THESIS.md 9) as a new game makes them: the time per puzzle, and how many reach the grade asked for. */
    private static void graded(int n, String automaton, int[] sizes, PrintStream out) {
        CaDefinition.INSTANCE.puzzle(GameId.seeded(automaton + "-12x12-flat-medium", 999));   // the JIT's first compile, untimed
        for (int size : sizes) for (arcade.games.capuzzle.solver.Grade g : arcade.games.capuzzle.solver.Grade.values()) {
            String params = automaton + "-" + size + "x" + size + "-flat-" + g.id();
            double[] ms = new double[n];
            int reached = 0;
            for (int i = 0; i < n; i++) {
                long t = System.nanoTime();
                Puzzle p = CaDefinition.INSTANCE.puzzle(GameId.seeded(params, i + 1));
                ms[i] = (System.nanoTime() - t) / 1e6;
                var r = arcade.games.capuzzle.solver.Grader.rate(arcade.games.capuzzle.solver.Known.atStart(p));
                if (r.solved() && r.grade() == g) reached++;
            }
            out.println("graded " + params + ": " + times(ms) + "; at the grade " + Stats.wilson(reached, n));
        }
    }

    private static int countTrue(boolean[] b) {
        int k = 0;
        for (boolean x : b) if (x) k++;
        return k;
    }

    /**
     * Each picture's wall time (what a player waits, and what the limit counts) and the search
     * thread's CPU time (what the search really got: on a loaded machine far less than the wall
     * time), with one line per picture so that slow ones can be looked at.
     */
    private static void generator(int n, int states, int plantedStates, GeneratorOptions.Method method, long limit, Path pictures, PrintStream out)
            throws ToolArgsException {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (boolean planted : new boolean[]{true, false}) {
            double[] ms = new double[n], cpu = new double[n];
            int found = 0, impossible = 0;
            String set = planted ? "planted" : "drawn";
            for (int i = 0; i < n; i++) {
                var mask = planted ? Pictures.planted(32, plantedStates, i + 1) : Pictures.drawn(32, i + 1);
                if (pictures != null)
                    GenerateTool.write(pictures.resolve(planted ? "planted" + plantedStates + "-" + (i + 1) + ".txt" : "drawn-" + (i + 1) + ".txt"), mask.toString());
                long cpu0 = mx.getCurrentThreadCpuTime();
                GeneratorResult r = Generator.run(mask, new GeneratorOptions(states, false, false, limit, i, method), () -> false, x -> {});
                cpu[i] = (mx.getCurrentThreadCpuTime() - cpu0) / 1e6;
                ms[i] = r.millis();
                if (r.status() == GeneratorResult.Status.FOUND) found++;
                if (r.status() == GeneratorResult.Status.IMPOSSIBLE) impossible++;
                out.println(String.format(Locale.ROOT, "  %s picture %d: %s, wall %d ms, cpu %.0f ms, %d painted cells",
                        set, i + 1, r.status().name().toLowerCase(Locale.ROOT).replace('_', ' '), r.millis(), cpu[i], paintedCells(mask)));
            }
            out.println("generator (" + method.label() + ") 32x32 " + (planted ? "pictures planted by " + plantedStates + "-state automata" : "drawn pictures") + ", " + states + " states: wall " + times(ms)
                    + "; thread cpu " + times(cpu) + "; found " + Stats.wilson(found, n) + ", proved impossible " + impossible);
        }
    }

    private static int paintedCells(PictureMask mask) {
        int count = 0;
        for (int t = 0; t < mask.height(); t++) for (int i = 0; i < mask.width(); i++) if (mask.painted(t, i)) count++;
        return count;
    }

    private static void ambiguity(int n, PrintStream out) {
        int[] rules = {30, 90, 110, 126, 150, 184};
        for (int rule : rules) {
            Automaton a = Automaton.wolfram(rule, "");
            StringBuilder line = new StringBuilder("rule " + rule + ":");
            for (boolean cyclic : new boolean[]{true, false}) {
                int unique = 0, rows = Math.min(n, 1024);
                Rng rng = new Rng(rule * 2L + (cyclic ? 1 : 0));
                for (int k = 0; k < rows; k++) {
                    int code = rows == 1024 ? k : rng.nextInt(1024);   // exhaustive at 1024, else a random sample
                    int[] row = new int[10];
                    for (int i = 0; i < 10; i++) row[i] = code >> (9 - i) & 1;
                    Puzzle p = Puzzle.thesis(a, new Board(10, 10, cyclic, 0), row, Scoring.THESIS);
                    if (SolutionCounter.count(p, 2, 1_000_000).unique()) unique++;
                }
                line.append(cyclic ? " cyclic P(unique) " : ", flat P(unique) ").append(Stats.wilson(unique, rows));
            }
            out.println(line);
        }
    }
}
