package arcade.games.minesweeper.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.minesweeper.ai.Action;
import arcade.games.minesweeper.ai.InconsistentBoardException;
import arcade.games.minesweeper.ai.ProbabilityEngine;
import arcade.games.minesweeper.ai.Strength;
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
    private AutoPlay mode = AutoPlay.TO_END;
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
        Strength strength = game.settings().solverStrength();
        game.session().markAssisted();
        busy(true);
        hintTask = Background.run(ctx.executor(), () -> StrongSolver.decide(view, s.params().firstClick(), strength), () -> game.state() == s, actions -> {
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

    /** How far auto-play goes. */
    enum AutoPlay {
        /** The computer's next move only. */
        ONE_STEP,
        /** Every move that follows for certain; stops where a guess is needed and points at the best one. */
        UNTIL_GUESS,
        /** Guesses too, to the end of the game. */
        TO_END
    }

    /** Pause between moves while auto-play runs: the speed chosen in the settings or the Auto-play menu. */
    private long stepMillis() { return game.settings().stepMillis(); }

    /** Starts auto-play, or stops it when it runs. */
    void toggleAutoPlay() { toggleAutoPlay(AutoPlay.TO_END); }

    void toggleAutoPlay(AutoPlay mode) {
        if (autoPlaying) { stop(); return; }
        if (game.state().over()) return;
        autoPlaying = true;
        this.mode = mode;
        if (mode != AutoPlay.ONE_STEP) game.setMessage(mode == AutoPlay.TO_END
                ? "Auto-play: the computer plays to the end. Choose Auto-play again to stop."
                : "Auto-play: the computer plays what follows for certain and stops before a guess.");
        step();
    }

    private void step() {
        MinesState s = game.state();
        if (!autoPlaying || s.over()) { stop(); return; }
        if (game.generating()) { later(); return; } // the no-guess board is still being made
        PlayerBoard view = s.view();
        Strength strength = game.settings().solverStrength();
        busy(true);
        stepTask = Background.run(ctx.executor(), () -> StrongSolver.decide(view, s.params().firstClick(), strength), () -> autoPlaying && game.state() == s, actions -> {
            busy(false);
            if (actions.isEmpty()) { stop(); return; }
            if (mode == AutoPlay.UNTIL_GUESS && needsGuess(s, actions.get(0))) {
                Action a = actions.get(0);
                stop();
                game.board().setHint(a.y() * s.width() + a.x(), true);
                game.board().setCursor(a.y() * s.width() + a.x());
                game.setMessage(String.format(Locale.ROOT, "A guess is needed now. The best guess: column %d, row %d, a mine with probability %.1f %%.",
                        a.x() + 1, a.y() + 1, 100 * a.probability()));
                return;
            }
            List<MinesMove> moves = new ArrayList<>();
            for (Action a : mode == AutoPlay.ONE_STEP ? actions.subList(0, 1) : actions)
                moves.add(a.kind() == Action.Kind.FLAG ? MinesMove.flag(a.x(), a.y()) : MinesMove.reveal(a.x(), a.y()));
            game.playForPlayer(moves);
            if (mode == AutoPlay.ONE_STEP) {
                Action a = actions.get(0);
                stop();
                if (!game.generating()) game.setMessage(String.format(Locale.ROOT, "%s column %d, row %d — %s.",
                        a.kind() == Action.Kind.FLAG ? "Flagged" : a.isGuess() ? "Guessed" : "Opened", a.x() + 1, a.y() + 1, a.reason()));
                return;
            }
            if (game.state().over()) { stop(); return; }
            later();
        }, this::failed);
    }

    /** The first click is no guess when the rule protects it; any other uncertain reveal is. */
    private static boolean needsGuess(MinesState s, Action a) {
        if (!s.started()) return s.params().firstClick() == arcade.games.minesweeper.model.FirstClick.NONE;
        return a.isGuess();
    }

    private void later() {
        nextStep = new PauseTransition(Duration.millis(stepMillis()));
        nextStep.setOnFinished(e -> step());
        nextStep.play();
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

    private void busy(boolean b) { game.controls().busyProperty().set(b || game.generating()); }
}
