package arcade.games.shannon.view;

import arcade.api.model.IllegalMoveException;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.shannon.ShannonDefinition;
import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.HintAdvice;
import arcade.games.shannon.model.Ending;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Runs one Shannon game on the FX thread: the session (moves, undo, redo, restart), whose turn it
 * is, pause and hold, the status line and the controls' flags. It hands the computer's turns to
 * {@link ComputerTurn}, the verdict, overlay and hints to {@link PositionInsight}, new games to
 * {@link GameStarts} and the statistics to {@link GameRecords}; anything computed off the FX thread
 * is applied only if the game has not moved on. Network play plugs in through {@link #setMoveGate}.
 */
public final class GameController {
    private final GameContext ctx;
    private final BoardView view;
    private final GameControls controls;
    private final ReadOnlyObjectWrapper<MatchConfig> configProperty = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper hintText = new ReadOnlyStringWrapper();

    private Session<ShannonState, ShannonMove> session;
    private MatchConfig config;
    private int epoch;
    private final GameStarts starts;
    private final ComputerTurn computer;
    private final PlayTime time;
    private final PositionInsight insight;
    private boolean showVerdict = true;
    private boolean paused;
    private boolean closed;
    private boolean recorded;
    private String extraStatus;
    private String hold;                 // while set, the board is idle and shows this (waiting for a network player)
    /** In network games: sends a local move to the peer first; false (with a message) refuses it. */
    private java.util.function.IntPredicate moveGate;
    private Consumer<ShannonState> onFinished = s -> {};
    private Runnable onChanged = () -> {};

    public GameController(GameContext ctx, BoardView view, GameControls controls) {
        this.ctx = ctx;
        this.view = view;
        this.controls = controls;
        this.insight = new PositionInsight(ctx, view);
        this.computer = new ComputerTurn(ctx);
        this.time = new PlayTime(ctx.clock());
        this.starts = new GameStarts(ctx, controls, new GameStarts.Target() {
            @Override public void install(MatchConfig cfg, Session<ShannonState, ShannonMove> s) { GameController.this.install(cfg, s); }
            @Override public void resumed(long elapsedMillis) { time.setTaken(elapsedMillis); }
            @Override public void setHold(String message) { GameController.this.setHold(message); }
            @Override public boolean isClosed() { return closed; }
        });
        view.setOnPlay(this::humanPlay);
    }

    // ---- queries ----

    public Session<ShannonState, ShannonMove> session() { return session; }
    public MatchConfig config() { return config; }
    public ShannonState state() { return session.state(); }
    /** A game is on the board and not finished. */
    public boolean isRunning() { return session != null && !session.isOver(); }
    public ReadOnlyObjectProperty<PositionInsight.Verdict> verdictProperty() { return insight.verdictProperty(); }
    public ReadOnlyObjectProperty<MatchConfig> configProperty() { return configProperty.getReadOnlyProperty(); }
    public boolean isComputerThinking() { return computer.isThinking(); }
    public Optional<Analysis> analysis() { return insight.current(); }

    /** The moves in effect, as edge tags, from the start. */
    public List<Integer> moves() { return SavedGames.movesOf(session); }

    // ---- starting games ----

    /** Starts a fresh game with this setup. */
    public void start(MatchConfig cfg) { starts.start(cfg); }

    /** Builds the board off the FX thread, then starts the game, unless another game was started meanwhile. */
    public void startBuilding(MatchConfig cfg) { starts.build(cfg); }

    /** Resumes an autosave off the FX thread; {@code failed} hears, with nothing changed, when it cannot be replayed. */
    public void restoreInBackground(SavedGame saved, Consumer<SaveFormatException> failed) { starts.restore(saved, failed); }

    /**
     * Sets the computer's strength for a game against the computer. Before the human's first move
     * the game starts over on the same board with the new strength (returns true); later the
     * change waits for the next game, so a finished half-game never mixes two strengths.
     */
    public boolean changeLevelNow(Level level) {
        if (session == null || hold != null || config.mode() != PlayMode.VS_COMPUTER || config.level() == level) return false;
        int computerOpening = config.first() == config.human() ? 0 : 1;
        if (moves().size() > computerOpening) return false;
        install(new MatchConfig(config.board(), config.first(), config.mode(), config.human(), level),
                Session.newGameWith(ShannonDefinition.INSTANCE, session.id(), session.initialState()));
        return true;
    }

    /** Starts a game on an already built initial position (network games, where the peers agreed on it). */
    public void start(MatchConfig cfg, ShannonState initial, List<Integer> moves) {
        install(cfg, Session.newGameWith(ShannonDefinition.INSTANCE, BoardSpec.gameId(cfg.board(), cfg.first()), initial));
        syncTo(moves);
    }

    /** The autosave: empty for finished games, games without a move, and network matches. */
    public Optional<SavedGame> snapshot() {
        if (session == null || session.isOver() || config.mode() == PlayMode.NETWORK || session.moveCount() == 0) return Optional.empty();
        return Optional.of(SavedGames.save(session, config, elapsedMillis()));
    }

    private void install(MatchConfig cfg, Session<ShannonState, ShannonMove> s) {
        starts.cancel();
        cancelWork();
        config = cfg;
        session = s;
        recorded = s.isOver();
        s.onFinish(this::record);
        time.restart();
        extraStatus = null;
        hold = null;
        insight.clear();
        view.stopAnimations();
        view.setOverlay(null);
        view.setBanner(null);
        configProperty.set(cfg);
        changed(false);
    }

    // ---- moves ----

    /** A click or key on edge {@code edge}: played if the local human may move now. */
    public void humanPlay(int edge) {
        if (session == null || paused || closed || hold != null || session.isOver()) return;
        ShannonState s = session.state();
        if (!config.humanMoves(s.toMove()) || isComputerThinking()) return;
        if (edge < 0 || edge >= s.edgeCount() || !s.isFree(edge)) return;
        if (moveGate != null && !moveGate.test(edge)) return;
        session.play(new ShannonMove(edge));
        changed(true);
    }

    /** A move from the network peer (already validated there); plays it if it is the next one. */
    public void remoteMove(int n, int edge) {
        if (session == null) return;
        List<Integer> mine = moves();
        if (n == mine.size()) {
            try {
                session.play(new ShannonMove(edge));
            } catch (IllegalMoveException e) {
                notice("The other player's move does not fit this board: " + e.getMessage());
                return;
            }
            changed(true);
        }
    }

    /** Brings the game to exactly these moves (after a resumed network connection). */
    public void syncTo(List<Integer> turns) {
        List<Integer> mine = moves();
        boolean prefix = mine.size() <= turns.size() && turns.subList(0, mine.size()).equals(mine);
        if (!prefix) {
            ShannonState initial = session.initialState();
            session = Session.newGameWith(ShannonDefinition.INSTANCE, session.id(), initial);
            session.onFinish(this::record);
            mine = List.of();
        }
        for (int i = mine.size(); i < turns.size(); i++) session.play(new ShannonMove(turns.get(i)));
        changed(true);
    }

    public void undo() {
        if (!canUndo()) return;
        session.undo();
        if (config.mode() == PlayMode.VS_COMPUTER)
            while (session.canUndo() && session.state().toMove() != config.human()) session.undo();
        changed(false);
    }

    public void redo() {
        if (!canRedo()) return;
        session.redo();
        if (config.mode() == PlayMode.VS_COMPUTER)
            while (session.canRedo() && !session.isOver() && session.state().toMove() != config.human()) session.redo();
        changed(false);
    }

    public void restart() {
        if (session == null || config.mode() == PlayMode.NETWORK) return;
        session.restart();
        recorded = false;
        time.restart();
        changed(false);
    }

    public boolean canUndo() { return session != null && hold == null && config.mode() != PlayMode.NETWORK && session.canUndo(); }
    public boolean canRedo() { return session != null && hold == null && config.mode() != PlayMode.NETWORK && session.canRedo(); }

    /**
     * Highlights a proposed move for the side to move, with a reason that is true (see
     * {@link HintAdvice}); the searches behind it run off the FX thread.
     */
    public void hint() {
        if (!canHint()) return;
        insight.hint(session.state(), stillCurrent(), this::showHint);
    }

    private void showHint(HintAdvice h) {
        view.showHint(h.edge(), BoardOverlay.of(h.proof()));
        String move = (session.state().toMove() == Side.SHORT ? "heal " : "cut ") + view.names().link(h.edge());
        extraStatus = "Hint: " + move;
        hintText.set("Hint: " + move + " — " + h.why() + ".");
        updateStatus();
    }

    /** The hint shown now with its reason in words, or null (cleared by the next change). */
    public ReadOnlyStringProperty hintTextProperty() { return hintText.getReadOnlyProperty(); }

    public boolean canHint() {
        return session != null && !session.isOver() && config.mode() != PlayMode.NETWORK && hold == null
                && config.humanMoves(session.state().toMove()) && !isComputerThinking() && !paused;
    }

    /** The computer finishes the game with best play for both sides, as one undoable step. */
    public void autoPlay() {
        if (!canAutoPlay()) return;
        controls.busyProperty().set(true);
        computer.finish(session.state(), stillCurrent(), moves -> {
            session.solve(moves); // the session marks the game assisted
            changed(true);
        }, () -> controls.busyProperty().set(false));
    }

    public boolean canAutoPlay() {
        return session != null && !session.isOver() && config.mode() != PlayMode.NETWORK && hold == null && !isComputerThinking() && !paused;
    }

    public void setOverlay(boolean on) {
        insight.setOverlay(on, session.state(), stillCurrent());
    }

    public void setShowVerdict(boolean show) { showVerdict = show; updateStatus(); }

    public void setMoveGate(java.util.function.IntPredicate gate) { this.moveGate = gate; }

    public void setOnFinished(Consumer<ShannonState> onFinished) { this.onFinished = onFinished; }

    /** Called on the FX thread after every change of the game shown (a move, undo, a new game). */
    public void setOnChanged(Runnable onChanged) { this.onChanged = onChanged; }

    /** How long a notice stays on the board's band. */
    private static final javafx.util.Duration NOTICE_TIME = javafx.util.Duration.seconds(8);
    private String lastNotice;
    private final javafx.animation.PauseTransition noticeTimer = new javafx.animation.PauseTransition(NOTICE_TIME);

    /** Says {@code text} for a few seconds in the band above the board, where it never covers a cell. */
    public void notice(String text) {
        lastNotice = text;
        view.setNotice(text);
        noticeTimer.setOnFinished(e -> view.setNotice(null));
        noticeTimer.playFromStart();
    }

    /** The last notice said, even once it has gone from the board; null if none. */
    public String lastNotice() { return lastNotice; }

    /** The words the board is held with (empty: held without words), or null when it is not held. */
    public String holdMessage() { return hold; }

    /** A line appended to the status (network state), or null. */
    public void setExtraStatus(String text) { extraStatus = text; updateStatus(); }

    /**
     * Holds the board idle with a message over it (e.g. while a hosted match waits for a player);
     * an empty message holds it without a label (a question is asked above it); null releases it.
     */
    public void setHold(String message) {
        hold = message;
        if (session == null) { view.setBanner(message); return; }
        if (message != null) cancelWork();
        view.setBanner(paused ? "Paused" : message);
        changedFlags();
        if (message == null && session != null && !paused) changed(false);
        onChanged.run();
    }

    public void pause() {
        if (paused) return;
        paused = true;
        time.stop();
        cancelWork();
        view.setBanner("Paused");
        changedFlags();
        updateStatus();
        onChanged.run();
    }

    public void resume() {
        if (!paused) return;
        paused = false;
        time.run();
        view.setBanner(hold);
        changed(false);
        onChanged.run();
    }

    public boolean isPaused() { return paused; }

    public void close() {
        closed = true;
        cancelWork();
        view.stopAnimations();
    }

    // ---- after every change ----

    private void changed(boolean animate) {
        epoch++;
        cancelWork();
        insight.clear();
        extraStatus = config.mode() == PlayMode.NETWORK ? extraStatus : null;
        ShannonState s = session.state();
        view.setState(s, animate);
        view.showHint(-1);
        view.setOverlay(null); // the analysis of the new position replaces it once computed, never the old one
        hintText.set(null);
        view.setBanner(paused ? "Paused" : hold);
        view.setEnding(Ending.explaining(s));
        if (s.isOver() && !recorded) finish(s);
        changedFlags();
        updateStatus();
        if (!paused && hold == null) {
            insight.request(s, stillCurrent(), this::updateStatus);
            if (!s.isOver() && config.computerSide() == s.toMove()) scheduleComputer();
        }
        onChanged.run();
    }

    private void changedFlags() {
        ShannonState s = session.state();
        boolean humanTurn = !s.isOver() && config.humanMoves(s.toMove()) && !paused && hold == null;
        view.setInteractive(humanTurn && !isComputerThinking(), config.mode() == PlayMode.HOT_SEAT || humanTurn ? s.toMove() : null);
        controls.canUndoProperty().set(canUndo() && !paused);
        controls.canRedoProperty().set(canRedo() && !paused);
        controls.canHintProperty().set(canHint());
        controls.canSolveProperty().set(canAutoPlay());
        controls.pausedProperty().set(paused);
        controls.busyProperty().set(isComputerThinking());
        controls.inProgressProperty().set(session.isInProgress());
    }

    /** The unfinished game as an abandoned one, under the same variant as its finished games. */
    public Optional<GameRecord> abandonedGame() { return GameRecords.abandoned(ctx, session, config, elapsedMillis()); }

    /** The end as the player sees it: the clock stops and the view shows the result (again after undo and redo). */
    private void finish(ShannonState s) {
        recorded = true;
        time.stop();
        onFinished.accept(s);
    }

    /**
     * The end for the statistics, heard once per game from the session: undo, redo and restart
     * never record it again, and a game won with Auto-play or after an undo is marked assisted.
     */
    private void record(Session.Finish f) { GameRecords.finished(ctx, session, config, elapsedMillis(), f.assisted()); }

    /** The result in words once the game is over ("You win! Short wins: B is healed"), else null. */
    public String resultText() { return StatusLine.result(config, session.state()); }

    private void updateStatus() {
        if (session == null) return;
        PositionInsight.Verdict v = insight.verdictProperty().get();
        // Fair play: no verdict during a match against a human.
        boolean showIt = showVerdict && v != null && config.mode() != PlayMode.NETWORK;
        String line = paused ? "Paused" : hold != null ? (hold.isBlank() ? "Answer the question above the board to go on" : hold)
                : StatusLine.of(config, session.state(), moves().size(), showIt ? v.text() : null);
        controls.statusProperty().set(extraStatus != null ? line + " · " + extraStatus : line);
    }

    /** True while the game shows the position of this moment (no move, undo or new game since) and is open. */
    private java.util.function.BooleanSupplier stillCurrent() {
        int e = epoch;
        return () -> e == epoch && !closed;
    }

    private void scheduleComputer() {
        int e = epoch;
        ShannonState s = session.state();
        // The easy player's randomness is seeded from the game and the move number: replayable.
        Rng rng = new Rng(session.id().toString().hashCode() * 31L + moves().size());
        computer.choose(config.level(), s, rng, stillCurrent(), m -> playComputer(e, m), this::changedFlags);
        changedFlags();
    }

    private void playComputer(int e, ShannonMove m) {
        if (e != epoch || closed || paused) return;
        session.play(m);
        changed(true);
    }

    private void cancelWork() {
        computer.cancel();
        insight.clear();
    }

    long elapsedMillis() { return time.millis(); }
}
