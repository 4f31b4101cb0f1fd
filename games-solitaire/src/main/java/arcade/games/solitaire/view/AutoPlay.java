package arcade.games.solitaire.view;

import arcade.games.solitaire.ai.StopReasons;
import arcade.api.host.Play;
import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.SolveResult;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.util.Duration;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The computer playing for the player, watched a card at a time. Auto-play asks the no-peek player
 * (the player's view only) before every step; Solve asks the solver that sees every card once for
 * a whole winning line. Both choose off the FX thread, pause before each card, stop on any input
 * of the player, and leave one sentence in the status line saying why they stopped.
 */
final class AutoPlay {
    enum Mode { NO_PEEK, SOLVE }

    /** Solve's search: far more than a deal dealt as winnable needs (400,000 positions). */
    private static final long SOLVE_POSITIONS = 3_000_000, SOLVE_MILLIS = 15_000;

    /** What a chooser found: the moves to play next, or (no moves) why there are none. */
    record Choice(List<KlondikeMove> line, String stopped) {
        static Choice play(List<KlondikeMove> line) { return new Choice(List.copyOf(line), ""); }
        static Choice stop(String why) { return new Choice(List.of(), why); }
    }

    private final Play<KlondikeState, KlondikeMove> play;
    private final SolitaireView view;
    private final ReadOnlyBooleanWrapper autoPlaying = new ReadOnlyBooleanWrapper(), solving = new ReadOnlyBooleanWrapper();
    private Mode mode; // null while the player plays
    private NoPeekPlayer player;
    private AtomicBoolean cancelled = new AtomicBoolean();
    private PauseTransition pause;
    private long run;

    AutoPlay(Play<KlondikeState, KlondikeMove> play, SolitaireView view) {
        this.play = play;
        this.view = view;
    }

    ReadOnlyBooleanProperty autoPlayingProperty() { return autoPlaying.getReadOnlyProperty(); }
    ReadOnlyBooleanProperty solvingProperty() { return solving.getReadOnlyProperty(); }
    boolean running() { return mode != null; }

    /** Starts the mode, or stops it when it is the one running. */
    void toggle(Mode m) { if (mode == m) stop(); else start(m); }

    void start(Mode m) {
        stop();
        if (!play.acceptsMoves()) return;
        mode = m;
        run++;
        cancelled = new AtomicBoolean();
        autoPlaying.set(m == Mode.NO_PEEK);
        solving.set(m == Mode.SOLVE);
        if (m == Mode.NO_PEEK) player = new NoPeekPlayer(NoPeekPlayer.DEFAULT_SAMPLES, play.session().moveCount() + 31L);
        if (m == Mode.SOLVE) play.markAssisted();
        next(run);
    }

    /** Stops without a word (the player took over, or a new game began). */
    void stop() {
        boolean was = mode != null;
        cancelled.set(true);
        mode = null;
        run++;
        autoPlaying.set(false);
        solving.set(false);
        if (pause != null) pause.stop();
        if (was) play.cancelBackground();
    }

    /** What the status line says while it plays. */
    String runningNote() {
        if (mode == null) return "";
        return mode == Mode.SOLVE ? "Solve plays a line found by looking at every card; any key or click takes over"
                : "Auto-play plays from what you can see; any key or click takes over";
    }

    /** Stops and says why in the status line, where it stays until the table changes. */
    private void stopWith(String why) {
        stop();
        play.say(why);
    }

    private void next(long myRun) {
        if (myRun != run) return;
        if (!play.acceptsMoves()) { stop(); return; }
        KlondikeState state = play.state();
        String busy = mode == Mode.SOLVE ? "Solve is looking for a winning line…" : "Auto-play is choosing a move…";
        Callable<Choice> choose = chooser(state);
        boolean solving = mode == Mode.SOLVE;
        play.background(busy, () -> {
            try {
                return choose.call();
            } catch (RuntimeException e) {
                return Choice.stop(solving ? "Solve stopped: the search failed." : "Auto-play stopped: it could not choose a move.");
            }
        }, choice -> show(myRun, choice));
    }

    private Callable<Choice> chooser(KlondikeState state) {
        if (mode == Mode.SOLVE) {
            AtomicBoolean stopFlag = cancelled;
            return () -> solve(state, stopFlag);
        }
        KlondikeView view = KlondikeView.of(state);
        NoPeekPlayer p = player;
        return () -> {
            List<KlondikeMove> step = p.next(view);
            return step.isEmpty() ? Choice.stop(StopReasons.autoPlay(p.gaveUp().orElse(NoPeekPlayer.GiveUp.NO_MOVE), view))
                    : Choice.play(step);
        };
    }

    private static Choice solve(KlondikeState state, AtomicBoolean cancelled) {
        Budget budget = Budget.of(SOLVE_POSITIONS, SOLVE_MILLIS).withCancel(cancelled::get);
        SolveResult r = new ThoughtfulSolver(budget).solve(state);
        if (r.verdict() == Verdict.WINNABLE) return Choice.play(r.moves());
        return Choice.stop(StopReasons.solve(r.verdict()));
    }

    private void show(long myRun, Choice choice) {
        if (myRun != run) return;
        if (choice.line().isEmpty()) { stopWith(choice.stopped()); return; }
        playOn(myRun, choice.line());
    }

    /**
     * Plays a line a card at a time (each with the turns that bring it up), a pause before each. If
     * the rest no longer fits (a card went home by itself), it asks again.
     */
    private void playOn(long myRun, List<KlondikeMove> line) {
        KlondikeState asked = play.state();
        double millis = play.context().animations().get() ? view.settings().get().autoPlayMillis() : 1;
        pause = new PauseTransition(Duration.millis(millis));
        pause.setOnFinished(e -> {
            if (myRun != run || asked != play.state()) return;
            List<KlondikeMove> card = Hint.firstStep(line);
            if (!legal(play.state(), card)) { next(myRun); return; }
            // Solve plays its line as found; Auto-play's steps take the safe cards home as the player's do.
            if (mode == Mode.SOLVE) view.applySolveStep(card); else view.applyAutoStep(card);
            List<KlondikeMove> rest = line.subList(card.size(), line.size());
            if (play.session().isOver()) stop();
            else if (rest.isEmpty()) next(myRun);
            else playOn(myRun, rest);
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
