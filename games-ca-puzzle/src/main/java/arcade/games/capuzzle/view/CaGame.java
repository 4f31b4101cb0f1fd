package arcade.games.capuzzle.view;

import arcade.api.fx.Background;
import arcade.api.model.GameId;
import arcade.api.model.Preset;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Rng;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.capuzzle.game.CaDefinition;
import arcade.games.capuzzle.game.PuzzleParams;
import arcade.games.capuzzle.model.Board;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import arcade.games.capuzzle.solver.Deduction;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The open CA puzzle: the tool bar (state palette, help views), the board, the rules overview
 * with its help windows, and the summary at the win. Owns the session; puzzles are built and
 * saves restored off the FX thread and applied only if still wanted.
 */
public final class CaGame implements GameInstance {
    static final String CSS = "/arcade/games/capuzzle/capuzzle.css";
    public static final String PLUGIN_ID = "ca-puzzle";

    private final GameContext ctx;
    private final CaDefinition def = CaDefinition.INSTANCE;
    private final BorderPane root = new BorderPane();
    private final BoardCanvas board = new BoardCanvas();
    private final SidePanel side;
    private final PlayBar bar;
    private final Label summary = new Label();
    private final Controls controls = new Controls();
    private CaSettings settings;
    private CaPalette palette = CaPalette.fallback();
    private Session<CaState, CaMove> session;
    private int generation;
    private HelpView.Cell flashing;
    private javafx.scene.control.SplitPane split;
    private Object screen;
    private BarPlace barPlace = BarPlace.TOP;
    private javafx.stage.Stage barStage;
    private boolean candidatesShown;
    private final PictureExport exporter;
    private final javafx.collections.ObservableList<arcade.api.plugin.GameAction> actions;

    public CaGame(GameContext ctx, Optional<SavedGame> resume) {
        this.ctx = ctx;
        this.settings = ctx.store().load(CaSettings.FILE, CaSettings.class, CaSettings::defaults).sanitized();
        this.exporter = new PictureExport(ctx.executor());
        this.actions = javafx.collections.FXCollections.observableArrayList(arcade.api.plugin.GameAction
                .command("save-png", "Save board as PNG…", this::saveBoardPicture)
                .icon("mdi2i-image-outline")
                .accelerator(javafx.scene.input.KeyCombination.valueOf("Shortcut+Shift+S"))
                .placement(arcade.api.plugin.GameAction.Placement.BOTH));
        root.getStyleClass().add("ca-root");
        root.getStylesheets().add(CaGame.class.getResource(CSS).toExternalForm());
        bar = new PlayBar(this);
        side = new SidePanel(this);
        summary.getStyleClass().add("ca-summary");
        summary.setVisible(false);
        summary.setOnMouseClicked(e -> summary.setVisible(false));
        StackPane centre = new StackPane(board.node(), summary);
        split = new javafx.scene.control.SplitPane(centre, side.node());
        split.setDividerPositions(0.62);
        root.setTop(bar.node());
        root.setCenter(split);
        applySettings(settings);
        board.onZoom(z -> saveSettings(settings.withCellSize(z)));
        new BoardInput(this, board).install(root);
        root.sceneProperty().addListener((o, a, scene) -> { if (scene != null) Platform.runLater(this::refreshPalette); });
        ctx.darkTheme().addListener((o, a, dark) -> Platform.runLater(this::refreshPalette));
        if (resume.isPresent()) restore(resume.get());
        else start(GameId.seeded(settings.lastParams() != null ? safeParams(settings.lastParams()) : def.presets().get(0).params(), freshSeed()));
    }

    private String safeParams(String p) {
        try {
            return def.params().normalize(p);
        } catch (IllegalArgumentException e) {
            return def.presets().get(0).params();
        }
    }

