package arcade.games.snake.view;

import arcade.api.session.SaveFormatException;
import arcade.games.snake.model.SnakeReplay;
import arcade.games.snake.model.SnakeState;

import java.util.HexFormat;

/**
 * Replay files in the model's {@link SnakeReplay} JSON format (the same files the headless
 * {@code replay} tool reads), checked on the way in by playing every step through the rules.
 */
final class ReplayCodec {
    private ReplayCodec() {}

    static String encode(GameRecording r) {
        long seed = r.id().seedValue().orElseThrow(() -> new IllegalArgumentException("a replay needs a seeded game: " + r.id()));
        return new SnakeReplay(SnakeReplay.CURRENT_VERSION, r.id().params(), seed, r.moves(),
                HexFormat.of().toHexDigits(r.finalHash())).toJson() + "\n";
    }

    static GameRecording decode(String text) throws SaveFormatException {
        SnakeReplay replay = SnakeReplay.fromJson(text);
        SnakeState end;
        try {
            end = replay.play();
        } catch (RuntimeException e) {
            throw new SaveFormatException("the replay cannot be played: " + e.getMessage(), e);
        }
        if (replay.finalHash() != null && !replay.finalHash().equalsIgnoreCase(end.fieldHashHex()))
            throw new SaveFormatException("the replay does not arrive at the recorded field (hash " + end.fieldHashHex()
                    + ", expected " + replay.finalHash() + ")");
        return new GameRecording(replay.gameId(), replay.inputs(), end.fieldHash(), end.score());
    }
}
