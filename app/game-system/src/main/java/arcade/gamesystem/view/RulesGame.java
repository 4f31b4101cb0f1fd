package arcade.gamesystem.view;

import arcade.api.fx.Background;
import arcade.api.fx.CanvasPane;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Rng;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.model.MovePicker;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.UserRulesFiles;
import arcade.gamesystem.model.Zone;
import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An open rules game: a picker of the shipped games, the generic board, the list of legal moves
 * (mouse and keyboard), a computer opponent searching off the FX thread, undo and redo through
 * the session, and one statistics record per finished game.
 */
public final class RulesGame implements GameInstance {
    static final String PLUGIN_ID = "rules";
    private final GameContext ctx;
    private final List<Variant> variants = new java.util.ArrayList<>(Variant.shipped());
    private final BorderPane root = new BorderPane();
    private final CanvasPane canvas = new CanvasPane(g -> paint());
    private final BoardPainter painter = new BoardPainter();
    private final ComboBox<Variant> picker = new ComboBox<>();
    private final ComboBox<Opponent> opponent = new ComboBox<>();
    private final Button roll = new Button("Roll the die");
    private final Label status = new Label();
    private final ListView<RulesMove> moveList = new ListView<>();
    private final Controls controls = new Controls();
    private RulesPalette palette;
    private Variant variant;
    private Session<RulesState, RulesMove> session;
    private Rng dice;
    private Task<Optional<RulesMove>> thinking;
    private AtomicBoolean cancel = new AtomicBoolean();
    private Set<String> chooseFrom = Set.of();
    /** True while several session steps are taken as one (undo past the computer's answer). */
    private boolean quiet;

