package arcade.games.shannon.view;

import arcade.api.model.GameId;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.shannon.model.definition.ShannonDefinition;
import arcade.games.shannon.ShannonPlugin;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shannon's saved games (the autosave and the finished games kept by the statistics): written with
 * the game's setup and the board's fingerprint beside the moves; read back as the setup and the
 * replayed session.
 */
final class SavedGames {
    /** Save entry holding the board fingerprint, so a save never replays onto a different board. */
    static final String BOARD_KEY = "board";

    /** What a save says about its game before the board is built: the board and how it was played. */
    record Setup(BoardSpec spec, MatchConfig config) {}

    private SavedGames() {}

    /** The saved form of the session: its moves, with mode, side, strength and the board's fingerprint. */
    static SavedGame save(Session<ShannonState, ShannonMove> session, MatchConfig config, long elapsedMillis) {
        Map<String, String> extra = new HashMap<>();
        extra.put("mode", config.mode().id());
        extra.put("human", config.human().id());
        extra.put("level", config.level().id());
        extra.put(BOARD_KEY, Long.toHexString(session.state().board().fingerprint()));
        return session.save(ShannonPlugin.ID, elapsedMillis, extra);
    }

    /** What a save keeps beside the moves: the mode, side and strength, and the board's fingerprint. */
    static Map<String, String> extra(MatchConfig config, arcade.games.shannon.model.Board board) {
        return Map.of("mode", config.mode().id(), "human", config.human().id(), "level", config.level().id(),
                BOARD_KEY, Long.toHexString(board.fingerprint()));
    }

    /** The seat a save was played with; a network game comes back as a game for two at one computer; null if unreadable. */
    static GameController.Seat seatOf(SavedGame saved) {
        try {
            Map<String, String> x = saved.extra();
            PlayMode mode = PlayMode.parse(x.getOrDefault("mode", "vs"));
            return new GameController.Seat(mode == PlayMode.NETWORK ? PlayMode.HOT_SEAT : mode, Side.parse(x.getOrDefault("human", "short")),
                    Level.parse(x.getOrDefault("level", "normal")));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The setup to resume a save with (a network game comes back as a game for two at one computer). */
    static Setup setupToResume(SavedGame saved) throws SaveFormatException {
        GameId id = idOf(saved);
        BoardSpec spec = specOf(id);
        return new Setup(spec, config(saved.extra(), id, spec));
    }

    /** The setup exactly as the game was played, to replay it. */
    static Setup setupAsPlayed(SavedGame saved) throws SaveFormatException {
        GameId id = idOf(saved);
        BoardSpec spec = specOf(id);
        return new Setup(spec, asPlayed(saved.extra(), id, spec));
    }

    private static GameId idOf(SavedGame saved) throws SaveFormatException {
        try {
            return GameId.parse(saved.gameId());
        } catch (RuntimeException e) {
            throw new SaveFormatException("its game id “" + saved.gameId() + "” is not one this game writes", e);
        }
    }

    private static BoardSpec specOf(GameId id) throws SaveFormatException {
        try {
            return BoardSpec.fromGameId(id);
        } catch (RuntimeException e) {
            throw new SaveFormatException("unknown Shannon board: " + e.getMessage(), e);
        }
    }

    /** The setup saved with a game; a network game comes back as a game for two at one computer. */
    static MatchConfig config(Map<String, String> x, GameId id, BoardSpec spec) throws SaveFormatException {
        MatchConfig c = asPlayed(x, id, spec);
        return c.mode() == PlayMode.NETWORK ? new MatchConfig(spec, c.first(), PlayMode.HOT_SEAT, c.human(), c.level()) : c;
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

    /** Rebuilds the board (checking it is the board the game was saved on) and replays the save. */
    static Session<ShannonState, ShannonMove> replay(SavedGame saved, BoardSpec spec) throws SaveFormatException {
        String recorded = saved.extra().get(BOARD_KEY);
        boolean generated = spec instanceof BoardSpec.Generated || spec instanceof BoardSpec.Balanced;
        if (recorded == null && generated)
            throw new SaveFormatException("it was saved on a board from an older board generator, which this version builds differently");
        Session<ShannonState, ShannonMove> s = Session.restore(ShannonDefinition.INSTANCE, saved);
        if (recorded != null && !recorded.equals(Long.toHexString(s.initialState().board().fingerprint())))
            throw new SaveFormatException("it was saved on a board from an older board generator, which this version builds differently");
        return s;
    }

    /** How a saved game was played, from its saved values; {@code fallback}'s way when they cannot be read. */
    static MatchConfig configOf(Map<String, String> extra, GameId id, MatchConfig fallback) {
        BoardSpec spec = BoardSpec.fromGameId(id);
        try {
            return asPlayed(extra, id, spec);
        } catch (SaveFormatException e) {
            return fallback.withBoard(spec);
        }
    }

    /** Every move of a session's history, as edge tags, to its last entry (a restart clears them). */
    static List<Integer> allMoves(Session<ShannonState, ShannonMove> session) {
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
