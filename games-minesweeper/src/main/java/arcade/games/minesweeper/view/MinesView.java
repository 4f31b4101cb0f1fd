package arcade.games.minesweeper.view;

import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Session;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesState;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;
import javafx.geometry.Point2D;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.lang.invoke.MethodHandles;

/**
 * The Minesweeper screen: the counters and the face over the board, sized to the window. It draws
 * each frame the host hands it and keeps only what it draws (the cursor, the hint, the overlay).
 */
public final class MinesView implements GameView<MinesState, MinesMove> {
    private static final double BAR_OVERHANG = 6;
    private final Play<MinesState, MinesMove> play;
    private final MinesOptions options;
    private final BorderPane root = new BorderPane();
    private final BoardCanvas board = new BoardCanvas();
    private final MinesBar bar;
    private final MinesMoves moves;
    private final Assistant assistant;
    private final MinesActions actions;
    private final ObservableValue<MinesPalette> palette;
    private Session<MinesState, MinesMove> playing;
    private MinesState shown;
    private boolean overlayOn;

    MinesView(Play<MinesState, MinesMove> play, MinesOptions options, ObservableList<GameAction> actionList) {
        this.play = play;
        this.options = options;
        moves = new MinesMoves(play);
        assistant = new Assistant(play, this);
        actions = new MinesActions(this);
        actionList.setAll(actions.all());
        bar = new MinesBar(() -> { if (play.session() != null) play.startOver(play.session().id().params()); });
        palette = play.palette(MinesPalette.class, MinesPalette.PREFIX, MethodHandles.lookup());
        root.getStyleClass().add("mines-view");
        root.getProperties().put(MinesView.class, this);
        // The counters and the face sit over the board, as wide as it is shown.
        bar.maxWidthProperty().bind(board.shownWidthProperty().add(2 * BAR_OVERHANG));
        root.setTop(new StackPane(bar));
        root.setCenter(board);
        BorderPane.setMargin(board, new Insets(4));
    }

    /** The view of a game opened on the host (tests reach the board through it). */
    public static MinesView of(GameInstance game) {
        Node found = game.root().lookup(".mines-view");
        return found == null ? null : (MinesView) found.getProperties().get(MinesView.class);
    }

    @Override public Node node() { return root; }

    @Override public void show(Frame<MinesState, MinesMove> frame) {
        MinesPalette p = palette.getValue();
        if (p != null) { board.setPalette(p); bar.setPalette(p); }
        MinesState s = frame.state();
        Session.Change<MinesState, MinesMove> change = frame.change();
        // Undo, redo, a restart or another game stop auto-play: it played for the position it saw.
        if (change == null ? s != shown : change.direction() != Session.Direction.FORWARD || change.kind() == Session.Kind.RESTART) assistant.stop();
        if (s != shown) board.setHint(-1, false);
        board.show(s);
        if (!frame.replaying() && frame.session() != playing) {
            playing = frame.session();
            board.centreCursor();
        }
        shown = s;
        bar.show(s, frame.session().clock().elapsedMillis());
        actions.gameOver(s.over() || frame.replaying());
        assistant.refreshOverlay();
    }

    @Override public void clock(long elapsedMillis) { if (shown != null) bar.show(shown, elapsedMillis); }

    @Override public void paused(boolean on) {
        board.setPaused(on);
        if (on) assistant.stop();
    }

    @Override public void close() {
        assistant.close();
        moves.stop();
    }

    /** The keyboard cursor as it was when the game was left (a cell number), if it still fits. */
    void restoreCursor(String text) {
        if (text == null || shown == null) return;
        try {
            int cell = Integer.parseInt(text);
            if (cell >= 0 && cell < shown.params().cells()) board.followMouse(cell);
        } catch (NumberFormatException ignored) {
            // an old or edited save: the cursor stays in the middle
        }
    }

    void showOverlay(boolean on) {
        if (on == overlayOn) return;
        overlayOn = on;
        actions.probabilities().selectedProperty().set(on);
        if (on) play.markAssisted();
        assistant.refreshOverlay();
    }

    /** The face after a press: it smiles again, or shows how the game ended. */
    void pressing(boolean down) {
        if (down && shown != null && !shown.over()) bar.face().setMood(FaceButton.Mood.PRESSING);
        else { bar.face().setMood(FaceButton.Mood.PLAYING); if (shown != null) bar.show(shown, play.session().clock().elapsedMillis()); }
    }

    boolean overlayOn() { return overlayOn; }
    /** The colours in effect (null until the game is in a window). */
    MinesPalette palette() { return palette.getValue(); }
    BoardCanvas board() { return board; }
    MinesBar bar() { return bar; }
    MinesMoves moves() { return moves; }
    Assistant assistant() { return assistant; }
    MinesOptions options() { return options; }
    Play<MinesState, MinesMove> play() { return play; }
    public MinesState state() { return play.state(); }
    /** Where a cell's centre is drawn, in scene coordinates (tests look at the board through it). */
    public Point2D cellCentreInScene(int cell) { double[] c = board.centreOf(cell); return board.localToScene(c[0], c[1]); }
    /** A cell's side on screen, in pixels. */
    public double cellSizeOnScreen() { return board.cellSize(); }
    /** True while the keyboard cursor is drawn (never over a lost board's fatal mine). */
    public boolean cursorShown() { return board.cursorShown(); }
    public Session<MinesState, MinesMove> session() { return play.session(); }
}
