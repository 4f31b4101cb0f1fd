package arcade.games.solitaire.tools;

import arcade.api.tool.GameTool;

import java.util.List;

/** The headless commands the plugin exposes as {@code arcade solitaire <tool> …}. */
public final class SolitaireTools {
    private SolitaireTools() {}

    /** bench and solve. */
    public static List<GameTool> all() { return List.of(new BenchTool(), new SolveTool()); }

    /** Runs a tool without the arcade (development): {@code SolitaireTools <tool> [args]}. */
    public static void main(String[] args) {
        for (GameTool t : all())
            if (args.length > 0 && t.name().equals(args[0])) System.exit(t.run(List.of(args).subList(1, args.length), System.out, System.err));
        System.err.println("tools: bench, solve");
        System.exit(2);
    }
}
