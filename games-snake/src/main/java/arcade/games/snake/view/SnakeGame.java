package arcade.games.snake.view;

import arcade.api.fx.Background;
import arcade.api.fx.CanvasPane;
import arcade.api.fx.FrameTicker;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.model.GameId;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.view.sound.GameSound;
import arcade.games.snake.view.sound.SoundDevice;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Window;

import java.util.Optional;

/**
 * An open Snake game: a real-time {@link Session} played through the frame loop, with the field
 * canvas, the top strip, the banner below the field, the X-ray panel and the replays around it.
 * This class owns the game's life (new, paused, counting down, over) and hands the rest to its
 * parts: {@link FrameLoop}, {@link SnakeToolbar}, {@link AutopilotDriver}, {@link ReplayController}.
 */
public final class SnakeGame implements GameInstance {
    private final GameContext ctx;
    private final SnakeRules rules = new SnakeRules(true);
    private final SnakeControls controls;
    private final FrameLoop loop;

    private final BorderPane root = new BorderPane();
    private final FieldView field = new FieldView(root, this::frame);
    private final MessageOverlay overlay = new MessageOverlay();
    private final SnakeToolbar toolbar;
    private final XRayPanel xrayPanel;
    private final ReplayController replays;
    private final MoveSource moves;
    private final PlayTimer playTime;
    private final WindowFocusPause focusPause = new WindowFocusPause(this::pause);
    private final CrashHold crashHold = new CrashHold();

    private final StoredSettings settings;
    private final GameSound sound;
    private final GameResults results;

    private Session<SnakeState, SnakeMove> session;
    private SnakeState previous;
    private boolean paused;
    private boolean over;
    private boolean ready; // a new game that has not started yet
    private boolean closed;
    private int shownLevel; // the campaign level whose card was shown
    private int generation; // bumps with every new session, so late background results are dropped

    /** Opens a game for the shell: a resumed one if {@code resume} is given and valid, else Classic. */
    public static SnakeGame open(GameContext ctx, Optional<SavedGame> resume) {
        SnakeGame game = new SnakeGame(ctx, FrameTicker.animationTimer());
        game.start(resume);
        return game;
    }

    /** A game whose frames come from {@code tickers} (tests pass a manual ticker). Call {@link #start} next. */
    public SnakeGame(GameContext ctx, FrameTicker.Factory tickers) { this(ctx, tickers, SoundDevice.system()); }

    /** A game whose frames come from {@code tickers} and whose sounds go to {@code device}. */
    public SnakeGame(GameContext ctx, FrameTicker.Factory tickers, SoundDevice device) {
        this.ctx = ctx;
        this.sound = new GameSound(ctx, device);
        this.controls = new SnakeControls(this, ctx);
        this.loop = new FrameLoop(tickers, this::onFrame, n -> {
            if (n > 0) overlay.show(String.valueOf(n), "Get ready…", "", "Space pauses again");
            else overlay.hide();
        });
        this.playTime = new PlayTimer(ctx.clock());
        this.settings = new StoredSettings(ctx.store(), field::repaint);
        this.results = new GameResults(ctx);
        this.xrayPanel = new XRayPanel(field::palette);
        this.toolbar = new SnakeToolbar();
        this.replays = new ReplayController(ctx, rules, loop, overlay, toolbar, () -> !closed, new ReplayHost());
        toolbar.onReplayCommands(replays::watchLastGame, replays::openFile, replays::saveLastGame);
        AutopilotDriver autopilot = new AutopilotDriver(ctx.executor(), () -> session.state(), () -> !closed, err -> {
            updateHud(session.state());
            ctx.notifier().error("The autopilot stopped: " + err.getMessage());
        });
        this.moves = new MoveSource(autopilot, new RivalDriver(ctx.executor(), () -> session.state(), () -> !closed));
        controls.realTimeProperty().set(true); // the shell pauses it for its dialogs and resumes it after
        buildUi();
    }

    /** Starts Classic, or restores {@code resume} in the background and continues it paused. */
    public void start(Optional<SavedGame> resume) {
        replays.loadLastGame();
        startGame(controls.firstGame(), false);
        resume.ifPresent(this::restore);
    }

