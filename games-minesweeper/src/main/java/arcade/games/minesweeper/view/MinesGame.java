package arcade.games.minesweeper.view;

import arcade.api.fx.Background;
import arcade.api.model.GameId;
import arcade.api.model.Preset;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.games.minesweeper.generate.NoGuessGenerator;
import arcade.games.minesweeper.model.MinesDefinition;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesRules;
import arcade.games.minesweeper.model.MinesState;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An open Minesweeper game: the board, the mine counter and clock, and the session behind them.
 * Mouse and keys become moves here ({@link MinesInput}); the computer's help runs in {@link Assistant}.
 */
public final class MinesGame implements GameInstance {
    static final String CSS = "/arcade/games/minesweeper/minesweeper.css";
    public static final String PLUGIN_ID = "minesweeper";
    /** The keyboard cursor's cell, kept in the saved game so that Continue puts it back. */
    private static final String CURSOR = "cursor";
    private static final double BAR_OVERHANG = 6;

    private final GameContext ctx;
    private final BorderPane root = new BorderPane();
    private final BoardCanvas board = new BoardCanvas();
    private final MinesBar bar = new MinesBar(this::newGameOnSameBoard);
    private final MinesActions actions;
    private boolean overlayOn;
    private final Timeline ticker;
    private final MinesControls controls = new MinesControls(this);
    private final Assistant assistant;
    private Session<MinesState, MinesMove> session;
    private String message = "";
    private Task<String> generating; // a no-guess board being made for the first click
    private MinesSettings settings;
    private MinesSettingsPane settingsPane;

