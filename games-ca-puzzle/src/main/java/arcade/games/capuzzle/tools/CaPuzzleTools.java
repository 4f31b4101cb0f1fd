package arcade.games.capuzzle.tools;

import arcade.api.tool.GameTool;

import java.util.List;

/** The headless commands the plugin exposes as {@code arcade ca-puzzle <tool> …}. */
public final class CaPuzzleTools {
    private CaPuzzleTools() {}

    public static List<GameTool> all() {
        return List.of(new EvolveTool(), new CheckTool(), new GenerateTool(), new SolveTool(), new BenchTool());
    }
}
