package arcade.games.snake.view;

import arcade.api.session.GameId;
import arcade.api.session.SaveFormatException;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import com.google.gson.Gson;
import com.google.gson.JsonParseException;

import java.util.List;

/** Replay files as JSON, checked on the way in by replaying every step through the rules. */
final class ReplayCodec {
    private ReplayCodec() {}

    private static final Gson GSON = new Gson();

    /** The on-disk shape. */
    private record Json(int version, String game, String gameId, List<String> moves, String finalHash, long score) {}

    static String encode(GameRecording r) {
        return GSON.toJson(new Json(1, "snake", r.id().toString(), r.moves(), Long.toHexString(r.finalHash()), r.score()));
    }

    static GameRecording decode(String text) throws SaveFormatException {
        Json j;
        try {
            j = GSON.fromJson(text, Json.class);
        } catch (JsonParseException | IllegalStateException e) {
            throw new SaveFormatException("not a replay file (" + e.getMessage() + ")", e);
        }
        if (j == null || j.gameId() == null || j.moves() == null) throw new SaveFormatException("not a replay file (game id or moves missing)");
        if (j.version() > 1) throw new SaveFormatException("written by a newer version (format " + j.version() + ")");
        GameId id;
        try {
            id = GameId.parse(j.gameId());
            SnakeOptions.parse(id.params());
            if (id.seedValue().isEmpty()) throw new IllegalArgumentException("the game id has no seed");
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("bad game id: " + e.getMessage(), e);
        }
        SnakeRules rules = new SnakeRules(false);
        SnakeState s = rules.initialState(id);
        int k = 0;
        try {
            for (String m : j.moves()) {
                k++;
                if (rules.isTerminal(s)) throw new SaveFormatException("step " + k + " comes after the end of the game");
                s = rules.apply(s, rules.parseMove(s, m));
            }
        } catch (RuntimeException e) {
            throw new SaveFormatException("step " + k + " cannot be replayed: " + e.getMessage(), e);
        }
        long hash = s.fieldHash();
        if (j.finalHash() != null && !j.finalHash().equalsIgnoreCase(Long.toHexString(hash)))
            throw new SaveFormatException("the replay does not arrive at the recorded field (hash " + Long.toHexString(hash) + ", expected " + j.finalHash() + ")");
        return new GameRecording(id, j.moves(), hash, s.score());
    }
}
