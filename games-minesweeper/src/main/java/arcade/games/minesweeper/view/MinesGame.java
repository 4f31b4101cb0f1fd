package arcade.games.minesweeper.view;

import arcade.api.fx.Background;
import arcade.api.model.GameId;
import arcade.api.model.Preset;
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
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
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

    private final GameContext ctx;
    private final BorderPane root = new BorderPane();
    private final BoardCanvas board = new BoardCanvas();
    private final Label counter = new Label(), clock = new Label();
    private final ToggleButton overlay = new ToggleButton("Probabilities");
    private final Timeline ticker;
    private final MinesControls controls = new MinesControls(this);
    private final Assistant assistant;
    private Session<MinesState, MinesMove> session;
    private String message = "";
    private Task<String> generating; // a no-guess board being made for the first click
    private MinesSettings settings;
    private final java.util.List<javafx.scene.control.RadioMenuItem> speedItems = new java.util.ArrayList<>();
    private MinesSettingsPane settingsPane;

    public MinesGame(GameContext ctx, Optional<SavedGame> resume) {
        this.ctx = ctx;
        settings = ctx.store().load(MinesSettings.STORE_NAME, MinesSettings.class, MinesSettings::defaults);
        settings = (settings == null ? MinesSettings.defaults() : settings).sanitized();
        root.getStyleClass().add("minesweeper-root");
        root.getStylesheets().add(MinesGame.class.getResource(CSS).toExternalForm());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        counter.getStyleClass().add("mines-counter");
        clock.getStyleClass().add("mines-counter");
        overlay.setTooltip(new Tooltip("Show the chance of a mine on every hidden cell (counts as help)"));
        overlay.setFocusTraversable(false);
        HBox bar = new HBox(counter, clock, spacer, autoPlayMenu(), overlay);
        bar.getStyleClass().add("mines-bar");
        root.setTop(bar);
        root.setCenter(board);
        BorderPane.setMargin(board, new Insets(4));
        assistant = new Assistant(this, ctx);
        overlay.selectedProperty().addListener((o, was, on) -> assistant.overlayChanged(on));
        MinesInput input = new MinesInput(this, board);
        board.addEventHandler(MouseEvent.MOUSE_PRESSED, input::mousePressed);
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
    }

    /** One step, until a guess is needed, to the end: choosing again while it runs stops it. */
    private MenuButton autoPlayMenu() {
        MenuButton menu = new MenuButton("Auto-play");
        menu.setFocusTraversable(false);
        menu.setTooltip(new Tooltip("Let the computer play (counts as help). Keys: N one step, G until a guess is needed"));
        MenuItem step = new MenuItem("One step (N)"), untilGuess = new MenuItem("Until a guess is needed (G)"), toEnd = new MenuItem("To the end");
        step.setOnAction(e -> assistant.toggleAutoPlay(Assistant.AutoPlay.ONE_STEP));
        untilGuess.setOnAction(e -> assistant.toggleAutoPlay(Assistant.AutoPlay.UNTIL_GUESS));
        toEnd.setOnAction(e -> assistant.toggleAutoPlay(Assistant.AutoPlay.TO_END));
        javafx.scene.control.Menu speed = new javafx.scene.control.Menu("Speed");
        javafx.scene.control.ToggleGroup speeds = new javafx.scene.control.ToggleGroup();
        for (int level = 1; level <= MinesSettings.FASTEST; level++) {
            javafx.scene.control.RadioMenuItem item = new javafx.scene.control.RadioMenuItem(MinesSettings.speedName(level));
            int chosen = level;
            item.setToggleGroup(speeds);
            item.setSelected(level == settings.autoPlaySpeed());
            item.setOnAction(e -> updateSettings(settings.withAutoPlaySpeed(chosen)));
            speedItems.add(item);
        }
        speed.getItems().setAll(speedItems);
        MenuItem stop = new MenuItem("Stop auto-play");
        stop.setOnAction(e -> assistant.stop());
        menu.setOnShowing(e -> stop.setDisable(!assistant.autoPlaying()));
        menu.getItems().setAll(step, untilGuess, toEnd, new SeparatorMenuItem(), speed, new SeparatorMenuItem(), stop);
        return menu;
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
        if (board.cursor() < 0 || board.cursor() >= s.state().params().cells()) board.setCursor(s.state().params().cells() / 2);
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
        for (int i = 0; i < speedItems.size(); i++) speedItems.get(i).setSelected(i + 1 == settings.autoPlaySpeed());
        if (settingsPane != null) settingsPane.show(settings);
    }

    void newGame(MinesParams p) {
        board.setCursor(-1);
        start(Session.newGame(MinesDefinition.INSTANCE, freshId(p)));
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
        refreshStatus();
    }

    void refreshStatus() {
        MinesState s = session.state();
        counter.setText("Mines " + s.minesLeft());
        long secs = session.clock().elapsedMillis() / 1000;
        clock.setText(String.format("Time %d:%02d", secs / 60, secs % 60));
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
        board.setPalette(MinesPalette.resolve(root));
    }

    void showOverlay(boolean on) { overlay.setSelected(on); }
    boolean overlayOn() { return overlay.isSelected(); }

    // ---- GameInstance ------------------------------------------------------------------------

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return controls; }

    @Override public Optional<Node> settingsPane() {
        settingsPane = new MinesSettingsPane(this::settings, this::updateSettings);
        return Optional.of(settingsPane);
    }

    @Override public Optional<SavedGame> snapshot() {
        if (!session.state().started() || session.isOver()) return Optional.empty();
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
