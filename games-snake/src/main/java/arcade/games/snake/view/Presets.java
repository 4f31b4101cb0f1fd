package arcade.games.snake.view;

import arcade.api.model.Preset;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeOptions;

import java.util.List;

/** The New game menu: the definition's named option sets, the first being the thesis's game. */
public final class Presets {
    private Presets() {}

    /** Preset id of the game the computer plays while the player watches. */
    public static final String WATCH_AUTOPILOT = SnakeDefinition.WATCH_AUTOPILOT;

    public static List<Preset> all() { return SnakeDefinition.INSTANCE.presets(); }

    /** The options of preset {@code id}, the thesis's game for an unknown id. */
    public static SnakeOptions options(String id) {
        return SnakeDefinition.preset(id).map(p -> SnakeOptions.parse(p.params())).orElse(SnakeOptions.thesis());
    }

    /** The thesis's game at the player's default speed level. */
    public static SnakeOptions thesisAt(int speed) { return SnakeOptions.thesis().withSpeed(speed, false); }

    /** The two rule-set presets (named by their params) start at the player's default speed level; the others keep their own. */
    public static boolean usesDefaultSpeed(String params) { return isPreset("thesis", params) || isPreset("classic", params); }

    /** True for the game the computer plays while the player watches. */
    public static boolean isWatchAutopilot(String params) { return isPreset(WATCH_AUTOPILOT, params); }

    private static boolean isPreset(String id, String params) {
        return SnakeDefinition.preset(id).map(p -> p.params().equals(params)).orElse(false);
    }
}
