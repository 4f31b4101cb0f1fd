package arcade.games.snake.view;

import arcade.api.fx.Background;
import arcade.api.fx.CanvasPane;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.snake.SnakePlugin;
import arcade.games.snake.ai.Autopilot;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.InputQueue;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.api.fx.FixedStepClock;
import arcade.api.fx.FrameTicker;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Window;

import java.util.Map;
import java.util.Optional;

/**
 * An open Snake game: the field canvas, the HUD and toolbar strip, the overlays, the X-ray panel
 * and the replay bar, around a real-time {@link Session}. A fixed-timestep loop ({@link FixedStepClock}
 * fed by a {@link FrameTicker}) steps the session while the game is being played; the ticker is
 * stopped whenever nothing moves (paused, over, idle).
 */
public final class SnakeGame implements GameInstance {
    private static final String AUTOPILOT_PLAYED = "autopilotPlayed";
    private final GameContext ctx;
    private final SnakeRules rules = new SnakeRules(true);
    private final SnakeControls controls = new SnakeControls(this);
    private final FrameTicker ticker;
    private final FixedStepClock clock = new FixedStepClock();
    private final InputQueue[] queues = {new InputQueue(), new InputQueue()};
    private final FieldPainter painter = new FieldPainter();

    private final BorderPane root = new BorderPane();
    private final CanvasPane canvas = new CanvasPane(g -> paintFrame());
    private final MessageOverlay overlay = new MessageOverlay();
    private final Hud hud = new Hud();
    private final ToggleButton xrayToggle = new ToggleButton("X-ray");
    private final MenuItem watchLast = new MenuItem("Watch last game");
    private final MenuItem openReplay = new MenuItem("Open replay…");
    private final MenuItem saveReplay = new MenuItem("Save replay…");
    private final MenuButton replays = new MenuButton("Replays", null, watchLast, openReplay, saveReplay);
    private final XRayPanel xrayPanel;
    private final ReplayBar replayBar;
    private final ReplayFiles replayFiles;

    private SnakePalette palette;
    private SnakeSettings settings;
    private HighScores highScores;

    private Session<SnakeState, SnakeMove> session;
    private SnakeState previous;
    private boolean paused;
    private boolean over;
    private boolean autopilot;
    private boolean autopilotPlayed; // the computer played in this game: no high score, no statistics
    private boolean ready; // a new game that has not started yet
    private final Countdown countdown = new Countdown(); // 3-2-1 after a pause: frames run, steps do not
    private boolean closed;
    private long playMillis;
    private long runningSince = -1;
    private GameRecording lastGame;
    private Autopilot pilot;
    private SnakeState plannedFor;   // the state the autopilot's planned move is for
    private SnakeMove plannedMove;
    private ReplayPlayback replay;
    private int generation; // bumps with every new session, so late background results are dropped

    private final ChangeListener<Boolean> windowFocus = (o, was, focused) -> { if (!focused) pause(); };

    /** Opens a game for the shell: a resumed one if {@code resume} is given and valid, else Classic. */
    public static SnakeGame open(GameContext ctx, Optional<SavedGame> resume) {
        SnakeGame game = new SnakeGame(ctx, FrameTicker.animationTimer());
        game.start(resume);
        return game;
    }

    /** A game whose frames come from {@code tickers} (tests pass a manual ticker). Call {@link #start} next. */
    public SnakeGame(GameContext ctx, FrameTicker.Factory tickers) {
        this.ctx = ctx;
        this.ticker = tickers.create(this::onFrame);
        this.settings = ctx.store().load(SnakeSettings.STORE_NAME, SnakeSettings.class, SnakeSettings::defaults).sanitized();
        this.highScores = ctx.store().load(HighScores.STORE_NAME, HighScores.class, HighScores::empty);
        this.xrayPanel = new XRayPanel(() -> palette);
        this.replayBar = new ReplayBar(this::replayStepByHand, this::closeReplay, this::seekReplay);
        // A paused or finished replay needs no frames; playing again restarts the timer.
        replayBar.playingProperty().addListener((o, was, playing) -> {
            if (replay == null) return;
            if (playing && !replay.isDone()) { clock.restart(); ticker.start(); }
            else { ticker.stop(); canvas.repaint(); }
        });
        this.replayFiles = new ReplayFiles(ctx);
        controls.realTimeProperty().set(true); // the shell pauses it for its dialogs and resumes it after
        buildUi();
    }

