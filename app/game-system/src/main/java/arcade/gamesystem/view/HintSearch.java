package arcade.gamesystem.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.Session;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A hint: the strongest computer's move for the player to move, searched off the FX thread, shown
 * only if the game is still where it was asked, and the game marked as played with help.
 */
final class HintSearch {
    private HintSearch() {}

    static void run(GameContext ctx, Session<RulesState, RulesMove> at, GameControls controls,
                    Supplier<Session<RulesState, RulesMove>> current, Consumer<RulesMove> show) {
        RulesState s = at.state();
        controls.busyProperty().set(true);
        Background.run(ctx.executor(), () -> new ComputerPlayer(at.rules()).choose(s, ComputerPlayer.Strength.HARD, () -> false),
                () -> current.get() == at && at.state() == s,
                m -> {
                    controls.busyProperty().set(false);
                    at.markAssisted();
                    m.ifPresent(show);
                },
                e -> controls.busyProperty().set(false));
    }
}
