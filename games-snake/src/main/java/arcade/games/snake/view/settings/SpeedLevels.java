package arcade.games.snake.view.settings;

import arcade.games.snake.model.SnakeOptions;

import java.util.Locale;

/** Human words for the speed levels of the options (level 3 is the thesis's 0.3 s per step). */
public final class SpeedLevels {
    private SpeedLevels() {}

    public static String describe(int level) {
        double period = SnakeOptions.thesis().withSpeed(level, false).periodSeconds(0);
        return String.format(Locale.ROOT, "%.2f s per step", period) + (level == 3 ? " (thesis)" : "");
    }
}