    /** Starts Classic, or restores {@code resume} in the background and continues it paused. */
    public void start(Optional<SavedGame> resume) {
        loadLastReplay();
        startGame(GameId.seeded(Presets.thesisAt(settings.defaultSpeed()).params(), newSeed()), false);
        resume.ifPresent(this::restore);
    }

    // ---------------------------------------------------------------- UI

    private void buildUi() {
        root.getStyleClass().add("snake-root");
        root.getStylesheets().add(SnakePlugin.class.getResource("snake.css").toExternalForm());

        replays.setFocusTraversable(false);
        replays.getStyleClass().add("small");
        replays.setMinWidth(Region.USE_PREF_SIZE);
        xrayToggle.setFocusTraversable(false);
        xrayToggle.getStyleClass().add("small");
        xrayToggle.setMinWidth(Region.USE_PREF_SIZE);
        xrayToggle.selectedProperty().addListener((o, a, v) -> {
            xrayPanel.setVisible(v);
            xrayPanel.setManaged(v);
            if (v) xrayPanel.show(currentState());
            canvas.repaint();
        });
        watchLast.setOnAction(e -> watchLastGame());
        openReplay.setOnAction(e -> openReplayFile());
        saveReplay.setOnAction(e -> saveReplayFile());
        watchLast.setDisable(true);
        saveReplay.setDisable(true);

        // The chips take the room that is left and wrap inside it; the two buttons keep their size.
        HBox.setHgrow(hud, Priority.ALWAYS);
        hud.setMinWidth(0);
        hud.setPrefWidth(0);
        HBox buttons = new HBox(6, xrayToggle, replays);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        HBox strip = new HBox(hud, buttons);
        strip.getStyleClass().add("snake-toolbar");

        BorderPane board = new BorderPane(canvas);
        board.setBottom(overlay); // a banner below the field: it never hides a cell
        board.getStyleClass().add("snake-board");
        canvas.setOnMousePressed(e -> canvas.requestFocus());

        xrayPanel.setVisible(false);
        xrayPanel.setManaged(false);
        replayBar.setVisible(false);
        replayBar.setManaged(false);

        root.setTop(strip);
        root.setCenter(board);
        root.setRight(xrayPanel);
        root.setBottom(replayBar);
        root.setFocusTraversable(true);
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);

