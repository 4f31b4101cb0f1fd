package arcade.games.solitaire.view;

import arcade.api.fx.Background;
import arcade.api.fx.CanvasPane;
import arcade.api.model.GameId;
import arcade.api.model.Preset;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.AutoMoves;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import arcade.games.solitaire.model.Pile;
import arcade.games.solitaire.model.Scoring;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Klondike in the arcade: a canvas table over one {@link Session}. Moves come from
 * {@link TableInput}; safe cards go home and a finished-looking game completes itself in the same
 * undo step; Hint and Auto-play ask the no-peek player off the FX thread.
 */
public final class SolitaireGame implements GameInstance {
    public static final String PLUGIN_ID = "solitaire";
    private static final KlondikeDefinition DEF = KlondikeDefinition.INSTANCE;

    private final GameContext ctx;
    private final StackPane root = new StackPane();
    private final CanvasPane canvas = new CanvasPane(g -> paint());
    private final ScoreBar scoreBar = new ScoreBar();
    private final Controls controls = new Controls();
    private final TableInput input;
    private final AutoPlay autoPlay;
    private final DealFinder dealFinder;
    private final ObservableList<GameAction> actions;
    private SolitaireSettings settings;
    private SolitairePalette palette;
    private Session<KlondikeState, KlondikeMove> session;
    private TableGeometry geometry;
    private Hint shownHint;
    private String note = "";
    private long generation; // bumps on every change; background results for an older one are dropped
    private final TableAnimations animations = new TableAnimations(canvas::repaint);

    public SolitaireGame(GameContext ctx, Optional<SavedGame> resume) {
        this.ctx = ctx;
        this.settings = ctx.store().load("settings", SolitaireSettings.class, () -> SolitaireSettings.DEFAULTS);
        root.getStyleClass().add("solitaire-root");
        root.getStylesheets().add(SolitaireGame.class.getResource("/arcade/games/solitaire/solitaire.css").toExternalForm());
        root.getChildren().add(new BorderPane(canvas, scoreBar, null, null, null));
        input = new TableInput(() -> session.state(), () -> geometry(), this::playByHand, canvas::repaint, this::refuse);
        autoPlay = new AutoPlay(this);
        actions = FXCollections.observableArrayList(solveAction());
        dealFinder = new DealFinder(ctx);
        // Until the first deal is ready (winnable deals are searched first) the table takes no input.
        canvas.setOnMousePressed(e -> {
            canvas.requestFocus();
            stopAutoPlay();
            if (session == null) return;
            if (!note.isEmpty()) showNote(""); // a new action: the last refusal no longer applies
            input.pressed(e);
        });
        canvas.setOnMouseDragged(e -> { if (session != null) input.dragged(e); });
        canvas.setOnMouseReleased(e -> {
            if (session == null) return;
            TableInput.Snap refused = input.released(e);
            if (refused != null && ctx.animations().get()) animations.snapBack(refused);
        });
        canvas.setOnKeyPressed(e -> { if (session != null && input.key(e)) { stopAutoPlay(); e.consume(); } });
        root.sceneProperty().addListener((o, a, b) -> {
            if (b == null) return;
            refreshPalette();
            javafx.application.Platform.runLater(canvas::requestFocus); // keys work at once, without a click first
        });
        ctx.darkTheme().addListener((o, a, b) -> refreshPalette());
        ctx.darkTheme().addListener((o, a, b) -> markDark());
        markDark();
        // The shell gives the focus back to the game's root (after a dialog, say): the keys belong to the table.
        root.focusedProperty().addListener((o, a, focused) -> { if (focused) canvas.requestFocus(); });
        start(resume);
    }