    public MinesGame(GameContext ctx, Optional<SavedGame> resume) {
        this.ctx = ctx;
        settings = ctx.store().load(MinesSettings.STORE_NAME, MinesSettings.class, MinesSettings::defaults);
        settings = (settings == null ? MinesSettings.defaults() : settings).sanitized();
        root.getStyleClass().add("minesweeper-root");
        root.getStylesheets().add(MinesGame.class.getResource(CSS).toExternalForm());
        // The counters and the face sit over the board, as wide as it is shown.
        bar.maxWidthProperty().bind(board.shownWidthProperty().add(2 * BAR_OVERHANG));
        StackPane top = new StackPane(bar);
        root.setTop(top);
        root.setCenter(board);
        BorderPane.setMargin(board, new Insets(4));
        assistant = new Assistant(this, ctx);
        actions = new MinesActions(this);
        MinesInput input = new MinesInput(this, board);
        board.addEventHandler(MouseEvent.MOUSE_PRESSED, input::mousePressed);
        // The face gasps while a cell is held down, as in the classic game.
        board.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> { if (!state().over()) bar.face().setMood(FaceButton.Mood.PRESSING); });
        board.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> { bar.face().setMood(FaceButton.Mood.PLAYING); refreshStatus(); });
        // The shell gives the keyboard to our root: keys reach the board from wherever the focus is in the game.
        root.setFocusTraversable(true);
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            input.keyPressed(e);
            if (e.isConsumed() && !board.isFocused()) board.requestFocus();
        });
        ticker = new Timeline(new KeyFrame(Duration.millis(250), e -> refreshStatus()));
        ticker.setCycleCount(Timeline.INDEFINITE);
        ticker.play();
        ctx.darkTheme().addListener((o, a, dark) -> Platform.runLater(this::refreshPalette));
        root.sceneProperty().addListener((o, a, scene) -> { if (scene != null) Platform.runLater(this::refreshPalette); });
        start(resume.flatMap(this::restore).orElseGet(() -> Session.newGame(MinesDefinition.INSTANCE, freshId(withRule(MinesParams.BEGINNER)))));
        resume.map(saved -> saved.ui().get(CURSOR)).ifPresent(this::restoreCursor);
    }

    private Optional<Session<MinesState, MinesMove>> restore(SavedGame saved) {
        try {
            return Optional.of(Session.restore(MinesDefinition.INSTANCE, saved));
        } catch (SaveFormatException | IllegalArgumentException e) {
            ctx.notifier().warn("The unfinished game could not be resumed, so a new one was started.");
            return Optional.empty();
        }
    }

    private GameId freshId(MinesParams p) { return GameId.seeded(p.text(), ctx.clock().millis() ^ System.nanoTime()); }

    private void start(Session<MinesState, MinesMove> s) {
        assistant.stop();
        stopGenerating();
        session = s;
        s.addListener(c -> changed());
        s.onFinish(f -> ctx.stats().record(new GameRecord(f.id().params(),
                f.outcome().isWinFor(MinesRules.PLAYER) ? GameRecord.Result.WIN : GameRecord.Result.LOSS,
                f.elapsedMillis(), null, ctx.clock().millis(), f.assisted())));
        board.show(s.state());
        board.centreCursor();
        message = "";
        changed();
    }

    /** A preset's board under the first-click rule of the settings (no-guess boards keep theirs). */
    MinesParams withRule(MinesParams p) { return p.noGuess() ? p : p.withFirstClick(settings.rule()); }

    MinesSettings settings() { return settings; }

    /** Applies and stores changed settings; the speed takes effect at the next auto-play move. */
    void updateSettings(MinesSettings s) {
        settings = s.sanitized();
        ctx.store().save(MinesSettings.STORE_NAME, settings);
        if (settingsPane != null) settingsPane.show(settings);
    }

    void newGame(MinesParams p) { start(Session.newGame(MinesDefinition.INSTANCE, freshId(p))); }

    /** The face: a new game of the same board at once (a game in progress counts as abandoned). */
    private void newGameOnSameBoard() {
        if (session.isInProgress()) abandonedGame().ifPresent(ctx.stats()::record);
        newGame(state().params());
    }

    /** The keyboard cursor as it was when the game was left (a cell number), if it still fits. */
    private void restoreCursor(String text) {
        try {
            int cell = Integer.parseInt(text);
            if (cell >= 0 && cell < state().params().cells()) { board.centreCursor(); board.followMouse(cell); }
        } catch (NumberFormatException ignored) {
            // an old or edited save: the cursor stays in the middle
        }
    }

    Session<MinesState, MinesMove> session() { return session; }

    /** The game in progress as an abandoned one, for the statistics. */
    java.util.Optional<GameRecord> abandonedGame() { return session.abandonedRecord(ctx.clock().millis()); }
    public MinesState state() { return session.state(); }
    BoardCanvas board() { return board; }

    /**
     * Plays a move from the player: the first reveal also lays the mines (one undo step with its
     * layout). A no-guess board is generated off the FX thread first; moves wait until it is laid.
     */
    void play(MinesMove m) {
        MinesRules rules = MinesRules.INSTANCE;
        MinesState s = session.state();
        if (session.isOver() || generating() || !rules.isLegal(s, m)) return;
        MinesState next = rules.apply(s, m);
        if (!next.awaitingLayout()) { session.play(m); return; }
        if (!s.params().noGuess()) { session.perform(List.of(Session.Step.move(m), Session.Step.chance(rules.layoutFor(next)))); return; }
        controls.busyProperty().set(true);
        setMessage("Making a board that needs no guessing…");
        Session<MinesState, MinesMove> current = session;
        generating = Background.run(ctx.executor(), () -> NoGuessGenerator.layoutFor(next), () -> session == current && session.state() == s,
                layout -> {
                    stopGenerating();
                    session.perform(List.of(Session.Step.move(m), Session.Step.chance(layout)));
                },
                e -> {
                    stopGenerating();
                    setMessage("No board could be made; reveal a cell to try again.");
                });
    }

    /** True while a no-guess board is being made for the first click. */
    boolean generating() { return generating != null; }

    private void stopGenerating() {
        if (generating == null) return;
        generating.cancel();
        generating = null;
        controls.busyProperty().set(false);
    }

    /** Moves chosen by the computer: one undo step, and the game counts as helped. */
    void playForPlayer(List<MinesMove> moves) {
        if (moves.isEmpty() || session.isOver()) return;
        if (!session.state().minesLaid()) {
            session.markAssisted();
            play(moves.get(0));
            return;
        }
        List<MinesMove> legal = new java.util.ArrayList<>();
        MinesState s = session.state();
        for (MinesMove m : moves) {
            if (!MinesRules.INSTANCE.isLegal(s, m)) continue;
            s = MinesRules.INSTANCE.apply(s, m);
            legal.add(m);
            if (s.over()) break;
        }
        if (!legal.isEmpty()) session.solve(legal);
    }

    void setMessage(String text) { message = text; refreshStatus(); }

    private void changed() {
        board.setHint(-1, false);
        message = "";
        board.show(session.state());
        assistant.stateChanged();
        controls.canUndoProperty().set(session.canUndo());
        controls.inProgressProperty().set(session.isInProgress());
        controls.canRedoProperty().set(session.canRedo());
        controls.canHintProperty().set(!session.isOver());
        controls.canSolveProperty().set(!session.isOver());
        actions.gameOver(session.isOver());
        refreshStatus();
    }

    void refreshStatus() {
        MinesState s = session.state();
        long secs = session.clock().elapsedMillis() / 1000;
        bar.show(s, session.clock().elapsedMillis());
        String line;
        if (s.won()) line = "Cleared in " + secs + " s" + (session.isAssisted() ? " (with help)" : "") + ". Well done!";
        else if (s.lost()) line = "A mine! Undo takes the move back (counted as help), or start a new game.";
        else if (!s.started()) line = "Reveal any cell to start: " + MinesDefinition.INSTANCE.describeParams(s.params().text());
        else line = MinesDefinition.INSTANCE.describeParams(s.params().text());
        controls.statusProperty().set(message.isEmpty() ? line : message);
    }

    private void refreshPalette() {
        root.getStyleClass().remove("dark");
        if (ctx.darkTheme().get()) root.getStyleClass().add("dark");
        root.applyCss();
        MinesPalette p = MinesPalette.resolve(root);
        board.setPalette(p);
        bar.setPalette(p);
    }

    void showOverlay(boolean on) {
        if (on == overlayOn) return;
        overlayOn = on;
        actions.probabilities().selectedProperty().set(on);
        assistant.overlayChanged(on);
    }

    boolean overlayOn() { return overlayOn; }

    @Override public ObservableList<GameAction> actions() { return actions.all(); }

    // ---- GameInstance ------------------------------------------------------------------------

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }

    @Override public Optional<Node> settingsPane() {
        settingsPane = new MinesSettingsPane(this::settings, this::updateSettings);
        return Optional.of(settingsPane);
    }

    @Override public Optional<SavedGame> snapshot() {
        if (!session.state().started() || session.isOver()) return Optional.empty();
        session.setUiState(Map.of(CURSOR, Integer.toString(board.cursor())));
        return Optional.of(session.save(PLUGIN_ID, Map.of()));
    }

    @Override public void pause() {
        session.setPaused(true);
        board.setPaused(true);
        controls.pausedProperty().set(true);
        assistant.stop();
    }

    @Override public void resume() {
        session.setPaused(false);
        board.setPaused(false);
        controls.pausedProperty().set(false);
        board.requestFocus();
    }

    @Override public void close() {
        ticker.stop();
        assistant.stop();
        stopGenerating();
    }

    List<Preset> presets() { return MinesParams.PRESETS; }
    Assistant assistant() { return assistant; }
    GameContext context() { return ctx; }
}
