package arcade.gamesystem.view;

import arcade.api.fx.CanvasPane;
import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.session.Session;
import arcade.gamesystem.model.MovePicker;
import arcade.gamesystem.model.Outcomes;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The board of a rules game on the host: the generic board drawn from the file's zones (the legal
 * moves, the last move, the winning line marked), the legal moves listed in the game's notation,
 * and the bar with the analysis, the opponent and the die. It keeps only what it draws.
 */
final class RulesView implements GameView<RulesState, RulesMove> {
    final Play<RulesState, RulesMove> play;
    final Seats seats;
    /** The file's definition (the host holds it seated: who is "you" follows the opponent chosen). */
    final RulesDefinition definition;
    final ComputerSide side;
    final CanvasPane canvas = new CanvasPane(g -> paint());
    final BoardPainter painter = new BoardPainter();
    final ListView<RulesMove> moves = new ListView<>();
    final RulesToolbar bar;
    private final BorderPane root = new BorderPane();
    private final MoveAnimation animation = new MoveAnimation(canvas::repaint);
    private final AtomicBoolean closed = new AtomicBoolean();
    private RulesPalette palette;
    private Frame<RulesState, RulesMove> frame;
    private Dialog<Void> analysis;
    /** The zone under the board's keyboard cursor (shown while the board has the focus). */
    Zone cursorZone;

