package arcade.games.shannon.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.games.shannon.ShannonPlugin;
import arcade.games.shannon.StatsVariants;
import arcade.games.shannon.net.BoardSpec;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A finished game from the statistics' last games, read back for the step-by-step replay: the
 * board is rebuilt off the FX thread (a balanced board may take many generator runs) and checked
 * against the fingerprint saved with it; the game in play is never touched.
 */
final class FinishedGameReplay {
    private FinishedGameReplay() {}

    /**
     * Starts reading {@code finished}; {@code show} gets it on the FX thread unless {@code current}
     * turned false meanwhile. False, with a notice to the player, when it is not a Shannon game.
     */
    static boolean load(GameContext ctx, SavedGame finished, BooleanSupplier current, Consumer<HistoryBrowser.Line> show) {
        BoardSpec spec;
        MatchConfig cfg;
        try {
            if (!ShannonPlugin.ID.equals(finished.plugin())) throw new SaveFormatException("it is not a Shannon game");
            SavedGames.Setup setup = SavedGames.setupAsPlayed(finished);
            spec = setup.spec();
            cfg = setup.config();
        } catch (SaveFormatException e) {
            ctx.notifier().warn("That game cannot be replayed: " + reason(e) + ".");
            return false;
        }
        String title = StatsVariants.describe(cfg.statsParams());
        Background.run(ctx.executor(), () -> {
                    var s = SavedGames.replay(finished, spec);
                    return new HistoryBrowser.Line(s.initialState(), SavedGames.movesOf(s), cfg, title);
                }, current, show,
                err -> ctx.notifier().warn("That game cannot be replayed: " + reason(err) + "."));
        return true;
    }

    private static String reason(Throwable e) {
        return e instanceof SaveFormatException ? e.getMessage() : "its board or moves do not fit this version of the game";
    }
}
