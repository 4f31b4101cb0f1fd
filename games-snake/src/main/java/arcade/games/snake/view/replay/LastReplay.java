package arcade.games.snake.view.replay;

/**
 * The last finished game as a replay file's text, kept in the game's store so that *Watch last
 * game* still works after leaving and reopening Snake.
 *
 * @param json the replay in the {@code SnakeReplay} format, or empty when there is none yet
 */
public record LastReplay(String json) {
    public static final String STORE_NAME = "snake-last-replay";

    public static LastReplay none() { return new LastReplay(""); }

    public static LastReplay of(GameRecording r) { return new LastReplay(ReplayCodec.encode(r)); }

    public boolean isEmpty() { return json == null || json.isBlank(); }
}