    RulesView(Play<RulesState, RulesMove> play, RulesDefinition d, Seats seats, ComputerSide side, Runnable openFile) {
        this.play = play;
        this.definition = d;
        this.seats = seats;
        this.side = side;
        boolean die = d.presets().stream().anyMatch(p -> d.game(p.params()).die().isPresent());
        bar = new RulesToolbar(root, openFile, d.presets(), die);
        bar.opponent.setValue(seats.opponent.get());
        bar.opponent.valueProperty().addListener((o, was, now) -> chooseOpponent(now));
        bar.variants.valueProperty().addListener((o, was, now) -> {
            if (now != null && frame != null && !now.params().equals(frame.session().id().params())) play.newGame(now.params());
        });
        bar.analyse.setOnAction(e -> analyse());
        moves.setId("rules-moves");
        moves.setCellFactory(v -> new ListCell<>() {
            @Override protected void updateItem(RulesMove m, boolean empty) {
                super.updateItem(m, empty);
                setText(empty || m == null || frame == null ? null : Notation.of(frame.state(), m));
            }
        });
        moves.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> canvas.repaint());
        VBox.setVgrow(moves, Priority.ALWAYS);
        Label title = new Label("Legal moves: click one, or Enter");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE); // a wrapping label in a VBox needs its height
        VBox list = new VBox(title, moves);
        list.getStyleClass().add("rules-side");
        canvas.setFocusTraversable(true);
        canvas.getStyleClass().add("rules-board");
        canvas.focusedProperty().addListener((o, a, b) -> canvas.repaint());
        // The host hands the keyboard to the view when the game opens or a dialog closes: it belongs
        // to the board's cursor then, not to the first button of the bar.
        root.setFocusTraversable(true);
        root.focusedProperty().addListener((o, was, now) -> { if (now) canvas.requestFocus(); });
        root.setTop(bar.node());
        root.setCenter(canvas);
        root.setRight(list);
        // read once the scene has set up its root (the theme's colours live there)
        root.sceneProperty().addListener((o, a, s) -> { if (s != null) Platform.runLater(this::refreshPalette); });
        play.context().darkTheme().addListener((o, a, v) -> Platform.runLater(this::refreshPalette));
    }

    /** The person at this computer takes the side whose turn it is; the computer the others. */
    private void chooseOpponent(Opponent now) {
        if (now == null) return;
        seats.opponent.set(now);
        if (frame != null && frame.session().rules().kind(frame.state()) != NodeKind.TERMINAL)
            seats.human = frame.state().game().players().indexOf(frame.session().rules().toMove(frame.state()));
        play.redraw();
    }

    @Override public Node node() { return root; }

    @Override public void show(Frame<RulesState, RulesMove> f) {
        frame = f;
        if (f.change() != null && !f.replaying() && play.context().animations().get()) animation.start(f.change());
        else animation.stop();
        List<RulesMove> legal = play.acceptsMoves() && !f.replaying() ? rules().legalMoves(f.state()) : List.of();
        moves.getItems().setAll(legal);
        if (!legal.isEmpty()) moves.getSelectionModel().selectFirst();
        bar.roll.setDisable(!canRoll());
        String params = f.session().id().params();
        bar.variants.getItems().stream().filter(p -> p.params().equals(params)).findFirst().ifPresent(bar.variants::setValue);
        canvas.repaint();
    }

    Frame<RulesState, RulesMove> frame() { return frame; }

    /** True while a step is still being animated (tests wait for the board to settle). */
    boolean animating() { return animation.running(); }

    GameRules<RulesState, RulesMove> rules() { return play.definition().rules(); }

    boolean canRoll() { return frame != null && play.acceptsMoves() && !frame.replaying() && rules().kind(frame.state()) == NodeKind.CHANCE; }

    /** The moves a click or the cursor left to choose from, listed and the first selected. */
    void offer(List<RulesMove> choice) {
        moves.getItems().setAll(choice);
        moves.getSelectionModel().selectFirst();
        moves.requestFocus();
        canvas.repaint();
    }

    void showHint(RulesMove m) {
        moves.getSelectionModel().select(m);
        play.say("Hint: " + Notation.of(frame.state(), m));
        canvas.repaint();
    }

    private void analyse() {
        if (frame == null) return;
        String params = frame.session().id().params();
        RulesDefinition d = definition;
        AnalysisWindow.run(play.context(), root, bar.analyse, d, params, d.source().name() + ": " + d.describeParams(params), closed::get,
                w -> analysis = w, frame.replaying() ? null : frame.state());
    }

    private void paint() {
        if (palette == null || frame == null) return;
        RulesState s = frame.state();
        Set<String> highlighted = new HashSet<>(), cursor = new HashSet<>(), last = new LinkedHashSet<>(); // the last move's zones in order: where it starts first
        boolean sowing = SowingLayout.of(s.game()) != null; // a sowing move is marked by its pit, not by every hollow it reaches
        for (RulesMove m : moves.getItems()) MovePicker.zonesOf(s, m).stream().limit(sowing ? 1 : Long.MAX_VALUE).forEach(z -> highlighted.add(z.name()));
        RulesMove sel = moves.getSelectionModel().getSelectedItem();
        if (sel != null) MovePicker.zonesOf(s, sel).stream().limit(sowing ? 1 : Long.MAX_VALUE).forEach(z -> cursor.add(z.name()));
        RulesState before = before(frame);
        if (before != null && frame.lastMove() != null) {
            MovePicker.zonesOf(before, frame.lastMove()).forEach(z -> last.add(z.name()));
            MovePicker.capturedBy(before, frame.lastMove()).forEach(z -> last.add(z.name()));
        }
        List<String> winning = Outcomes.winningZones(s).stream().map(Zone::name).toList();
        var g = canvas.canvas().getGraphicsContext2D();
        painter.nearPlayer = seats.opponent.get().computer() ? seats.human : 0;
        RulesState shown = animation.shown(s);
        painter.paint(g, canvas.width(), canvas.height(), shown, new BoardPainter.Marks(highlighted, cursor, animation.running() ? Set.of() : last, winning), palette);
        animation.paintOver(g, painter, shown, palette);
        if (canvas.isFocused()) painter.paintKeyboardCursor(g, cursorZone, palette);
    }

    /** The state the frame's last move was played in: the history entry before the frame's. */
    private static RulesState before(Frame<RulesState, RulesMove> f) {
        if (f.change() != null && f.change().direction() == Session.Direction.FORWARD) return f.change().before();
        List<Session.Entry<RulesState, RulesMove>> h = f.session().history();
        for (int i = 1; i < h.size(); i++) if (h.get(i).state() == f.state()) return h.get(i - 1).state();
        return null;
    }

    private void refreshPalette() {
        if (root.getScene() == null) return;
        palette = RulesPalette.resolve(root);
        canvas.repaint();
    }

    @Override public void close() {
        closed.set(true);
        animation.stop();
        if (analysis != null) analysis.close();
    }

    /** The view of an open rules game (tests), or null. */
    static RulesView of(arcade.api.plugin.GameInstance game) {
        Node n = game.root() instanceof BorderPane b ? b.getCenter() : null;
        return n != null && n.getProperties().get(RulesView.class) instanceof RulesView v ? v : null;
    }

    { root.getProperties().put(RulesView.class, this); }
}
