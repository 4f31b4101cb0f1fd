package arcade.games.snake.view;

import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.snake.SnakePlugin;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeState;

import java.util.Map;
import java.util.Optional;

/**
 * What the arcade keeps of a game: the autosave of an unfinished one (with whether the autopilot
 * played in it), and a finished one for the statistics' last games, which can show it again.
 */
final class SavedGames {
    private static final String AUTOPILOT_PLAYED = "autopilotPlayed";

    private SavedGames() {}

    /** The autosave of {@code s}, or empty before its first step. */
    static Optional<SavedGame> save(Session<SnakeState, SnakeMove> s, long playedMillis, boolean autopilotPlayed) {
        if (s.tickLog().isEmpty()) return Optional.empty();
        // Remember that the computer played, so a resumed game still keeps out of the records.
        return Optional.of(s.save(SnakePlugin.ID, playedMillis, autopilotPlayed ? Map.of(AUTOPILOT_PLAYED, "true") : Map.of()));
    }

    /** A finished game, as the statistics keep it for Replay. */
    static SavedGame finished(Session<SnakeState, SnakeMove> s, long playedMillis) { return s.save(SnakePlugin.ID, playedMillis, Map.of()); }

    static boolean autopilotPlayed(SavedGame saved) { return "true".equals(saved.extra().get(AUTOPILOT_PLAYED)); }
}
