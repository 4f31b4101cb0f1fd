package arcade.api.tool;

import java.io.PrintStream;
import java.util.List;

/**
 * A headless command of a game, run as {@code arcade <game-id> <name> [args]} without starting
 * JavaFX. Returns the process exit code: 0 success, 2 bad arguments, 1 failure.
 * {@code --help} must print usage and return 0; {@code --json} prints one JSON object on out.
 */
public interface GameTool {
    String name();
    String summary();
    int run(List<String> args, PrintStream out, PrintStream err);
}
