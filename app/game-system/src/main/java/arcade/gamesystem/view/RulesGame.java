package arcade.gamesystem.view;

import arcade.api.fx.CanvasPane;
import arcade.api.fx.FileActions;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.PlayerId;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.gamesystem.model.MovePicker;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.model.Zone;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An open rules game: the card's own game or a rules file the player opened, the generic board,
 * the list of legal moves (mouse and keyboard), a computer opponent searching off the FX thread,
 * undo and redo through the session, and one statistics record per finished game.
 */
public final class RulesGame implements GameInstance {
    private final GameContext ctx;
    private final String cardId;
    private final Optional<RulesDefinition> own;
    private final List<Variant> variants = new ArrayList<>();
    private final RulesFileReader reader;
    private FileActions.Dialogs dialogs = FileActions.Dialogs.system();
    private Path lastFolder;
    private javafx.scene.control.Dialog<Void> analysis;
    private final OpenFilePrompt placeholder = new OpenFilePrompt(this::chooseFile);
    private final VBox side = new VBox();
    /** The shipped game continued on the Rules File card, if that is what is played. */
    private String shipped;
    private final BorderPane root = new BorderPane();
    private final CanvasPane canvas = new CanvasPane(g -> paint());
    private final BoardPainter painter = new BoardPainter();
    private final MoveAnimation animation = new MoveAnimation(() -> canvas.repaint());
    private final RulesToolbar bar = new RulesToolbar(root, this::chooseFile, this::analyse, this::rollDie);
    private final ComboBox<Variant> picker = bar.picker;
    private final ComboBox<Opponent> opponent = bar.opponent;
    private final Button roll = bar.roll;
    private final Label status = new Label();
    private final ListView<RulesMove> moveList = new ListView<>();
    private final RulesControls controls = new RulesControls(this);
    private RulesPalette palette;
    private Variant variant;
    private Session<RulesState, RulesMove> session;
    private Rng dice;
    private final ComputerTurn computer;
    /** Set when the game closes: an analysis still running stops. */
    private final AtomicBoolean closed = new AtomicBoolean();
    private Set<String> chooseFrom = Set.of();
    /** The zone under the board's keyboard cursor (shown while the board has the focus). */
    private Zone keyboardZone;
    /** True while several session steps are taken as one (undo past the computer's answer). */
    private boolean quiet;

