package arcade.games.minesweeper.view;

import arcade.api.fx.Background;
import arcade.api.host.Play;
import arcade.api.session.Session;
import arcade.games.minesweeper.generate.NoGuessGenerator;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesRules;
import arcade.games.minesweeper.model.MinesState;
import javafx.concurrent.Task;

import java.util.ArrayList;
import java.util.List;

/**
 * How moves reach the session: the first reveal lays the mines in the same undo step (a chance
 * step); on a no-guess board that layout is searched for off the FX thread first, and moves wait
 * until it is laid.
 */
final class MinesMoves {
    private static final MinesRules RULES = MinesRules.INSTANCE;
    private final Play<MinesState, MinesMove> play;
    private Task<?> generating;
    private MinesState generatingFor;

    MinesMoves(Play<MinesState, MinesMove> play) { this.play = play; }

    /** True while a no-guess board is being made for the first click of the position in play. */
    boolean generating() { return generating != null && play.session() != null && play.state() == generatingFor; }

    /** A move of the player; false when it cannot be played now. */
    boolean play(MinesMove m) {
        if (play.session() == null || !play.acceptsMoves() || generating()) return false;
        MinesState s = play.state();
        if (!RULES.isLegal(s, m)) return false;
        MinesState next = RULES.apply(s, m);
        if (!next.awaitingLayout()) return play.play(m);
        if (!s.params().noGuess()) return play.perform(List.of(Session.Step.move(m), Session.Step.chance(RULES.layoutFor(next))));
        generate(s, next, m);
        return true;
    }

    private void generate(MinesState s, MinesState next, MinesMove m) {
        stop();
        generatingFor = s;
        play.say("Making a board that needs no guessing…");
        generating = Background.run(play.context().executor(), () -> NoGuessGenerator.layoutFor(next),
                () -> play.session() != null && play.state() == s,
                layout -> {
                    generating = null;
                    play.perform(List.of(Session.Step.move(m), Session.Step.chance(layout)));
                },
                e -> {
                    generating = null;
                    play.say("No board could be made; reveal a cell to try again.");
                });
    }

    /** Moves chosen by the computer: one undo step, and the game counts as helped. */
    void playForPlayer(List<MinesMove> moves) {
        if (moves.isEmpty() || play.session() == null || play.session().isOver()) return;
        if (!play.state().minesLaid()) {
            play.markAssisted();
            play(moves.get(0));
            return;
        }
        List<MinesMove> legal = new ArrayList<>();
        MinesState s = play.state();
        for (MinesMove m : moves) {
            if (!RULES.isLegal(s, m)) continue;
            s = RULES.apply(s, m);
            legal.add(m);
            if (s.over()) break;
        }
        if (!legal.isEmpty()) play.solve(legal);
    }

    void stop() {
        if (generating != null) generating.cancel();
        generating = null;
    }
}
