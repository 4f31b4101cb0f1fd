package arcade.games.snake.view;

import arcade.games.snake.view.replay.LastReplay;
import arcade.games.snake.view.replay.ReplayCodec;

import arcade.games.snake.view.replay.GameRecording;
import arcade.games.snake.view.replay.ReplayBar;
import arcade.games.snake.view.replay.ReplayFiles;
import arcade.games.snake.view.replay.ReplayLoading;
import arcade.games.snake.view.replay.ReplayPlayback;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import javafx.scene.Node;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.nio.file.Path;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Replays in place of the game: the last finished game (kept in the game's store), files opened and
 * saved through {@link ReplayFiles}, and the playback with its bar (pause, step, speed, seek). The
 * game stays paused underneath and is shown again when the replay closes.
 */
final class ReplayController {
    /** What the replay needs from the game around it. */
    interface Host {
        void pauseGame();
        /** Shows {@code s} in the HUD (and the X-ray panel when it is open). */
        void showState(SnakeState s);
        void repaint();
        /** The replay was closed: show the game again. */
        void replayClosed();
        Window window();
    }

    private final GameContext ctx;
    private final SnakeRules rules;
    private final FrameLoop loop;
    private final MessageOverlay overlay;
    private final SnakeToolbar toolbar;
    private final Host host;
    private final ReplayBar bar;
    private final ReplayFiles files;
    private final BooleanSupplier alive;
    private final ReplayLoading loadingStrip = new ReplayLoading();
    private final VBox bottom;
    private GameRecording lastGame;
    private ReplayPlayback replay;
    private ReplayFiles.Loading loading;

    ReplayController(GameContext ctx, SnakeRules rules, FrameLoop loop, MessageOverlay overlay, SnakeToolbar toolbar,
                     BooleanSupplier alive, Host host) {
        this.ctx = ctx;
        this.rules = rules;
        this.loop = loop;
        this.overlay = overlay;
        this.toolbar = toolbar;
        this.alive = alive;
        this.host = host;
        this.files = new ReplayFiles(ctx);
        this.bar = new ReplayBar(this::stepByHand, this::close, this::seek);
        bar.setVisible(false);
        bar.setManaged(false);
        bottom = new VBox(loadingStrip, bar);
        // A paused or finished replay needs no frames; playing again restarts the timer.
        bar.playingProperty().addListener((o, was, playing) -> {
            if (replay == null) return;
            if (playing && !replay.isDone()) loop.run();
            else { loop.stop(); host.repaint(); }
        });
    }

    boolean isShowing() { return replay != null; }

    /** True while the replay moves by itself (for smooth motion). */
    boolean isMoving() { return replay != null && bar.playingProperty().get() && !replay.isDone(); }

    ReplayPlayback playback() { return replay; }

    ReplayBar bar() { return bar; }

    /** What goes under the field: the loading strip and the replay bar, each shown only when needed. */
    Node bottom() { return bottom; }

    /** True while a replay file is being read and checked. */
    boolean isLoading() { return loading != null; }

    ReplayLoading loadingStrip() { return loadingStrip; }

    ReplayFiles files() { return files; }

    Optional<GameRecording> lastGame() { return Optional.ofNullable(lastGame); }

    /** Keeps a finished game to be watched and saved, also after Snake is reopened. */
    void keepLastGame(GameRecording r) {
        lastGame = r;
        ctx.store().save(LastReplay.STORE_NAME, LastReplay.of(r));
        toolbar.setLastGameAvailable(true);
    }

    /** Reads the kept last game on the executor (it is checked by playing it through); a bad one is ignored. */
    void loadLastGame() {
        Background.run(ctx.executor(), () -> {
                    LastReplay kept = ctx.store().load(LastReplay.STORE_NAME, LastReplay.class, LastReplay::none);
                    return kept == null || kept.isEmpty() ? null : ReplayCodec.decode(kept.json());
                }, () -> alive.getAsBoolean() && lastGame == null,
                r -> {
                    if (r == null) return;
                    lastGame = r;
                    toolbar.setLastGameAvailable(true);
                },
                err -> { }); // a damaged copy only means there is no last game to watch
    }

    void watchLastGame() {
        if (lastGame != null) start(lastGame, "Last game");
    }

    void openFile() {
        host.pauseGame();
        Path file = files.choose(host.window());
        if (file != null) load(file);
    }

    /**
     * Reads and checks {@code file} in the background with a progress strip and Cancel; the game
     * underneath stays paused and untouched until the replay is ready, and a cancel leaves it so.
     */
    void load(Path file) {
        cancelLoading();
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        ReplayFiles.Loading[] mine = new ReplayFiles.Loading[1];
        mine[0] = files.load(file, loadingStrip::setProgress,
                (r, n) -> { if (alive.getAsBoolean()) start(r, n); },
                () -> { if (loading == mine[0]) { loading = null; loadingStrip.hide(); } });
        loading = mine[0];
        loadingStrip.show(name, this::cancelLoading);
    }

    /** Stops a load under way; nothing of it reaches the game. */
    void cancelLoading() {
        if (loading == null) return;
        loading.cancel();
        loading = null;
        loadingStrip.hide();
    }

    /**
     * Plays back a finished game the statistics kept: replayed through the rules in the background
     * (a long game takes a moment), then shown as a replay; false for a game that is not Snake's.
     */
    boolean showFinished(SavedGame finished) {
        if (!SnakeGame.PLUGIN_ID.equals(finished.plugin())) return false;
        cancelLoading();
        host.pauseGame();
        Background.run(ctx.executor(), () -> {
                    Session<SnakeState, SnakeMove> s = Session.restore(SnakeDefinition.INSTANCE, finished);
                    return new GameRecording(s.id(), s.tickLog(), s.state().fieldHash(), s.state().score());
                }, alive, r -> start(r, "Finished game"),
                err -> ctx.notifier().error("That game cannot be shown again: it does not replay under this version of Snake."));
        return true;
    }

    void saveLastGame() {
        if (lastGame != null) files.save(host.window(), lastGame);
    }

    /** Plays {@code r} back in place of the game (the game stays paused underneath). */
    void start(GameRecording r, String name) {
        host.pauseGame();
        loop.stop();
        replay = new ReplayPlayback(rules, r);
        bar.reset();
        bar.setTitle(name);
        bar.setProgress(0, r.moves().size());
        bar.setVisible(true);
        bar.setManaged(true);
        overlay.hide();
        loop.reset();
        host.showState(replay.shown());
        host.repaint();
        loop.startTicker();
    }

    /** One display frame of the playback. */
    void frame(long nanos) {
        if (!bar.playingProperty().get() || replay.isDone()) {
            loop.stop();
            host.repaint();
            return;
        }
        int due = loop.due(nanos, replay.state().stepPeriodSeconds() / bar.speedFactor());
        for (int k = 0; k < due && !replay.isDone(); k++) step();
        host.repaint();
    }

    /** The seek bar: jump to step {@code target}; the replay pauses there so the player can look. */
    void seek(int target) {
        if (replay == null) return;
        replay.seek(target);
        bar.setFinished(false);
        if (bar.playingProperty().get() && target > 0) bar.playingProperty().set(false);
        overlay.hide();
        showPosition();
        if (replay.isDone()) finished();
        else if (bar.playingProperty().get()) loop.run();
        host.repaint();
    }

    void togglePlaying() { bar.playingProperty().set(!bar.playingProperty().get()); }

    private void showPosition() {
        bar.setProgress(replay.position(), replay.length());
        host.showState(replay.shown());
    }

    private void finished() {
        loop.stop();
        SnakeState s = replay.shown();
        boolean same = replay.state().fieldHash() == replay.recording().finalHash();
        bar.setFinished(true);
        overlay.show("Replay finished", GameTexts.summary(s),
                same ? "It ended on the same field as the game" : "",
                "Play again, drag the bar, or close the replay");
    }

    private void stepByHand() {
        if (replay != null && !replay.isDone()) {
            step();
            host.repaint();
        }
    }

    private void step() {
        replay.step();
        showPosition();
        if (replay.isDone()) finished();
    }

    /** Closes the replay and shows the game again. */
    void close() {
        if (replay == null) return;
        closeQuietly();
        host.replayClosed();
    }

    /** Closes the replay without showing anything (a new game replaces it). */
    void closeQuietly() {
        cancelLoading();
        if (replay == null) return;
        replay = null;
        loop.reset();
        bar.setVisible(false);
        bar.setManaged(false);
        overlay.hide();
    }
}
