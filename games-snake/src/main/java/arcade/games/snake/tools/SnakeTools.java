package arcade.games.snake.tools;

import arcade.api.tool.GameTool;

import java.util.List;

/** The headless commands the Snake plugin exposes: {@code arcade snake bench|autopilot|replay|rivals}. */
public final class SnakeTools {
    private SnakeTools() {}

    public static List<GameTool> all() { return List.of(new BenchTool(), new AutopilotTool(), new ReplayTool(), new RivalsTool()); }
}
