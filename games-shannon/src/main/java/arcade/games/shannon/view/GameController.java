package arcade.games.shannon.view;

import arcade.api.fx.Background;
import arcade.api.model.IllegalMoveException;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.model.GameId;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.shannon.ShannonDefinition;
import arcade.games.shannon.ShannonPlugin;
import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.ai.Match;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.PositionClass;
import arcade.games.shannon.ai.ShannonPlayer;
import arcade.games.shannon.ai.HintAdvice;
import arcade.games.shannon.model.Ending;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.concurrent.Task;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Runs one Shannon game on the FX thread: the session (history, undo, redo), the computer's moves
 * and the analysis (both computed off the FX thread and applied only if the game has not moved on),
 * hints, the status line and the statistics. Network play plugs in through {@link #setMoveGate}.
 */
public final class GameController {
    /** Save entry holding the board fingerprint, so a save never replays onto a different board. */
    static final String BOARD_KEY = "board";
    /** How long the computer "thinks" at least, so its move is seen (spec §4.2: 300–600 ms). */
    static final Duration COMPUTER_DELAY = Duration.millis(380);

    /** The verdict shown in the top bar. */
    public record Verdict(PositionClass positionClass, Side winner, String text) {}

    private final GameContext ctx;
    private final BoardView view;
    private final GameControls controls;
    private final ReadOnlyObjectWrapper<Verdict> verdict = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<MatchConfig> configProperty = new ReadOnlyObjectWrapper<>();

    private Session<ShannonState, ShannonMove> session;
    private MatchConfig config;
    private int epoch;
    private int buildTicket;             // the latest board build; older builds are dropped
    private Task<?> computerTask;
    private PauseTransition computerDelay;
    private final AnalysisCache analysis;
    private boolean overlayOn;
    private boolean showVerdict = true;
    private boolean paused;
    private boolean closed;
    private boolean recorded;
    private long elapsedBefore;
    private long runningSince = -1;
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
        this.analysis = new AnalysisCache(ctx);
        view.setOnPlay(this::humanPlay);
    }

    // ---- queries ----

    public Session<ShannonState, ShannonMove> session() { return session; }
    public MatchConfig config() { return config; }
    public ShannonState state() { return session.state(); }
    /** A game is on the board and not finished. */
    public boolean isRunning() { return session != null && !session.isOver(); }
    public ReadOnlyObjectProperty<Verdict> verdictProperty() { return verdict.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<MatchConfig> configProperty() { return configProperty.getReadOnlyProperty(); }
    public boolean isComputerThinking() { return computerTask != null || computerDelay != null; }
    public Optional<Analysis> analysis() { return analysis.current(); }

    /** The moves in effect, as edge tags, from the start. */
    public List<Integer> moves() {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= session.position(); i++) {
            Session.Entry<ShannonState, ShannonMove> e = session.history().get(i);
            if (e.kind() == Session.Kind.RESTART) out.clear();
            for (ShannonMove m : e.moves()) out.add(m.edge());
        }
        return out;
    }

    // ---- starting games ----

    /** Starts a fresh game with this setup. */
    public void start(MatchConfig cfg) {
        install(cfg, Session.newGame(ShannonDefinition.INSTANCE, BoardSpec.gameId(cfg.board(), cfg.first())));
    }

    /**
     * Builds the board off the FX thread (balanced boards may take many generator runs), then
     * starts the game — unless another game was started meanwhile.
     */
    public void startBuilding(MatchConfig cfg) {
        int e = ++buildTicket;
        setHold("Generating the board…");
        controls.busyProperty().set(true);
        Background.run(ctx.executor(), () -> Session.newGame(ShannonDefinition.INSTANCE, BoardSpec.gameId(cfg.board(), cfg.first())),
                () -> e == buildTicket && !closed,
                s -> install(cfg, s),
                err -> {
                    setHold(null);
                    ctx.notifier().error("Could not generate the board: " + err.getMessage());
                });
    }

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

    /**
     * Resumes an autosave: reads the settings at once, then rebuilds the board from the game id and
     * replays the history off the FX thread (a balanced board may take many generator runs).
     * {@code failed} is called on the FX thread, with nothing changed, when the save cannot be replayed.
     */
    public void restoreInBackground(SavedGame saved, Consumer<SaveFormatException> failed) {
        GameId id;
        BoardSpec spec;
        try {
            id = GameId.parse(saved.gameId());
            spec = BoardSpec.fromGameId(id);
        } catch (RuntimeException e) {
            failed.accept(new SaveFormatException("unknown Shannon board: " + e.getMessage(), e));
            return;
        }
        Map<String, String> x = saved.extra();
        MatchConfig cfg;
        try {
            cfg = SavedGames.config(x, id, spec);
        } catch (SaveFormatException e) {
            failed.accept(e);
            return;
        }
        int ticket = ++buildTicket;
        setHold("Resuming the saved game…");
        controls.busyProperty().set(true);
        Background.run(ctx.executor(), () -> SavedGames.replay(saved, spec),
                () -> ticket == buildTicket && !closed,
                s -> {
                    install(cfg, s);
                    elapsedBefore = Math.max(0, saved.elapsedMillis());
                    if ("true".equals(x.get("assisted"))) s.markAssisted(); // saves of the first version kept it here
                },
                err -> {
                    setHold(null);
                    failed.accept(err instanceof SaveFormatException sfe ? sfe
                            : new SaveFormatException("the board could not be rebuilt: " + err.getMessage(), err));
                });
    }


    /** The autosave: empty for finished games, games without a move, and network matches. */
    public Optional<SavedGame> snapshot() {
        if (session == null || session.isOver() || config.mode() == PlayMode.NETWORK || session.moveCount() == 0) return Optional.empty();
        Map<String, String> extra = new HashMap<>();
        extra.put("mode", config.mode().id());
        extra.put("human", config.human().id());
        extra.put("level", config.level().id());
        extra.put(BOARD_KEY, Long.toHexString(session.state().board().fingerprint()));
        return Optional.of(session.save(ShannonPlugin.ID, elapsedMillis(), extra));
    }

    private void install(MatchConfig cfg, Session<ShannonState, ShannonMove> s) {
        buildTicket++;
        cancelWork();
        config = cfg;
        session = s;
        recorded = s.isOver();
        s.onFinish(this::record);
        elapsedBefore = 0;
        runningSince = now();
        extraStatus = null;
        hold = null;
        analysis.clear();
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
                ctx.notifier().error("The other player's move e" + edge + " does not fit this board: " + e.getMessage());
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
        elapsedBefore = 0;
        runningSince = now();
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
        int e = epoch;
        withAnalysis(a -> {
            if (e != epoch || a.perfectMove().isEmpty()) return;
            ShannonState s = session.state();
            Background.run(ctx.executor(), () -> HintAdvice.of(s, a), () -> e == epoch && !closed,
                    h -> showHint(h.edge(), h.why()),
                    err -> ctx.notifier().error("The hint could not be computed."));
        });
    }

    private void showHint(int edge, String why) {
        view.showHint(edge);
        String verb = session.state().toMove() == Side.SHORT ? "Heal" : "Cut";
        extraStatus = "Hint: " + verb + " the highlighted link (" + why + ")";
        updateStatus();
    }

    public boolean canHint() {
        return session != null && !session.isOver() && config.mode() != PlayMode.NETWORK && hold == null
                && config.humanMoves(session.state().toMove()) && !isComputerThinking() && !paused;
    }

    /** The computer finishes the game with best play for both sides, as one undoable step. */
    public void autoPlay() {
        if (!canAutoPlay()) return;
        int e = epoch;
        ShannonState start = session.state();
        controls.busyProperty().set(true);
        computerTask = Background.run(ctx.executor(), () -> Match.perfectFinish(start), () -> e == epoch && !closed, moves -> {
            computerTask = null;
            session.solve(moves); // the session marks the game assisted
            changed(true);
        }, err -> {
            computerTask = null;
            controls.busyProperty().set(false);
            ctx.notifier().error("Auto-play failed: " + err.getMessage());
        });
    }

    public boolean canAutoPlay() {
        return session != null && !session.isOver() && config.mode() != PlayMode.NETWORK && hold == null && !isComputerThinking() && !paused;
    }

    public void setOverlay(boolean on) {
        overlayOn = on;
        if (!on) { view.setOverlay(null); return; }
        int e = epoch;
        withAnalysis(a -> { if (e == epoch && overlayOn) view.setOverlay(overlayOf(a)); });
    }

    public void setShowVerdict(boolean show) { showVerdict = show; updateStatus(); }

    public void setMoveGate(java.util.function.IntPredicate gate) { this.moveGate = gate; }

    public void setOnFinished(Consumer<ShannonState> onFinished) { this.onFinished = onFinished; }

    /** Called on the FX thread after every change of the game shown (a move, undo, a new game). */
    public void setOnChanged(Runnable onChanged) { this.onChanged = onChanged; }

    /** A line appended to the status (network state), or null. */
    public void setExtraStatus(String text) { extraStatus = text; updateStatus(); }

    /** Holds the board idle with a message over it (e.g. while a hosted match waits for a player); null releases it. */
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
        elapsedBefore = elapsedMillis();
        runningSince = -1;
        cancelWork();
        view.setBanner("Paused");
        changedFlags();
        updateStatus();
        onChanged.run();
    }

    public void resume() {
        if (!paused) return;
        paused = false;
        runningSince = now();
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
        analysis.clear();
        extraStatus = config.mode() == PlayMode.NETWORK ? extraStatus : null;
        ShannonState s = session.state();
        view.setState(s, animate);
        view.showHint(-1);
        view.setBanner(paused ? "Paused" : hold);
        view.setEnding(Ending.explaining(s));
        if (s.isOver() && !recorded) finish(s);
        changedFlags();
        updateStatus();
        if (!paused && hold == null) {
            requestAnalysis();
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
    public Optional<GameRecord> abandonedGame() {
        if (!session.isInProgress()) return Optional.empty();
        return Optional.of(GameRecord.abandoned(config.statsParams(), elapsedMillis(), ctx.clock().millis()));
    }

    /** The end as the player sees it: the clock stops and the view shows the result (again after undo and redo). */
    private void finish(ShannonState s) {
        recorded = true;
        elapsedBefore = elapsedMillis();
        runningSince = -1;
        onFinished.accept(s);
    }

    /**
     * The end for the statistics, heard once per game from the session: undo, redo and restart
     * never record it again, and a game won with Auto-play or after an undo is marked assisted.
     */
    private void record(Session.Finish f) {
        Side winner = session.state().winner().orElseThrow();
        Side perspective = config.mode() == PlayMode.HOT_SEAT ? Side.SHORT : config.human();
        GameRecord.Result r = winner == perspective ? GameRecord.Result.WIN : GameRecord.Result.LOSS;
        ctx.stats().record(new GameRecord(config.statsParams(), r, elapsedMillis(), null, ctx.clock().millis(), f.assisted()));
    }

    /** The result in words once the game is over ("You win! Short wins: B is healed"), else null. */
    public String resultText() { return StatusLine.result(config, session.state()); }

    private void updateStatus() {
        if (session == null) return;
        Verdict v = verdict.get();
        // Fair play: no verdict during a match against a human.
        boolean showIt = showVerdict && v != null && config.mode() != PlayMode.NETWORK;
        String line = paused ? "Paused" : hold != null ? hold
                : StatusLine.of(config, session.state(), moves().size(), showIt ? v.text() : null);
        controls.statusProperty().set(extraStatus != null ? line + " · " + extraStatus : line);
    }

    private void requestAnalysis() {
        verdict.set(null);
        ShannonState s = session.state();
        if (s.isOver()) { updateStatus(); return; }
        int e = epoch;
        withAnalysis(a -> {
            if (e != epoch) return;
            String who = MatchConfig.name(a.winner());
            String text = a.positionClass() == PositionClass.FIRST
                    ? who + " wins with best play (whoever moves next wins)"
                    : who + " wins with best play";
            verdict.set(new Verdict(a.positionClass(), a.winner(), text));
            if (overlayOn) view.setOverlay(overlayOf(a));
            updateStatus();
        });
    }

    /** Runs {@code use} with the current position's analysis, computing it off the FX thread if needed. */
    private void withAnalysis(Consumer<Analysis> use) {
        int e = epoch;
        analysis.with(session.state(), () -> e == epoch && !closed, use);
    }

    static BoardOverlay overlayOf(Analysis a) { return BoardOverlay.of(a); }

    private void scheduleComputer() {
        int e = epoch;
        ShannonState s = session.state();
        Level level = config.level();
        // The easy player's randomness is seeded from the game and the move number: replayable.
        Rng rng = new Rng(session.id().toString().hashCode() * 31L + moves().size());
        long started = System.nanoTime();
        computerTask = Background.run(ctx.executor(), () -> ShannonPlayer.of(level).choose(s, rng),
                () -> e == epoch && !closed, m -> {
                    computerTask = null;
                    double spent = (System.nanoTime() - started) / 1e6;
                    double wait = ctx.animations().get() ? Math.max(0, COMPUTER_DELAY.toMillis() - spent) : 0;
                    if (wait <= 0) { playComputer(e, m); return; }
                    computerDelay = new PauseTransition(Duration.millis(wait));
                    computerDelay.setOnFinished(ev -> { computerDelay = null; playComputer(e, m); });
                    computerDelay.play();
                }, err -> {
                    computerTask = null;
                    changedFlags();
                    ctx.notifier().error("The computer player failed: " + err);
                });
        changedFlags();
    }

    private void playComputer(int e, ShannonMove m) {
        if (e != epoch || closed || paused) return;
        session.play(m);
        changed(true);
    }

    private void cancelWork() {
        if (computerTask != null) { computerTask.cancel(true); computerTask = null; }
        if (computerDelay != null) { computerDelay.stop(); computerDelay = null; }
        analysis.clear();
    }

    long elapsedMillis() { return elapsedBefore + (runningSince < 0 ? 0 : now() - runningSince); }

    private long now() { return ctx.clock().millis(); }
}
