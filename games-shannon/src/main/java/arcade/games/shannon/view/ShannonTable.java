package arcade.games.shannon.view;

import arcade.games.shannon.view.dialogs.NetworkLink;
import arcade.games.shannon.view.dialogs.RejoinOffer;
import arcade.games.shannon.view.dialogs.WaitingCard;
import arcade.games.shannon.view.match.GameController;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.view.match.PositionInsight;
import arcade.games.shannon.view.match.Presets;
import arcade.games.shannon.view.match.SavedGames;
import arcade.games.shannon.view.match.ShannonSettings;
import arcade.games.shannon.view.match.StatusLine;
import arcade.games.shannon.view.match.TableSettings;
import arcade.games.shannon.view.panels.HistoryBrowser;
import arcade.games.shannon.view.panels.Legend;
import arcade.games.shannon.view.panels.TopBar;

import arcade.games.shannon.view.board.BoardView;
import arcade.games.shannon.view.board.BridgItGrid;
import arcade.games.shannon.view.board.ShannonPalette;
import arcade.games.shannon.view.editor.BoardEditor;

import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import arcade.api.plugin.GameContext;
import arcade.api.session.Session;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;

/**
 * What the host shows of a Shannon game: a bar with the mode, the verdict and the network state;
 * the board (or the match being set up); the move list with the review; a legend. It draws each
 * frame of the host and connects the network link, the editor and the player's settings.
 */
public final class ShannonTable implements GameView<ShannonState, ShannonMove> {
    private final GameContext ctx;
    private final Play<ShannonState, ShannonMove> play;
    private final TableSettings settings;
    private final BorderPane root = new BorderPane();
    private final StackPane center = new StackPane();
    private final BoardView board;
    private final GameController game;
    private final NetworkLink network;
    private final Legend legendBar = new Legend();
    private final HBox legend = legendBar.node();
    private final TopBar top;
    private final HistoryBrowser history;
    private final RejoinOffer rejoinOffer = new RejoinOffer(this::rejoin);
    private final WaitingCard waitingCard;
    private final TableMenu menu;
    private BoardEditor editor;
    private Session<ShannonState, ShannonMove> replayed;         // the finished game the host replays now, or null
    private java.util.Map<String, String> replayedExtras = java.util.Map.of();

