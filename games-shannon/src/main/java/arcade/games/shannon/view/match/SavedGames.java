package arcade.games.shannon.view.match;

import arcade.api.model.GameId;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What Shannon keeps beside the moves of a saved game (the autosave and the finished games of the
 * statistics, both saved by the host): how it was played and the board's fingerprint; read back
 * for a resumed game's seat and a replay's words.
 */
public final class SavedGames {
    /** Save entry holding the board fingerprint, so a save never replays onto a different board. */
    public static final String BOARD_KEY = "board";

    private SavedGames() {}

    /** What a save keeps beside the moves: the mode, side and strength, and the board's fingerprint. */
    public static Map<String, String> extra(MatchConfig config, arcade.games.shannon.model.Board board) {
        return Map.of("mode", config.mode().id(), "human", config.human().id(), "level", config.level().id(),
                BOARD_KEY, Long.toHexString(board.fingerprint()));
    }

    /** The seat a save was played with; a network game comes back as a game for two at one computer; null if unreadable. */
    public static GameController.Seat seatOf(SavedGame saved) {
        try {
            Map<String, String> x = saved.extra();
            PlayMode mode = PlayMode.parse(x.getOrDefault("mode", "vs"));
            return new GameController.Seat(mode == PlayMode.NETWORK ? PlayMode.HOT_SEAT : mode, Side.parse(x.getOrDefault("human", "short")),
                    Level.parse(x.getOrDefault("level", "normal")));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The setup exactly as the game was played (a finished network match stays one, for the replay's words). */
    static MatchConfig asPlayed(Map<String, String> x, GameId id, BoardSpec spec) throws SaveFormatException {
        try {
            PlayMode mode = PlayMode.parse(x.getOrDefault("mode", "vs"));
            return new MatchConfig(spec, BoardSpec.firstOf(id), mode, Side.parse(x.getOrDefault("human", "short")),
                    Level.parse(x.getOrDefault("level", "normal")));
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("bad game settings in the save: " + e.getMessage(), e);
        }
    }

    /** How a saved game was played, from its saved values; {@code fallback}'s way when they cannot be read. */
    public static MatchConfig configOf(Map<String, String> extra, GameId id, MatchConfig fallback) {
        BoardSpec spec = BoardSpec.fromGameId(id);
        try {
            return asPlayed(extra, id, spec);
        } catch (SaveFormatException e) {
            return fallback.withBoard(spec);
        }
    }

    /** Every move of a session's history, as edge tags, to its last entry (a restart clears them). */
    public static List<Integer> allMoves(Session<ShannonState, ShannonMove> session) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i < session.history().size(); i++) {
            Session.Entry<ShannonState, ShannonMove> e = session.history().get(i);
            if (e.kind() == Session.Kind.RESTART) out.clear();
            for (ShannonMove m : e.moves()) out.add(m.edge());
        }
        return out;
    }

    /** The moves in effect in a session, as edge tags, from the start (a restart clears them). */
    static List<Integer> movesOf(Session<ShannonState, ShannonMove> session) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= session.position(); i++) {
            Session.Entry<ShannonState, ShannonMove> e = session.history().get(i);
            if (e.kind() == Session.Kind.RESTART) out.clear();
            for (ShannonMove m : e.moves()) out.add(m.edge());
        }
        return out;
    }
}
