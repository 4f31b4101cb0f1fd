package arcade.games.shannon.view.match;

import arcade.games.shannon.view.board.BoardOverlay;
import arcade.games.shannon.view.board.BoardView;

import arcade.api.host.Frame;
import arcade.api.host.Play;
import arcade.api.model.GameId;
import arcade.api.session.Session;
import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.ai.HintAdvice;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.Match;
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

/**
 * The Shannon table over the host's session: who sits where ({@link Seat}), what each frame the
 * host shows means for the board (verdict, overlay, the ending's links), hints, Auto-play, the
 * network's hold and notices. The session, undo, records and the ending card are the host's; the
 * computer and the network player move through {@link ShannonOpponent}.
 */
public final class GameController {
    /** How the table is set: who plays and how strong the computer is. */
    public record Seat(PlayMode mode, Side human, Level level) {
        /** The side whose win the statistics count: the side you play, Short in a game for two. */
        public Side perspective() { return mode == PlayMode.HOT_SEAT ? Side.SHORT : human; }
    }

    private final Play<ShannonState, ShannonMove> play;
    private final BoardView view;
    private final PositionInsight insight;
    private final RemoteMoves remote = new RemoteMoves();
    private final ReadOnlyObjectWrapper<MatchConfig> configProperty = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper hintText = new ReadOnlyStringWrapper();
    private volatile Seat seat;
    private Seat requested;           // the seat of the game asked for with start(), until its session arrives
    private MatchConfig config;
    private Session<ShannonState, ShannonMove> shownSession;
    private ShannonState shownState;
    private int sessions;
    private int epoch;
    private boolean showVerdict = true;
    private String extraStatus;
    private String hold;               // while set, the board is idle and shows this (waiting for a network player)
    private java.util.function.IntPredicate moveGate;
    private Runnable onChanged = () -> {};
    private Runnable onNewSession = () -> {};

    public GameController(Play<ShannonState, ShannonMove> play, BoardView view, Seat seat) {
        this.play = play;
        this.view = view;
        this.seat = seat;
        this.insight = new PositionInsight(play.context(), view);
        view.setOnPlay(this::humanPlay);
    }

    // ---- queries ----

    public Session<ShannonState, ShannonMove> session() { return play.session(); }
    public MatchConfig config() { return config; }
    public ShannonState state() { return play.session().state(); }
    public Seat seat() { return seat; }
    /** A game is on the board and not finished. */
    public boolean isRunning() { return play.session() != null && !play.session().isOver(); }
    public ReadOnlyObjectProperty<PositionInsight.Verdict> verdictProperty() { return insight.verdictProperty(); }
    public ReadOnlyObjectProperty<MatchConfig> configProperty() { return configProperty.getReadOnlyProperty(); }
    /** The computer (or the other player) is to move. */
    public boolean isComputerThinking() { return isRunning() && opponentMoves(state()); }
    public Optional<Analysis> analysis() { return insight.current(); }
    /** How many games have been put on the table (tests wait for the next one). */
    public int sessions() { return sessions; }

    /** The moves in effect, as edge tags, from the start. */
    public List<Integer> moves() { return play.session() == null ? List.of() : SavedGames.movesOf(play.session()); }

    RemoteMoves remote() { return remote; }

    /** True when the computer or the player across the network moves in {@code s}. */
    boolean opponentMoves(ShannonState s) {
        Seat t = seat;
        return switch (t.mode()) {
            case HOT_SEAT -> false;
            case VS_COMPUTER, NETWORK -> s.toMove() != t.human();
        };
    }

    // ---- starting games ----

    /** Starts a game with this setup (built off the FX thread by the host). */
    public void start(MatchConfig cfg) { start(cfg, List.of()); }

    /** The same, named as before: every start is built off the FX thread now. */
    public void startBuilding(MatchConfig cfg) { start(cfg); }

