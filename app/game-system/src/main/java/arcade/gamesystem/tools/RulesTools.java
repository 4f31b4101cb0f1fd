package arcade.gamesystem.tools;

import arcade.api.tool.GameTool;

import java.util.List;

/** The headless commands of the game system: {@code arcade rules <tool> …}. */
public final class RulesTools {
    private RulesTools() {}

    public static List<GameTool> all() { return List.of(new AnalyzeTool(), new PlayTool(), new ProveTool(), new ValidateTool(), new BenchTool(), new SolveTool()); }
}
