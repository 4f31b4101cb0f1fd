package arcade.games.snake.view;

import arcade.games.snake.view.replay.GameRecording;

import arcade.api.host.Play;
import arcade.api.session.Session;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.view.sound.GameSound;

/**
 * The game's step clock: one move per step of the level's speed, played through the host, and
 * the holds between them — a new game or level waiting for the first key, a crash on show, the
 * player's pause with its 3-2-1. A hold that waits for a key is the host's pause (the clock stops,
 * Pause offers Resume), set with {@link Play#setPaused}. The crash on show and the 3-2-1 stop only
 * the game's clock (the frames run on, the chrome's Pause stays Pause), so the time recorded and
 * shown on the card is play time.
 */
final class SnakeRun {
    /** What the run needs from the view around it. */
    interface Host {
        boolean replaying();
        void beforeNewGame();
        void showState(SnakeState s);
        void repaint();
        void keepLastGame(GameRecording r);
        String statusLine(SnakeState s);
    }

    /** Why no step runs: nothing holds it, it waits for the first key, or the player paused. */
    private enum Hold { NONE, WAITING, PAUSED }

    private final Play<SnakeState, SnakeMove> play;
    private final FrameLoop loop;
    private final MessageOverlay overlay;
    private final GameSound sound;
    private final GameResults results;
    private final Host host;
    private final MoveSource moves;
    /**
     * How long a crash stays on show before the field is laid out for the next life. No step runs
     * and no key is taken meanwhile, so a key pressed in the heat of the crash cannot steer the new snake.
     */
    static final long CRASH_SHOWN_NANOS = 1_200_000_000L;
    private final FrameTimer crashHold = new FrameTimer(CRASH_SHOWN_NANOS);

    private Session<SnakeState, SnakeMove> session;
    private SnakeState previous;
    private SnakeState crashed; // the field at the crash that ended the game, shown instead of the walls that follow
    private Hold hold = Hold.NONE;
    private boolean layoutPending; // paused during a crash: the next life is laid out when play goes on
    private boolean clockHeld; // the game's clock stopped for the crash on show or the 3-2-1
    private int shownLevel;
    private boolean closed;

    SnakeRun(Play<SnakeState, SnakeMove> play, FrameLoop loop, MessageOverlay overlay, GameSound sound, GameResults results, Host host) {
        this.play = play;
        this.loop = loop;
        this.overlay = overlay;
        this.sound = sound;
        this.results = results;
        this.host = host;
        var ctx = play.context();
        AutopilotDriver autopilot = new AutopilotDriver(ctx.executor(), play::state, () -> !closed, err -> {
            host.showState(play.state());
            ctx.notifier().error("The autopilot stopped: " + err.getMessage());
        });
        this.moves = new MoveSource(autopilot, new RivalDriver(ctx.executor(), play::state, () -> !closed));
    }

    Session<SnakeState, SnakeMove> session() { return session; }

    /** The game closed: late plans of the autopilot and the rivals are dropped. */
    void close() {
        closed = true;
        loop.stop();
    }

    SnakeState previous() { return previous; }

    /** The field to draw: the crash that ended the game, or the state in play. */
    SnakeState fieldShown() { return crashed != null ? crashed : play.state(); }

    /**
     * A new, resumed or restarted game: a resumed one continues paused, the autopilot's show starts
     * at once (however it was asked for: New, Restart), any other waits for a key.
     */
    void begin(Session<SnakeState, SnakeMove> s) {
        session = s;
        host.beforeNewGame();
        loop.reset();
        loop.cancelCountdown();
        crashHold.cancel();
        layoutPending = false;
        previous = null;
        crashed = null;
        hold = Hold.NONE;
        clockHeld = false;
        shownLevel = s.state().level();
        results.reset();
        moves.reset();
        overlay.hide();
        host.showState(s.state());
        if (s.isOver()) return;
        if (!s.tickLog().isEmpty()) holdAt(Hold.PAUSED, new GameTexts.Banner("Paused", host.statusLine(s.state()), "Press Space to continue"));
        else if (Presets.isWatchAutopilot(s.id().params())) {
            setAutopilot(true);
            if (play.isPaused()) play.setPaused(false);
            else go();
        } else holdAt(Hold.WAITING, GameTexts.readyBanner(s.state()));
    }

    /** Holds the game with a banner: the host pauses (its clock stops) until a key or Space. */
    private void holdAt(Hold why, GameTexts.Banner banner) {
        hold = why;
        loop.stop();
        loop.cancelCountdown();
        overlay.show(banner.title(), banner.line(), "", banner.hint());
        if (!play.isPaused()) play.setPaused(true);
        host.repaint();
    }

    /** The host paused or resumed the game (the player's Pause, a dialog, the window left, or a hold of ours). */
    void paused(boolean on) {
        if (session == null || session.isOver()) return;
        if (on) {
            if (hold != Hold.NONE) return; // our own hold
            if (crashHold.isRunning()) {
                crashHold.cancel();
                layoutPending = true;
            }
            holdAt(Hold.PAUSED, new GameTexts.Banner("Paused", host.statusLine(play.state()), "Press Space to continue"));
            return;
        }
        Hold was = hold;
        hold = Hold.NONE;
        overlay.hide();
        holdClock(false); // the host's resume started the clock; a hold of ours below stops it again
        if (layoutPending) {
            layoutPending = false;
            nextLife();
            return;
        }
        if (was == Hold.PAUSED) { // 3-2-1 in the banner, so the player can get ready
            loop.startCountdown();
            holdClock(true);
        }
        go();
    }

