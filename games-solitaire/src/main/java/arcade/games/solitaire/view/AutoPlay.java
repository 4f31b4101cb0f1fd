package arcade.games.solitaire.view;

import arcade.api.fx.Background;
import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeView;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

import java.util.List;

/**
 * Auto-play: the no-peek player chooses each step off the FX thread from the player's view, and
 * the steps are played one by one with a pause between them, so the game is watched, not jumped.
 * Any input of the player stops it.
 */
final class AutoPlay {
    private final SolitaireGame game;
    private NoPeekPlayer player;
    private PauseTransition pause;
    private boolean running;
    private long run;

    AutoPlay(SolitaireGame game) { this.game = game; }

    void toggle() { if (running) stop(); else start(); }

    void start() {
        if (game.session().isOver()) return;
        running = true;
        run++;
        player = new NoPeekPlayer(NoPeekPlayer.DEFAULT_SAMPLES, game.session().moveCount() + 31L);
        next(run);
    }

    void stop() {
        running = false;
        run++;
        if (pause != null) pause.stop();
        game.controlsImpl().busyProperty().set(false);
    }

    private void next(long myRun) {
        if (!running || myRun != run || game.session().isOver()) { if (myRun == run) stop(); return; }
        KlondikeView view = KlondikeView.of(game.state());
        long asked = game.currentGeneration();
        game.controlsImpl().busyProperty().set(true);
        Background.run(game.context().executor(), () -> player.next(view),
                () -> myRun == run && asked == game.currentGeneration(), step -> show(myRun, step),
                e -> stop());
    }

    private void show(long myRun, List<KlondikeMove> step) {
        game.controlsImpl().busyProperty().set(false);
        if (step.isEmpty()) {
            stop();
            game.context().notifier().info("Auto-play sees no way to win from here.");
            return;
        }
        playOn(myRun, step);
    }

    /**
     * Plays a step a card at a time (each with the turns that bring it up), a pause before each; a
     * step of several moves is a commitment with the moves leading to it, or the winning line once
     * every card is known. If the rest no longer fits (a card went home by itself), it asks again.
     */
    private void playOn(long myRun, List<KlondikeMove> step) {
        long asked = game.currentGeneration();
        double millis = game.context().animations().get() ? game.settings().autoPlayMillis() : 1;
        pause = new PauseTransition(Duration.millis(millis));
        pause.setOnFinished(e -> {
            if (myRun != run || asked != game.currentGeneration()) return;
            List<KlondikeMove> card = Hint.firstStep(step);
            if (!legal(game.state(), card)) { next(myRun); return; }
            game.applyAutoStep(card);
            List<KlondikeMove> rest = step.subList(card.size(), step.size());
            if (rest.isEmpty() || game.session().isOver()) next(myRun); else playOn(myRun, rest);
        });
        pause.play();
    }

    private static boolean legal(KlondikeState s, List<KlondikeMove> moves) {
        for (KlondikeMove m : moves) {
            if (!KlondikeRules.INSTANCE.isLegal(s, m)) return false;
            s = KlondikeRules.INSTANCE.apply(s, m);
        }
        return true;
    }
}
