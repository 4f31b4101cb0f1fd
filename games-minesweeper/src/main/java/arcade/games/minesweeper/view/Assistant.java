package arcade.games.minesweeper.view;

import arcade.api.fx.Background;
import arcade.api.host.Play;
import arcade.games.minesweeper.ai.Action;
import arcade.games.minesweeper.ai.InconsistentBoardException;
import arcade.games.minesweeper.ai.ProbabilityEngine;
import arcade.games.minesweeper.ai.StrongSolver;
import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesState;
import arcade.games.minesweeper.model.PlayerBoard;
import javafx.animation.PauseTransition;
import javafx.concurrent.Task;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * The computer's help, always off the FX thread and from the player's view only: Hint, the
 * probability overlay and Auto-play. The host drops a result when the game has moved on.
 */
final class Assistant {
    private final Play<MinesState, MinesMove> play;
    private final MinesView view;
    private Task<?> overlayTask;
    private boolean autoPlaying;
    private AutoPlay mode = AutoPlay.TO_END;
    private PauseTransition nextStep;

    Assistant(Play<MinesState, MinesMove> play, MinesView view) {
        this.play = play;
        this.view = view;
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

    boolean autoPlaying() { return autoPlaying; }

    void hint() {
        MinesState s = play.state();
        if (s.over()) return;
        play.markAssisted();
        play.background("Thinking…", decide(s), actions -> {
            if (actions.isEmpty()) return;
            Action a = actions.get(0);
            view.board().setHint(cell(s, a), a.isGuess());
            view.board().setCursor(cell(s, a));
            String what = a.kind() == Action.Kind.FLAG ? "Flag" : a.isGuess() ? "Best guess:" : "Safe:";
            play.say(String.format(Locale.ROOT, "%s column %d, row %d — %s.", what, a.x() + 1, a.y() + 1, a.reason()));
        });
    }

    /** The solver's moves for a position, its refusal in words when the flags contradict the numbers. */
    private Callable<List<Action>> decide(MinesState s) {
        PlayerBoard board = s.view();
        FirstClick rule = s.params().firstClick();
        var strength = view.options().get().solverStrength();
        return () -> {
            try {
                return StrongSolver.decide(board, rule, strength);
            } catch (InconsistentBoardException e) {
                throw new IllegalStateException("your flags contradict the numbers (" + e.getMessage() + "); remove a wrong flag and ask again", e);
            }
        };
    }

    private static int cell(MinesState s, Action a) { return a.y() * s.width() + a.x(); }

    /** The overlay follows the position in play; it is worked out off the FX thread. */
    void refreshOverlay() {
        if (overlayTask != null) overlayTask.cancel();
        MinesState s = play.session() == null ? null : play.state();
        if (!view.overlayOn() || s == null || !s.minesLaid() || s.over()) {
            view.board().setOverlay(null);
            return;
        }
        PlayerBoard board = s.view();
        overlayTask = Background.run(play.context().executor(), () -> ProbabilityEngine.compute(board),
                () -> play.state() == s && view.overlayOn(), p -> view.board().setOverlay(p), e -> view.board().setOverlay(null));
    }

    /** Starts auto-play to the end, or stops it when it runs. */
    void toggleAutoPlay() { toggleAutoPlay(AutoPlay.TO_END); }

    void toggleAutoPlay(AutoPlay mode) {
        if (autoPlaying) { stop(); return; }
        if (!play.acceptsMoves()) return;
        autoPlaying = true;
        this.mode = mode;
        step();
        if (mode != AutoPlay.ONE_STEP) play.say(mode == AutoPlay.TO_END
                ? "Auto-play: the computer plays to the end. Choose Auto-play again to stop."
                : "Auto-play: the computer plays what follows for certain and stops before a guess.");
    }

    private void step() {
        if (!autoPlaying || !play.acceptsMoves()) { stop(); return; }
        if (view.moves().generating()) { later(); return; } // the no-guess board is still being made
        MinesState s = play.state();
        play.background("Auto-play is thinking…", decide(s), actions -> {
            if (!autoPlaying) return;
            if (actions.isEmpty()) { stop(); return; }
            Action first = actions.get(0);
            if (mode == AutoPlay.UNTIL_GUESS && needsGuess(s, first)) {
                stop();
                view.board().setHint(cell(s, first), true);
                view.board().setCursor(cell(s, first));
                play.say(String.format(Locale.ROOT, "A guess is needed now. The best guess: column %d, row %d, a mine with probability %.1f %%.",
                        first.x() + 1, first.y() + 1, 100 * first.probability()));
                return;
            }
            List<MinesMove> moves = new ArrayList<>();
            for (Action a : mode == AutoPlay.ONE_STEP ? actions.subList(0, 1) : actions)
                moves.add(a.kind() == Action.Kind.FLAG ? MinesMove.flag(a.x(), a.y()) : MinesMove.reveal(a.x(), a.y()));
            view.moves().playForPlayer(moves);
            if (mode == AutoPlay.ONE_STEP) {
                stop();
                if (!view.moves().generating()) play.say(String.format(Locale.ROOT, "%s column %d, row %d — %s.",
                        first.kind() == Action.Kind.FLAG ? "Flagged" : first.isGuess() ? "Guessed" : "Opened", first.x() + 1, first.y() + 1, first.reason()));
                return;
            }
            later();
        });
    }

    /** The first click is no guess when the rule protects it; any other uncertain reveal is. */
    private static boolean needsGuess(MinesState s, Action a) {
        if (!s.started()) return s.params().firstClick() == FirstClick.NONE;
        return a.isGuess();
    }

    /** The next move after the pause chosen in the settings. */
    private void later() {
        nextStep = new PauseTransition(Duration.millis(view.options().get().stepMillis()));
        nextStep.setOnFinished(e -> step());
        nextStep.play();
    }

    void stop() {
        if (!autoPlaying) return;
        autoPlaying = false;
        if (nextStep != null) nextStep.stop();
        play.cancelBackground();
    }

    void close() {
        stop();
        if (overlayTask != null) overlayTask.cancel();
    }
}
