package arcade.gamesystem.tools;

import arcade.api.model.ParamsException;
import arcade.api.tool.GameTool;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;

import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The shape the rules tools share: {@code --file} or {@code --game} names the game, {@code --help}
 * prints the usage; bad options or params, and a rules file that cannot be used, are one line that
 * names the tool (and the file, the place and the problem) with exit 2.
 */
abstract class RulesTool implements GameTool {
    /** The options besides {@code --file} and {@code --game}. */
    abstract Set<String> options();

    /** What the usage line says after the game's source. */
    abstract String usageTail();

    abstract int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException;

    /** The params asked for with {@code --params}, or the first preset's, in normal form. */
    static String params(ToolArgs a, RulesDefinition def) throws ToolArgsException {
        return def.params().normalize(a.string("params", def.presets().get(0).params()));
    }

    @Override public final int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            Set<String> valued = new HashSet<>(options());
            valued.add("file");
            valued.add("game");
            ToolArgs a = ToolArgs.parse(args, valued, Set.of());
            if (a.help()) {
                out.println("usage: " + name() + " " + GameSource.USAGE + usageTail());
                return 0;
            }
            return execute(a, GameSource.load(a), out, err);
        } catch (ToolArgsException | ParamsException | RulesFileException e) {
            err.println("rules " + name() + ": " + e.getMessage());
            return 2;
        }
    }
}
