package arcade.games.snake.view;

/**
 * The last finished game as a replay file's text, kept in the game's store so that *Watch last
 * game* still works after leaving and reopening Snake.
 *
 * @param json the replay in the {@code SnakeReplay} format, or empty when there is none yet
 */
public record LastReplay(String json) {
    static final String STORE_NAME = "snake-last-replay";

    static LastReplay none() { return new LastReplay(""); }

    static LastReplay of(GameRecording r) { return new LastReplay(ReplayCodec.encode(r)); }

    boolean isEmpty() { return json == null || json.isBlank(); }
}