    private boolean isPlaying() { return hold == Hold.NONE && session != null && !session.isOver() && !host.replaying() && play.acceptsMoves(); }

    /** Playing, and not holding a crash on show: steps run. */
    boolean isStepping() { return isPlaying() && !crashHold.isRunning(); }

    /** Starts the frames; the first step comes a full period of the level's speed later. */
    private void go() { if (isPlaying()) loop.run(); }

    /** One display frame: the countdown, the crash on show, or the steps now due. */
    void frame(long nanos) {
        if (!isPlaying()) {
            loop.stop();
            return;
        }
        if (loop.countdownFrame(nanos)) return;
        if (crashHold.isRunning()) {
            if (crashHold.left(nanos) == 0) nextLife();
            return;
        }
        holdClock(false);
        int due = loop.due(nanos, play.state().stepPeriodSeconds());
        // With the autopilot a step waits for its move (computed in the background, normally long
        // before the step is due), so a slow decision holds the snake instead of the UI.
        for (int k = 0; k < due && isStepping() && moves.isReady(); k++) step();
    }

    /** Runs one automaton step with the queued keys (or the autopilot's planned move). */
    private void step() {
        SnakeState before = play.state();
        previous = before;
        if (!play.play(moves.next(before))) return;
        if (play.state().isLevelDone()) { // the next level at once, so its card shows over its own field
            previous = null;
            play.play(moves.next(play.state()));
        }
        if (play.state().isGameOver() && !session.isOver()) { // P2 turns the field to walls: the game ends on the crash shown
            crashed = play.state();
            play.play(SnakeMove.none(crashed.options().totalSnakes()));
        }
        afterStep();
        sound.stepped(before, play.state());
        moves.afterStep();
    }

    private void afterStep() {
        SnakeState s = play.state();
        results.observe(fieldShown());
        host.showState(fieldShown());
        if (session.isOver()) ended();
        else if (s.isLifeLost() && !moves.isAutopilot()) holdCrash(s);
        else if (s.level() > shownLevel && !moves.isAutopilot()) holdAt(Hold.WAITING, GameTexts.levelBanner(s));
        shownLevel = s.level();
        host.repaint();
    }

    /** A life lost: the crash stays on show for a moment (the frames run on, the steps do not), then {@link #nextLife}. */
    private void holdCrash(SnakeState s) {
        moves.clearKeys();
        crashHold.start();
        holdClock(true);
        GameTexts.Banner b = GameTexts.crashedBanner(s);
        overlay.show(b.title(), b.line(), "", b.hint());
    }

    /**
     * Lays out the field for the next life at once (action P5's step) and waits, as Nibbles does,
     * for the player's first key; the first step then comes a full period of the level's speed
     * later, and keys pressed during the crash are gone.
     */
    private void nextLife() {
        crashHold.cancel();
        previous = null;
        play.play(moves.next(play.state()));
        moves.clearKeys();
        loop.reset();
        afterStep();
        moves.afterStep();
        if (!session.isOver() && play.state().isRunning()) holdAt(Hold.WAITING, GameTexts.newLifeBanner(play.state()));
    }

    /** The end: the host records it and shows its card; the game is kept for its replay. */
    private void ended() {
        loop.stop();
        crashHold.cancel();
        overlay.hide();
        setAutopilot(false);
        SnakeState end = play.state();
        host.keepLastGame(new GameRecording(session.id(), session.tickLog(), end.fieldHash(), end.score()));
    }

    /**
     * A steering key: queued for the next steps; it also takes control back from the autopilot,
     * and starts a game waiting for its first key. Ignored while a crash is on show.
     */
    void steer(int snake, Direction d) {
        if (session == null || session.isOver() || host.replaying() || crashHold.isRunning() || layoutPending) return;
        if (moves.isAutopilot()) {
            setAutopilot(false);
            play.context().notifier().info("You have the snake. This game sets no best, because the autopilot played in it.");
        }
        // a waiting game starts with the first key it can take, never with a turn back
        if (moves.steer(play.state(), snake, d) && hold == Hold.WAITING) play.setPaused(false);
    }

    /** After a replay closed: the game as it was (paused underneath). */
    void replayClosed() {
        host.showState(fieldShown());
        if (session != null && !session.isOver() && play.isPaused())
            overlay.show("Paused", host.statusLine(play.state()), "", "Press Space to continue");
    }

    /**
     * Stops the game's clock while a crash is on show or the 3-2-1 runs, and lets it run again
     * after (unless the host pauses the game meanwhile: then the host's pause holds it).
     */
    private void holdClock(boolean on) {
        if (on == clockHeld || session == null) return;
        clockHeld = on;
        Session<SnakeState, SnakeMove> s = play.session();
        if (s != null) s.setPaused(on || play.isPaused());
    }

    /** True while the game's clock stands still for the crash on show or the 3-2-1 (tests). */
    boolean isClockHeld() { return clockHeld; }

    // ---------------------------------------------------------------- autopilot

    void toggleAutopilot() {
        if (session == null || session.isOver()) return;
        setAutopilot(!moves.isAutopilot());
        if (play.isPaused()) play.setPaused(false);
    }

    /** Hands every snake to the computer (or takes them back); once it has played, the game sets no best. */
    private void setAutopilot(boolean on) {
        if (on) play.markAssisted();
        moves.setAutopilot(on);
        play.redraw(); // the status line says who drives
    }

    boolean isAutopilot() { return moves.isAutopilot(); }

    boolean isAutopilotPlanReady() { return moves.isAutopilotReady(); }

    boolean isMoveReady() { return moves.isReady(); }
}