    /** Solve: the solver that sees every card plays a winning line to the end (a toggle: choosing it again stops it). */
    private GameAction solveAction() {
        GameAction solve = GameAction.toggle("solve", "Solve", () -> { if (session != null) autoPlay.toggle(AutoPlay.Mode.SOLVE); })
                .placement(GameAction.Placement.BOTH); // no icon: the toolbar shows the word, beside Auto-play
        solve.selectedProperty().bind(autoPlay.solvingProperty());
        return solve;
    }

    private void start(Optional<SavedGame> resume) {
        if (resume.isPresent()) {
            try {
                install(Session.restore(DEF, resume.get()));
                return;
            } catch (SaveFormatException | RuntimeException e) {
                ctx.notifier().warn("The unfinished game could not be resumed, so a new one is dealt.");
            }
        }
        newGame(DEF.presets().get(0).params());
    }

    // ---- sessions ------------------------------------------------------------------------------

    Session<KlondikeState, KlondikeMove> session() { return session; }
    KlondikeState state() { return session.state(); }
    GameContext context() { return ctx; }
    SolitaireSettings settings() { return settings; }

    void newGame(String params) {
        stopAutoPlay();
        dealFinder.cancel();
        long seed = 1 + Math.floorMod(new Rng(ctx.clock().millis() ^ System.nanoTime()).nextLong(), 999_999_999L);
        if (!settings.winnableOnly()) { install(Session.newGame(DEF, GameId.seeded(params, seed))); return; }
        controls.busyProperty().set(true);
        controls.statusProperty().set("Dealing a game the solver can win…");
        // The finder drops its answer when cancelled (another new game, or closing).
        dealFinder.find(params, seed, id -> {
            controls.busyProperty().set(false);
            install(Session.newGame(DEF, id));
        });
    }

    void startGame(GameId id) { stopAutoPlay(); dealFinder.cancel(); install(Session.newGame(DEF, id)); }

    private void install(Session<KlondikeState, KlondikeMove> s) {
        session = s;
        generation++;
        shownHint = null;
        note = "";
        input.reset();
        animations.stop();
        s.addListener(c -> { slide(c); changed(); });
        s.onFinish(this::record);
        changed();
    }

    /**
     * Slides the cards a change moved, forward or back, when animations are on. A card dropped by
     * hand is already where it goes, so a drop is not slid; nor is a new deal or a restart.
     */
    private void slide(Session.Change<KlondikeState, KlondikeMove> c) {
        if (!c.after().isWon()) animations.stopWin(); // undone, restarted: the table is back
        boolean moved = c.kind() == Session.Kind.MOVE || c.kind() == Session.Kind.COMPOUND || c.kind() == Session.Kind.SOLVE;
        if (!ctx.animations().get() || !moved || dropping || canvas.width() <= 0) { animations.stopSlides(); return; }
        TableGeometry before = new TableGeometry(c.before(), canvas.width(), canvas.height());
        TableGeometry after = new TableGeometry(c.after(), canvas.width(), canvas.height());
        animations.slide(Slides.between(c.before(), before, c.after(), after), after);
    }

    private boolean dropping;

    private void record(Session.Finish f) {
        boolean won = f.outcome().isWinFor(KlondikeRules.PLAYER);
        KlondikeState st = session.state();
        Double score = st.params().scoring() == Scoring.NONE ? null : (double) st.score();
        ctx.stats().record(new GameRecord(f.id().params(), won ? GameRecord.Result.WIN : GameRecord.Result.LOSS,
                f.elapsedMillis(), score, ctx.clock().millis(), f.assisted()));
        ctx.notifier().info(won ? "Won in " + f.moves() + " moves." : "No moves left: this game is lost.");
        if (won && ctx.animations().get()) animations.startWin();
    }

    private void changed() {
        generation++;
        shownHint = null;
        note = ""; // a refusal or a stop reason is about the position before
        geometry = null;
        controls.canUndoProperty().set(session.canUndo());
        controls.inProgressProperty().set(session.isInProgress());
        controls.canRedoProperty().set(session.canRedo());
        controls.canHintProperty().set(!session.isOver());
        controls.canSolveProperty().set(!session.isOver());
        actions.get(0).enabledProperty().set(!session.isOver());
        controls.statusProperty().set(status());
        scoreBar.show(session);
        canvas.repaint();
    }