        root.sceneProperty().addListener((o, oldScene, scene) -> {
            if (oldScene != null) forgetWindow(oldScene);
            if (scene != null) {
                watchWindow(scene);
                Platform.runLater(this::refreshPalette);
            }
        });
        ctx.darkTheme().addListener((o, a, v) -> Platform.runLater(this::refreshPalette));
    }

    /** Follows the window the game is shown in; undone by {@link #forgetWindow}, or the scene would keep a closed game alive. */
    private final javafx.beans.value.ChangeListener<Window> windowChange = (o, a, w) -> {
        if (a != null) a.focusedProperty().removeListener(windowFocus);
        if (w != null) w.focusedProperty().addListener(windowFocus);
    };

    private void watchWindow(Scene scene) {
        scene.windowProperty().addListener(windowChange);
        Window w = scene.getWindow();
        if (w != null) w.focusedProperty().addListener(windowFocus);
    }

    private void forgetWindow(Scene scene) {
        scene.windowProperty().removeListener(windowChange);
        if (scene.getWindow() != null) scene.getWindow().focusedProperty().removeListener(windowFocus);
    }

    /** Re-reads the canvas colours from CSS (after the theme changed). */
    void refreshPalette() {
        if (closed || root.getScene() == null) return;
        root.applyCss();
        palette = SnakePalette.resolve(root);
        canvas.repaint();
        xrayPanel.graph().repaint();
    }

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }

    @Override public Optional<Node> settingsPane() {
        return Optional.of(new SettingsPane(settings, s -> {
            settings = s.sanitized();
            ctx.store().save(SnakeSettings.STORE_NAME, settings);
            canvas.repaint();
        }));
    }

    // ---------------------------------------------------------------- games

    private long newSeed() { return new Rng(ctx.clock().millis() ^ System.nanoTime()).nextLong(); }

    void newGame(String presetId) {
        SnakeOptions o = Presets.usesDefaultSpeed(presetId) ? Presets.options(presetId).withSpeed(settings.defaultSpeed(), false) : Presets.options(presetId);
        startGame(GameId.seeded(o.params(), newSeed()), Presets.WATCH_AUTOPILOT.equals(presetId));
    }

    void customGame() {
        boolean wasRunning = isPlaying();
        if (wasRunning) pause();
        CustomGameDialog dialog = new CustomGameDialog(options());
        if (root.getScene() != null) dialog.initOwner(root.getScene().getWindow());
        dialog.showAndWait().ifPresent(o -> startGame(GameId.seeded(o.params(), newSeed()), false));
    }

    /** The shell's Restart: the same game (options and seed) from the beginning. */
    void restart() { startGame(session.id(), false); }

    /** A fresh game with the current options and a new seed (Enter or R after a game over). */
    void playAgain() { startGame(GameId.seeded(session.id().params(), newSeed()), false); }

    void startGame(GameId id, boolean withAutopilot) {
        closeReplayQuietly();
        install(Session.newGame(SnakeDefinition.INSTANCE, id));
        setAutopilot(withAutopilot);
        if (withAutopilot) resumePlay();
        else waitForStart();
    }

    /** A new game waits for the player: the first steering key or Space starts it. */
    private void waitForStart() {
        paused = true;
        ready = true;
        controls.pausedProperty().set(true);
        overlay.show("Ready", session.state().options().snakes() == 1 ? "Arrow keys or W A S D steer" : "Green: arrow keys · Blue: W A S D",
                "", "Press an arrow key or Space to start");
        canvas.repaint();
    }

    private void install(Session<SnakeState, SnakeMove> s) {
        generation++;
        ticker.stop();
        session = s;
        previous = null;
        over = s.state().isGameOver() || s.state().isBoardFull() || s.state().isFinished();
        paused = false;
        ready = false;
        countdown.cancel();
        playMillis = 0;
        runningSince = -1;
        for (InputQueue q : queues) q.clear();
        clock.reset();
        pilot = null;
        autopilot = false;
        autopilotPlayed = false;
        controls.pausedProperty().set(false);
        controls.canSolveProperty().set(!over);
        overlay.hide();
        afterStep();
    }

    private void restore(SavedGame saved) {
        int gen = generation;
        Background.run(ctx.executor(), () -> {
                    return Session.restore(SnakeDefinition.INSTANCE, saved);
                }, () -> gen == generation && !closed,
                s -> {
                    if (s.state().isGameOver() || s.state().isFinished() || s.state().isBoardFull()) return;
                    install(s);
                    playMillis = saved.elapsedMillis();
                    autopilotPlayed = "true".equals(saved.extra().get(AUTOPILOT_PLAYED));
                    updateHud(s.state()); // the status line says whether the game still counts
                    pause();
                },
                err -> ctx.notifier().error("The saved Snake game could not be resumed (" + err.getMessage() + "); a new game was started."));
    }

    // ---------------------------------------------------------------- loop

    private boolean isPlaying() { return !paused && !over && replay == null && !closed; }

    private void resumePlay() {
        if (isPlaying()) {
            clock.restart();
            if (runningSince < 0) runningSince = ctx.clock().millis();
            ticker.start();
        }
    }

    private void stopClockTime() {
        if (runningSince >= 0) {
            playMillis += Math.max(0, ctx.clock().millis() - runningSince);
            runningSince = -1;
        }
    }

    /** One display frame: the due steps, then a repaint. */
    void onFrame(long nanos) {
        if (replay != null) {
            replayFrame(nanos);
            return;
        }
        if (!isPlaying()) {
            ticker.stop();
            return;
        }
        if (countdownFrame(nanos)) return;
        int due = clock.frame(nanos, session.state().stepPeriodSeconds());
        // With the autopilot a step waits for its move (computed in the background, normally
        // long before the step is due), so a slow decision holds the snake instead of the UI.
        for (int k = 0; k < due && isPlaying() && (!autopilot || isAutopilotPlanReady()); k++) step();
        canvas.repaint();
    }

    /** Runs one automaton step with the queued keys (or the autopilot's planned move). */
    void step() {
        SnakeState s = session.state();
        SnakeMove move = autopilot && isAutopilotPlanReady() ? plannedMove : humanMove(s);
        previous = s;
        session.play(move);
        afterStep();
        planAutopilotMove();
    }

    /** True when the autopilot's move for the current state has arrived. */
    public boolean isAutopilotPlanReady() { return plannedFor != null && plannedFor == session.state(); }

    /** Asks the autopilot, off the FX thread, for the move from the current state. */
    private void planAutopilotMove() {
        if (!autopilot || pilot == null || over) return;
        SnakeState s = session.state();
        Autopilot p = pilot;
        Background.run(ctx.executor(), () -> p.next(s), () -> autopilot && pilot == p && session.state() == s && !closed,
                m -> { plannedFor = s; plannedMove = m; },
                err -> {
                    setAutopilot(false);
                    ctx.notifier().error("The autopilot stopped: " + err.getMessage());
                });
    }

    private SnakeMove humanMove(SnakeState s) {
        int n = s.options().snakes();
        return n == 1 ? SnakeMove.of(queues[0].poll()) : SnakeMove.of(queues[0].poll(), queues[1].poll());
    }

    private void afterStep() {
        SnakeState s = session.state();
        updateHud(s);
        if (xrayToggle.isSelected()) xrayPanel.show(s);
        if (!over && (s.isGameOver() || s.isBoardFull() || s.isFinished())) gameOver(s);
        canvas.repaint();
    }

    private void gameOver(SnakeState s) {
        over = true;
        ticker.stop();
        stopClockTime();
        boolean demo = autopilot; // the computer was playing to the end: offer the player the same variant
        setAutopilot(false);
        controls.canSolveProperty().set(false);
        String params = s.options().params();
        int score = (int) s.score();
        boolean record = highScores.isRecord(params, score) && !autopilotPlayed;
        if (record) {
            highScores = highScores.with(params, score);
            ctx.store().save(HighScores.STORE_NAME, highScores);
        }
        // A game the autopilot played (even in part) is not the player's: no statistics, no record.
        if (!autopilotPlayed)
            ctx.stats().record(new GameRecord(params, GameTexts.result(s), playMillis, (double) score, ctx.clock().millis()));
        lastGame = new GameRecording(session.id(), session.tickLog(), s.fieldHash(), s.score());
        ctx.store().save(LastReplay.STORE_NAME, LastReplay.of(lastGame));
        watchLast.setDisable(false);
        saveReplay.setDisable(false);
        updateHud(s);
        overlay.show(GameTexts.title(s, demo), GameTexts.summary(s), record ? "New high score!" : "",
                demo ? "Your turn: Enter or R plays this variant yourself" : "Enter or R to play again");
    }

    // ---------------------------------------------------------------- pause

    @Override public void pause() {
        if (paused || over || closed || replay != null) return;
        ready = false;
        countdown.cancel();
        paused = true;
        ticker.stop();
        stopClockTime();
        controls.pausedProperty().set(true);
        overlay.show("Paused", statusLine(session.state()), "", "Press Space to continue");
        canvas.repaint();
    }

    @Override public void resume() {
        if (!paused || closed) return;
        boolean fromPause = !ready && !over && replay == null;
        paused = false;
        ready = false;
        controls.pausedProperty().set(false);
        overlay.hide();
        if (fromPause) startCountdown();
        resumePlay();
    }

    /** After a pause the snake waits 3 seconds, counted down in the banner, so the player can get ready. */
    private void startCountdown() {
        countdown.start();
        overlay.show(String.valueOf(Countdown.SECONDS), "Get ready…", "", "Space pauses again");
    }

    /** One frame of the countdown; true while it lasts. */
    private boolean countdownFrame(long nanos) {
        if (!countdown.isRunning()) return false;
        int n = countdown.frame(nanos);
        if (n > 0) {
            if (!String.valueOf(n).equals(overlay.titleText())) overlay.show(String.valueOf(n), "Get ready…", "", "Space pauses again");
            return true;
        }
        overlay.hide();
        clock.restart(); // the first step comes a full period after "1"
        return false;
    }

    /** True during the 3-2-1 after a pause. */
    public boolean isCountingDown() { return countdown.isRunning(); }

    private void togglePause() {
        if (paused) resume(); else pause();
    }

    // ---------------------------------------------------------------- keys

    private void onKey(KeyEvent e) {
        if (e.isControlDown() || e.isAltDown() || e.isMetaDown()) return;
        KeyCode code = e.getCode();
        if (replay != null) {
            if (code == KeyCode.SPACE) { replayBar.playingProperty().set(!replayBar.playingProperty().get()); e.consume(); }
            else if (code == KeyCode.X) { xrayToggle.setSelected(!xrayToggle.isSelected()); e.consume(); }
            return;
        }
        switch (code) {
            case SPACE -> { if (!over) togglePause(); e.consume(); }
            case ENTER, R -> { if (over) { playAgain(); e.consume(); } }
            case X -> { xrayToggle.setSelected(!xrayToggle.isSelected()); e.consume(); }
            default -> {
                SteeringKeys.Steer steer = SteeringKeys.of(code, session.state().options().snakes());
                if (steer != null) {
                    steer(steer.snake(), steer.direction());
                    if (ready) resume();
                    e.consume();
                }
            }
        }
    }

    /** A steering key: queued for the next steps; it also takes control back from the autopilot. */
    void steer(int snake, Direction d) {
        if (over || replay != null) return;
        if (autopilot) {
            setAutopilot(false);
            ctx.notifier().info("You have the snake. This game no longer counts for records, because the autopilot played in it.");
        }
        SnakeState s = session.state();
        Direction executed = s.head(snake).map(c -> s.direction(c.row(), c.col())).orElse(Direction.NONE);
        queues[snake - 1].offer(d, executed);
    }

    // ---------------------------------------------------------------- autopilot

    void toggleAutopilot() {
        if (over) return;
        setAutopilot(!autopilot);
        if (paused) resume();
    }

    /**
     * Hands every snake to the computer (or takes it back). The autopilot usually decides in a
     * tenth of a millisecond, but rare decisions take tens of milliseconds, so it plans each move
     * on the executor right after the previous step.
     */
    private void setAutopilot(boolean on) {
        autopilot = on;
        plannedFor = null;
        plannedMove = null;
        if (on) {
            autopilotPlayed = true;
            pilot = new Autopilot();
            for (InputQueue q : queues) q.clear();
            planAutopilotMove();
        } else {
            pilot = null;
        }
        updateHud(session.state());
    }

    public boolean isAutopilot() { return autopilot; }

    // ---------------------------------------------------------------- replays

    private void watchLastGame() {
        if (lastGame != null) startReplay(lastGame, "Last game");
    }

    private void openReplayFile() {
        pause();
        replayFiles.open(root.getScene() == null ? null : root.getScene().getWindow(), this::startReplay);
    }

    private void saveReplayFile() {
        if (lastGame != null) replayFiles.save(root.getScene() == null ? null : root.getScene().getWindow(), lastGame);
    }

    /** Plays {@code r} back in place of the game (the game stays paused underneath). */
    void startReplay(GameRecording r, String name) {
        pause();
        ticker.stop();
        replay = new ReplayPlayback(rules, r);
        replayBar.reset();
        replayBar.setTitle(name);
        replayBar.setProgress(0, r.moves().size());
        replayBar.setVisible(true);
        replayBar.setManaged(true);
        overlay.hide();
        clock.reset();
        updateHud(replay.state());
        canvas.repaint();
        ticker.start();
    }

    private void replayFrame(long nanos) {
        if (!replayBar.playingProperty().get() || replay.isDone()) {
            ticker.stop();
            canvas.repaint();
            return;
        }
        int due = clock.frame(nanos, replay.state().stepPeriodSeconds() / replayBar.speedFactor());
        for (int k = 0; k < due && !replay.isDone(); k++) replayStep();
        canvas.repaint();
    }

    /** Reads the kept last game on the executor (it is checked by playing it through); a bad one is ignored. */
    private void loadLastReplay() {
        Background.run(ctx.executor(), () -> {
                    LastReplay kept = ctx.store().load(LastReplay.STORE_NAME, LastReplay.class, LastReplay::none);
                    return kept == null || kept.isEmpty() ? null : ReplayCodec.decode(kept.json());
                }, () -> !closed && lastGame == null,
                r -> {
                    if (r == null) return;
                    lastGame = r;
                    watchLast.setDisable(false);
                    saveReplay.setDisable(false);
                },
                err -> { }); // a damaged copy only means there is no last game to watch
    }

    /** The seek bar: jump to step {@code target}; the replay pauses there so the player can look. */
    void seekReplay(int target) {
        if (replay == null) return;
        replay.seek(target);
        replayBar.setFinished(false);
        if (replayBar.playingProperty().get() && target > 0) replayBar.playingProperty().set(false);
        overlay.hide();
        showReplayPosition();
        if (replay.isDone()) replayFinished();
        else if (replayBar.playingProperty().get()) { clock.restart(); ticker.start(); }
        canvas.repaint();
    }

    private void showReplayPosition() {
        SnakeState s = replay.state();
        replayBar.setProgress(replay.position(), replay.length());
        updateHud(s);
        if (xrayToggle.isSelected()) xrayPanel.show(s);
    }

    private void replayFinished() {
        ticker.stop();
        SnakeState s = replay.state();
        boolean same = s.fieldHash() == replay.recording().finalHash();
        replayBar.setFinished(true);
        overlay.show("Replay finished", GameTexts.summary(s),
                same ? "It ended on the same field as the game" : "",
                "Play again, drag the bar, or close the replay");
    }

    private void replayStepByHand() {
        if (replay != null && !replay.isDone()) {
            replayStep();
            canvas.repaint();
        }
    }

    private void replayStep() {
        replay.step();
        showReplayPosition();
        if (replay.isDone()) replayFinished();
    }

    void closeReplay() {
        if (replay == null) return;
        closeReplayQuietly();
        SnakeState s = session.state();
        updateHud(s);
        if (over) overlay.show(GameTexts.title(s), GameTexts.summary(s), "", "Enter or R to play again");
        else if (paused) overlay.show("Paused", statusLine(s), "", "Press Space to continue");
        canvas.repaint();
        root.requestFocus();
    }

    private void closeReplayQuietly() {
        if (replay == null) return;
        replay = null;
        ticker.stop();
        clock.reset();
        replayBar.setVisible(false);
        replayBar.setManaged(false);
        overlay.hide();
    }

    /** The playback in progress, if any. */
    public Optional<ReplayPlayback> replay() { return Optional.ofNullable(replay); }

    public ReplayBar replayBar() { return replayBar; }

    // ---------------------------------------------------------------- drawing and HUD

    private SnakeState currentState() { return replay != null ? replay.state() : session.state(); }

    private void paintFrame() {
        if (palette == null) {
            if (root.getScene() == null) return;
            palette = SnakePalette.resolve(root);
        }
        SnakeState now = currentState();
        SnakeState before = replay != null ? replay.previous() : previous;
        boolean moving = replay != null ? replayBar.playingProperty().get() && !replay.isDone() : isPlaying();
        double f = moving ? clock.fraction() : 1;
        painter.paint(canvas.canvas().getGraphicsContext2D(), canvas.width(), canvas.height(), now, before, f, palette,
                new FieldPainter.Options(settings.interpolate(), settings.showGrid(), xrayToggle.isSelected()));
    }

    private String statusLine(SnakeState s) {
        GameTexts.Control who = replay != null ? GameTexts.Control.REPLAY : autopilot ? GameTexts.Control.AUTOPILOT
                : autopilotPlayed && !over ? GameTexts.Control.PLAYER_AFTER_AUTOPILOT : GameTexts.Control.PLAYER;
        return GameTexts.statusLine(s, highScores.bestFor(s.options().params()), who);
    }

    private void updateHud(SnakeState s) {
        int n = s.options().snakes();
        int[] scores = new int[n], lengths = new int[n];
        for (int k = 1; k <= n; k++) {
            scores[k - 1] = (int) s.score(k);
            lengths[k - 1] = GameTexts.shownLength(s, k);
        }
        int best = Math.max(highScores.bestFor(s.options().params()), 0);
        hud.show(scores, lengths, 1 / s.stepPeriodSeconds(), best);
        controls.statusProperty().set(statusLine(s));
        controls.inProgressProperty().set(abandonedGame().isPresent());
    }

    // ---------------------------------------------------------------- shell contract

    @Override public Optional<SavedGame> snapshot() {
        if (session == null || over || session.tickLog().isEmpty()) return Optional.empty();
        long millis = playMillis + (runningSince >= 0 ? Math.max(0, ctx.clock().millis() - runningSince) : 0);
        // Remember that the computer played, so a resumed game still keeps out of the high scores.
        return Optional.of(session.save(SnakePlugin.ID, millis, autopilotPlayed ? Map.of(AUTOPILOT_PLAYED, "true") : Map.of()));
    }

    /** Esc during a replay closes the replay, not the game. */
    @Override public boolean back() {
        if (replay == null) return false;
        closeReplay();
        return true;
    }

    @Override public void close() {
        closed = true;
        ticker.stop();
        generation++;
        if (root.getScene() != null) forgetWindow(root.getScene());
    }

    /** The player's unfinished game as an abandoned one; a replay or a game the autopilot played is not theirs. */
    Optional<GameRecord> abandonedGame() {
        if (session == null || over || replay != null || autopilotPlayed || session.tickLog().isEmpty()) return Optional.empty();
        long millis = playMillis + (runningSince >= 0 ? Math.max(0, ctx.clock().millis() - runningSince) : 0);
        return Optional.of(GameRecord.abandoned(session.state().options().params(), millis, ctx.clock().millis()));
    }

    // ---------------------------------------------------------------- for tests and tools

    public Session<SnakeState, SnakeMove> session() { return session; }
    public SnakeOptions options() { return session.state().options(); }
    public boolean isPaused() { return paused; }
    public boolean isOver() { return over; }
    public MessageOverlay overlay() { return overlay; }
    public CanvasPane canvasPane() { return canvas; }
    public Hud hud() { return hud; }
    public XRayPanel xrayPanel() { return xrayPanel; }
    public ToggleButton xrayToggle() { return xrayToggle; }
    public Optional<GameRecording> lastGame() { return Optional.ofNullable(lastGame); }
    public ReplayFiles replayFiles() { return replayFiles; }
}