    public RulesGame(GameContext ctx, Optional<SavedGame> resume) {
        this.ctx = ctx;
        root.getStyleClass().add("rules-root");
        root.getStylesheets().add(RulesGame.class.getResource("rules.css").toExternalForm());
        picker.getItems().setAll(variants);
        opponent.getItems().setAll(Opponent.values());
        opponent.setValue(Opponent.MEDIUM);
        roll.setOnAction(e -> rollDie());
        HBox bar = new HBox(new Label("Game"), picker, new Label("Opponent"), opponent, roll);
        bar.getStyleClass().add("rules-toolbar");
        root.setTop(bar);
        root.setCenter(canvas);
        status.getStyleClass().add("rules-status");
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        moveList.setId("rules-moves");
        moveList.setFocusTraversable(true);
        VBox.setVgrow(moveList, Priority.ALWAYS);
        Label listTitle = new Label("Legal moves: click one, or Enter");
        listTitle.setWrapText(true);
        listTitle.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // a wrapping label in a VBox needs its height
        VBox side = new VBox(status, listTitle, moveList);
        side.getStyleClass().add("rules-side");
        root.setRight(side);
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        moveList.setOnMouseClicked(e -> { if (e.getClickCount() >= 1) playSelected(); });
        moveList.addEventHandler(KeyEvent.KEY_PRESSED, e -> { if (e.getCode() == KeyCode.ENTER) { playSelected(); e.consume(); } });
        moveList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> canvas.repaint());
        root.sceneProperty().addListener((o, a, s) -> { if (s != null) refreshPalette(); });
        ctx.darkTheme().addListener((o, a, v) -> Platform.runLater(this::refreshPalette));
        if (!resume.map(this::restore).orElse(false)) start(variants.get(0));
        picker.valueProperty().addListener((o, a, v) -> { if (v != null && v != variant) start(v); });
        opponent.valueProperty().addListener((o, a, v) -> afterChange());
        loadUserFiles();
    }

    /** The player's own rules files (the game's folder of the data directory), read off the FX thread. */
    private void loadUserFiles() {
        java.nio.file.Path folder = ctx.store().folder();
        Background.run(ctx.executor(), () -> UserRulesFiles.scan(folder), () -> true, scan -> {
            for (UserRulesFiles.Game g : scan.games()) {
                List<Variant> added = Variant.of(g.id(), g.definition());
                variants.addAll(added);
                picker.getItems().addAll(added);
            }
            for (var broken : scan.broken()) ctx.notifier().warn("A rules file is unavailable. " + broken.getMessage());
        }, e -> ctx.notifier().warn("The folder of your own rules files could not be read."));
    }

    private boolean restore(SavedGame saved) {
        Variant v = variants.stream().filter(x -> x.id().equals(saved.extra().get("variant"))).findFirst().orElse(null);
        if (v == null) return false;
        try {
            Session<RulesState, RulesMove> s = Session.restore(v.definition(), saved);
            Opponent o = saved.extra().containsKey("opponent") ? Opponent.valueOf(saved.extra().get("opponent")) : Opponent.MEDIUM;
            opponent.setValue(o);
            attach(v, s);
            return true;
        } catch (SaveFormatException | IllegalArgumentException e) {
            ctx.notifier().warn("The unfinished game could not be continued, so a new one starts.");
            return false;
        }
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
        s.addListener(this::afterChange);
        s.onFinish(f -> ctx.stats().record(new GameRecord(v.id(), result(f.outcome()), f.elapsedMillis(), null, ctx.clock().millis(), f.assisted())));
        roll.setVisible(v.definition().game(v.preset().params()).die().isPresent());
        roll.setManaged(roll.isVisible());
        afterChange();
    }

    private GameRecord.Result result(Outcome o) {
        if (o instanceof Outcome.Win w) return w.winner().equals(human()) ? GameRecord.Result.WIN : GameRecord.Result.LOSS;
        return GameRecord.Result.DRAW;
    }

    private GameRules<RulesState, RulesMove> rules() { return session.rules(); }

    private PlayerId human() { return rules().players().get(0); }

    private boolean computersTurn() {
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
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        Session<RulesState, RulesMove> at = session;
        int position = at.position();
        ComputerPlayer ai = new ComputerPlayer(rules());
        ComputerPlayer.Strength strength = opponent.getValue().strength;
        controls.busyProperty().set(true);
        thinking = Background.run(ctx.executor(), () -> ai.choose(s, strength, flag::get),
                () -> session == at && at.position() == position && !flag.get(),
                m -> { thinking = null; controls.busyProperty().set(false); m.ifPresent(at::play); },
                e -> { thinking = null; controls.busyProperty().set(false); refresh(); });
        refresh();
    }

    private void stopThinking() {
        cancel.set(true);
        if (thinking != null) thinking.cancel();
        thinking = null;
        controls.busyProperty().set(false);
    }

    private void rollDie() {
        RulesState s = session.state();
        if (rules().kind(s) != NodeKind.CHANCE) return;
        session.chance(rules().sampleChanceEvent(s, dice));
    }

    private void play(RulesMove m) {
        if (thinking != null || session.isOver() || computersTurn() || !rules().isLegal(session.state(), m)) return;
        session.play(m);
    }

    private void playSelected() {
        RulesMove m = moveList.getSelectionModel().getSelectedItem();
        if (m != null) play(m);
    }

    private void clicked(MouseEvent e) {
        canvas.requestFocus();
        Zone z = painter.zoneAt(e.getX(), e.getY());
        if (z == null || session.isOver() || computersTurn()) return;
        if (session.state().game().die().map(d -> d.rest().equals(z)).orElse(false)) { rollDie(); return; }
        List<RulesMove> c = MovePicker.candidates(session.state(), rules().legalMoves(session.state()), z);
        if (c.size() == 1) { play(c.get(0)); return; }
        if (c.isEmpty()) { status.setText(statusText() + "\nNo move there."); return; }
        chooseFrom = new HashSet<>();
        for (RulesMove m : c) chooseFrom.add(m.label());
        moveList.getItems().setAll(c);
        moveList.getSelectionModel().selectFirst();
        moveList.requestFocus();
        status.setText(statusText() + "\nChoose one of the listed moves.");
    }

    private void refresh() {
        RulesState s = session.state();
        List<RulesMove> legal = thinking != null || computersTurn() ? List.of() : rules().legalMoves(s);
        moveList.getItems().setAll(legal);
        if (!legal.isEmpty()) moveList.getSelectionModel().selectFirst();
        roll.setDisable(rules().kind(s) != NodeKind.CHANCE || computersTurn());
        status.setText(statusText());
        controls.statusProperty().set(variant.label() + " — " + statusText());
        controls.canUndoProperty().set(session.canUndo() && thinking == null);
        controls.inProgressProperty().set(session.isInProgress());
        controls.canRedoProperty().set(session.canRedo() && thinking == null);
        controls.canHintProperty().set(!legal.isEmpty());
        canvas.repaint();
    }

    private String statusText() {
        RulesState s = session.state();
        Optional<Outcome> o = session.outcome();
        if (o.isPresent()) return o.get() instanceof Outcome.Win w ? w.winner() + " wins." : "Draw.";
        PlayerId p = rules().toMove(s);
        String who = p + (opponent.getValue().computer() ? (p.equals(human()) ? " (you)" : " (computer)") : "");
        if (thinking != null) return who + " is thinking…";
        if (rules().kind(s) == NodeKind.CHANCE) return who + ": roll the die.";
        if (rules().legalMoves(s).isEmpty()) return who + " has no move: the game is stuck.";
        return who + " to move.";
    }

    private void paint() {
        if (palette == null || session == null) return;
        Set<String> highlighted = new HashSet<>();
        for (RulesMove m : moveList.getItems()) highlighted.addAll(MovePicker.zonesOf(session.state(), m));
        Set<String> cursor = new HashSet<>();
        RulesMove sel = moveList.getSelectionModel().getSelectedItem();
        if (sel != null) cursor.addAll(MovePicker.zonesOf(session.state(), sel));
        painter.paint(canvas.canvas().getGraphicsContext2D(), canvas.width(), canvas.height(), session.state(), highlighted, cursor, palette);
    }

    private void refreshPalette() {
        if (root.getScene() == null) return;
        palette = RulesPalette.resolve(root);
        canvas.repaint();
    }

    /** The current session (for tests). */
    Session<RulesState, RulesMove> session() { return session; }

    BoardPainter painter() { return painter; }

    @Override public Node root() { return root; }

    @Override public GameControls controls() { return controls; }

    @Override public Optional<SavedGame> snapshot() {
        if (session.isOver() || session.position() == 0) return Optional.empty();
        return Optional.of(session.save(PLUGIN_ID, Map.of("variant", variant.id(), "opponent", opponent.getValue().name())));
    }

    @Override public void pause() { session.setPaused(true); }

    @Override public void resume() { session.setPaused(false); }

    @Override public void close() { stopThinking(); }

    private final class Controls extends GameControls {
        /** Recorded under the variant, as its finished games are. */
        @Override public java.util.Optional<GameRecord> abandonedGame() {
            return session == null ? java.util.Optional.empty() : session.abandonedRecord(ctx.clock().millis())
                    .map(r -> GameRecord.abandoned(variant.id(), r.durationMillis(), r.finishedAt()));
        }
        @Override public List<Preset> presets() { return variants.stream().map(Variant::asPreset).toList(); }

        @Override public void newGame(Preset preset) {
            variants.stream().filter(v -> v.id().equals(preset.id())).findFirst().ifPresent(RulesGame.this::start);
        }

        @Override public void restart() { stopThinking(); session.restart(); }

        @Override public void undo() {
            stopThinking();
            if (!session.canUndo()) return;
            quiet = true;
            try {
                session.undo();
                while (session.canUndo() && computersTurn()) session.undo();
            } finally {
                quiet = false;
            }
            afterChange();
        }

        @Override public void redo() {
            stopThinking();
            if (session.canRedo()) session.redo();
        }

        @Override public void hint() {
            if (thinking != null || session.isOver() || computersTurn() || rules().kind(session.state()) != NodeKind.DECISION) return;
            RulesState s = session.state();
            Session<RulesState, RulesMove> at = session;
            controls.busyProperty().set(true);
            Background.run(ctx.executor(), () -> new ComputerPlayer(rules()).choose(s, ComputerPlayer.Strength.HARD, () -> false),
                    () -> session == at && at.state() == s,
                    m -> {
                        controls.busyProperty().set(false);
                        at.markAssisted();
                        m.ifPresent(move -> { moveList.getSelectionModel().select(move); status.setText(statusText() + "\nHint: " + move.label()); });
                    },
                    e -> controls.busyProperty().set(false));
        }
    }
}
