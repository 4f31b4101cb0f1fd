package arcade.games.snake.tools;

import arcade.api.tool.GameTool;

import java.util.Arrays;
import java.util.List;

/**
 * Runs a Snake tool without the shell, e.g. {@code java -cp … arcade.games.snake.tools.SnakeToolsMain
 * bench --size 1000x1000}: the same code as {@code arcade snake bench …}.
 */
public final class SnakeToolsMain {
    private SnakeToolsMain() {}

    public static void main(String[] args) {
        List<GameTool> tools = SnakeTools.all();
        if (args.length == 0 || args[0].equals("--help")) {
            System.out.println("usage: snake <tool> [options]   (tools: " + String.join(", ", tools.stream().map(GameTool::name).toList()) + ")");
            for (GameTool t : tools) System.out.println("  " + t.name() + " — " + t.summary());
            System.exit(args.length == 0 ? 2 : 0);
        }
        for (GameTool t : tools)
            if (t.name().equals(args[0])) System.exit(t.run(Arrays.asList(args).subList(1, args.length), System.out, System.err));
        System.err.println("snake: unknown tool '" + args[0] + "'");
        System.exit(2);
    }
}
