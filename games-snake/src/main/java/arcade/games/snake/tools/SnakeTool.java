package arcade.games.snake.tools;

import arcade.api.tool.GameTool;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/**
 * The shape every Snake tool shares: parse, {@code --help} → usage and 0, bad arguments → one
 * line on err and 2, otherwise {@link #execute}.
 */
abstract class SnakeTool implements GameTool {
    static final Gson GSON = new GsonBuilder().serializeSpecialFloatingPointValues().create();

    abstract Set<String> valued();
    Set<String> flags() { return Set.of(); }
    abstract String usage();
    abstract int execute(ToolArgs args, PrintStream out, PrintStream err) throws ToolArgsException;

    @Override
    public final int run(List<String> args, PrintStream out, PrintStream err) {
        ToolArgs a;
        try {
            a = ToolArgs.parse(args, valued(), flags());
            if (a.help()) {
                out.println(usage());
                return 0;
            }
            if (!a.positional().isEmpty()) throw new ToolArgsException("unexpected argument '" + a.positional().get(0) + "'");
            return execute(a, out, err);
        } catch (ToolArgsException e) {
            err.println("snake " + name() + ": " + e.getMessage() + " (see --help)");
            return 2;
        }
    }

    static void printJson(PrintStream out, JsonObject o) { out.println(GSON.toJson(o)); }
}
