package arcade.games.snake.view;

import arcade.games.snake.model.Direction;
import javafx.scene.input.KeyCode;

/**
 * Which snake a key steers and where: arrows steer snake 1; W A S D steer snake 2 in a
 * two-snake game and snake 1 otherwise.
 */
public final class SteeringKeys {
    private SteeringKeys() {}

    /** A steering key's meaning: snake 1 or 2 and a direction. */
    public record Steer(int snake, Direction direction) {}

    /** The steering meaning of {@code key} in a game of {@code snakes} snakes, or null. */
    public static Steer of(KeyCode key, int snakes) {
        int wasd = snakes > 1 ? 2 : 1;
        return switch (key) {
            case RIGHT, KP_RIGHT -> new Steer(1, Direction.RIGHT);
            case UP, KP_UP -> new Steer(1, Direction.UP);
            case LEFT, KP_LEFT -> new Steer(1, Direction.LEFT);
            case DOWN, KP_DOWN -> new Steer(1, Direction.DOWN);
            case D -> new Steer(wasd, Direction.RIGHT);
            case W -> new Steer(wasd, Direction.UP);
            case A -> new Steer(wasd, Direction.LEFT);
            case S -> new Steer(wasd, Direction.DOWN);
            default -> null;
        };
    }
}