    // ---- moves ---------------------------------------------------------------------------------

    /** A move by the player, followed in the same undo step by the safe cards going home and the finish. */
    private void playByHand(KlondikeMove m) {
        dropping = input.dropping;
        input.reset();
        try {
            session.play(withAutoMoves(session.state(), List.of(m)));
        } finally {
            dropping = false;
        }
    }

    List<KlondikeMove> withAutoMoves(KlondikeState s, List<KlondikeMove> moves) {
        List<KlondikeMove> all = new ArrayList<>(moves);
        for (KlondikeMove m : moves) s = KlondikeRules.INSTANCE.apply(s, m);
        if (settings.autoHome()) {
            List<KlondikeMove> safe = AutoMoves.safeHomeMoves(s);
            for (KlondikeMove m : safe) s = KlondikeRules.INSTANCE.apply(s, m);
            all.addAll(safe);
        }
        all.addAll(AutoMoves.finish(s));
        return all;
    }

    private void refuse(String why) {
        note = why;
        controls.statusProperty().set(status());
    }

    private String status() {
        KlondikeState s = session.state();
        StringBuilder sb = new StringBuilder();
        String id = session.id().seedValue().map(v -> "Deal " + v).orElse("Given deal");
        sb.append(id).append(" · ").append(DEF.describeParams(session.id().params()));
        session.outcome().ifPresent(o -> sb.append(" · ").append(o.isWinFor(KlondikeRules.PLAYER) ? "Won!" : "No moves left"));
        if (shownHint != null) sb.append(" · ").append(shownHint.status(settings.hintDetails()));
        else if (!note.isEmpty()) sb.append(" · ").append(note);
        else if (autoPlay.running()) sb.append(" · ").append(autoPlay.runningNote());
        return sb.toString();
    }

    // ---- hint and auto-play --------------------------------------------------------------------

    void hint() {
        if (session.isOver()) return;
        long asked = generation;
        KlondikeView view = KlondikeView.of(session.state());
        controls.busyProperty().set(true);
        Background.run(ctx.executor(), () -> Hint.advise(view, NoPeekPlayer.forHint(session.moveCount() + 17)),
                () -> asked == generation, h -> {
                    controls.busyProperty().set(false);
                    session.markAssisted();
                    shownHint = h;
                    controls.statusProperty().set(status());
                    canvas.repaint();
                }, e -> { controls.busyProperty().set(false); refuse("No hint could be found."); });
    }

    /** Bumps the generation so background results for the current position are dropped. */
    long currentGeneration() { return generation; }

    void stopAutoPlay() { autoPlay.stop(); }

    boolean autoPlayRunning() { return autoPlay.running(); }

    TableAnimations animationsForTest() { return animations; }

    /** A sentence for the status line that stays until the table changes (why auto-play stopped, say). */
    void showNote(String text) {
        note = text;
        refreshStatus();
    }

    void refreshStatus() { if (session != null) controls.statusProperty().set(status()); }

    GameControls controlsImpl() { return controls; }

    // ---- painting ------------------------------------------------------------------------------

    TableGeometry geometry() {
        if (geometry == null) geometry = new TableGeometry(session.state(), canvas.width(), canvas.height());
        return geometry;
    }

    /** The dark theme darkens the table (the CSS's {@code .dark} rules); the cards stay light. */
    private void markDark() {
        root.getStyleClass().remove("dark");
        if (ctx.darkTheme().get()) root.getStyleClass().add("dark");
    }

    private void refreshPalette() {
        if (root.getScene() == null) return;
        root.applyCss();
        palette = SolitairePalette.resolve(root);
        canvas.repaint();
    }