    ShannonTable(Play<ShannonState, ShannonMove> play, TableSettings settings, GameController.Seat seat) {
        this.ctx = play.context();
        this.play = play;
        this.settings = settings;
        root.setId("shannon-table");
        root.getProperties().put(ShannonTable.class, this);
        root.setFocusTraversable(true); // the host hands the keyboard on to the table, whose filter gives keys to the board
        board = new BoardView(() -> ctx.animations().get());
        game = new GameController(play, board, seat);
        network = new NetworkLink(ctx, game);
        game.setMoveGate(edge -> game.config().mode() != PlayMode.NETWORK || network.sendMove(edge));
        game.setShowVerdict(settings.get().showVerdict());
        history = new HistoryBrowser(ctx, game, board);
        top = new TopBar(network::reconnect, on -> { game.setOverlay(on); history.setAnalysis(on); },
                new PlayMenu(menu = new TableMenu(this, settings)).node(), this::openEditor);
        game.setOnChanged(() -> {
            history.refresh();
            showTurn();
            legendBar.setBridgIt(game.session() != null && BridgItGrid.orderOf(game.state().board()) > 0);
        });
        game.setOnNewSession(() -> { if (network.isActive() && game.config().mode() != PlayMode.NETWORK) network.leave(); });
        board.setOnMarksChanged(this::showLegend);
        game.hintTextProperty().addListener((o, a, t) -> history.panel().setHintText(t));
        wireSwitches();
        waitingCard = new WaitingCard(() -> { network.leave(); showNetwork(); });
        network.waitingProperty().addListener((o, a, w) -> showWaiting(w));
        // While Rejoin is offered the game beneath holds still: a click on it is no move.
        rejoinOffer.node().visibleProperty().addListener((o, a, on) -> {
            if (on) game.setHold("");
            else if ("".equals(game.holdMessage())) game.setHold(null);
        });
        center.getChildren().addAll(board.node(), waitingCard.node(), rejoinOffer.node());
        StackPane.setAlignment(rejoinOffer.node(), javafx.geometry.Pos.TOP_CENTER);
        StackPane.setMargin(rejoinOffer.node(), new javafx.geometry.Insets(10));
        root.setTop(top.node());
        root.setCenter(center);
        root.setRight(history.panel().node());
        root.setBottom(legend);

        game.configProperty().addListener((o, a, cfg) -> showConfig(cfg));
        game.verdictProperty().addListener((o, a, v) -> showVerdict(v));
        network.badgeProperty().addListener((o, a, t) -> showNetwork());
        network.phaseProperty().addListener((o, a, p) -> { showNetwork(); showVerdict(game.verdictProperty().get()); });
        network.phaseProperty().addListener((o, a, p) -> { if (network.isActive()) rejoinOffer.hide(); });
        // Colours come from CSS: resolved once the root is styled, and again on every theme switch.
        root.sceneProperty().addListener((o, a, scene) -> { if (scene != null) Platform.runLater(this::refreshPalette); });
        ctx.darkTheme().addListener((o, a, dark) -> Platform.runLater(this::refreshPalette));
        board.node().setOnMousePressed(e -> board.node().requestFocus());
        // Keys reach the board from wherever the focus is inside the game.
        root.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (editor != null) return;
            if (history.handleKey(e)) return;
            board.handleKey(e);
            if (e.isConsumed() && !board.node().isFocused()) board.node().requestFocus();
        });
        showNetwork();
    }

    /** The table of an open Shannon game (tests and previews look inside). */
    public static ShannonTable of(arcade.api.plugin.GameInstance game) {
        Node n = game.root().lookup("#shannon-table");
        return n == null ? null : (ShannonTable) n.getProperties().get(ShannonTable.class);
    }

    /** Looks for a network match a previous run left unfinished; {@code offerRejoin} shows the Rejoin banner at once. */
    void lookForUnfinishedMatch(boolean offerRejoin) {
        network.lookForUnfinishedMatch(found -> {
            if (found && offerRejoin) rejoinOffer.show();
            else if (found) game.notice("A network match was left unfinished: Play ▸ Rejoin the network match takes it up again.");
            else if (offerRejoin) game.notice("The interrupted network match can no longer be rejoined: it has ended.");
        });
    }

    private void wireSwitches() {
        var s = settings.get();
        board.setDotGrid(s.dotGridOn());
        board.setCoordinates(s.coordinatesOn());
        legendBar.dotsProperty().set(s.dotGridOn());
        legendBar.coordinatesProperty().set(s.coordinatesOn());
        legendBar.coordinatesProperty().addListener((o, a, on) -> {
            board.setCoordinates(on);
            history.namesChanged();
            if (settings.get().coordinatesOn() != on) settings.store(settings.get().withCoordinates(on));
        });
        history.panel().teachProperty().set(s.teachOn());
        legendBar.dotsProperty().addListener((o, a, on) -> {
            board.setDotGrid(on);
            history.namesChanged();
            if (settings.get().dotGridOn() != on) settings.store(settings.get().withDotGrid(on));
        });
        history.panel().teachProperty().addListener((o, a, on) -> { if (settings.get().teachOn() != on) settings.store(settings.get().withTeach(on)); });
    }

    // ---- GameView ----

    @Override public Node node() { return root; }

    @Override public void show(Frame<ShannonState, ShannonMove> frame) {
        if (frame.replaying()) { showReplay(frame); return; }
        if (replayed != null) {
            replayed = null;
            history.present();
            showConfig(game.config());
        }
        game.show(frame);
    }

    /**
     * Notes how a finished game from the statistics was played (the host then shows it step by
     * step): the move list and the bar speak of that game, not of the one in play.
     */
    @Override public boolean replay(arcade.api.session.SavedGame finished) {
        replayedExtras = finished.extra();
        return false;
    }

    /** A step of the host's replay: the replayed game's moves in the panel, its position on the board, the game in play untouched. */
    private void showReplay(Frame<ShannonState, ShannonMove> frame) {
        Session<ShannonState, ShannonMove> s = frame.session();
        if (s != replayed) {
            replayed = s;
            MatchConfig cfg = SavedGames.configOf(replayedExtras, s.id(), game.config());
            String title = play.definition().describeParams(cfg.statsParams());
            history.replay(new HistoryBrowser.Line(s.initialState(), SavedGames.allMoves(s), cfg, title));
            top.showConfig(cfg);
            top.showVerdict(null, false, false);
        }
        history.show(GameController.played(frame.state()) - GameController.played(s.initialState()));
        board.setInteractive(false, null);
    }

    @Override public void paused(boolean paused) { if (paused) history.present(); }

    /** Esc closes a look back first. */
    @Override public boolean back() {
        if (!history.isBrowsing()) return false;
        history.present();
        return true;
    }

    @Override public void close() {
        game.close();
        network.suspendOrLeave();
        if (editor != null) editor.close();
    }

    /** A session is on the table (new, resumed, Play again): its seat, and the preset remembered. */
    void sessionStarted(Session<ShannonState, ShannonMove> s) {
        game.sessionStarted(s, settings.localSeat());
        for (var p : Presets.ALL)
            if (Presets.adjust(p.params(), settings.get()).equals(s.id().params()) && !p.id().equals(settings.get().preset()))
                settings.store(settings.get().withPreset(p.id()));
    }

    /** The settings page changed something: the page shows neither teach mode nor the board's switches, which stay. */
    void saveSettings(ShannonSettings s) {
        ShannonSettings now = settings.get();
        settings.store(s.withTeach(now.teachOn()).withDotGrid(now.dotGridOn()).withCoordinates(now.coordinatesOn()));
        if (!s.level().equals(now.level())) menu.setLevel(Level.parse(s.level()));
        game.setShowVerdict(settings.get().showVerdict());
        showVerdict(game.verdictProperty().get());
    }

    /** The status line: whose move, the verdict, the network's state. */
    String status(Frame<ShannonState, ShannonMove> frame) { return game.status(frame); }

    /** The end-of-game card's title: yours in a game against someone, the winner's in a game for two. */
    String endTitle(Session<ShannonState, ShannonMove> s) { return StatusLine.title(game.config(), s.state()); }

    /** The end-of-game card's own line: the winning path or the cut, in the board's coordinates. */
    String endLine(Session<ShannonState, ShannonMove> s) { return StatusLine.how(s.state(), board.names()); }

    /** The params the statistics file a finished game under: the board and the way it was played. */
    String recordParams(Session<ShannonState, ShannonMove> s) { return game.config().statsParams(); }

    /** Small values saved with an unfinished game: how it was played, and the board's fingerprint. */
    java.util.Map<String, String> saved() {
        MatchConfig c = game.config();
        if (c == null || play.session() == null) return java.util.Map.of();
        return SavedGames.extra(c, play.session().initialState().board());
    }

    /** A resumed game must be on the board it was saved on: a board the generator now builds differently is not replayed onto. */
    void checkResumedBoard(arcade.api.session.SavedGame saved) {
        String recorded = saved.extra().get(SavedGames.BOARD_KEY);
        BoardSpec spec = game.config().board();
        boolean generated = spec instanceof BoardSpec.Generated || spec instanceof BoardSpec.Balanced;
        String now = Long.toHexString(play.session().initialState().board().fingerprint());
        if (recorded == null ? !generated : recorded.equals(now)) return;
        ctx.resumeFailed("it was saved on a board from an older board generator, which this version builds differently");
        play.newGame(Presets.paramsOf(settings.get().preset(), settings.get()));
    }

    // ---- for tests ----

    public GameController controller() { return game; }
    public BoardView boardView() { return board; }
    BoardEditor editor() { return editor; }
    NetworkLink network() { return network; }
    HistoryBrowser history() { return history; }
    RejoinOffer rejoinOffer() { return rejoinOffer; }
    WaitingCard waitingCard() { return waitingCard; }
    Legend legend() { return legendBar; }
    Label turnLabel() { return top.turnLabel(); }
    void analysisToggleForPreview() { top.analysisToggle().setSelected(true); }
    void openEditorForPreview() { openEditor(); }

    // ---- what the bar and the menu ask ----

    Play<ShannonState, ShannonMove> play() { return play; }

    /** Starts a game with this setup, leaving a network match and the editor. */
    void startConfig(MatchConfig cfg) {
        leaveNetworkAndEditor();
        game.start(cfg);
    }

    void leaveNetworkAndEditor() {
        if (network.isActive()) network.leave();
        closeEditor();
    }

    void rejoin() {
        closeEditor();
        rejoinOffer.hide();
        network.rejoinUnfinished(Level.parse(settings.get().level()));
    }

    /** A network match being set up is shown instead of the board (the last local board is not the one to be played). */
    private void showWaiting(WaitingCard.Waiting w) {
        waitingCard.show(w);
        board.node().setVisible(w == null);
        legend.setVisible(w == null);
        // nor its moves, hint or verdict: the bar keeps only the network's badge
        if (editor == null) root.setRight(w == null ? history.panel().node() : null);
        showVerdict(game.verdictProperty().get());
        if (w != null) top.showSettingUp("Network match");
        else if (game.config() != null) { top.showConfig(game.config()); showTurn(); }
    }

    /** The legend explains what the board draws now. */
    private void showLegend() {
        var shown = board.shown();
        legendBar.show(board.marks(), board.isDotGrid(), shown == null ? Side.SHORT : shown.toMove(), board.isAnalysisShown());
    }

    private void showTurn() {
        if (network.waitingProperty().get() != null) return; // the bar names the match being set up
        top.showTurn(game.config(), game.session() == null ? null : game.state());
    }

    private void showConfig(MatchConfig cfg) {
        if (cfg == null) return;
        if (network.waitingProperty().get() == null) top.showConfig(cfg);
        showVerdict(game.verdictProperty().get());
        showNetwork();
    }

    void showVerdict(PositionInsight.Verdict v) {
        boolean waiting = network.waitingProperty().get() != null;
        top.showVerdict(v, settings.get().showVerdict() && replayed == null && !waiting, fairPlayLocked());
    }

    /** Against a human over the network, the analysis and the verdict wait until the match is over. */
    private boolean fairPlayLocked() {
        MatchConfig c = game.config();
        return c != null && c.mode() == PlayMode.NETWORK && game.isRunning() && network.phaseProperty().get() != NetworkLink.Phase.ENDED;
    }

    void showNetwork() {
        NetworkLink.Phase p = network.phaseProperty().get();
        top.showNetwork(network.badgeProperty().get(), p == NetworkLink.Phase.LOST || p == NetworkLink.Phase.ENDED, network.canReconnect());
    }

    private void refreshPalette() {
        if (root.getScene() == null) return;
        root.applyCss();
        ShannonPalette p = ShannonPalette.resolve(root);
        board.setPalette(p);
        if (editor != null) editor.setPalette(p);
    }

    // ---- the editor ----

    private void openEditor() {
        if (editor != null || play.session() == null) return;
        editor = new BoardEditor(ctx, game.state().board(), hostControls, this::playEdited, this::closeEditor);
        if (root.getScene() != null) editor.setPalette(ShannonPalette.resolve(root));
        center.getChildren().setAll(editor.node());
        top.node().setDisable(true);
        legend.setVisible(false);
        legend.setManaged(false);
        root.setRight(null);
        play.mode(editor.controls());
        editor.focus();
    }

    private arcade.api.plugin.GameControls hostControls;
    /** The game on the host: the editor passes New game and Custom on to its controls; the panel's Back to the game ends its replay. */
    void setInstance(arcade.api.plugin.GameInstance instance) {
        hostControls = instance.controls();
        history.setOnCloseReplay(instance::back);
    }

    void closeEditor() {
        if (editor == null) return;
        editor.close();
        editor = null;
        center.getChildren().setAll(board.node(), waitingCard.node(), rejoinOffer.node());
        top.node().setDisable(false);
        legend.setVisible(true);
        legend.setManaged(true);
        root.setRight(history.panel().node());
        play.endMode();
    }

    private void playEdited(Board b) {
        closeEditor();
        if (network.isActive()) network.leave();
        MatchConfig c = game.config();
        PlayMode mode = c.mode() == PlayMode.NETWORK ? PlayMode.VS_COMPUTER : c.mode();
        var s = settings.get();
        game.start(new MatchConfig(new BoardSpec.Custom(b), Side.parse(s.first()), mode, Side.parse(s.human()), Level.parse(s.level())));
    }
}
