package arcade.games.shannon.tools;

import arcade.api.tool.GameTool;

import java.util.List;

/** The headless commands the plugin exposes as {@code arcade shannon <tool> …}. */
public final class ShannonTools {
    private ShannonTools() {}

    /** analyze, bench, verify and board, in that order. */
    public static List<GameTool> all() {
        return List.of(new AnalyzeTool(), new BenchTool(), new VerifyTool(), new BoardTool());
    }
}
