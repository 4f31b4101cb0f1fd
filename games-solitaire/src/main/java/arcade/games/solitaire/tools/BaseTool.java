package arcade.games.solitaire.tools;

import arcade.api.model.ParamsException;
import arcade.api.tool.GameTool;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.solitaire.model.KlondikeParams;
import arcade.games.solitaire.model.Scoring;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** Shared shape of the solitaire tools: parse, {@code --help}, one clear line and exit 2 on bad input. */
abstract class BaseTool implements GameTool {
    abstract Set<String> valued();

    /** Options without a value. */
    Set<String> flags() { return Set.of(); }

    abstract String usage();

    abstract int execute(ToolArgs args, PrintStream out, PrintStream err) throws ToolArgsException;

    @Override public final int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            ToolArgs a = ToolArgs.parse(args, valued(), flags());
            if (a.help()) { out.println(usage()); return 0; }
            if (!a.positional().isEmpty()) throw new ToolArgsException("unexpected argument '" + ToolArgs.echo(a.positional().get(0)) + "'");
            return execute(a, out, err);
        } catch (ToolArgsException | ParamsException e) {
            err.println(name() + ": " + ToolArgs.line(e.getMessage())); // a message may repeat a long input: cut
            return 2;
        }
    }

    /** {@code --draw 1|3 --passes N|unlimited}. */
    static KlondikeParams rules(ToolArgs a, int defaultDraw, String defaultPasses) throws ToolArgsException {
        int draw = a.intValue("draw", defaultDraw, 1, 3);
        if (draw == 2) throw new ToolArgsException("--draw must be 1 or 3");
        String p = a.string("passes", defaultPasses);
        int passes;
        if (p.equalsIgnoreCase("unlimited")) passes = 0;
        else {
            passes = a.intValue("passes", 3, 1, 9);
        }
        return new KlondikeParams(draw, passes, Scoring.STANDARD);
    }

    /** One JSON object on a line, through Gson (every string escaped as JSON wants). */
    static String json(java.util.Map<String, ?> object) { return new com.google.gson.GsonBuilder().disableHtmlEscaping().create().toJson(object); }

    /** A figure rounded for the JSON output. */
    static double round(double x, int places) {
        double f = Math.pow(10, places);
        return Math.round(x * f) / f;
    }
}