    /** Starts a network game on the agreed board with the moves already played. */
    public void start(MatchConfig cfg, ShannonState initial, List<Integer> moves) { start(cfg, moves); }

    private void start(MatchConfig cfg, List<Integer> moves) {
        requested = new Seat(cfg.mode(), cfg.human(), cfg.level());
        seat = requested;
        play.start(BoardSpec.gameId(cfg.board(), cfg.first()), moves.stream().map(ShannonMove::new).toList());
    }

    /**
     * Sets the computer's strength. Before the human's first move the game starts over on the same
     * board with the new strength (returns true); later the change waits for the next game.
     */
    public boolean changeLevelNow(Level level) {
        if (config == null || hold != null || config.mode() != PlayMode.VS_COMPUTER || config.level() == level) return false;
        int computerOpening = config.first() == config.human() ? 0 : 1;
        if (moves().size() > computerOpening) return false;
        start(new MatchConfig(config.board(), config.first(), config.mode(), config.human(), level));
        return true;
    }

    /** The host put a session on the table (new, resumed, restarted by Play again): the seat it is played with. */
    public void sessionStarted(Session<ShannonState, ShannonMove> s, Seat local) {
        if (requested != null) seat = requested;
        else if (seat.mode() == PlayMode.NETWORK) seat = local; // a new game from the chrome leaves the match
        requested = null;
        sessions++;
        GameId id = s.id();
        config = new MatchConfig(BoardSpec.fromGameId(id), BoardSpec.firstOf(id), seat.mode(), seat.human(), seat.level());
        if (seat.mode() == PlayMode.NETWORK) remote.reset(played(s.initialState()));
        extraStatus = seat.mode() == PlayMode.NETWORK ? extraStatus : null;
        hold = null;
        view.stopAnimations();
        configProperty.set(config);
        onNewSession.run();
    }

    public static int played(ShannonState s) { return s.edgeCount() - s.freeCount(); }

    // ---- moves ----

    /** A click or key on edge {@code edge}: played if the local human may move now. */
    public void humanPlay(int edge) {
        if (!play.acceptsMoves() || hold != null || config == null) return;
        ShannonState s = state();
        if (!config.humanMoves(s.toMove()) || opponentMoves(s)) return;
        if (edge < 0 || edge >= s.edgeCount() || !s.isFree(edge)) return;
        if (moveGate != null && !moveGate.test(edge)) return;
        play.play(new ShannonMove(edge));
    }

    /** A move from the network peer (already validated there): the opponent plays it when it is the next one. */
    public void remoteMove(int n, int edge) { remote.offer(n, edge); }

    /** Brings the game to exactly these moves (after a resumed network connection). */
    public void syncTo(List<Integer> turns) {
        List<Integer> mine = moves();
        if (mine.equals(turns)) return;
        boolean prefix = mine.size() <= turns.size() && turns.subList(0, mine.size()).equals(mine);
        if (prefix) {
            for (int i = mine.size(); i < turns.size(); i++) remote.offer(i, turns.get(i));
            return;
        }
        start(config, turns);
    }

    /** Highlights a proposed move for the side to move, with a reason that is true (see {@link HintAdvice}). */
    public void hint() {
        if (!canHint()) return;
        insight.hint(state(), stillCurrent(), this::showHint);
    }

    private void showHint(HintAdvice h) {
        view.showHint(h.edge(), BoardOverlay.of(h.proof()));
        String move = (state().toMove() == Side.SHORT ? "heal " : "cut ") + view.names().link(h.edge());
        extraStatus = "Hint: " + move;
        hintText.set("Hint: " + move + " — " + h.why() + ".");
        redraw();
    }

    /** The hint shown now with its reason in words, or null (cleared by the next change). */
    public ReadOnlyStringProperty hintTextProperty() { return hintText.getReadOnlyProperty(); }

    public boolean canHint() {
        return isRunning() && config.mode() != PlayMode.NETWORK && hold == null && config.humanMoves(state().toMove())
                && !opponentMoves(state()) && play.acceptsMoves();
    }