    private void paint() {
        if (session == null) return;
        if (palette == null) { if (root.getScene() == null) return; palette = SolitairePalette.resolve(root); }
        geometry = null;
        TableGeometry g = geometry();
        Pile hintFrom = null, hintTo = null;
        int hintIndex = -1;
        if (shownHint != null && !shownHint.step().isEmpty()) {
            KlondikeMove last = shownHint.step().get(shownHint.step().size() - 1);
            HintMarks.Marks hm = HintMarks.of(session.state(), shownHint.step().size() > 1 ? KlondikeMove.DRAW : last);
            hintFrom = hm.from();
            hintIndex = hm.index();
            hintTo = hm.to();
        }
        Pile dragFrom = input.isDragging() ? input.dragFrom : null;
        int dragIndex = input.dragIndex;
        double dx = input.dragX, dy = input.dragY;
        TableInput.Snap back = dragFrom == null ? animations.flyingBack(session.state(), g) : null;
        if (back != null) { dragFrom = back.from(); dragIndex = back.index(); dx = back.x(); dy = back.y(); }
        GraphicsContext gc = canvas.canvas().getGraphicsContext2D();
        TablePainter.paint(gc, g, session.state(), palette, settings.cardBack(),
                new TablePainter.Marks(dragFrom, dragIndex, dx, dy, input.isDragging(), input.dropUnder(), input.cursor, input.cursorIndex,
                        input.showCursor, input.selected, input.selectedIndex, hintFrom, hintIndex, hintTo, animations.slidingCards()),
                canvas.width(), canvas.height());
        animations.paintOver(gc, g, palette, canvas.width(), canvas.height());
    }

    // ---- GameInstance --------------------------------------------------------------------------

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }

    @Override public Optional<SavedGame> snapshot() {
        if (session == null || session.isOver() || session.position() == 0) return Optional.empty();
        return Optional.of(session.save(PLUGIN_ID, Map.of()));
    }

    @Override public void pause() { stopAutoPlay(); if (session != null) session.setPaused(true); controls.pausedProperty().set(true); }
    @Override public void resume() { if (session != null) session.setPaused(false); controls.pausedProperty().set(false); }

    @Override public Optional<Node> settingsPane() {
        return Optional.of(SettingsPane.build(settings, palette, s -> { settings = s; ctx.store().save("settings", s); canvas.repaint(); }));
    }

    @Override public void close() { stopAutoPlay(); scoreBar.stop(); animations.stop(); generation++; dealFinder.cancel(); }

    void applyAutoStep(List<KlondikeMove> step) { session.solve(withAutoMoves(session.state(), step)); }

    /** A step of Solve's winning line, played as found. */
    void applySolveStep(List<KlondikeMove> step) { session.solve(step); }

    @Override public ObservableList<GameAction> actions() { return actions; }

    private final class Controls extends GameControls {
        @Override public List<Preset> presets() { return DEF.presets(); }
        @Override public void newGame(Preset preset) { SolitaireGame.this.newGame(preset.params()); }
        @Override public void customGame() { if (session != null) CustomGameDialog.show(root, session.id().params(), SolitaireGame.this::startGame); }
        @Override public void restart() { stopAutoPlay(); if (session != null) session.restart(); }
        @Override public java.util.Optional<GameRecord> abandonedGame() {
            return session == null ? java.util.Optional.empty() : session.abandonedRecord(ctx.clock().millis());
        }
        @Override public void undo() { stopAutoPlay(); if (session != null && session.canUndo()) session.undo(); input.reset(); }
        @Override public void redo() { stopAutoPlay(); if (session != null && session.canRedo()) session.redo(); input.reset(); }
        @Override public void hint() { if (session != null) SolitaireGame.this.hint(); }
        @Override public void solve() { if (session != null) autoPlay.toggle(AutoPlay.Mode.NO_PEEK); }
        @Override public String solveLabel() { return "Auto-play"; }
    }
}
