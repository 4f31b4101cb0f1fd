package arcade.games.shannon.view;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.model.Preset;
import arcade.api.session.Rng;
import arcade.api.session.SavedGame;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

import java.util.List;
import java.util.Optional;

/**
 * The open Shannon game: a bar with the mode, the verdict and the network state; the board; a
 * legend. Builds the controller, the network link and the editor, and answers the shell's controls.
 */
public final class ShannonGame implements GameInstance {
    static final String CSS = "/arcade/games/shannon/shannon.css";

    private final GameContext ctx;
    private final BorderPane root = new BorderPane();
    private final StackPane center = new StackPane();
    private final BoardView board;
    private final GameController game;
    private final NetworkLink network;
    private final Controls controls = new Controls();
    /** The game's controls, or the editor's while it is open (it owns Undo then). */
    private final SimpleObjectProperty<GameControls> activeControls = new SimpleObjectProperty<>(controls);
    private final Legend legendBar = new Legend();
    private final HBox legend = legendBar.node();
    private final TopBar top;
    private final HistoryBrowser history;
    private final ResultBanner result = new ResultBanner(this::playAgain, this::replay);
    private final RejoinOffer rejoinOffer = new RejoinOffer(this::rejoin);
    private final WaitingCard waitingCard;
    private ShannonSettings settings;
    private BoardEditor editor;
    private boolean closed;

