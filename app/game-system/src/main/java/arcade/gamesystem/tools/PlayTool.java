package arcade.gamesystem.tools;

import arcade.api.analysis.TextSession;
import arcade.api.model.ParamsException;
import arcade.api.session.Rng;
import arcade.api.tool.GameTool;
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
import java.util.List;
import java.util.Set;

/**
 * {@code play}: the thesis's {@code Hrej} on the terminal. Prints the position and every legal
 * move with its stable label, reads a label (or its number) from standard input, until the end.
 */
public final class PlayTool implements GameTool {
    private final InputStream in;

    public PlayTool() { this(System.in); }

    PlayTool(InputStream in) { this.in = in; }

    @Override public String name() { return "play"; }

    @Override public String summary() { return "play a rules game on the terminal: type a move's label or number, quit to stop"; }

    @Override public int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            ToolArgs a = ToolArgs.parse(args, Set.of("file", "game", "params", "seed"), Set.of());
            if (a.help()) {
                out.println("usage: play " + GameSource.USAGE + " [--params P] [--seed N]   (the seed rolls the dice)");
                return 0;
            }
            RulesDefinition def = GameSource.load(a);
            String params = def.params().normalize(a.string("params", def.presets().get(0).params()));
            RulesState start = def.game(params).initialState();
            out.println(def.source().name() + " (" + def.describeParams(params) + ")");
            PrintWriter w = new PrintWriter(out, true);
            TextSession<RulesState, RulesMove> session = new TextSession<>(def.rules(), StateText::drawing, new Rng(a.longValue("seed", 1)));
            TextSession.Result<RulesState> r = session.play(start, new InputStreamReader(in, StandardCharsets.UTF_8), w);
            w.flush();
            if (r.outcome().isEmpty() && !r.quit()) return 1;
            return 0;
        } catch (ToolArgsException | ParamsException e) {
            err.println(e.getMessage());
            return 2;
        } catch (RulesFileException e) {
            err.println(e.getMessage());
            return 1;
        }
    }
}
