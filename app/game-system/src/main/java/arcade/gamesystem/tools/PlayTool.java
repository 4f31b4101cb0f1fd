package arcade.gamesystem.tools;

import arcade.api.analysis.TextSession;
import arcade.api.session.Rng;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.StateText;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * {@code play}: the thesis's {@code Hrej} on the terminal (THESIS.md §8). Prints the position and every legal
 * move with its stable label, reads a label (or its number) from standard input, until the end.
 */
public final class PlayTool extends RulesTool {
    private final InputStream in;

    public PlayTool() { this(System.in); }

    PlayTool(InputStream in) { this.in = in; }

    @Override public String name() { return "play"; }

    @Override public String summary() { return "play a rules game on the terminal: type a move's label or number, quit to stop"; }

    @Override Set<String> options() { return Set.of("params", "seed"); }

    @Override String usageTail() { return " [--params P] [--seed N]   (the seed rolls the dice)"; }

    @Override int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException {
        String params = params(a, def);
        RulesState start = def.game(params).initialState();
        out.println(def.source().name() + " (" + def.describeParams(params) + ")");
        PrintWriter w = new PrintWriter(out, true);
        TextSession<RulesState, RulesMove> session = new TextSession<>(def.rules(), StateText::drawing, new Rng(a.longValue("seed", 1)));
        TextSession.Result<RulesState> r = session.play(start, new InputStreamReader(in, StandardCharsets.UTF_8), w);
        w.flush();
        if (r.outcome().isEmpty() && !r.quit()) return 1;
        return 0;
    }
}