    public ShannonGame(GameContext ctx, Optional<SavedGame> resume) {
        this.ctx = ctx;
        this.settings = sanitize(ctx.store().load(ShannonSettings.FILE, ShannonSettings.class, ShannonSettings::defaults));
        root.getStyleClass().add("shannon-root");
        root.getStylesheets().add(ShannonGame.class.getResource(CSS).toExternalForm());
        board = new BoardView(() -> ctx.animations().get());
        game = new GameController(ctx, board, controls);
        network = new NetworkLink(ctx, game);
        game.setMoveGate(edge -> game.config().mode() != PlayMode.NETWORK || network.sendMove(edge));
        game.setShowVerdict(settings.showVerdict());

        history = new HistoryBrowser(ctx, game, board);
        top = new TopBar(network::reconnect, on -> { game.setOverlay(on); history.setAnalysis(on); }, new PlayMenu(new MenuActions()).node(),
                this::openEditor);
        game.setOnChanged(() -> { history.refresh(); showResult(); showTurn(); legendBar.setBridgIt(game.session() != null && BridgItGrid.orderOf(game.state().board()) > 0); });
        // Teach mode and the Bridg-It view are the player's choices: kept in the settings.
        board.setOnMarksChanged(this::showLegend);
        game.hintTextProperty().addListener((o, a, t) -> history.panel().setHintText(t));
        board.setDotGrid(settings.dotGridOn());
        board.setCoordinates(settings.coordinatesOn());
        legendBar.dotsProperty().set(settings.dotGridOn());
        legendBar.coordinatesProperty().set(settings.coordinatesOn());
        legendBar.coordinatesProperty().addListener((o, a, on) -> {
            board.setCoordinates(on);
            if (settings.coordinatesOn() != on) storeSettings(settings.withCoordinates(on));
        });
        history.panel().teachProperty().set(settings.teachOn());
        legendBar.dotsProperty().addListener((o, a, on) -> {
            board.setDotGrid(on);
            history.namesChanged();
            if (settings.dotGridOn() != on) storeSettings(settings.withDotGrid(on));
        });
        history.panel().teachProperty().addListener((o, a, on) -> { if (settings.teachOn() != on) storeSettings(settings.withTeach(on)); });
        waitingCard = new WaitingCard(() -> { network.leave(); showNetwork(); });
        network.waitingProperty().addListener((o, a, w) -> showWaiting(w));
        // While Rejoin is offered the local game beneath holds still: a click on it is no move.
        rejoinOffer.node().visibleProperty().addListener((o, a, on) -> {
            if (on) game.setHold("");
            else if ("".equals(game.holdMessage())) game.setHold(null);
        });
        center.getChildren().addAll(board.node(), waitingCard.node(), result.node(), rejoinOffer.node());
        for (Node n : List.of(result.node(), rejoinOffer.node())) {
            StackPane.setAlignment(n, javafx.geometry.Pos.TOP_CENTER);
            StackPane.setMargin(n, new Insets(10));
        }
        // The result banner sits over the top of the board: the board always keeps that band free,
        // so it stays where it is when the banner (or the label of a look back) appears.
        Runnable reserve = () -> board.setReservedTop(result.reservedHeight(center.getWidth(), 10));
        center.widthProperty().addListener((o, a, b) -> reserve.run());
        root.sceneProperty().addListener((o, a, scene) -> { if (scene != null) Platform.runLater(reserve); });
        root.setTop(top.node());
        root.setCenter(center);
        root.setRight(history.panel().node());
        root.setBottom(legend);

        game.configProperty().addListener((o, a, cfg) -> showConfig(cfg));
        game.verdictProperty().addListener((o, a, v) -> showVerdict(v));
        network.badgeProperty().addListener((o, a, t) -> showNetwork());
        network.phaseProperty().addListener((o, a, p) -> showNetwork());
        network.phaseProperty().addListener((o, a, p) -> controls.canPauseProperty().set(!inNetworkMatch()));
        network.phaseProperty().addListener((o, a, p) -> showVerdict(game.verdictProperty().get()));
        network.phaseProperty().addListener((o, a, p) -> { if (network.isActive()) rejoinOffer.hide(); });
        history.replayingProperty().addListener((o, a, on) -> { showResult(); showVerdict(game.verdictProperty().get()); });
        // the banner goes while looking back and comes back with the present
        history.browsingProperty().addListener((o, a, on) -> showResult());
        game.configProperty().addListener((o, a, cfg) -> showVerdict(game.verdictProperty().get()));

        // Colours come from CSS: resolve once the root is styled, and again on every theme switch.
        root.sceneProperty().addListener((o, a, scene) -> { if (scene != null) Platform.runLater(this::refreshPalette); });
        ctx.darkTheme().addListener((o, a, dark) -> Platform.runLater(this::refreshPalette));

        boolean toRejoin = resume.isPresent() && NetworkLink.isRejoinMarker(resume.get());
        if (resume.isPresent() && !toRejoin) {
            game.restoreInBackground(resume.get(), e -> {
                ctx.notifier().warn("The saved Shannon game could not be resumed (" + e.getMessage() + "); a new game starts.");
                startFirstGame();
            });
        } else {
            startFirstGame();
        }
        showNetwork();
        network.lookForUnfinishedMatch(found -> {
            if (found && toRejoin) rejoinOffer.show();
            else if (found) game.notice("A network match was left unfinished: Play ▸ Rejoin the network match takes it up again.");
            else if (toRejoin) game.notice("The interrupted network match can no longer be rejoined: it has ended.");
        });
        board.node().setOnMousePressed(e -> board.node().requestFocus());
        // The shell focuses our root; keys reach the board from wherever the focus is inside the game.
        root.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (editor != null) return;
            if (history.handleKey(e)) { showResult(); return; }
            board.handleKey(e);
            if (e.isConsumed() && !board.node().isFocused()) board.node().requestFocus();
        });
    }

    private void startFirstGame() {
        MatchConfig first = configFor(settings.preset());
        // Thesis boards generate in well under a millisecond; balanced ones may need many tries.
        if (first.board() instanceof BoardSpec.Balanced) game.startBuilding(first); else game.start(first);
    }

    // ---- GameInstance ----

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }
    /** The game in play; else, while a network match can be taken up again, a marker that makes Continue offer Rejoin. */
    @Override public Optional<SavedGame> snapshot() {
        Optional<SavedGame> s = game.snapshot();
        return s.isPresent() ? s : network.rejoinMarker();
    }
    @Override public ObservableValue<GameControls> activeControls() { return activeControls; }
    /** A network match is never paused: the other side plays on. */
    @Override public void pause() { if (!inNetworkMatch()) game.pause(); }

    private boolean inNetworkMatch() {
        NetworkLink.Phase p = network.phaseProperty().get();
        return network.isActive() || (p != NetworkLink.Phase.IDLE && p != NetworkLink.Phase.ENDED);
    }
    @Override public void resume() { game.resume(); }

    /** A finished game from the statistics, step by step over the game in play (which goes on underneath). */
    @Override public boolean replay(SavedGame finished) {
        closeEditor();
        return FinishedGameReplay.load(ctx, finished, () -> !closed, history::replay);
    }

    /** Esc closes a look back or a replay first. */
    @Override public boolean back() {
        if (!history.isBrowsing()) return false;
        history.present();
        showResult();
        return true;
    }
    @Override public Optional<Node> settingsPane() { return Optional.of(new SettingsPane(settings, this::saveSettings).node()); }

    @Override public void close() {
        closed = true;
        game.close();
        network.suspendOrLeave();
        if (editor != null) editor.close();
    }

    // ---- the end of a game ----

    /** The result banner: shown on a finished game at its present position, hidden while looking back or paused. */
    private void showResult() {
        String text = game.session() == null || game.isPaused() || history.isBrowsing() ? null : game.resultText();
        String winner = text == null ? null : game.state().winner().map(Side::id).orElse(null);
        result.show(text, winner, game.config() != null && game.config().mode() != PlayMode.NETWORK);
    }

    /** A network match being set up is shown instead of the board (the last local board is not the one to be played). */
    private void showWaiting(WaitingCard.Waiting w) {
        waitingCard.show(w);
        board.node().setVisible(w == null);
        legend.setVisible(w == null);
    }

    /** The legend explains what the board draws now. */
    private void showLegend() {
        var shown = board.shown();
        legendBar.show(board.marks(), board.isDotGrid(), shown == null ? Side.SHORT : shown.toMove(), board.isAnalysisShown());
    }

    private void showTurn() { top.showTurn(game.config(), game.session() == null ? null : game.state()); }

    /** Another game of the same kind: a fresh board of generated kinds, the same board otherwise. */
    void playAgain() {
        MatchConfig c = game.config();
        if (c == null || c.mode() == PlayMode.NETWORK) return;
        BoardSpec next = c.board();
        if (next instanceof BoardSpec.Generated g) next = new BoardSpec.Generated(g.params(), freshSeed());
        else if (next instanceof BoardSpec.Balanced b) next = new BoardSpec.Balanced(b.params(), freshSeed(), b.first());
        leaveNetworkAndEditor();
        game.startBuilding(c.withBoard(next));
    }

    private void rejoin() {
        closeEditor();
        rejoinOffer.hide();
        network.rejoinUnfinished(Level.parse(settings.level()));
    }

    private void replay() {
        history.replay();
        showResult();
    }

    /** For tests: the controller and the board view. */
    public GameController controller() { return game; }
    public BoardView boardView() { return board; }
    BoardEditor editor() { return editor; }
    NetworkLink network() { return network; }
    HistoryBrowser history() { return history; }
    ResultBanner resultBanner() { return result; }
    RejoinOffer rejoinOffer() { return rejoinOffer; }
    WaitingCard waitingCard() { return waitingCard; }
    Legend legend() { return legendBar; }
    Label turnLabel() { return top.turnLabel(); }
    void analysisToggleForPreview() { top.analysisToggle().setSelected(true); }
    void openEditorForPreview() { openEditor(); }

    // ---- the shell's controls ----

    private final class Controls extends GameControls {
        @Override public List<Preset> presets() { return Presets.ALL; }
        @Override public void newGame(Preset preset) { startPreset(preset.id()); }
        @Override public void customGame() {
            CustomGameDialog.show(root, settings, ctx).ifPresent(cfg -> { leaveNetworkAndEditor(); game.startBuilding(cfg); });
        }
        @Override public void restart() { if (editor == null) game.restart(); }
        @Override public void undo() { if (editor == null) game.undo(); else editor.undo(); }
        @Override public void redo() { if (editor == null) game.redo(); }
        @Override public void hint() { if (editor == null) game.hint(); }
        @Override public void solve() { if (editor == null) game.autoPlay(); }
        @Override public String solveLabel() { return "Auto-play"; }
        @Override public Optional<arcade.api.store.GameRecord> abandonedGame() { return game.abandonedGame(); }
    }

    /** Starts a preset board in the current local mode. */
    public void startPreset(String id) {
        storeSettings(settings.withPreset(id));
        leaveNetworkAndEditor();
        game.startBuilding(configFor(id));
    }

    private MatchConfig configFor(String presetId) {
        Side first = Side.parse(settings.first());
        long seed = freshSeed();
        PlayMode mode = PlayMode.parse(settings.mode());
        if (mode == PlayMode.NETWORK) mode = PlayMode.VS_COMPUTER;
        return new MatchConfig(Presets.board(presetId, seed, settings.density(), first), first, mode,
                Side.parse(settings.human()), Level.parse(settings.level()));
    }

    long freshSeed() { return new Rng(System.nanoTime() ^ ctx.clock().millis()).nextInt(1_000_000_000); }

    private void leaveNetworkAndEditor() {
        if (network.isActive()) network.leave();
        closeEditor();
    }

    /** Switches the local mode and starts a new game on a board like the current one. */
    private void switchMode(PlayMode mode, Side human) {
        storeSettings(settings.withMode(mode.id(), human.id()));
        leaveNetworkAndEditor();
        BoardSpec spec = game.config().board();
        if (game.config().mode() == PlayMode.NETWORK || spec instanceof BoardSpec.Generated || spec instanceof BoardSpec.Balanced) {
            game.startBuilding(configFor(settings.preset()));
        } else {
            game.startBuilding(new MatchConfig(spec, Side.parse(settings.first()), mode, human, Level.parse(settings.level())));
        }
    }

    private void saveSettings(ShannonSettings s) {
        String oldLevel = settings.level();
        // The page does not show teach mode and the Bridg-It view: they keep what the game has now.
        settings = sanitize(s).withTeach(settings.teachOn()).withDotGrid(settings.dotGridOn()).withCoordinates(settings.coordinatesOn());
        if (!settings.level().equals(oldLevel)) setLevel(Level.parse(settings.level()));
        ctx.store().save(ShannonSettings.FILE, settings);
        game.setShowVerdict(settings.showVerdict());
        showVerdict(game.verdictProperty().get());
    }

    /** The shell's store already keeps an unusable file aside; this guards values handed over from elsewhere. */
    private static ShannonSettings sanitize(ShannonSettings s) {
        return s == null || s.problem().isPresent() ? ShannonSettings.defaults() : s;
    }

    private void storeSettings(ShannonSettings s) {
        settings = s;
        ctx.store().save(ShannonSettings.FILE, settings);
    }

    // ---- the bar ----

    /** The Play menu's commands. */
    private final class MenuActions implements PlayMenu.Actions {
        @Override public void switchMode(PlayMode mode, Side human) { ShannonGame.this.switchMode(mode, human); }
        @Override public void setLevel(Level level) { ShannonGame.this.setLevel(level); }
        @Override public void host() {
            NetworkDialogs.host(root, settings, game.config().board()).ifPresent(h -> {
                storeSettings(settings.withNetwork(h.port(), settings.lastHost()));
                closeEditor();
                network.host(h.port(), h.board(), h.hostSide(), h.starts(), Level.parse(settings.level()));
            });
        }
        @Override public void join() {
            NetworkDialogs.join(root, settings).ifPresent(j -> {
                storeSettings(settings.withNetwork(j.port(), j.host()));
                closeEditor();
                network.join(j.host(), j.port(), j.code(), Level.parse(settings.level()));
            });
        }
        @Override public void leave() { network.leave(); ShannonGame.this.switchMode(PlayMode.VS_COMPUTER, Side.parse(settings.human())); }
        @Override public void rejoin() { ShannonGame.this.rejoin(); }
        @Override public PlayMode mode() { return game.config() == null ? PlayMode.parse(settings.mode()) : game.config().mode(); }
        @Override public Side human() { return game.config() == null ? Side.parse(settings.human()) : game.config().human(); }
        @Override public Level level() { return Level.parse(settings.level()); }
        @Override public boolean inNetworkGame() { return network.isActive(); }
        @Override public boolean canRejoin() { return network.canRejoin(); }
    }

    private void setLevel(Level level) {
        storeSettings(settings.withLevel(level.id()));
        MatchConfig c = game.config();
        if (c.mode() == PlayMode.VS_COMPUTER && c.level() != level && !game.changeLevelNow(level)) {
            ctx.notifier().info("The computer plays " + MatchConfig.levelName(level) + " from the next game.");
        }
    }



    private void showConfig(MatchConfig cfg) {
        if (cfg == null) return;
        top.showConfig(cfg);
        showVerdict(game.verdictProperty().get());
        showNetwork();
    }

    /** The badge speaks of the game in play: hidden while a finished game from the statistics is replayed. */
    private void showVerdict(PositionInsight.Verdict v) {
        top.showVerdict(v, settings.showVerdict() && !history.isReplaying(), fairPlayLocked());
    }

    /** Against a human over the network, the analysis and the verdict wait until the match is over. */
    private boolean fairPlayLocked() {
        MatchConfig c = game.config();
        return c != null && c.mode() == PlayMode.NETWORK && game.isRunning() && network.phaseProperty().get() != NetworkLink.Phase.ENDED;
    }

    private void showNetwork() {
        NetworkLink.Phase p = network.phaseProperty().get();
        top.showNetwork(network.badgeProperty().get(), p == NetworkLink.Phase.LOST || p == NetworkLink.Phase.ENDED, network.canReconnect());
    }

    private void refreshPalette() {
        if (root.getScene() == null) return;
        root.getStyleClass().remove("dark");
        if (ctx.darkTheme().get()) root.getStyleClass().add("dark");
        root.applyCss();
        ShannonPalette p = ShannonPalette.resolve(root);
        board.setPalette(p);
        if (editor != null) editor.setPalette(p);
    }

    // ---- the editor ----

    private void openEditor() {
        if (editor != null) return;
        game.pause();
        editor = new BoardEditor(ctx, game.state().board(), controls, this::playEdited, this::closeEditor);
        if (root.getScene() != null) editor.setPalette(ShannonPalette.resolve(root));
        center.getChildren().setAll(editor.node());
        top.node().setDisable(true);
        legend.setVisible(false);
        legend.setManaged(false);
        root.setRight(null);
        activeControls.set(editor.controls());
        editor.focus();
    }

    private void closeEditor() {
        if (editor == null) return;
        editor.close();
        editor = null;
        activeControls.set(controls);
        center.getChildren().setAll(board.node(), waitingCard.node(), result.node(), rejoinOffer.node());
        top.node().setDisable(false);
        legend.setVisible(true);
        legend.setManaged(true);
        root.setRight(history.panel().node());
        game.resume();
    }

    private void playEdited(arcade.games.shannon.model.Board b) {
        closeEditor();
        if (network.isActive()) network.leave();
        MatchConfig c = game.config();
        PlayMode mode = c.mode() == PlayMode.NETWORK ? PlayMode.VS_COMPUTER : c.mode();
        game.start(new MatchConfig(new BoardSpec.Custom(b), Side.parse(settings.first()), mode,
                Side.parse(settings.human()), Level.parse(settings.level())));
    }
}
