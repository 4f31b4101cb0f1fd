package arcade.games.snake.view;

import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeOptions;

/** What the view needs to know of the definition's presets: the default speed, the autopilot's own game. */
public final class Presets {
    private Presets() {}

    /** Preset id of the game the computer plays while the player watches. */
    public static final String WATCH_AUTOPILOT = SnakeDefinition.WATCH_AUTOPILOT;

    /** The thesis's game at the player's default speed level. */
    public static SnakeOptions thesisAt(int speed) { return SnakeOptions.thesis().withSpeed(speed, false); }

    /** The two rule-set presets (named by their params) start at the player's default speed level; the others keep their own. */
    public static boolean usesDefaultSpeed(String params) { return isPreset("thesis", params) || isPreset("classic", params); }

    /**
     * What the card's Play again starts after a game of {@code params}: the same variant, except
     * after the autopilot's show, which the player watched: then the player's own game, the
     * thesis's at their default speed, waiting for their key.
     */
    public static String playAgainAfter(String params, int defaultSpeed) {
        return isWatchAutopilot(params) ? thesisAt(defaultSpeed).params() : params;
    }

    /** True for the game the computer plays while the player watches. */
    public static boolean isWatchAutopilot(String params) { return isPreset(WATCH_AUTOPILOT, params); }

    private static boolean isPreset(String id, String params) {
        return SnakeDefinition.preset(id).map(p -> p.params().equals(params)).orElse(false);
    }
}
