package arcade.gamesystem.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.Session;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import javafx.concurrent.Task;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * The computer's move, searched on the context's executor and played only if the game is still
 * where the search started; stopping it cancels the search (undo, new game, closing).
 */
final class ComputerTurn {
    private final GameContext ctx;
    private final GameControls controls;
    private Task<Optional<RulesMove>> thinking;
    private AtomicBoolean cancel = new AtomicBoolean();

    ComputerTurn(GameContext ctx, GameControls controls) {
        this.ctx = ctx;
        this.controls = controls;
    }

    boolean isThinking() { return thinking != null; }

    /**
     * Searches the move of the player to move in {@code at} and plays it there.
     *
     * @param current whether {@code at} is still the game in play
     * @param failed  run when the search fails (the game stays as it is)
     */
    void start(Session<RulesState, RulesMove> at, ComputerPlayer.Strength strength, BooleanSupplier current, Runnable failed) {
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        RulesState s = at.state();
        int position = at.position();
        ComputerPlayer ai = new ComputerPlayer(at.rules());
        controls.busyProperty().set(true);
        thinking = Background.run(ctx.executor(), () -> ai.choose(s, strength, flag::get),
                () -> current.getAsBoolean() && at.position() == position && !flag.get(),
                m -> { thinking = null; controls.busyProperty().set(false); m.ifPresent(at::play); },
                e -> { thinking = null; controls.busyProperty().set(false); failed.run(); });
    }

    void stop() {
        cancel.set(true);
        if (thinking != null) thinking.cancel();
        thinking = null;
        controls.busyProperty().set(false);
    }
}
