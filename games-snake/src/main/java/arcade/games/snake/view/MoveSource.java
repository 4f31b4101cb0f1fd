package arcade.games.snake.view;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.InputQueue;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeState;

import java.util.ArrayList;
import java.util.List;

/**
 * Where each step's move comes from: the players' steering keys (one queue per snake) or, while it
 * drives, the autopilot. Remembers whether the autopilot played in the game, which keeps the game
 * out of the records.
 */
final class MoveSource {
    private final InputQueue[] queues = {new InputQueue(), new InputQueue()};
    private final AutopilotDriver autopilot;
    private final RivalDriver rivals;

    MoveSource(AutopilotDriver autopilot, RivalDriver rivals) {
        this.autopilot = autopilot;
        this.rivals = rivals;
    }

    /** A new game: empty queues, the players at the wheel. */
    void reset() {
        for (InputQueue q : queues) q.clear();
        autopilot.setOn(false);
        rivals.reset();
    }

    /** Hands every snake to the computer (dropping queued keys) or gives them back. */
    void setAutopilot(boolean on) {
        if (on) for (InputQueue q : queues) q.clear();
        autopilot.setOn(on);
    }

    boolean isAutopilot() { return autopilot.isOn(); }

    /** False while the autopilot's move or the rivals' for the current state are still being planned. */
    boolean isReady() { return (!autopilot.isOn() || autopilot.isReady()) && rivals.isReady(); }

    /** True when the autopilot's move for the current state has arrived. */
    boolean isAutopilotReady() { return autopilot.isOn() && autopilot.isReady(); }

    /**
     * Queues a steering key for {@code snake}, checked against the direction it last moved in.
     * True if the key was taken: queued, or the way the snake is heading anyway.
     */
    boolean steer(SnakeState s, int snake, Direction d) {
        Direction executed = s.head(snake).map(c -> s.direction(c.row(), c.col())).orElse(Direction.NONE);
        return queues[snake - 1].offer(d, executed) || (queues[snake - 1].isEmpty() && d == executed);
    }

    /** Forgets the queued keys (a crash: they were meant for the snake that died). */
    void clearKeys() { for (InputQueue q : queues) q.clear(); }

    /** The move for the next step from {@code s}: the players' inputs, then the rivals'. */
    SnakeMove next(SnakeState s) {
        int all = s.options().totalSnakes();
        // this step lays out the field again: keys wait for the new snake
        if (s.isLifeLost() || s.isLevelDone()) return SnakeMove.none(all);
        List<Direction> in = new ArrayList<>(all);
        if (autopilot.isOn() && autopilot.isReady()) in.addAll(autopilot.move().inputs());
        else for (int k = 0; k < s.options().snakes(); k++) in.add(queues[k].poll());
        if (s.options().rivals() > 0) in.addAll(List.of(rivals.inputs()));
        return new SnakeMove(in);
    }

    /** Plans the autopilot's next move (if it drives) and the rivals', from the state just reached. */
    void afterStep() {
        autopilot.planNext();
        rivals.planNext();
    }
}
