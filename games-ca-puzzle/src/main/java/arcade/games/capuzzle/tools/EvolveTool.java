package arcade.games.capuzzle.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Set;

/** {@code evolve}: prints an evolution, one generation per line. */
final class EvolveTool extends BaseTool {
    @Override public String name() { return "evolve"; }
    @Override public String summary() { return "print the evolution of an initial row"; }
    @Override protected Set<String> valued() { return Set.of("rule", "file", "automaton", "row", "width", "gens"); }
    @Override protected Set<String> flags() { return Set.of("cyclic"); }

    @Override protected String usage() {
        return """
                usage: arcade ca-puzzle evolve (--rule N | --file F | --automaton ID) (--row R | --width W) --gens M [--cyclic]
                  prints one generation per line: '#'/'.' for 2 states, digits otherwise. Without --row
                  the initial row is a single 1 in the middle of W cells. A flat board's border is 0.""";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException, AutomatonFormatException {
        Automaton automaton = AutomatonSource.from(a);
        int gens = a.intValue("gens", 10, 1, 10_000);
        int[] row;
        if (a.value("row").isPresent()) row = AutomatonSource.row(a.require("row"), automaton.states());
        else {
            row = new int[a.intValue("width", 31, 3, 10_000)];
            row[row.length / 2] = 1;
        }
        Board board = new Board(row.length, gens, a.flag("cyclic"), 0);
        out.print(Evolution.render(Evolution.of(automaton, board, row).rows(), automaton.states()));
        return 0;
    }
}
