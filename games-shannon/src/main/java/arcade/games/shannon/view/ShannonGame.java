package arcade.games.shannon.view;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.model.Preset;
import arcade.api.session.Rng;
import arcade.api.session.SavedGame;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.PositionClass;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
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
    private final Label modeLabel = new Label();
    private final Label boardLabel = new Label();
    private final Label verdictBadge = new Label();
    private final Label netBadge = new Label();
    private final Label turnLabel = new Label();
    private final Button reconnect = new Button("Reconnect");
    private final ToggleButton analysisToggle = new ToggleButton("Analysis");
    private final Legend legendBar = new Legend();
    private final HBox legend = legendBar.node();
    private final HBox bar;
    private final HistoryBrowser history;
    private final ResultBanner result = new ResultBanner(this::playAgain, this::replay);
    private ShannonSettings settings;
    private BoardEditor editor;

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
        game.setOnChanged(() -> { history.refresh(); showResult(); showTurn(); legendBar.setBridgIt(game.session() != null && BridgItGrid.orderOf(game.state().board()) > 0); });
        board.setDotGrid(true);
        legendBar.dotsProperty().addListener((o, a, on) -> { board.setDotGrid(on); legendBar.show(analysisToggle.isSelected()); });
        bar = buildBar();
        center.getChildren().addAll(board.node(), result.node());
        StackPane.setAlignment(result.node(), javafx.geometry.Pos.TOP_CENTER);
        StackPane.setMargin(result.node(), new Insets(10));
        root.setTop(bar);
        root.setCenter(center);
        root.setRight(history.panel().node());
        root.setBottom(legend);

        game.configProperty().addListener((o, a, cfg) -> showConfig(cfg));
        game.verdictProperty().addListener((o, a, v) -> showVerdict(v));
        network.badgeProperty().addListener((o, a, t) -> showNetwork());
        network.phaseProperty().addListener((o, a, p) -> showNetwork());
        network.phaseProperty().addListener((o, a, p) -> controls.canPauseProperty().set(!inNetworkMatch()));
        network.phaseProperty().addListener((o, a, p) -> showVerdict(game.verdictProperty().get()));
        game.configProperty().addListener((o, a, cfg) -> showVerdict(game.verdictProperty().get()));

        // Colours come from CSS: resolve once the root is styled, and again on every theme switch.
        root.sceneProperty().addListener((o, a, scene) -> { if (scene != null) Platform.runLater(this::refreshPalette); });
        ctx.darkTheme().addListener((o, a, dark) -> Platform.runLater(this::refreshPalette));

        if (resume.isPresent()) {
            game.restoreInBackground(resume.get(), e -> {
                ctx.notifier().warn("The saved Shannon game could not be resumed (" + e.getMessage() + "); a new game starts.");
                startFirstGame();
            });
        } else {
            startFirstGame();
        }
        showNetwork();
        network.lookForUnfinishedMatch();
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
    @Override public Optional<SavedGame> snapshot() { return game.snapshot(); }
    @Override public ObservableValue<GameControls> activeControls() { return activeControls; }
    /** A network match is never paused: the other side plays on. */
    @Override public void pause() { if (!inNetworkMatch()) game.pause(); }

    private boolean inNetworkMatch() {
        NetworkLink.Phase p = network.phaseProperty().get();
        return network.isActive() || (p != NetworkLink.Phase.IDLE && p != NetworkLink.Phase.ENDED);
    }
    @Override public void resume() { game.resume(); }
    @Override public Optional<Node> settingsPane() { return Optional.of(new SettingsPane(settings, this::saveSettings).node()); }

    @Override public void close() {
        game.close();
        network.leave();
        if (editor != null) editor.close();
    }

    // ---- the end of a game ----

    /** The result banner: shown on a finished game at its present position, hidden while looking back or paused. */
    private void showResult() {
        String text = game.session() == null || game.isPaused() || history.isBrowsing() ? null : game.resultText();
        String winner = text == null ? null : game.state().winner().map(Side::id).orElse(null);
        result.show(text, winner, game.config() != null && game.config().mode() != PlayMode.NETWORK);
    }

    /** Two players at one computer: whose turn it is, in large type in the side's colour. */
    private void showTurn() {
        MatchConfig c = game.config();
        boolean on = c != null && c.mode() == PlayMode.HOT_SEAT && game.session() != null && !game.state().isOver();
        turnLabel.setVisible(on);
        turnLabel.setManaged(on);
        turnLabel.getStyleClass().removeAll("short", "cut");
        if (!on) return;
        Side s = game.state().toMove();
        turnLabel.setText(MatchConfig.name(s) + " to move");
        turnLabel.getStyleClass().add(s.id());
    }

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
    Label turnLabel() { return turnLabel; }
    void analysisToggleForPreview() { analysisToggle.setSelected(true); }
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
        settings = settings.withPreset(id);
        ctx.store().save(ShannonSettings.FILE, settings);
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
        settings = settings.withMode(mode.id(), human.id());
        ctx.store().save(ShannonSettings.FILE, settings);
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
        settings = sanitize(s);
        if (!settings.level().equals(oldLevel)) setLevel(Level.parse(settings.level()));
        ctx.store().save(ShannonSettings.FILE, settings);
        game.setShowVerdict(settings.showVerdict());
        showVerdict(game.verdictProperty().get());
    }

    private static ShannonSettings sanitize(ShannonSettings s) {
        ShannonSettings d = ShannonSettings.defaults();
        if (s == null) return d;
        try {
            PlayMode.parse(s.mode());
            Side.parse(s.human());
            Side.parse(s.first());
            Level.parse(s.level());
            if (!Presets.exists(s.preset())) return s.withPreset(d.preset());
            if (!(s.density() >= 0.8 && s.density() <= 1.0)) return s.withDensity(d.density());
            if (s.port() < 0 || s.port() > 65535) return s.withNetwork(d.port(), s.lastHost());
            return s;
        } catch (RuntimeException e) {
            return d;
        }
    }

    // ---- the bar and the legend ----

    private HBox buildBar() {
        modeLabel.getStyleClass().add("mode-label");
        turnLabel.getStyleClass().add("turn-label");
        boardLabel.getStyleClass().add("board-label");
        verdictBadge.getStyleClass().add("verdict-badge");
        netBadge.getStyleClass().add("net-badge");
        verdictBadge.setTooltip(new Tooltip("Who wins if both sides play perfectly from here (Lehman's theorem)"));
        reconnect.getStyleClass().add("accent");
        reconnect.setOnAction(e -> network.reconnect());
        analysisToggle.setTooltip(new Tooltip("Show Short's two spanning trees, the narrowest cut (blue), the shortest route (red) and the best move (orange ring)"));
        analysisToggle.selectedProperty().addListener((o, a, on) -> { game.setOverlay(on); legendBar.show(on); });
        analysisToggle.setFocusTraversable(false);

        MenuButton play = new MenuButton("Play");
        play.setFocusTraversable(false);
        // The menu marks the current mode and strength (radio items), refreshed each time it opens.
        ToggleGroup modes = new ToggleGroup(), levels = new ToggleGroup();
        RadioMenuItem vsShort = radio("Against the computer, as Short", modes), vsCut = radio("Against the computer, as Cut", modes),
                hotSeat = radio("Two players on this computer", modes);
        vsShort.setOnAction(e -> switchMode(PlayMode.VS_COMPUTER, Side.SHORT));
        vsCut.setOnAction(e -> switchMode(PlayMode.VS_COMPUTER, Side.CUT));
        hotSeat.setOnAction(e -> switchMode(PlayMode.HOT_SEAT, Side.SHORT));
        MenuItem host = new MenuItem("Host a network game…");
        host.setOnAction(e -> NetworkDialogs.host(root, settings, game.config().board()).ifPresent(h -> {
            settings = settings.withNetwork(h.port(), settings.lastHost());
            ctx.store().save(ShannonSettings.FILE, settings);
            closeEditor();
            network.host(h.port(), h.board(), h.hostSide(), h.starts(), Level.parse(settings.level()));
        }));
        MenuItem join = new MenuItem("Join a network game…");
        join.setOnAction(e -> NetworkDialogs.join(root, settings).ifPresent(j -> {
            settings = settings.withNetwork(j.port(), j.host());
            ctx.store().save(ShannonSettings.FILE, settings);
            closeEditor();
            network.join(j.host(), j.port(), j.code(), Level.parse(settings.level()));
        }));
        MenuItem leave = new MenuItem("Leave the network game");
        leave.setOnAction(e -> { network.leave(); switchMode(PlayMode.VS_COMPUTER, Side.parse(settings.human())); });
        MenuItem rejoin = new MenuItem("Rejoin the network match");
        rejoin.setOnAction(e -> { closeEditor(); network.rejoinUnfinished(Level.parse(settings.level())); });
        RadioMenuItem easy = radio("Computer: Easy", levels), normal = radio("Computer: Normal (the thesis algorithm)", levels),
                perfect = radio("Computer: Perfect", levels);
        easy.setOnAction(e -> setLevel(Level.EASY));
        normal.setOnAction(e -> setLevel(Level.NORMAL));
        perfect.setOnAction(e -> setLevel(Level.PERFECT));
        play.setOnShowing(e -> {
            leave.setDisable(!network.isActive());
            rejoin.setVisible(network.canRejoin());
            MatchConfig c = game.config();
            PlayMode m = c == null ? PlayMode.parse(settings.mode()) : c.mode();
            Side human = c == null ? Side.parse(settings.human()) : c.human();
            modes.selectToggle(m == PlayMode.HOT_SEAT ? hotSeat : m == PlayMode.VS_COMPUTER ? (human == Side.CUT ? vsCut : vsShort) : null);
            Level l = Level.parse(settings.level());
            levels.selectToggle(l == Level.EASY ? easy : l == Level.PERFECT ? perfect : normal);
        });
        play.getItems().addAll(vsShort, vsCut, hotSeat, new SeparatorMenuItem(), easy, normal, perfect,
                new SeparatorMenuItem(), host, join, rejoin, leave);

        Button edit = new Button("Editor");
        edit.setFocusTraversable(false);
        edit.setTooltip(new Tooltip("Draw your own board, save it, load it, play it"));
        edit.setOnAction(e -> openEditor());

        // When the window is narrow the texts wrap onto a second line; nothing is cut short.
        for (javafx.scene.control.Control c : List.of(reconnect, analysisToggle, play, edit)) c.setMinWidth(Region.USE_PREF_SIZE);
        for (Label l : List.of(turnLabel, modeLabel, boardLabel, verdictBadge, netBadge)) l.setMinWidth(Region.USE_PREF_SIZE);
        javafx.scene.layout.FlowPane texts = new javafx.scene.layout.FlowPane(12, 4, turnLabel, modeLabel, boardLabel, verdictBadge, netBadge);
        texts.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        texts.setPrefWrapLength(200);
        HBox.setHgrow(texts, Priority.ALWAYS);
        HBox buttons = new HBox(6, reconnect, analysisToggle, play, edit);
        buttons.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        HBox b = new HBox(12, texts, buttons);
        b.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        b.getStyleClass().add("shannon-bar");
        return b;
    }

    private static RadioMenuItem radio(String text, ToggleGroup group) {
        RadioMenuItem item = new RadioMenuItem(text);
        item.setToggleGroup(group);
        return item;
    }

    private void setLevel(Level level) {
        settings = settings.withLevel(level.id());
        ctx.store().save(ShannonSettings.FILE, settings);
        MatchConfig c = game.config();
        if (c.mode() == PlayMode.VS_COMPUTER && c.level() != level && !game.changeLevelNow(level)) {
            ctx.notifier().info("The computer plays " + MatchConfig.levelName(level) + " from the next game.");
        }
    }



    private void showConfig(MatchConfig cfg) {
        if (cfg == null) return;
        modeLabel.setText(cfg.describe());
        boardLabel.setText(cfg.board().label() + (cfg.first() == Side.CUT ? " · Cut starts" : ""));
        showVerdict(game.verdictProperty().get());
        showNetwork();
    }

    private void showVerdict(GameController.Verdict v) {
        verdictBadge.getStyleClass().removeAll("short", "cut", "first");
        boolean fair = fairPlayLocked();
        if (fair) analysisToggle.setSelected(false);
        analysisToggle.setDisable(fair);
        boolean visible = v != null && settings.showVerdict() && !fair;
        verdictBadge.setVisible(visible);
        verdictBadge.setManaged(visible);
        if (!visible) return;
        verdictBadge.setText(MatchConfig.name(v.winner()) + " wins with best play" + (v.positionClass() == PositionClass.FIRST ? " (by moving next)" : ""));
        verdictBadge.getStyleClass().add(v.winner() == Side.SHORT ? "short" : "cut");
    }

    /** Against a human over the network, the analysis and the verdict wait until the match is over. */
    private boolean fairPlayLocked() {
        MatchConfig c = game.config();
        return c != null && c.mode() == PlayMode.NETWORK && game.isRunning() && network.phaseProperty().get() != NetworkLink.Phase.ENDED;
    }

    private void showNetwork() {
        String text = network.badgeProperty().get();
        boolean on = text != null && !text.isEmpty();
        netBadge.setText(on ? text : "");
        netBadge.setVisible(on);
        netBadge.setManaged(on);
        netBadge.getStyleClass().remove("lost");
        if (network.phaseProperty().get() == NetworkLink.Phase.LOST || network.phaseProperty().get() == NetworkLink.Phase.ENDED)
            netBadge.getStyleClass().add("lost");
        boolean rc = network.canReconnect();
        reconnect.setVisible(rc);
        reconnect.setManaged(rc);
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
        bar.setDisable(true);
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
        center.getChildren().setAll(board.node());
        bar.setDisable(false);
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

    static Insets pad(double v) { return new Insets(v); }
}
