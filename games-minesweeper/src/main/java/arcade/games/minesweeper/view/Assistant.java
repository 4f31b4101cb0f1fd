package arcade.games.minesweeper.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.minesweeper.ai.Action;
import arcade.games.minesweeper.ai.InconsistentBoardException;
import arcade.games.minesweeper.ai.ProbabilityEngine;
import arcade.games.minesweeper.ai.StrongSolver;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesState;
import arcade.games.minesweeper.model.PlayerBoard;
import javafx.animation.PauseTransition;
import javafx.concurrent.Task;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The computer's help, always off the FX thread and from the player's view only: Hint, the
 * probability overlay and Auto-play. A result is applied only if the game has not moved on.
 */
final class Assistant {
    private final MinesGame game;
    private final GameContext ctx;
    private Task<?> overlayTask, hintTask, stepTask;
    private boolean autoPlaying;
    private PauseTransition nextStep;

    Assistant(MinesGame game, GameContext ctx) {
        this.game = game;
        this.ctx = ctx;
    }

    boolean autoPlaying() { return autoPlaying; }

    void hint() {
        MinesState s = game.state();
        if (s.over()) return;
        PlayerBoard view = s.view();
        game.session().markAssisted();
        busy(true);
        hintTask = Background.run(ctx.executor(), () -> StrongSolver.decide(view, s.params().firstClick()), () -> game.state() == s, actions -> {
            busy(false);
            if (actions.isEmpty()) return;
            Action a = actions.get(0);
            game.board().setHint(a.y() * s.width() + a.x(), a.isGuess());
            game.board().setCursor(a.y() * s.width() + a.x());
            String what = a.kind() == Action.Kind.FLAG ? "Flag" : a.isGuess() ? "Best guess:" : "Safe:";
            game.setMessage(String.format(Locale.ROOT, "%s column %d, row %d — %s.", what, a.x() + 1, a.y() + 1, a.reason()));
        }, this::failed);
    }

    void overlayChanged(boolean on) {
        if (on) game.session().markAssisted();
        refreshOverlay();
    }

    void stateChanged() {
        refreshOverlay();
    }

    private void refreshOverlay() {
        if (overlayTask != null) overlayTask.cancel();
        if (!game.overlayOn() || !game.state().minesLaid() || game.state().over()) {
            game.board().setOverlay(null);
            return;
        }
        MinesState s = game.state();
        PlayerBoard view = s.view();
        overlayTask = Background.run(ctx.executor(), () -> ProbabilityEngine.compute(view), () -> game.state() == s && game.overlayOn(),
                p -> game.board().setOverlay(p), e -> game.board().setOverlay(null));
    }

    /** Starts auto-play, or stops it when it runs. */
    void toggleAutoPlay() {
        if (autoPlaying) { stop(); return; }
        autoPlaying = true;
        game.setMessage("Auto-play: the computer plays on. Choose Auto-play again to stop.");
        step();
    }

    private void step() {
        MinesState s = game.state();
        if (!autoPlaying || s.over()) { stop(); return; }
        PlayerBoard view = s.view();
        busy(true);
        stepTask = Background.run(ctx.executor(), () -> StrongSolver.decide(view, s.params().firstClick()), () -> autoPlaying && game.state() == s, actions -> {
            busy(false);
            List<MinesMove> moves = new ArrayList<>();
            for (Action a : actions) moves.add(a.kind() == Action.Kind.FLAG ? MinesMove.flag(a.x(), a.y()) : MinesMove.reveal(a.x(), a.y()));
            if (moves.isEmpty()) { stop(); return; }
            game.playForPlayer(moves);
            if (game.state().over()) { stop(); return; }
            nextStep = new PauseTransition(Duration.millis(ctx.animations().get() ? 150 : 1));
            nextStep.setOnFinished(e -> step());
            nextStep.play();
        }, this::failed);
    }

    void stop() {
        autoPlaying = false;
        if (nextStep != null) nextStep.stop();
        for (Task<?> t : new Task<?>[]{hintTask, stepTask}) if (t != null) t.cancel();
        busy(false);
    }

    private void failed(Throwable e) {
        busy(false);
        autoPlaying = false;
        game.setMessage(e instanceof InconsistentBoardException
                ? "Your flags contradict the numbers (" + e.getMessage() + "): remove a wrong flag and ask again."
                : "The computer could not work this position out.");
    }

    private void busy(boolean b) { game.controls().busyProperty().set(b); }
}
