package arcade.games.snake.view;

import arcade.games.snake.view.field.FieldPainter;
import arcade.games.snake.view.replay.GameRecording;
import arcade.games.snake.view.replay.ReplayBar;
import arcade.games.snake.view.replay.ReplayFiles;
import arcade.games.snake.view.replay.ReplayPlayback;
import arcade.games.snake.view.settings.SnakeSettings;

import arcade.games.snake.view.field.FieldView;
import arcade.games.snake.view.settings.StoredSettings;
import arcade.games.snake.view.xray.XRayPanel;

import arcade.api.fx.CanvasPane;
import arcade.api.fx.FrameTicker;
import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
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
 * Snake's view on the host: the field canvas, the top strip, the banner below the field, the
 * X-ray panel and the replays, and the game's step clock ({@link SnakeRun}), which plays one
 * move per step through the host. The host owns the session, pause, records and the end card.
 */
public final class SnakeView implements GameView<SnakeState, SnakeMove> {
    private final Play<SnakeState, SnakeMove> play;
    private final StoredSettings settings;
    private final BorderPane root = new BorderPane();
    private final FieldView field = new FieldView(root, this::frame);
    private final MessageOverlay overlay = new MessageOverlay();
    private final SnakeToolbar toolbar = new SnakeToolbar();
    private final XRayPanel xrayPanel = new XRayPanel(field::palette);
    private final FrameLoop loop;
    private final ReplayController replays;
    private final GameSound sound;
    private final GameResults results;
    private final SnakeRun run;
    private boolean closed;

    SnakeView(Play<SnakeState, SnakeMove> play, StoredSettings settings, FrameTicker.Factory tickers, SoundDevice device) {
        this.play = play;
        this.settings = settings;
        this.sound = new GameSound(play.context(), device);
        this.results = new GameResults(play.context());
        this.loop = new FrameLoop(tickers, this::onFrame, n -> {
            if (n > 0) overlay.show(String.valueOf(n), "Get ready…", "", "Space pauses again");
            else overlay.hide();
        });
        this.run = new SnakeRun(play, loop, overlay, sound, results, new RunHost());
        this.replays = new ReplayController(play.context(), new SnakeRules(true), loop, overlay, toolbar, () -> !closed, new ReplayHost());
        toolbar.onReplayCommands(replays::watchLastGame, replays::openFile, replays::saveLastGame);
        settings.onChange(field::repaint);
        SnakeLayout.assemble(root, toolbar, field.canvas(), overlay, xrayPanel, replays.bottom());
        toolbar.xrayToggle().selectedProperty().addListener((o, a, v) -> {
            xrayPanel.setVisible(v);
            xrayPanel.setManaged(v);
            if (v && play.session() != null) xrayPanel.show(currentState());
            field.repaint();
        });
        root.addEventFilter(KeyEvent.KEY_PRESSED, new SnakeKeys(new KeyActions())::onKey);
        root.sceneProperty().addListener((o, was, scene) -> { if (scene != null) Platform.runLater(this::refreshPalette); });
        play.context().darkTheme().addListener((o, a, v) -> Platform.runLater(this::refreshPalette));
        root.getProperties().put(SnakeView.class, this);
        replays.loadLastGame();
    }

    /** The Snake view inside an opened game (for tests in the real shell), or null when it is not Snake. */
    public static SnakeView of(arcade.api.plugin.GameInstance game) {
        Node found = game.root().lookup(".snake-root");
        return found == null ? null : (SnakeView) found.getProperties().get(SnakeView.class);
    }

    /** Re-reads the colours from CSS (after the theme changed). */
    private void refreshPalette() {
        if (closed) return;
        field.refreshPalette();
        xrayPanel.graph().repaint();
    }

    // ---------------------------------------------------------------- GameView

    @Override public Node node() { return root; }

    @Override public void show(Frame<SnakeState, SnakeMove> frame) {
        if (frame.session() != run.session()) run.begin(frame.session()); // a new, resumed or restarted game
        else showState(run.fieldShown()); // at the end, the crash rather than the walls after it
        field.repaint();
    }

    @Override public void paused(boolean paused) { if (!closed) run.paused(paused); }

    /** A game from the statistics' last games, played back in place of this one (checked in the background first). */
    @Override public boolean replay(SavedGame finished) { return replays.showFinished(finished); }

    @Override public boolean replays() { return true; }

    /** Esc during a replay closes the replay, not the game. */
    @Override public boolean back() {
        if (!replays.isShowing()) return false;
        replays.close();
        return true;
    }

    @Override public void close() {
        closed = true;
        run.close();
        replays.closeQuietly();
        sound.close();
    }

    // ---------------------------------------------------------------- frames