    private void buildUi() {
        SnakeLayout.assemble(root, toolbar, field.canvas(), overlay, xrayPanel, replays.bottom());
        toolbar.xrayToggle().selectedProperty().addListener((o, a, v) -> {
            xrayPanel.setVisible(v);
            xrayPanel.setManaged(v);
            if (v) xrayPanel.show(currentState());
            field.repaint();
        });
        root.addEventFilter(KeyEvent.KEY_PRESSED, new SnakeKeys(new KeyActions())::onKey);
        focusPause.attach(root, () -> Platform.runLater(this::refreshPalette));
        ctx.darkTheme().addListener((o, a, v) -> Platform.runLater(this::refreshPalette));
    }

    /** Re-reads the colours from CSS (after the theme changed). */
    private void refreshPalette() {
        if (closed) return;
        field.refreshPalette();
        xrayPanel.graph().repaint();
    }

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }

    @Override public Optional<Node> settingsPane() { return Optional.of(settings.pane(sound.statusText())); }

    // ---------------------------------------------------------------- games

    /** The preset {@code presetId} with a new seed. */
    void newGame(String presetId) { controls.newGame(presetId); }

    void startGame(GameId id, boolean withAutopilot) {
        replays.closeQuietly();
        install(Session.newGame(SnakeDefinition.INSTANCE, id));
        setAutopilot(withAutopilot);
        if (withAutopilot) resumePlay();
        else waitAt(GameTexts.readyBanner(session.state())); // the first steering key or Space starts it
    }

    /** Holds the game with a banner until the first key (no countdown): a new game, a new level, a lost life. */
    private void waitAt(GameTexts.Banner banner) {
        loop.stop();
        playTime.stop();
        paused = true;
        ready = true;
        controls.pausedProperty().set(true);
        overlay.show(banner.title(), banner.line(), "", banner.hint());
        field.repaint();
    }

    private void install(Session<SnakeState, SnakeMove> s) {
        generation++;
        loop.reset();
        loop.cancelCountdown();
        crashHold.cancel();
        session = s;
        previous = null;
        shownLevel = s.state().level();
        over = isEnd(s.state());
        paused = false;
        ready = false;
        playTime.reset(0);
        results.reset();
        moves.reset(false);
        controls.pausedProperty().set(false);
        controls.canSolveProperty().set(!over);
        overlay.hide();
        afterStep();
    }

    private static boolean isEnd(SnakeState s) { return s.isGameOver() || s.isBoardFull() || s.isFinished(); }

    private void restore(SavedGame saved) {
        int gen = generation;
        Background.run(ctx.executor(), () -> Session.restore(SnakeDefinition.INSTANCE, saved),
                () -> gen == generation && !closed,
                s -> {
                    if (isEnd(s.state())) return;
                    install(s);
                    playTime.reset(saved.elapsedMillis());
                    moves.reset(SavedGames.autopilotPlayed(saved));
                    updateHud(s.state()); // the status line says whether the game still counts
                    pause();
                },
                err -> ctx.notifier().error("The saved Snake game could not be resumed (" + err.getMessage() + "); a new game was started."));
    }

    // ---------------------------------------------------------------- loop

    private boolean isPlaying() { return !paused && !over && !replays.isShowing() && !closed; }

    /** Playing, and not holding a crash on show: steps run. */
    private boolean isStepping() { return isPlaying() && !crashHold.isRunning(); }

    private void resumePlay() {
        if (isPlaying()) {
            playTime.start();
            loop.run();
        }
    }

    /** One display frame: the due steps, then a repaint. */
    void onFrame(long nanos) {
        if (replays.isShowing()) {
            replays.frame(nanos);
            return;
        }
        if (!isPlaying()) {
            loop.stop();
            return;
        }
        if (loop.countdownFrame(nanos)) return;
        if (crashHold.isRunning()) {
            if (!crashHold.frame(nanos)) nextLife();
            return;
        }
        int due = loop.due(nanos, session.state().stepPeriodSeconds());
        // With the autopilot a step waits for its move (computed in the background, normally
        // long before the step is due), so a slow decision holds the snake instead of the UI.
        for (int k = 0; k < due && isStepping() && moves.isReady(); k++) step();
        field.repaint();
    }

    /** Runs one automaton step with the queued keys (or the autopilot's planned move). */
    void step() {
        SnakeState before = session.state();
        previous = session.state();
        session.play(moves.next(previous));
        if (session.state().isLevelDone()) { // the next level at once, so its card shows over its own field
            previous = null;
            session.play(moves.next(session.state()));
        }
        afterStep();
        sound.stepped(before, session.state());
        moves.afterStep();
    }

    /** True when the autopilot's move for the current state has arrived. */
    public boolean isAutopilotPlanReady() { return moves.isAutopilotReady(); }

    private void afterStep() {
        SnakeState s = session.state();
        results.observe(s);
        showState(s);
        if (!over && isEnd(s)) gameOver(s);
        else if (s.isLifeLost() && !moves.isAutopilot()) holdCrash(s);
        else if (s.level() > shownLevel && !moves.isAutopilot()) waitAt(GameTexts.levelBanner(s));
        shownLevel = s.level();
        field.repaint();
    }

    /** A life lost: the crash stays on show for a moment (the frames run on, the steps do not), then {@link #nextLife}. */
    private void holdCrash(SnakeState s) {
        moves.clearKeys();
        crashHold.start();
        GameTexts.Banner b = GameTexts.crashedBanner(s);
        overlay.show(b.title(), b.line(), "", b.hint());
    }

    /**
     * Lays out the field for the next life at once (action P5's step) and waits, as Nibbles does,
     * for the player's first key; the first step then comes a full period of the level's speed later.
     */
    private void nextLife() {
        crashHold.cancel();
        previous = null;
        session.play(moves.next(session.state()));
        moves.clearKeys();
        loop.reset();
        afterStep();
        moves.afterStep();
        if (!over && session.state().isRunning()) waitAt(GameTexts.newLifeBanner(session.state()));
    }

    private void gameOver(SnakeState s) {
        over = true;
        loop.stop();
        playTime.stop();
        boolean demo = moves.isAutopilot(); // the computer was playing to the end: offer the player the same variant
        setAutopilot(false);
        controls.canSolveProperty().set(false);
        String record = results.record(s, playTime.millis(), !moves.autopilotPlayed(), SavedGames.finished(session, playTime.millis()));
        replays.keepLastGame(new GameRecording(session.id(), session.tickLog(), s.fieldHash(), s.score()));
        updateHud(s);
        overlay.show(GameTexts.title(s, demo), GameTexts.summary(s), record, GameTexts.endHint(demo));
    }

    // ---------------------------------------------------------------- pause

    @Override public void pause() {
        if (crashHold.isRunning()) { // leaving mid-crash: the next life waits for a key anyway
            nextLife();
            return;
        }
        if (paused || over || closed || replays.isShowing()) return;
        ready = false;
        loop.cancelCountdown();
        paused = true;
        loop.stop();
        playTime.stop();
        controls.pausedProperty().set(true);
        overlay.show("Paused", statusLine(session.state()), "", "Press Space to continue");
        field.repaint();
    }

    @Override public void resume() {
        if (!paused || closed) return;
        boolean fromPause = !ready && !over && !replays.isShowing();
        paused = false;
        ready = false;
        controls.pausedProperty().set(false);
        overlay.hide();
        if (fromPause) loop.startCountdown(); // 3-2-1 in the banner, so the player can get ready
        resumePlay();
    }

    /** True during the 3-2-1 after a pause. */
    public boolean isCountingDown() { return loop.isCountingDown(); }

    // ---------------------------------------------------------------- keys

    /**
     * A steering key: queued for the next steps; it also takes control back from the autopilot.
     * Returns false when the key was not taken (a turn back into the snake, a crash on show).
     */
    boolean steer(int snake, Direction d) {
        if (over || replays.isShowing() || crashHold.isRunning()) return false;
        if (moves.isAutopilot()) {
            setAutopilot(false);
            ctx.notifier().info("You have the snake. This game no longer counts for records, because the autopilot played in it.");
        }
        return moves.steer(session.state(), snake, d);
    }

    // ---------------------------------------------------------------- autopilot

    void toggleAutopilot() {
        if (over) return;
        setAutopilot(!moves.isAutopilot());
        if (paused) resume();
    }

    /** Hands every snake to the computer (or takes it back); once it has played, the game no longer counts. */
    private void setAutopilot(boolean on) {
        moves.setAutopilot(on);
        updateHud(session.state());
    }

    public boolean isAutopilot() { return moves.isAutopilot(); }

    // ---------------------------------------------------------------- drawing and HUD

    private SnakeState currentState() { return replays.isShowing() ? replays.playback().state() : session.state(); }

    private FieldView.Frame frame() {
        boolean moving = replays.isShowing() ? replays.isMoving() : isStepping();
        return new FieldView.Frame(currentState(), replays.isShowing() ? replays.playback().previous() : previous,
                moving ? loop.fraction() : 1,
                new FieldPainter.Options(settings.get().interpolate(), settings.get().showGrid(), toolbar.xrayToggle().isSelected()));
    }

    private String statusLine(SnakeState s) {
        GameTexts.Control who = replays.isShowing() ? GameTexts.Control.REPLAY : moves.isAutopilot() ? GameTexts.Control.AUTOPILOT
                : moves.autopilotPlayed() && !over ? GameTexts.Control.PLAYER_AFTER_AUTOPILOT : GameTexts.Control.PLAYER;
        return GameTexts.statusLine(s, results.bestFor(s.options().params()), who);
    }

    private void updateHud(SnakeState s) {
        toolbar.show(s, results.bestFor(s.options().params()));
        controls.statusProperty().set(statusLine(s));
        controls.inProgressProperty().set(abandonedGame().isPresent());
    }

    /** The HUD and, when it is open, the X-ray panel show {@code s}. */
    private void showState(SnakeState s) {
        updateHud(s);
        if (toolbar.xrayToggle().isSelected()) xrayPanel.show(s);
    }

    /** What the keys act on. */
    private final class KeyActions implements SnakeKeys.Actions {
        @Override public boolean replaying() { return replays.isShowing(); }
        @Override public void toggleReplayPlaying() { replays.togglePlaying(); }
        @Override public boolean over() { return over; }
        @Override public int snakes() { return session.state().options().snakes(); }
        @Override public void togglePause() { if (paused) resume(); else pause(); }
        @Override public void playAgain() { controls.playAgain(); }
        @Override public void toggleXray() { toolbar.toggleXray(); }
        @Override public void steer(SteeringKeys.Steer steer) {
            // a waiting game starts with the first key it can take, never with a turn back
            if (SnakeGame.this.steer(steer.snake(), steer.direction()) && ready) resume();
        }
    }

    /** What the replays need from the game. */
    private final class ReplayHost implements ReplayController.Host {
        @Override public void pauseGame() { pause(); }
        @Override public void showState(SnakeState s) { SnakeGame.this.showState(s); }
        @Override public void repaint() { field.repaint(); }
        @Override public Window window() { return root.getScene() == null ? null : root.getScene().getWindow(); }
        @Override public void replayClosed() {
            SnakeState s = session.state();
            updateHud(s);
            if (over) overlay.show(GameTexts.title(s), GameTexts.summary(s), "", GameTexts.endHint(false));
            else if (paused) overlay.show("Paused", statusLine(s), "", "Press Space to continue");
            field.repaint();
            root.requestFocus();
        }
    }

    // ---------------------------------------------------------------- shell contract

    @Override public Optional<SavedGame> snapshot() {
        return session == null || over ? Optional.empty() : SavedGames.save(session, playTime.millis(), moves.autopilotPlayed());
    }

    /** A game from the statistics' last games, played back in place of this one (checked in the background first). */
    @Override public boolean replay(SavedGame finished) { return replays.showFinished(finished); }

    /** Esc during a replay closes the replay, not the game. */
    @Override public boolean back() {
        if (!replays.isShowing()) return false;
        replays.close();
        return true;
    }

    @Override public void close() {
        closed = true;
        loop.stop();
        sound.close();
        generation++;
        if (root.getScene() != null) focusPause.forget(root.getScene());
    }

    /** The player's unfinished game as an abandoned one; a replay or a game the autopilot played is not theirs. */
    Optional<GameRecord> abandonedGame() {
        if (session == null || over || replays.isShowing() || moves.autopilotPlayed() || session.tickLog().isEmpty()) return Optional.empty();
        return Optional.of(GameRecord.abandoned(session.state().options().params(), playTime.millis(), ctx.clock().millis()));
    }

    // ---------------------------------------------------------------- for tests and tools

    public Session<SnakeState, SnakeMove> session() { return session; }
    SnakeSettings settings() { return settings.get(); }
    public boolean isPaused() { return paused; }
    public boolean isOver() { return over; }
    public MessageOverlay overlay() { return overlay; }
    public CanvasPane canvasPane() { return field.canvas(); }
    public Hud hud() { return toolbar.hud(); }
    public XRayPanel xrayPanel() { return xrayPanel; }
    public GameSound sound() { return sound; }
    public ToggleButton xrayToggle() { return toolbar.xrayToggle(); }
    public Optional<GameRecording> lastGame() { return replays.lastGame(); }
    public ReplayFiles replayFiles() { return replays.files(); }
    /** The playback in progress, if any. */
    public Optional<ReplayPlayback> replay() { return Optional.ofNullable(replays.playback()); }
    public ReplayBar replayBar() { return replays.bar(); }
    ReplayController replayController() { return replays; }
}