    // ---- GameInstance ----

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }
    @Override public javafx.collections.ObservableList<arcade.api.plugin.GameAction> actions() { return actions; }

    @Override public Optional<SavedGame> snapshot() {
        if (session == null || session.isOver() || session.position() == 0) return Optional.empty();
        return Optional.of(session.save(PLUGIN_ID, Map.of()));
    }

    @Override public void pause() { if (session != null) session.setPaused(true); controls.pausedProperty().set(true); }
    @Override public void resume() { if (session != null) session.setPaused(false); controls.pausedProperty().set(false); }
    @Override public Optional<Node> settingsPane() { return Optional.of(SettingsPane.build(() -> settings, this::saveSettings)); }
    @Override public void close() {
        generation++;
        if (barStage != null) { barStage.setOnHidden(null); barStage.close(); }
    }

    // ---- for the view's parts and tests ----

    public Session<CaState, CaMove> session() { return session; }
    public CaState state() { return session == null ? null : session.state(); }
    BoardCanvas board() { return board; }
    SidePanel side() { return side; }
    PlayBar bar() { return bar; }
    CaSettings settings() { return settings; }
    CaPalette palette() { return palette; }
    GameContext context() { return ctx; }
    public boolean isReady() { return session != null && !controls.busyProperty().get(); }
    public String summaryText() { return summary.isVisible() ? summary.getText() : ""; }

    PictureExport exporter() { return exporter; }

    /** The whole board as it looks now, as a PNG file (Ctrl+Shift+S), named after the puzzle. */
    void saveBoardPicture() {
        if (session == null || root.getScene() == null) return;
        String name = session.id().params().replaceAll("[^A-Za-z0-9._-]", "_");
        exporter.save(root.getScene().getWindow(), board.renderWhole(), name, ctx.notifier()::info, ctx.notifier()::warn);
    }

    long freshSeed() { return new Rng(System.nanoTime() ^ ctx.clock().millis()).nextInt(1_000_000_000); }

    /** Builds the puzzle off the FX thread (fair mode may search), then swaps it in. */
    public void start(GameId id) {
        int mine = ++generation;
        controls.busyProperty().set(true);
        controls.statusProperty().set("Preparing the puzzle…");
        CaDefinition rules = CaDefinition.withUndo(settings.undoAllowed());
        Background.run(ctx.executor(), () -> Session.newGame(rules, id), () -> mine == generation, this::install, e -> {
            controls.busyProperty().set(false);
            ctx.notifier().error("This puzzle cannot be started: " + plain(e));
        });
    }

    private void restore(SavedGame saved) {
        int mine = ++generation;
        controls.busyProperty().set(true);
        CaDefinition rules = CaDefinition.withUndo(settings.undoAllowed());
        Background.run(ctx.executor(), () -> Session.restore(rules, saved), () -> mine == generation, this::install, e -> {
            ctx.notifier().warn("The saved puzzle could not be resumed, so a new one starts.");
            controls.busyProperty().set(false);
            start(GameId.seeded(def.presets().get(0).params(), freshSeed()));
        });
    }

    private static String plain(Throwable e) {
        return e instanceof IllegalArgumentException && e.getMessage() != null ? e.getMessage() : "something went wrong while building it";
    }

    private void install(Session<CaState, CaMove> s) {
        session = s;
        controls.busyProperty().set(false);
        summary.setVisible(false);
        s.addListener(c -> refresh());
        s.onFinish(f -> {
            CaState end = s.state();
            ctx.stats().record(new GameRecord(s.id().params(), GameRecord.Result.WIN, f.elapsedMillis(), (double) end.score(),
                    ctx.clock().millis(), f.assisted()));
            showSummary(end, f.elapsedMillis(), f.assisted());
            if (ctx.animations().get()) board.playUnfold();
        });
        saveSettings(settings.withLastParams(s.id().params()));
        side.newPuzzle(s.state());
        bar.newPuzzle(s.state());
        board.setHint(null);
        board.setHighlighted(java.util.Set.of());
        candidatesShown = false;
        refresh();
        board.node().requestFocus();
    }

    /** Redraws after any change of the session (move, undo, redo, restart, solve). */
    void refresh() {
        CaState s = state();
        if (s == null) return;
        board.setState(s);
        side.refresh(s);
        updateCandidates();
        if (!s.solved()) summary.setVisible(false);
        controls.canUndoProperty().set(session.canUndo());
        controls.inProgressProperty().set(session.isInProgress());
        controls.canRedoProperty().set(session.canRedo());
        controls.canHintProperty().set(!s.solved());
        controls.canSolveProperty().set(!s.solved());
        var sc = s.puzzle().scoring();
        controls.statusProperty().set("Score " + s.score() + " · right +" + sc.reward(s.streak()) + " / wrong −" + sc.penalty(s.streak())
                + " · moves " + s.moves() + " · mistakes " + s.mistakes() + " · hidden " + s.hiddenCount());
    }

    /** Guesses the selected state in a display cell; border and revealed cells are ignored. */
    void guess(HelpView.Cell cell) {
        CaState s = state();
        if (s == null || cell == null || s.solved() || controls.pausedProperty().get() || screen != null) return;
        int col = s.board().realColumn(cell.col());
        if (s.board().isBorderColumn(cell.col()) || col < 0 || s.isRevealed(cell.row(), col)) return;
        int value = bar.selectedState();
        if ((s.wrongMask(cell.row(), col) >> value & 1) != 0) {
            controls.statusProperty().set("State " + value + " was already wrong in this cell.");
            return;
        }
        board.setHint(null);
        CaState after = session.play(CaMove.guess(cell.row(), col, value));
        if (!after.isRevealed(cell.row(), col)) flash(cell);
    }

    private void flash(HelpView.Cell cell) {
        flashing = cell;
        board.setFlash(cell);
        javafx.animation.PauseTransition t = new javafx.animation.PauseTransition(javafx.util.Duration.millis(ctx.animations().get() ? 350 : 900));
        t.setOnFinished(e -> { if (cell.equals(flashing)) board.setFlash(null); });
        t.play();
    }

    /** Smart hint: a cell the revealed cells force is revealed for the current penalty, with its rules shown. */
    void hint() {
        CaState s = state();
        if (s == null || s.solved()) return;
        int mine = generation;
        Session<CaState, CaMove> at = session;
        CaState before = s;
        controls.busyProperty().set(true);
        Background.run(ctx.executor(), () -> Deduction.forcedCell(before), () -> mine == generation && at == session && before == state(), cell -> {
            controls.busyProperty().set(false);
            if (cell.isEmpty()) {
                ctx.notifier().info("Nothing can be deduced from the revealed cells now; this puzzle needs a guess.");
                return;
            }
            session.markAssisted();
            HelpView.Cell display = new HelpView.Cell(cell.get().row(), s.board().displayColumn(cell.get().col()));
            session.play(CaMove.paidReveal(cell.get().row(), cell.get().col()));
            board.setHint(display);
            board.setCursor(display);
            side.showHelp(HelpView.RESULT, display);
        }, e -> controls.busyProperty().set(false));
    }

    void solve() {
        CaState s = state();
        if (s == null || s.solved()) return;
        List<CaMove> moves = new ArrayList<>();
        Board b = s.board();
        for (int t = b.generations() - 1; t >= 0; t--) for (int i = 0; i < b.width(); i++)
            if (!s.isRevealed(t, i)) moves.add(CaMove.guess(t, i, s.puzzle().value(t, i)));
        session.solve(moves);
    }

    private void showSummary(CaState s, long millis, boolean assisted) {
        Duration d = Duration.ofMillis(millis);
        summary.setText("Solved!\nScore " + s.score() + "\nMoves " + s.moves() + " · mistakes " + s.mistakes()
                + (s.hints() > 0 ? " · hints " + s.hints() : "") + (session.undoCount() > 0 ? " · undos " + session.undoCount() : "") + "\nTime " + String.format("%d:%02d", d.toMinutes(), d.toSecondsPart())
                + (assisted ? "\n(helped: not counted as a best score)" : "") + "\n\nCtrl+N for a new puzzle");
        summary.setVisible(true);
    }

    /** The state colours the game shows for an automaton: its own, or the chosen replacement. */
    List<String> shownColours(arcade.games.capuzzle.model.Automaton a) { return settings.stateColours().apply(a.colours()); }

    private void refreshPalette() {
        palette = CaPalette.resolve(root).overridden(settings.highlight(), settings.border());
        board.setPalette(palette);
        side.setPalette(palette);
    }

    void saveSettings(CaSettings s) {
        settings = s;
        ctx.store().save(CaSettings.FILE, s);
        applySettings(s);
    }

    private void applySettings(CaSettings s) {
        board.setLook(s.cellSize(), s.gap(), s.showNumbers(), s.glyphs());
        side.setLook(s);
        board.setScheme(s.stateColours()::apply);
        refreshPalette();
        if (session != null) {
            side.recolour();
            bar.newPuzzle(session.state());
        }
        if (screen instanceof GeneratorScreen g) g.repaint();
    }

    /** The shell's controls. */
    private final class Controls extends GameControls {
        @Override public List<Preset> presets() { return def.presets(); }
        @Override public void newGame(Preset preset) { start(GameId.seeded(preset.params(), freshSeed())); }
        @Override public void customGame() {
            PuzzleParams current = session != null ? def.params().parse(session.id().params())
                    : def.params().parse(def.presets().get(0).params());
            CustomGameDialog.show(root, current).ifPresent(p -> start(GameId.seeded(p, freshSeed())));
        }
        @Override public void restart() { if (screen == null && session != null && session.position() > 0) session.restart(); }
        @Override public void undo() { if (session != null && session.canUndo()) session.undo(); }
        @Override public java.util.Optional<GameRecord> abandonedGame() {
            return session == null ? java.util.Optional.empty() : session.abandonedRecord(ctx.clock().millis());
        }
        @Override public void redo() { if (session != null && session.canRedo()) session.redo(); }
        @Override public void hint() { CaGame.this.hint(); }
        @Override public void solve() { CaGame.this.solve(); }
    }

    /** Pencil marks: each hidden cell's remaining candidates (Ctrl+K). Showing them marks the game as helped. */
    void toggleCandidates() {
        if (session == null || screen != null) return;
        candidatesShown = !candidatesShown;
        if (candidatesShown) {
            session.markAssisted();
            ctx.notifier().info("Candidates shown: this game no longer counts as a best score.");
        }
        updateCandidates();
    }

    boolean candidatesShown() { return candidatesShown; }

    private void updateCandidates() {
        CaState s = state();
        if (!candidatesShown || s == null) { board.setCandidates(null); return; }
        int mine = generation;
        Background.run(ctx.executor(), () -> Deduction.candidates(s), () -> mine == generation && s == state(), board::setCandidates, e -> {});
    }

    /** Where the control buttons are: on top, docked beside the board, or in a floating window (Ctrl+D cycles). */
    enum BarPlace { TOP, BESIDE, FLOATING }

    void toggleBarPlacement() {
        if (screen != null) return;
        placeBar(BarPlace.values()[(barPlace.ordinal() + 1) % BarPlace.values().length]);
    }

    BarPlace barPlace() { return barPlace; }

    private void placeBar(BarPlace place) {
        if (barStage != null) { barStage.setOnHidden(null); barStage.close(); barStage = null; }
        root.setTop(null);
        side.setBar(null);
        barPlace = place;
        switch (place) {
            case TOP -> root.setTop(bar.node());
            case BESIDE -> {
                if (!split.getItems().contains(side.node())) toggleOverview();
                side.setBar(bar.node());
            }
            case FLOATING -> {
                javafx.stage.Window owner = root.getScene() == null ? null : root.getScene().getWindow();
                if (owner == null) { placeBar(BarPlace.TOP); return; }
                barStage = new javafx.stage.Stage(javafx.stage.StageStyle.UTILITY);
                barStage.initOwner(owner);
                barStage.setTitle("Controls");
                StackPane host = new StackPane(bar.node());
                host.getStyleClass().add("ca-root");
                host.getStylesheets().add(CaGame.class.getResource(CSS).toExternalForm());
                barStage.setScene(new javafx.scene.Scene(host, 420, 130));
                barStage.setX(owner.getX() + owner.getWidth() - 460);
                barStage.setY(owner.getY() + 60);
                barStage.setOnHidden(e -> { barStage = null; placeBar(BarPlace.TOP); });
                barStage.show();
            }
        }
    }

    /** Shows or hides the rules overview and help windows beside the board. */
    void toggleOverview() {
        if (split.getItems().contains(side.node())) split.getItems().remove(side.node());
        else { split.getItems().add(side.node()); split.setDividerPositions(0.62); }
    }

    // ---- editor and generator screens ----

    boolean editing() { return screen != null; }
    Object screen() { return screen; }

    void openEditor() {
        openEditor(state() != null ? state().puzzle().automaton() : arcade.games.capuzzle.model.Automaton.wolfram(30, ""));
    }

    void openEditor(arcade.games.capuzzle.model.Automaton a) {
        EditorScreen e = new EditorScreen(this, a);
        show(e, e.node());
    }

    void openGenerator() {
        GeneratorScreen g = new GeneratorScreen(this);
        show(g, g.node());
    }

    private void show(Object s, Node node) {
        screen = s;
        actions.forEach(a -> a.enabledProperty().set(false));   // the board is out of sight
        if (barStage != null) barStage.hide();
        root.setTop(null);
        side.setBar(null);
        root.setCenter(node);
        if (session != null) session.setPaused(true);
    }

    void closeScreen() {
        screen = null;
        actions.forEach(a -> a.enabledProperty().set(true));
        root.setCenter(split);
        placeBar(barPlace == BarPlace.FLOATING ? BarPlace.TOP : barPlace);
        if (session != null && !controls.pausedProperty().get()) session.setPaused(false);
        board.node().requestFocus();
    }

    /** Restarts with the given params (tests and the editor's Play). */
    public void startParams(String params) { start(GameId.seeded(params, freshSeed())); }

    void startId(GameId id) { start(id); }

    VBox helpBox() { return side.helpBox(); }
}
