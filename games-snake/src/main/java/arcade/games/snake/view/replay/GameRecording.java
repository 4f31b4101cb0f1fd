package arcade.games.snake.view.replay;

import arcade.api.model.GameId;

import java.util.List;

/**
 * A finished (or abandoned) game as a replay needs it: the game id (options and seed) and the
 * input of every step, plus the field hash and score it ended with, so a playback can show that
 * it arrived at the very same field.
 */
public record GameRecording(GameId id, List<String> moves, long finalHash, long score) {
    public GameRecording {
        moves = List.copyOf(moves);
    }
}
