package arcade.api.host;

import arcade.api.fx.CssPalette;
import arcade.api.fx.ThemedPalette;
import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.IllegalMoveException;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Rng;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.util.Duration;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A game on the host: the session's life, the chrome's controls, records, the ending and replays
 * around the game's own view. Built by {@link GameHost.Builder#open}; all of it runs on the FX
 * thread, and everything slow (preparing a game, restoring one, the game's computer players) runs
 * on the context's executor, its result dropped when the game has moved on.
 */
final class HostedGame<S, M, V extends GameView<S, M>> implements GameInstance, Play<S, M> {
    private final GameHost.Builder<S, M, V> b;
    private final GameContext ctx;
    private final GameDefinition<S, M> definition;
    private final BorderPane root = new BorderPane();
    private final V view;
    private final HostControls controls;
    private final Recorder<S, M> recorder;
    private final ReadOnlyObjectWrapper<GameControls> active = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Ending> ending = new ReadOnlyObjectWrapper<>();
    private final Map<Class<?>, ThemedPalette<?>> palettes = new HashMap<>();
    private final List<Task<?>> running = new ArrayList<>();
    private final Timeline ticker;
    private Session<S, M> session;
    private Frame<S, M> shown;
    private HostReplay<S, M> replay;
    private Ending lastEnding; // the card of this session's end, shown again when a redo returns there
    private long generation; // bumps on every change: background results for an older one are dropped
    private long preparing;  // the number of the game being prepared, 0 when none
    private long prepared;
    private String message = "";
    private String busyText = "";
    private boolean paused, covered, closed;

    HostedGame(GameHost.Builder<S, M, V> builder) {
        this.b = builder;
        this.ctx = builder.ctx;
        this.definition = builder.definition;
        this.controls = new HostControls(this, definition, b.custom != null, b.hint != null, b.solve != null, b.solveLabel,
                b.settings != null, b.pausable);
        this.recorder = new Recorder<>(builder);
        active.set(controls);
        root.getStyleClass().add("game-host-root");
        if (b.styleClass != null) root.getStyleClass().add(b.styleClass);
        if (b.stylesheet != null) root.getStylesheets().add(b.stylesheet);
        root.setFocusTraversable(true);
        dark(ctx.darkTheme().get());
        ctx.darkTheme().addListener((o, was, now) -> dark(now));
        this.view = b.viewFactory.apply(this);
        root.setCenter(view.node());
        // The shell gives the keyboard to the host's root: a view that takes keys itself (a canvas) gets it.
        root.focusedProperty().addListener((o, was, focused) -> { if (focused && view.node().isFocusTraversable()) view.node().requestFocus(); });
        b.input.accept(this, view);
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> { if (replay != null) replay.key(e); });
        ticker = new Timeline(new KeyFrame(Duration.millis(500), e -> tick()));
        ticker.setCycleCount(Timeline.INDEFINITE);
        refresh();
    }

    // ---- session life --------------------------------------------------------------------------

    void start(Optional<SavedGame> resume) {
        if (resume.isEmpty()) { newGame(firstParams()); return; }
        SavedGame saved = resume.get();
        prepare("Resuming your game…", () -> Session.restore(definition, saved), s -> {
            install(s);
            b.restored.accept(this, saved);
        }, e -> {
            ctx.resumeFailed(plain(e));
            newGame(firstParams());
        });
    }

    private String firstParams() { return b.firstParams != null ? b.firstParams : definition.presets().get(0).params(); }

    @Override public void newGame(String params) {
        String normal;
        try {
            normal = definition.params().normalize(params);
        } catch (IllegalArgumentException e) {
            say("That game cannot be played: " + e.getMessage());
            return;
        }
        long seed = 1 + Math.floorMod(new Rng(ctx.clock().millis() ^ System.nanoTime()).nextLong(), 999_999_999L);
        prepare(b.dealingText, () -> {
            GameId id = b.dealer.deal(normal, seed);
            return Session.newGameWith(definition, id, definition.initialState(id));
        }, s -> {
            install(s);
            controls.current(normal); // the variant asked for, though a dealer may file the game under other params
        }, e -> {
            if (session == null && !normal.equals(firstParams())) {
                ctx.notifier().warn("That game could not be set up (" + plain(e) + "), so the first one on the list was started.");
                newGame(firstParams());
            } else {
                say("That game could not be set up: " + plain(e) + ".");
            }
        });
    }

    @Override public void startOver(String params) {
        abandonedGame().ifPresent(r -> ctx.stats().record(r));
        newGame(params);
    }

    @Override public void start(GameId id, List<M> moves) {
        try {
            definition.params().normalize(id.params());
        } catch (IllegalArgumentException e) {
            say("That game cannot be played: " + e.getMessage());
            return;
        }
        List<M> played = List.copyOf(moves);
        prepare(b.dealingText, () -> {
            Session<S, M> s = Session.newGameWith(definition, id, definition.initialState(id));
            for (M m : played) s.play(m);
            return s;
        }, this::install, e -> say("That game could not be set up: " + plain(e) + "."));
    }

    /** Builds a session off the FX thread; a later request replaces an earlier one still running. */
    private void prepare(String text, Callable<Session<S, M>> work, Consumer<Session<S, M>> onReady, Consumer<Throwable> onError) {
        long number = ++prepared;
        preparing = number;
        cancelBackground();
        busyText = text;
        refresh();
        Task<Session<S, M>> task = task(work);
        task.setOnSucceeded(e -> { if (preparing == number && !closed) { preparing = 0; onReady.accept(task.getValue()); } });
        task.setOnFailed(e -> { if (preparing == number && !closed) { preparing = 0; refresh(); onError.accept(task.getException()); } });
        ctx.executor().execute(task);
    }

    private void install(Session<S, M> s) {
        closeReplay();
        session = s;
        generation++;
        message = "";
        busyText = "";
        ending.set(null);
        lastEnding = null;
        s.setPaused(paused || covered);
        s.addListener(this::changed);
        s.onFinish(this::finished);
        controls.current(s.id().params());
        b.onSession.accept(s);
        show(Frame.of(s, null, false));
        refresh();
        opponentsTurn();
    }

    private void changed(Session.Change<S, M> change) {
        generation++;
        message = "";
        // An undo puts the card away; a redo back to the end shows it again. A game undone from its end
        // and ended again by other moves gets the card of this end, but is not recorded again.
        if (!session.isOver()) ending.set(null);
        else if (ending.get() == null && lastEnding != null)
            ending.set(change.direction() == Session.Direction.REDO ? lastEnding : recorder.endedAgain(session, endButtons()));
        show(Frame.of(session, change, false));
        refresh();
        if (change.direction() == Session.Direction.FORWARD) opponentsTurn();
    }

    /** The opponent's move, when it is to move: thought out off the FX thread, then played. */
    private void opponentsTurn() {
        if (!opponentMoves() || paused || replay != null) return;
        S state = session.state();
        background(b.opponent.thinking(), () -> b.opponent.step(state), step -> {
            if (session.state() != state || session.isOver()) return;
            if (step.isChance()) attempt(() -> session.chance(step.chance()));
            else attempt(() -> session.play(step.move()));
        });
    }

    private boolean opponentMoves() { return b.opponent != null && session != null && !session.isOver() && b.opponent.movesIn(session.state()); }

    private void show(Frame<S, M> frame) {
        shown = frame;
        view.show(frame);
    }

    private void finished(Session.Finish f) {
        lastEnding = recorder.record(session, f, endButtons());
        ending.set(lastEnding);
        refresh();
    }

    /** The card's Play again (the same variant) and Replay (where the game replays). */
    private Recorder.Buttons endButtons() {
        String params = session.id().params();
        return new Recorder.Buttons(() -> newGame(params), definition.realTime() && !view.replays() ? null : this::replay);
    }

    // ---- the chrome's commands -----------------------------------------------------------------

    void customGame() {
        if (b.custom == null) return;
        String current = session != null ? session.id().params() : firstParams();
        b.custom.ask(this, current).ifPresent(this::newGame);
    }

    void restart() {
        if (!ready() || !takesBack() || session.state() == session.initialState()) return;
        cancelBackground();
        // A real-time game keeps no history: it starts afresh as a session of its own, whose end is recorded again.
        if (session.isRealTime()) install(Session.newGameWith(definition, session.id(), session.initialState()));
        else session.restart();
    }

    Optional<GameRecord> abandonedGame() {
        if (!ready() || !session.isInProgress()) return Optional.empty();
        return Optional.of(recorder.abandoned(session));
    }

    /** Takes back the player's last move, and the opponent's replies after it, so the player is to move again. */
    void undo() {
        if (!ready() || !takesBack() || !session.canUndo()) return;
        cancelBackground();
        do session.undo(); while (opponentMoves() && session.canUndo());
        opponentsTurn(); // the opponent moved first in this game
    }

    void redo() {
        if (!ready() || !takesBack() || !session.canRedo()) return;
        cancelBackground();
        do session.redo(); while (opponentMoves() && session.canRedo());
        opponentsTurn();
    }

    void hint() { if (b.hint != null && ready() && takesBack() && !session.isOver() && !paused) b.hint.run(this); }

    void solve() { if (b.solve != null && ready() && takesBack() && !session.isOver()) b.solve.run(this); }

    /** Moves may be taken back and help given now (not while a person across the network plays the other side). */
    private boolean takesBack() { return b.opponent == null || !b.opponent.isPerson(); }

    private boolean ready() { return session != null && preparing == 0 && replay == null && active.get() == controls; }

    /** Sets every flag of the chrome's controls from the session. */
    void refresh() {
        boolean ready = ready();
        boolean over = ready && session.isOver();
        boolean takeBack = ready && takesBack();
        controls.show(takeBack && session.canUndo(), takeBack && session.canRedo(), b.hint != null && takeBack && !over && !paused,
                b.solve != null && takeBack && !over, ready && session.isInProgress(), preparing != 0 || !running.isEmpty(),
                b.pausable && session != null && !over && (paused || takesBack()), statusLine());
        boolean timing = session != null && session.clock().isRunning();
        if (timing && !closed) ticker.play(); else ticker.stop();
    }

    private String statusLine() {
        if (preparing != 0) return busyText;
        if (session == null) return "";
        if (!message.isEmpty()) return message;
        if (!running.isEmpty() && !busyText.isEmpty()) return busyText;
        Ending end = ending.get();
        if (end != null) return end.title() + (end.lines().isEmpty() ? "" : " " + end.lines().get(0));
        if (b.status != null && shown != null) return b.status.apply(shown);
        String variant = definition.describeParams(session.id().params());
        int moves = session.moveCount();
        return variant + " · " + moves + (moves == 1 ? " move" : " moves");
    }

    private void tick() {
        if (session == null || closed) return;
        view.clock(session.clock().elapsedMillis());
        controls.status(statusLine());
        if (!session.clock().isRunning()) ticker.stop();
    }

    // ---- replays -------------------------------------------------------------------------------

    @Override public boolean replay(SavedGame finished) {
        if (view.replay(finished)) return true;
        if (definition.realTime()) return false;
        String variant;
        try {
            variant = definition.describeParams(GameId.parse(finished.gameId()).params());
        } catch (IllegalArgumentException e) {
            return false;
        }
        cancelBackground();
        Task<Session<S, M>> task = task(() -> Session.restore(definition, finished));
        task.setOnSucceeded(e -> {
            if (closed) return;
            closeReplay();
            replay = new HostReplay<>(task.getValue(), variant, this::show, this::closeReplay);
            root.setBottom(replay.bar());
            active.set(replay.controls());
            refresh();
        });
        task.setOnFailed(e -> { if (!closed) ctx.notifier().warn("That game cannot be shown again: " + plain(task.getException()) + "."); });
        ctx.executor().execute(task);
        return true;
    }

    private void closeReplay() {
        if (replay == null) return;
        replay.stop();
        replay = null;
        root.setBottom(null);
        active.set(controls);
        if (session != null) show(Frame.of(session, null, false));
        refresh();
    }

    // ---- Play ----------------------------------------------------------------------------------

    @Override public GameContext context() { return ctx; }
    @Override public GameDefinition<S, M> definition() { return definition; }
    @Override public Session<S, M> session() { return session; }
    @Override public boolean isPaused() { return paused; }

    @Override public boolean acceptsMoves() { return ready() && !session.isOver() && !paused && !opponentMoves(); }

    @Override public boolean play(M move) {
        if (!acceptsMoves() || !definition.rules().isLegal(session.state(), move)) return false;
        return attempt(() -> session.play(move));
    }

    @Override public boolean play(List<M> moves) { return acceptsMoves() && !moves.isEmpty() && attempt(() -> session.play(moves)); }

    @Override public boolean perform(List<Session.Step<M>> steps) { return acceptsMoves() && !steps.isEmpty() && attempt(() -> session.perform(steps)); }

    @Override public boolean solve(List<M> moves) { return acceptsMoves() && !moves.isEmpty() && attempt(() -> session.solve(moves)); }

    private boolean attempt(Runnable change) {
        try {
            change.run();
            return true;
        } catch (IllegalMoveException e) {
            return false;
        }
    }

    @Override public void markAssisted() { if (session != null) session.markAssisted(); }

    @Override public void say(String text) {
        message = text == null ? "" : text;
        refresh();
    }

    @Override public <T> void background(String text, Callable<T> work, Consumer<T> onResult) {
        long asked = generation;
        busyText = text == null ? "" : text;
        Task<T> task = task(work);
        running.add(task);
        Runnable done = () -> { running.remove(task); refresh(); };
        task.setOnSucceeded(e -> { done.run(); if (asked == generation && !closed) onResult.accept(task.getValue()); });
        task.setOnFailed(e -> {
            done.run();
            if (asked == generation && !closed) say("The computer could not finish that: " + plain(task.getException()) + ".");
        });
        task.setOnCancelled(e -> done.run());
        refresh();
        ctx.executor().execute(task);
    }

    @Override public void cancelBackground() {
        generation++;
        for (Task<?> t : List.copyOf(running)) t.cancel();
        running.clear();
        refresh();
    }

    @Override public void redraw() {
        if (shown != null) show(new Frame<>(shown.session(), shown.state(), shown.lastMoves(), null, shown.replaying()));
        refresh();
    }

    @Override public <P extends Record> ObservableValue<P> palette(Class<P> type, String prefix, MethodHandles.Lookup lookup) {
        @SuppressWarnings("unchecked")
        ThemedPalette<P> p = (ThemedPalette<P>) palettes.computeIfAbsent(type, t -> {
            ThemedPalette<P> made = new ThemedPalette<>(root, h -> CssPalette.read(h, type, prefix, lookup), ctx.darkTheme());
            made.paletteProperty().addListener((o, was, now) -> redraw());
            return made;
        });
        return p.paletteProperty();
    }

    @Override public void mode(GameControls modeControls) { active.set(modeControls); refresh(); }

    @Override public void endMode() { active.set(controls); refresh(); }

    // ---- GameInstance --------------------------------------------------------------------------

    @Override public Pane root() { return root; }
    @Override public GameControls controls() { return controls; }
    @Override public ReadOnlyObjectProperty<GameControls> activeControls() { return active.getReadOnlyProperty(); }
    @Override public ObservableList<GameAction> actions() { return b.actions; }
    @Override public ObservableValue<Ending> ending() { return ending.getReadOnlyProperty(); }

    @Override public Optional<SavedGame> snapshot() {
        if (session == null || !session.isInProgress()) return Optional.empty();
        return Optional.of(session.save(b.pluginId, b.saveExtra.get()));
    }

    @Override public void pause() { setPaused(true); }
    @Override public void resume() { setPaused(false); }

    @Override public void setPaused(boolean on) {
        if (on && !paused && !takesBack()) return; // a person on the other side plays on
        if (on) cancelBackground();
        paused = on;
        if (session != null) session.setPaused(paused || covered);
        controls.paused(on);
        view.paused(on);
        redraw();
        if (!on) { root.requestFocus(); if (session != null) opponentsTurn(); }
    }

    @Override public void covered(boolean on) {
        covered = on;
        if (session != null) session.setPaused(paused || covered);
        refresh();
    }

    @Override public boolean back() {
        if (replay != null) { closeReplay(); return true; }
        return view.back();
    }

    @Override public Optional<Node> settingsPane() { return b.settings == null ? Optional.empty() : Optional.ofNullable(b.settings.apply(this)); }

    @Override public void close() {
        closed = true;
        preparing = 0;
        cancelBackground();
        ticker.stop();
        if (replay != null) replay.stop();
        view.close();
    }

    /** True once the first game is ready to play (tests wait for it). */
    boolean isReady() { return session != null && preparing == 0; }

    private void dark(boolean on) {
        root.getStyleClass().remove("dark");
        if (on) root.getStyleClass().add("dark");
    }

    private static <T> Task<T> task(Callable<T> work) {
        return new Task<>() {
            @Override protected T call() throws Exception { return work.call(); }
        };
    }

    /** An exception's message in plain words (no class names). */
    static String plain(Throwable e) {
        String m = e == null ? null : e.getMessage();
        if (e instanceof OutOfMemoryError) return "it needed more memory than there is";
        return m == null || m.isBlank() ? "something went wrong" : m;
    }
}