    /**
     * @param cardId the library card this game is opened from
     * @param own    the card's own game; empty for the card that opens any rules file
     */
    public RulesGame(GameContext ctx, Optional<SavedGame> resume, String cardId, Optional<RulesDefinition> own) {
        this.ctx = ctx;
        this.computer = new ComputerTurn(ctx, controls);
        this.cardId = cardId;
        this.own = own;
        this.reader = new RulesFileReader(ctx.executor());
        root.getStyleClass().add("rules-root");
        root.getStylesheets().add(RulesGame.class.getResource("rules.css").toExternalForm());
        root.setTop(bar.node());
        status.getStyleClass().add("rules-status");
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        moveList.setId("rules-moves");
        moveList.setFocusTraversable(true);
        VBox.setVgrow(moveList, Priority.ALWAYS);
        Label listTitle = new Label("Legal moves: click one, or Enter");
        listTitle.setWrapText(true);
        listTitle.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // a wrapping label in a VBox needs its height
        side.getChildren().setAll(status, listTitle, moveList);
        side.getStyleClass().add("rules-side");
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        canvas.setFocusTraversable(true);
        canvas.addEventFilter(KeyEvent.KEY_PRESSED, this::boardKey);
        canvas.focusedProperty().addListener((o, a, b) -> canvas.repaint());
        // The shell focuses the game's root when it opens or a dialog closes: the keys belong to the
        // board's cursor then, not to the first button of the bar (Enter there would open a file).
        root.setFocusTraversable(true);
        root.focusedProperty().addListener((o, was, now) -> { if (now) canvas.requestFocus(); });
        moveList.setOnMouseClicked(e -> { if (e.getClickCount() >= 1) playSelected(); });
        moveList.addEventHandler(KeyEvent.KEY_PRESSED, e -> { if (e.getCode() == KeyCode.ENTER) { playSelected(); e.consume(); } });
        moveList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> canvas.repaint());
        root.sceneProperty().addListener((o, a, s) -> { if (s != null) refreshPalette(); });
        ctx.darkTheme().addListener((o, a, v) -> Platform.runLater(this::refreshPalette));
        picker.valueProperty().addListener((o, a, v) -> { if (v != null && v != variant) start(v); });
        opponent.valueProperty().addListener((o, a, v) -> { if (session != null) afterChange(); });
        String file = resume.map(r -> r.extra().get("file")).orElse(null);
        if (file != null) reopen(Path.of(file), resume.get());
        else if (resume.isPresent() && own.isPresent() && restore(own.get(), null, resume.get(), resume.get().extra().get("variant"))) return;
        else if (resume.isPresent() && own.isEmpty() && restoreShipped(resume.get())) return;
        else startDefault(resume.isPresent());
    }

    /** The card's own game, or for the open-a-file card the invitation to open one. */
    private void startDefault(boolean resumeFailed) {
        if (resumeFailed) ctx.notifier().warn("The unfinished game could not be continued, so a new one starts.");
        if (own.isPresent()) {
            use(own.get(), null);
            start(variants.get(0));
        } else {
            showPlaceholder("Open a rules file to play it: a board game written as tokens in zones, moves, and win and draw clauses.");
        }
    }

    private void showPlaceholder(String text) {
        placeholder.show(text);
        root.setCenter(placeholder);
        root.setRight(null);
        controls.statusProperty().set(text);
        updateToolbar();
    }

    /** The player picks a rules file (dialog on the FX thread), read and checked off it. */
    private void chooseFile() {
        Optional<Path> chosen = dialogs.chooseOpen(root.getScene() == null ? null : root.getScene().getWindow(), OpenFilePrompt.chooser(lastFolder));
        if (chosen.isEmpty()) return;
        Path file = chosen.get().toAbsolutePath();
        lastFolder = file.getParent();
        controls.busyProperty().set(true);
        reader.read(file, d -> {
            controls.busyProperty().set(false);
            shipped = null;
            use(d, file);
            start(variants.get(0));
        }, message -> {
            controls.busyProperty().set(false);
            ctx.notifier().warn("The rules file could not be opened. " + message);
        });
    }

    /** The game lab for the game in play, off the FX thread, in a window beside the game. */
    private void analyse() {
        if (variant != null) AnalysisWindow.run(ctx, root, bar.analyse, variant.definition(), variant.preset().params(), variant.label(), closed::get, d -> analysis = d);
    }

    /** Continues an unfinished game of an opened file: the file is read again, off the FX thread. */
    private void reopen(Path file, SavedGame saved) {
        showPlaceholder("Opening " + file.getFileName() + " again…");
        controls.busyProperty().set(true);
        reader.read(file, d -> {
            controls.busyProperty().set(false);
            if (session == null && !restore(d, file, saved, saved.extra().get("variant"))) startDefault(true);
        }, message -> {
            controls.busyProperty().set(false);
            if (session != null) return;
            ctx.notifier().warn("The unfinished game could not be continued. " + message);
            startDefault(false);
        });
    }

    /** Makes a game's presets the choices of the picker and the New menu. */
    private void use(RulesDefinition d, Path file) {
        variants.clear();
        variants.addAll(Variant.of(d, file));
        picker.getItems().setAll(variants);
    }

    /**
     * A shipped game left unfinished on the Rules File card (saved as {@code dice-race/short}, as
     * the single card of earlier versions saved every game) continues there.
     */
    private boolean restoreShipped(SavedGame saved) {
        String v = String.valueOf(saved.extra().get("variant"));
        int slash = v.indexOf('/');
        if (slash < 0 || !ShippedGames.IDS.contains(v.substring(0, slash))) return false;
        if (!restore(ShippedGames.load(v.substring(0, slash)), null, saved, v.substring(slash + 1))) return false;
        shipped = v.substring(0, slash);
        return true;
    }

    private boolean restore(RulesDefinition d, Path file, SavedGame saved, String variantId) {
        Variant v = Variant.of(d, file).stream().filter(x -> x.id().equals(variantId)).findFirst().orElse(null);
        if (v == null) return false;
        try {
            Session<RulesState, RulesMove> s = Session.restore(v.definition(), saved);
            Opponent o = saved.extra().containsKey("opponent") ? Opponent.valueOf(saved.extra().get("opponent")) : Opponent.MEDIUM;
            use(d, file);
            opponent.setValue(o);
            attach(variants.stream().filter(x -> x.id().equals(v.id())).findFirst().orElseThrow(), s);
            return true;
        } catch (SaveFormatException | IllegalArgumentException e) {
            return false;
        }
    }

    private void updateToolbar() {
        boolean die = variant != null && session != null && variant.definition().game(variant.preset().params()).die().isPresent();
        bar.update(variants, session != null, die);
    }

    void start(Variant v) {
        long seed = ctx.clock().millis();
        attach(v, Session.newGame(v.definition(), GameId.seeded(v.preset().params(), seed)));
    }

    private void attach(Variant v, Session<RulesState, RulesMove> s) {
        stopThinking();
        variant = v;
        session = s;
        dice = new Rng(s.id().seedValue().orElse(1L) ^ s.position());
        picker.setValue(v);
        root.setCenter(canvas);
        root.setRight(side);
        s.addListener(c -> { if (ctx.animations().get()) animation.start(c); });
        s.addListener(this::afterChange);
        s.onFinish(f -> ctx.stats().record(new GameRecord(v.statsKey(), StatusLine.result(f.outcome(), human()), f.elapsedMillis(), null, ctx.clock().millis(), f.assisted())));
        updateToolbar();
        afterChange();
    }

    private GameRules<RulesState, RulesMove> rules() { return session.rules(); }

    /** The first of the players taking part (the others are the computer's when it plays). */
    private PlayerId human() { return session.state().game().players().get(0); }

    boolean computersTurn() {
        return opponent.getValue().computer() && !session.isOver() && !rules().toMove(session.state()).equals(human());
    }

    /** After any change of the session: refresh, then let the computer move or roll if it is its turn. */
    private void afterChange() {
        stopThinking();
        chooseFrom = Set.of();
        refresh();
        if (quiet || !computersTurn()) return;
        RulesState s = session.state();
        if (rules().kind(s) == NodeKind.CHANCE) {
            Platform.runLater(() -> { if (session.state() == s && computersTurn()) rollDie(); });
            return;
        }
        Session<RulesState, RulesMove> at = session;
        computer.start(at, opponent.getValue().strength, () -> session == at, this::refresh);
        refresh();
    }

    void stopThinking() { computer.stop(); }

    private void rollDie() {
        RulesState s = session.state();
        if (rules().kind(s) != NodeKind.CHANCE) return;
        session.chance(rules().sampleChanceEvent(s, dice));
    }

    private void play(RulesMove m) {
        if (session == null || computer.isThinking() || session.isOver() || computersTurn() || !rules().isLegal(session.state(), m)) return;
        session.play(m);
    }

    private void playSelected() {
        RulesMove m = moveList.getSelectionModel().getSelectedItem();
        if (m != null) play(m);
    }

    private void clicked(MouseEvent e) {
        canvas.requestFocus();
        Zone z = painter.zoneAt(e.getX(), e.getY());
        if (z != null) keyboardZone = z;
        activate(z);
    }

    /** Arrow keys move the board's cursor from zone to zone; Enter or Space plays there, like a click. */
    private void boardKey(KeyEvent e) {
        boolean enter = e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE;
        if (enter && keyboardZone == null) keyboardZone = BoardCursor.next(painter.areas(), null, KeyCode.RIGHT); // first show where the cursor is
        else if (enter) activate(keyboardZone);
        else if (BoardCursor.isArrow(e.getCode())) keyboardZone = BoardCursor.next(painter.areas(), keyboardZone, e.getCode());
        else return;
        canvas.repaint();
        e.consume();
    }

    /** Plays at a zone: the die rolls, one move plays, several are listed to choose from. */
    private void activate(Zone z) {
        if (z == null || session == null || session.isOver() || computersTurn()) return;
        if (session.state().game().die().map(d -> d.rest().equals(z)).orElse(false)) { rollDie(); return; }
        List<RulesMove> c = MovePicker.candidates(session.state(), rules().legalMoves(session.state()), z);
        if (c.size() == 1) { play(c.get(0)); return; }
        List<RulesMove> legal = rules().legalMoves(session.state());
        if (c.isEmpty() && legal.size() == 1) { play(legal.get(0)); return; } // a forced move (a pass): any field plays it
        if (c.isEmpty()) { status.setText(statusText() + "\nNo move there."); return; }
        chooseFrom = new HashSet<>();
        for (RulesMove m : c) chooseFrom.add(m.label());
        moveList.getItems().setAll(c);
        moveList.getSelectionModel().selectFirst();
        moveList.requestFocus();
        status.setText(statusText() + "\nChoose one of the listed moves.");
    }

    private void refresh() {
        if (session == null) return;
        RulesState s = session.state();
        List<RulesMove> legal = computer.isThinking() || computersTurn() ? List.of() : rules().legalMoves(s);
        moveList.getItems().setAll(legal);
        if (!legal.isEmpty()) moveList.getSelectionModel().selectFirst();
        roll.setDisable(rules().kind(s) != NodeKind.CHANCE || computersTurn());
        status.setText(statusText());
        controls.update(session, computer.isThinking(), !legal.isEmpty(), variant.label() + " — " + statusText());
        canvas.repaint();
    }

    private String statusText() {
        return StatusLine.of(session, opponent.getValue().computer(), human(), computer.isThinking());
    }

    private void paint() {
        if (palette == null || session == null) return;
        Set<String> highlighted = new HashSet<>();
        for (RulesMove m : moveList.getItems()) MovePicker.zonesOf(session.state(), m).forEach(z -> highlighted.add(z.name()));
        Set<String> cursor = new HashSet<>();
        RulesMove sel = moveList.getSelectionModel().getSelectedItem();
        if (sel != null) MovePicker.zonesOf(session.state(), sel).forEach(z -> cursor.add(z.name()));
        var g = canvas.canvas().getGraphicsContext2D();
        RulesState shown = animation.shown(session.state());
        painter.paint(g, canvas.width(), canvas.height(), shown, highlighted, cursor, palette);
        animation.paintOver(g, painter, shown, palette);
        if (canvas.isFocused()) painter.paintKeyboardCursor(g, keyboardZone, palette);
    }

    private void refreshPalette() {
        if (root.getScene() == null) return;
        palette = RulesPalette.resolve(root);
        canvas.repaint();
    }

    /** The current session; null until a file is opened on the open-a-file card. */
    Session<RulesState, RulesMove> session() { return session; }

    Variant variant() { return variant; }

    List<Variant> variants() { return variants; }

    GameContext context() { return ctx; }

    long now() { return ctx.clock().millis(); }

    boolean isThinking() { return computer.isThinking(); }

    /** Several session steps taken as one: the computer answers only after the last. */
    void quietly(Runnable steps) {
        quiet = true;
        try {
            steps.run();
        } finally {
            quiet = false;
        }
        afterChange();
    }

    void showHint(RulesMove move) {
        moveList.getSelectionModel().select(move);
        status.setText(statusText() + "\nHint: " + move.label());
    }

    /** Answers the file dialog instead of the player (tests). */
    void setDialogs(FileActions.Dialogs dialogs) { this.dialogs = dialogs; }

    BoardPainter painter() { return painter; }

    @Override public Node root() { return root; }

    @Override public GameControls controls() { return controls; }

    @Override public Optional<SavedGame> snapshot() {
        if (session == null || session.isOver() || session.position() == 0) return Optional.empty();
        String id = shipped != null && variant.file() == null ? shipped + "/" + variant.id() : variant.id();
        Map<String, String> extra = new java.util.HashMap<>(Map.of("variant", id, "opponent", opponent.getValue().name()));
        if (variant.file() != null) extra.put("file", variant.file().toString());
        return Optional.of(session.save(cardId, extra));
    }

    @Override public void pause() { if (session != null) session.setPaused(true); }

    @Override public void resume() { if (session != null) session.setPaused(false); }

    @Override public void close() {
        closed.set(true);
        stopThinking();
        animation.stop();
        if (analysis != null) analysis.close();
    }
}
