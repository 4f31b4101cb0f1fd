package arcade.games.snake.view;

import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeState;

/** The computer player the Autopilot button hands the snake to. */
interface Autopilot {
    SnakeMove next(SnakeState s);

    static boolean available() { return false; }

    static Autopilot forGame(SnakeState s) { throw new UnsupportedOperationException("no autopilot"); }
}
