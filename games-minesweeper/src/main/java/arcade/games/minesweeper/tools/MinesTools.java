package arcade.games.minesweeper.tools;

import arcade.api.tool.GameTool;

import java.util.List;

/** The headless commands the plugin exposes as {@code arcade minesweeper <tool> …}. */
public final class MinesTools {
    private MinesTools() {}

    /** bench, analyze and nogen. */
    public static List<GameTool> all() { return List.of(new BenchTool(), new AnalyzeTool(), new NoGenTool()); }
}
