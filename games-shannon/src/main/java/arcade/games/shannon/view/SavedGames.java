package arcade.games.shannon.view;

import arcade.api.model.GameId;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.shannon.ShannonDefinition;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;

import java.util.Map;

/** Reading an autosave back: the game's setup from its extra values, and the replayed session. */
final class SavedGames {
    private SavedGames() {}

    /** The setup saved with a game; a network game comes back as a game for two at one computer. */
    static MatchConfig config(Map<String, String> x, GameId id, BoardSpec spec) throws SaveFormatException {
        try {
            PlayMode mode = PlayMode.parse(x.getOrDefault("mode", "vs"));
            if (mode == PlayMode.NETWORK) mode = PlayMode.HOT_SEAT;
            return new MatchConfig(spec, BoardSpec.firstOf(id), mode, Side.parse(x.getOrDefault("human", "short")),
                    Level.parse(x.getOrDefault("level", "normal")));
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("bad game settings in the save: " + e.getMessage(), e);
        }
    }

    /** Rebuilds the board (checking it is the board the game was saved on) and replays the save. */
    static Session<ShannonState, ShannonMove> replay(SavedGame saved, BoardSpec spec) throws SaveFormatException {
        String recorded = saved.extra().get(GameController.BOARD_KEY);
        boolean generated = spec instanceof BoardSpec.Generated || spec instanceof BoardSpec.Balanced;
        if (recorded == null && generated)
            throw new SaveFormatException("it was saved on a board from an older board generator, which this version builds differently");
        Session<ShannonState, ShannonMove> s = Session.restore(ShannonDefinition.INSTANCE, saved);
        if (recorded != null && !recorded.equals(Long.toHexString(s.initialState().board().fingerprint())))
            throw new SaveFormatException("it was saved on a board from an older board generator, which this version builds differently");
        return s;
    }
}