    /** One display frame: the replay's, or the game's due steps; then a repaint. */
    private void onFrame(long nanos) {
        if (replays.isShowing()) replays.frame(nanos);
        else if (closed) loop.stop();
        else {
            run.frame(nanos);
            field.repaint();
        }
    }

    private SnakeState currentState() { return replays.isShowing() ? replays.playback().shown() : run.fieldShown(); }

    /** What the field draws now, or null before the first game is ready. */
    private FieldView.Frame frame() {
        if (play.session() == null) return null;
        boolean moving = replays.isShowing() ? replays.isMoving() : run.isStepping();
        SnakeState before = replays.isShowing() ? replays.playback().previous() : run.previous();
        SnakeSettings s = settings.get();
        return new FieldView.Frame(currentState(), before, moving ? loop.fraction() : 1,
                new FieldPainter.Options(s.interpolate(), s.showGrid(), toolbar.xrayToggle().isSelected()));
    }

    /** The status line, e.g. "Score 7 · Length 12 · 3.3 steps/s · Best 31", and who is in control. */
    String statusLine(SnakeState s) {
        Session<SnakeState, SnakeMove> session = play.session();
        GameTexts.Control who = replays.isShowing() ? GameTexts.Control.REPLAY : run.isAutopilot() ? GameTexts.Control.AUTOPILOT
                : session != null && session.isAssisted() && !session.isOver() ? GameTexts.Control.PLAYER_AFTER_AUTOPILOT : GameTexts.Control.PLAYER;
        return GameTexts.statusLine(s, results.bestFor(s.options().params()), who);
    }

    /** The top strip and, when it is open, the X-ray panel show {@code s}. */
    private void showState(SnakeState s) {
        toolbar.show(s, results.bestFor(s.options().params()));
        if (toolbar.xrayToggle().isSelected()) xrayPanel.show(s);
    }

    /** What the game's step clock needs from the view. */
    private final class RunHost implements SnakeRun.Host {
        @Override public boolean replaying() { return replays.isShowing(); }
        @Override public void beforeNewGame() { replays.closeQuietly(); }
        @Override public void showState(SnakeState s) { SnakeView.this.showState(s); }
        @Override public void repaint() { field.repaint(); }
        @Override public void keepLastGame(GameRecording r) { replays.keepLastGame(r); }
        @Override public String statusLine(SnakeState s) { return SnakeView.this.statusLine(s); }
    }

    /** What the keys act on. */
    private final class KeyActions implements SnakeKeys.Actions {
        @Override public boolean replaying() { return replays.isShowing(); }
        @Override public void toggleReplayPlaying() { replays.togglePlaying(); }
        @Override public boolean over() { return play.session() == null || play.session().isOver(); }
        @Override public int snakes() { return play.state().options().snakes(); }
        @Override public void togglePause() { play.setPaused(!play.isPaused()); }
        @Override public void playAgain() { play.newGame(play.session().id().params()); }
        @Override public void toggleXray() { toolbar.toggleXray(); }
        @Override public void steer(SteeringKeys.Steer steer) { run.steer(steer.snake(), steer.direction()); }
    }

    /** What the replays need from the game. */
    private final class ReplayHost implements ReplayController.Host {
        @Override public void pauseGame() { if (play.session() != null && !play.session().isOver() && !play.isPaused()) play.setPaused(true); }
        @Override public void showState(SnakeState s) { SnakeView.this.showState(s); }
        @Override public void repaint() { field.repaint(); }
        @Override public Window window() { return root.getScene() == null ? null : root.getScene().getWindow(); }
        @Override public void replayClosed() {
            run.replayClosed();
            field.repaint();
            root.requestFocus();
        }
    }

    // ---------------------------------------------------------------- for the entry class and tests

    void toggleAutopilot() { run.toggleAutopilot(); }
    /** A steering key for {@code snake}, as the keys give it. */
    void steer(int snake, arcade.games.snake.model.Direction d) { run.steer(snake, d); }
    public boolean isAutopilot() { return run.isAutopilot(); }
    /** The field the game ended on (the crash, before the field turns to walls), or the state in play. */
    SnakeState lastField() { return run.fieldShown(); }
    GameResults results() { return results; }
    public Session<SnakeState, SnakeMove> session() { return play.session(); }
    public boolean isPaused() { return play.isPaused(); }
    public boolean isOver() { return play.session() != null && play.session().isOver(); }
    public boolean isCountingDown() { return loop.isCountingDown(); }
    public boolean isAutopilotPlanReady() { return run.isAutopilotPlanReady(); }
    /** True when the move of the next step can be made (the autopilot's and the rivals' plans have arrived). */
    public boolean isMoveReady() { return run.isMoveReady(); }
    public Node root() { return root; }
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
