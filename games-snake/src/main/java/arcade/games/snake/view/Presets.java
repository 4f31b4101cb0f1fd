package arcade.games.snake.view;

import arcade.api.model.Preset;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.SnakeOptions;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The New game menu: named option sets, the first being the thesis's game. */
public final class Presets {
    private Presets() {}

    /** Preset id of the game the computer plays while the player watches. */
    public static final String WATCH_AUTOPILOT = "watch-autopilot";

    private static final Map<String, SnakeOptions> OPTIONS = new LinkedHashMap<>();
    private static final Map<String, String> LABELS = new LinkedHashMap<>();

    static {
        add("classic", "Classic — 20×20, 0.3 s per step", SnakeOptions.classic());
        add("fast", "Fast — quicker and speeding up", SnakeOptions.classic().withSpeed(4, true));
        add("torus", "Torus — leave on one side, return on the other", SnakeOptions.classic().withTorus(true));
        add("maze-cross", "Maze: Cross", new SnakeOptions(22, 22, 3, false, false, 1, true, Level.CROSS, 1));
        add("maze-rooms", "Maze: Four rooms", new SnakeOptions(24, 24, 3, false, false, 2, true, Level.ROOMS, 1));
        add("maze-tunnel", "Maze: Tunnel", new SnakeOptions(24, 20, 3, false, false, 1, true, Level.TUNNEL, 1));
        add("two-players", "Two players — arrows vs W A S D", new SnakeOptions(30, 20, 3, false, false, 2, true, Level.BOX, 2));
        add(WATCH_AUTOPILOT, "Watch the autopilot", SnakeOptions.classic().withPoison(false));
    }

    private static void add(String id, String label, SnakeOptions o) {
        OPTIONS.put(id, o);
        LABELS.put(id, label);
    }

    public static List<Preset> all() {
        return LABELS.entrySet().stream().map(e -> new Preset(e.getKey(), e.getValue())).toList();
    }

    /** The options of preset {@code id}, Classic for an unknown id. */
    public static SnakeOptions options(String id) { return OPTIONS.getOrDefault(id, SnakeOptions.classic()); }

    /** Classic at the player's default speed level. */
    public static SnakeOptions classicAt(int speed) { return SnakeOptions.classic().withSpeed(speed, false); }
}
