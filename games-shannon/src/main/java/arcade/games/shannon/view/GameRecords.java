package arcade.games.shannon.view;

import arcade.api.plugin.GameContext;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.Optional;

/**
 * What a Shannon game tells the statistics, under the variant it was played as: a finished game
 * (won or lost from the player's side; Short's in a game for two at one computer) with the game
 * itself so it can be replayed, or an unfinished one as abandoned.
 */
final class GameRecords {
    private GameRecords() {}

    static void finished(GameContext ctx, Session<ShannonState, ShannonMove> session, MatchConfig config, long elapsedMillis, boolean assisted) {
        Side winner = session.state().winner().orElseThrow();
        Side perspective = config.mode() == PlayMode.HOT_SEAT ? Side.SHORT : config.human();
        GameRecord.Result r = winner == perspective ? GameRecord.Result.WIN : GameRecord.Result.LOSS;
        ctx.stats().record(new GameRecord(config.statsParams(), r, elapsedMillis, null, ctx.clock().millis(), assisted),
                SavedGames.save(session, config, elapsedMillis));
    }

    static Optional<GameRecord> abandoned(GameContext ctx, Session<ShannonState, ShannonMove> session, MatchConfig config, long elapsedMillis) {
        if (!session.isInProgress()) return Optional.empty();
        return Optional.of(GameRecord.abandoned(config.statsParams(), elapsedMillis, ctx.clock().millis()));
    }
}
