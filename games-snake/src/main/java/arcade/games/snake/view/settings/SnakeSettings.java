package arcade.games.snake.view.settings;

/**
 * The player's Snake settings, stored as versioned JSON.
 *
 * @param interpolate  draw the snake gliding between cells (drawing method 3 of the thesis)
 * @param showGrid     faint lines between cells
 * @param defaultSpeed speed level (1..5) new Classic games start with; 3 is the thesis's 0.3 s
 */
public record SnakeSettings(int version, boolean interpolate, boolean showGrid, int defaultSpeed) {
    public static final int VERSION = 1;
    public static final String STORE_NAME = "snake-settings";

    public static SnakeSettings defaults() { return new SnakeSettings(VERSION, true, false, 3); }

    /** Repairs values a hand-edited or older file may carry. */
    public SnakeSettings sanitized() {
        return new SnakeSettings(VERSION, interpolate, showGrid, Math.max(1, Math.min(5, defaultSpeed == 0 ? 3 : defaultSpeed)));
    }

    public SnakeSettings withInterpolate(boolean v) { return new SnakeSettings(VERSION, v, showGrid, defaultSpeed); }
    public SnakeSettings withShowGrid(boolean v) { return new SnakeSettings(VERSION, interpolate, v, defaultSpeed); }
    public SnakeSettings withDefaultSpeed(int v) { return new SnakeSettings(VERSION, interpolate, showGrid, v); }
}
