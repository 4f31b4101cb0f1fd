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
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;

import java.lang.invoke.MethodHandles;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A game on the host: the session's life and the chrome's commands around the game's own view.
 * Its parts each do one job: the work off the FX thread ({@link HostWork}), the record and the
 * card ({@link HostEnding}), the status line and its clock ({@link HostStatus}), replays
 * ({@link ReplayMode}). Built by {@link GameHost.Builder#open};
 * all of it runs on the FX thread, and everything slow (preparing a game, restoring one, the
 * game's computer players) runs on the context's executor, its result dropped when the game has
 * moved on.
 */
final class HostedGame<S, M, V extends GameView<S, M>> implements GameInstance, Play<S, M> {
    private final GameHost.Builder<S, M, V> b;
    private final GameContext ctx;
    private final GameDefinition<S, M> definition;
    private final BorderPane root = new BorderPane();
    private final V view;
    private final HostControls controls;
    private final HostWork work;
    private final HostEnding<S, M> ending;
    private final ReplayMode<S, M> replay;
    private final ReadOnlyObjectWrapper<GameControls> active = new ReadOnlyObjectWrapper<>();
    private final Map<Class<?>, ThemedPalette<?>> palettes = new HashMap<>();
    private final HostStatus<S, M> status;
    private Session<S, M> session;
    private Frame<S, M> shown;
    private boolean paused, covered;

    HostedGame(GameHost.Builder<S, M, V> builder) {
        this.b = builder;
        this.ctx = builder.ctx;
        this.definition = builder.definition;
        this.controls = new HostControls(this, definition, b.custom != null, b.hint != null, b.solve != null, b.solveLabel,
                b.settings != null, b.pausable);
        this.work = new HostWork(ctx.executor(), this::refresh);
        this.ending = new HostEnding<>(builder);
        this.replay = new ReplayMode<>(definition, ctx, root, work, new ReplayMode.Around<>() {
            @Override public void show(Frame<S, M> frame) { HostedGame.this.show(frame); }
            @Override public void controls(GameControls c) { active.set(c); refresh(); }
            @Override public void replayClosed() {
                active.set(controls);
                if (session != null) HostedGame.this.show(Frame.of(session, null, false));
                refresh();
            }
        });
        this.status = new HostStatus<>(definition, b.status, work, ending, () -> session, () -> shown, this::viewClock,
                this::showStatus);
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
        root.addEventFilter(KeyEvent.KEY_PRESSED, replay::key);
        refresh();
    }

    // ---- session life --------------------------------------------------------------------------

    void start(Optional<SavedGame> resume) {
        if (resume.isEmpty()) { newGame(firstParams()); return; }
        SavedGame saved = resume.get();
        work.prepare("Resuming your game…", () -> Session.restore(definition, saved), s -> {
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
        work.prepare(b.dealingText, () -> {
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
        work.prepare(b.dealingText, () -> {
            Session<S, M> s = Session.newGameWith(definition, id, definition.initialState(id));
            for (M m : played) s.play(m);
            return s;
        }, this::install, e -> say("That game could not be set up: " + plain(e) + "."));
    }

    private void install(Session<S, M> s) {
        replay.close();
        session = s;
        work.moved();
        status.clear();
        work.clearBusyText();
        ending.reset();
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
        work.moved();
        status.clear();
        ending.changed(session, change, endButtons());
        show(Frame.of(session, change, false));
        refresh();
        if (change.direction() == Session.Direction.FORWARD) opponentsTurn();
    }

    /** The opponent's move, when it is to move: thought out off the FX thread, then played. */
    private void opponentsTurn() {
        if (!opponentMoves() || paused || replay.isOpen()) return;
        S state = session.state();
        background(b.opponent.thinking(), () -> b.opponent.step(state), step -> {
            if (session.state() != state || session.isOver()) return;
            if (step.isChance()) attempt(() -> session.chance(step.chance()));
            else attempt(() -> session.play(step.move()));
        });
    }

    private boolean opponentMoves() { return b.opponent != null && session != null && !session.isOver() && b.opponent.movesIn(session.state()); }

    private void viewClock(long elapsedMillis) { view.clock(elapsedMillis); }

    private void showStatus() { controls.status(status.line()); }

    private void show(Frame<S, M> frame) {
        shown = frame;
        view.show(frame);
    }

    private void finished(Session.Finish f) {
        ending.finished(session, f, endButtons());
        refresh();
    }

    /** The card's Play again (the game's choice after this one: the same variant unless it says otherwise) and Replay (where the game replays). */
    private Recorder.Buttons endButtons() {
        Session<S, M> finished = session;
        return new Recorder.Buttons(() -> newGame(b.playAgain.apply(finished)), definition.realTime() && !view.replays() ? null : this::replay);
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
        return Optional.of(ending.abandoned(session));
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

    private boolean ready() { return session != null && !work.isPreparing() && !replay.isOpen() && active.get() == controls; }

    /** Sets every flag of the chrome's controls from the session. */
    void refresh() {
        boolean ready = ready();
        boolean over = ready && session.isOver();
        boolean takeBack = ready && takesBack();
        controls.show(takeBack && session.canUndo(), takeBack && session.canRedo(), b.hint != null && takeBack && !over && !paused,
                b.solve != null && takeBack && !over, ready && session.isInProgress(), work.isPreparing() || work.isRunning(),
                b.pausable && session != null && !over && (paused || takesBack()), status.line());
        status.followClock();
    }

    // ---- replays -------------------------------------------------------------------------------

    @Override public boolean replay(SavedGame finished) { return view.replay(finished) || replay.open(finished); }

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
        status.say(text);
        refresh();
    }

    @Override public <T> void background(String text, Callable<T> task, Consumer<T> onResult) {
        work.background(text, task, onResult, e -> say("The computer could not finish that: " + plain(e) + "."));
    }

    @Override public void cancelBackground() { work.cancel(); }

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
    @Override public ObservableValue<Ending> ending() { return ending.property(); }

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
        if (replay.isOpen()) { replay.close(); return true; }
        return view.back();
    }

    @Override public Optional<Node> settingsPane() { return b.settings == null ? Optional.empty() : Optional.ofNullable(b.settings.apply(this)); }

    @Override public void close() {
        work.close();
        status.stop();
        replay.stop();
        view.close();
    }

    /** True once the first game is ready to play (tests wait for it). */
    boolean isReady() { return session != null && !work.isPreparing(); }

    private void dark(boolean on) {
        root.getStyleClass().remove("dark");
        if (on) root.getStyleClass().add("dark");
    }

    /** An exception's message in plain words (no class names). */
    static String plain(Throwable e) {
        String m = e == null ? null : e.getMessage();
        if (e instanceof OutOfMemoryError) return "it needed more memory than there is";
        return m == null || m.isBlank() ? "something went wrong" : m;
    }
}
