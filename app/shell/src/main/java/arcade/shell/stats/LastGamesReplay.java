package arcade.shell.stats;

import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.shell.notify.PlainWords;
import arcade.shell.notify.Toasts;

/** Hands a game picked in the statistics' last games to the open game, saying so when it cannot show it. */
public final class LastGamesReplay {
    private LastGamesReplay() {}

    public static void show(GameInstance game, GameInfo info, SavedGame finished, Toasts toasts) {
        boolean shown;
        try {
            shown = game.replay(finished);
        } catch (RuntimeException e) {
            toasts.show(Toasts.Level.ERROR, info.name() + " could not replay that game: " + PlainWords.of(e));
            return;
        }
        if (!shown) toasts.show(Toasts.Level.WARN, info.name() + " cannot replay that game.");
    }
}