    /** The computer finishes the game with best play for both sides, as one undoable step (the game becomes helped). */
    public void autoPlay() {
        if (!isRunning() || config.mode() == PlayMode.NETWORK || hold != null) return;
        ShannonState from = state();
        play.background("Auto-play is finishing the game…", () -> Match.perfectFinish(from), moves -> {
            if (state() == from) play.solve(moves);
        });
    }

    public void setOverlay(boolean on) { if (play.session() != null) insight.setOverlay(on, state(), stillCurrent()); }

    public void setShowVerdict(boolean show) { showVerdict = show; redraw(); }

    public void setMoveGate(java.util.function.IntPredicate gate) { this.moveGate = gate; }

    /** Called on the FX thread after every frame shown (a move, undo, a new game). */
    public void setOnChanged(Runnable onChanged) { this.onChanged = onChanged; }

    /** Called when a new game is put on the table. */
    public void setOnNewSession(Runnable r) { this.onNewSession = r; }

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
    public void setExtraStatus(String text) { extraStatus = text; redraw(); }

    /**
     * Holds the board idle with a message over it (while a hosted match waits for a player); an
     * empty message holds it without a label; null releases it.
     */
    public void setHold(String message) {
        hold = message;
        view.setBanner(play.isPaused() ? "Paused" : message);
        redraw();
        onChanged.run();
    }

    /** The status line and flags again (the host draws the frame again); nothing before the first game. */
    private void redraw() { if (play.session() != null) play.redraw(); }

    public boolean isPaused() { return play.isPaused(); }

    public void close() { view.stopAnimations(); }

    // ---- each frame ----

    /** Draws a frame of the host: the board, its ending, the verdict and overlay of a new position. */
    public void show(Frame<ShannonState, ShannonMove> frame) {
        ShannonState s = frame.state();
        boolean moved = s != shownState || frame.session() != shownSession;
        shownState = s;
        shownSession = frame.session();
        if (moved) {
            epoch++;
            insight.clear();
            boolean network = config != null && config.mode() == PlayMode.NETWORK;
            if (!network || (extraStatus != null && extraStatus.startsWith("Hint"))) extraStatus = null;
            view.setState(s, frame.change() != null && frame.change().direction() == Session.Direction.FORWARD);
            view.showHint(-1);
            view.setOverlay(null); // the analysis of the new position replaces it once computed, never the old one
            hintText.set(null);
            view.setEnding(Ending.explaining(s));
            if (!frame.replaying() && !play.isPaused() && hold == null) insight.request(s, stillCurrent(), this::redraw);
        }
        view.setBanner(play.isPaused() ? "Paused" : hold);
        boolean humanTurn = !frame.replaying() && config != null && !s.isOver() && config.humanMoves(s.toMove())
                && !opponentMoves(s) && !play.isPaused() && hold == null;
        view.setInteractive(humanTurn, config != null && (config.mode() == PlayMode.HOT_SEAT || humanTurn) ? s.toMove() : null);
        onChanged.run();
    }

    /** The status line of the game in play. */
    public String status(Frame<ShannonState, ShannonMove> frame) {
        if (config == null) return "";
        if (play.isPaused()) return "Paused";
        PositionInsight.Verdict v = insight.verdictProperty().get();
        boolean showIt = showVerdict && v != null && config.mode() != PlayMode.NETWORK; // fair play: no verdict against a human
        String line = hold != null ? (hold.isBlank() ? "Answer the question above the board to go on" : hold)
                : StatusLine.of(config, frame.state(), moves().size(), showIt ? v.text() : null);
        return extraStatus != null ? line + " · " + extraStatus : line;
    }

    /** True while the game shows the position of this moment (no move, undo or new game since). */
    private java.util.function.BooleanSupplier stillCurrent() {
        int e = epoch;
        return () -> e == epoch;
    }
}
