package arcade.games.capuzzle.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.automaton.Scoring;
import arcade.games.capuzzle.solver.SolutionCounter;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Set;

/** {@code check}: how many initial rows fit the thesis's starting reveals (counting stops at 1,000). */
final class CheckTool extends BaseTool {
    static final long LIMIT = 1000;

    @Override public String name() { return "check"; }
    @Override public String summary() { return "count the initial rows consistent with a puzzle's starting reveals"; }
    @Override protected Set<String> valued() { return Set.of("rule", "file", "automaton", "row", "gens"); }
    @Override protected Set<String> flags() { return Set.of("cyclic", "json"); }

    @Override protected String usage() {
        return """
                usage: arcade ca-puzzle check (--rule N | --file F | --automaton ID) --row R --gens M [--cyclic] [--json]
                  evolves the initial row R (digits) for M generations, reveals what the thesis reveals at the
                  start (the last row; on a flat board also the first and last columns) and counts the
                  initial rows that fit them, up to 1,000.""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException, AutomatonFormatException {
        Automaton automaton = AutomatonSource.from(a);
        int[] row = AutomatonSource.row(a.require("row"), automaton.states());
        int gens = a.intValue("gens", 10, 2, 1000);
        Puzzle p = Puzzle.thesis(automaton, new Board(row.length, gens, a.flag("cyclic"), 0), row, Scoring.THESIS);
        long start = System.nanoTime();
        SolutionCounter.Count c = SolutionCounter.count(p, LIMIT, 50_000_000L);
        long ms = (System.nanoTime() - start) / 1_000_000L;
        String n = c.solutions() >= LIMIT ? "at least " + LIMIT : String.valueOf(c.solutions());
        if (a.json()) out.println(new JsonLine().put("solutions", c.solutions()).put("capped", c.solutions() >= LIMIT).put("complete", c.complete())
                .put("nodes", c.nodes()).put("millis", ms));
        else out.println(n + (c.solutions() == 1 ? " solution" : " solutions") + (c.complete() ? "" : " (search cut short)")
                + " found in " + ms + " ms, " + c.nodes() + " search nodes");
        return 0;
    }
}
