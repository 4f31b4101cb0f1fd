package arcade.games.capuzzle.tools;

import arcade.api.model.GameId;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.solver.Deduction;
import arcade.games.capuzzle.solver.Grader;
import arcade.games.capuzzle.solver.Known;
import arcade.games.capuzzle.solver.Propagator;
import arcade.games.capuzzle.solver.SolutionCounter;

import java.io.PrintStream;
import java.util.Set;

/** {@code solve}: a puzzle's starting view, what deduction fixes, how many boards fit, and the solution. */
final class SolveTool extends BaseTool {
    @Override public String name() { return "solve"; }
    @Override public String summary() { return "solve a puzzle named by its game id and say whether it is unique"; }
    @Override protected Set<String> valued() { return Set.of("id"); }
    @Override protected Set<String> flags() { return Set.of("json"); }

    @Override protected String usage() {
        return """
                usage: arcade ca-puzzle solve --id GAMEID [--json]
                  GAMEID is params#seed (e.g. rule30-10x10-flat-fair#7) or params:row (e.g. rule30-8x5-flat:01101001).
                  Prints the starting view ('?' hidden), the cells deduction fixes, the number of boards that
                  fit the starting reveals (up to 2) and the solution.""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        GameId id;
        try {
            id = GameId.parse(a.require("id"));
        } catch (IllegalArgumentException e) {
            throw new ToolArgsException(e.getMessage());
        }
        Puzzle p = CaDefinition.INSTANCE.puzzle(id);
        Propagator d = Deduction.fromReveals(p, p.initialReveals());
        SolutionCounter.Count c = SolutionCounter.count(p, 2, 1_000_000);
        int w = p.board().width(), m = p.board().generations(), fixed = 0;
        StringBuilder view = new StringBuilder(), sol = new StringBuilder();
        for (int t = 0; t < m; t++) {
            for (int i = 0; i < w; i++) {
                if (d.isFixed(t, i)) fixed++;
                view.append(p.initiallyRevealed(t, i) ? (char) ('0' + p.value(t, i)) : '?');
                sol.append((char) ('0' + p.value(t, i)));
            }
            view.append('\n');
            sol.append('\n');
        }
        String verdict = !c.complete() ? "undecided" : c.solutions() == 1 ? "unique" : "ambiguous";
        Grader.Rating rating = Grader.rate(Known.atStart(p));
        String grade = rating.solved() ? rating.grade().id() : "unrated";
        if (a.json()) {
            out.println(new JsonLine().put("verdict", verdict).put("revealed", p.initialRevealCount()).put("deduced", fixed)
                    .put("cells", w * m).put("grade", grade));
            return 0;
        }
        out.print("start:\n" + view);
        out.println("revealed " + p.initialRevealCount() + " of " + (w * m) + " cells; deduction fixes " + fixed
                + "; the solution is " + verdict + (rating.solved() ? "; deduction grades it " + rating.grade().label() : "; deduction alone does not solve it"));
        out.print("solution:\n" + sol);
        return 0;
    }
}
