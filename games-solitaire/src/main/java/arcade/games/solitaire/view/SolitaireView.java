package arcade.games.solitaire.view;

import arcade.api.fx.CanvasPane;
import arcade.api.host.Frame;
import arcade.api.host.GameView;
import arcade.api.host.Play;
import arcade.api.model.GameId;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Session;
import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.model.AutoMoves;
import arcade.games.solitaire.model.Destinations;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;

/**
 * The Klondike table: the figures bar over a canvas drawn from each frame the host hands it. It
 * slides the cards a move, undo or redo moved, runs the win cascade, and keeps only what it draws
 * (the drag, the cursor, the hint shown).
 */
public final class SolitaireView implements GameView<KlondikeState, KlondikeMove> {
    private final Play<KlondikeState, KlondikeMove> play;
    private final Settings settings;
    private final Dealing dealing;
    private final StackPane root = new StackPane();
    private final CanvasPane canvas = new CanvasPane(g -> paint());
    private final ScoreBar scoreBar = new ScoreBar();
    private final TableAnimations animations = new TableAnimations(canvas::repaint);
    private final ObservableValue<SolitairePalette> palette;
    private final AutoPlay autoPlay;
    private TableInput input;
    private KlondikeState shown;
    private Hint shownHint;
    private TableGeometry geometry;
    private boolean dropping;

    SolitaireView(Play<KlondikeState, KlondikeMove> play, Settings settings, Dealing dealing) {
        this.play = play;
        this.settings = settings;
        this.dealing = dealing;
        palette = play.palette(SolitairePalette.class, SolitairePalette.PREFIX, MethodHandles.lookup());
        autoPlay = new AutoPlay(play, this);
        root.getChildren().add(new BorderPane(canvas, scoreBar, null, null, null));
        root.getStyleClass().add("solitaire-view");
        root.getProperties().put(SolitaireView.class, this);
        canvas.setFocusTraversable(true);
    }

    /** The view of a game opened on the host (tests reach the table through it). */
    public static SolitaireView of(GameInstance game) {
        Node found = game.root().lookup(".solitaire-view");
        return found == null ? null : (SolitaireView) found.getProperties().get(SolitaireView.class);
    }

    @Override public Node node() { return root; }

    @Override public void show(Frame<KlondikeState, KlondikeMove> frame) {
        KlondikeState s = frame.state();
        Session.Change<KlondikeState, KlondikeMove> change = frame.change();
        boolean forward = change != null && change.direction() == Session.Direction.FORWARD && change.kind() != Session.Kind.RESTART;
        // Undo, redo, a restart or another game: auto-play chose for the table it saw, so it stops.
        boolean moved = s != shown;
        if (moved && !forward && autoPlay.running()) autoPlay.stop();
        if (moved) { shownHint = null; if (input != null) input.reset(); }
        shown = s; // before the animations below repaint
        geometry = null;
        if (change == null && moved) animations.stop();
        if (change != null) slide(change);
        if (forward && s.isWon() && play.context().animations().get()) animations.startWin();
        scoreBar.show(frame.session(), s);
        canvas.repaint();
    }

    @Override public void clock(long elapsedMillis) { scoreBar.showTime(elapsedMillis); }

    @Override public void paused(boolean on) { if (on) autoPlay.stop(); }

    @Override public void close() {
        autoPlay.stop();
        animations.stop();
        if (input != null) input.drag.dispose();
    }

    /**
     * Slides the cards a change moved, forward or back, when animations are on. A card dropped by
     * hand is already where it goes, so a drop is not slid; nor is a new deal or a restart.
     */
    private void slide(Session.Change<KlondikeState, KlondikeMove> c) {
        if (!c.after().isWon()) animations.stopWin(); // undone, restarted: the table is back
        boolean moved = c.kind() == Session.Kind.MOVE || c.kind() == Session.Kind.COMPOUND || c.kind() == Session.Kind.SOLVE;
        if (!play.context().animations().get() || !moved || dropping || canvas.width() <= 0) { animations.stopSlides(); return; }
        TableGeometry before = new TableGeometry(c.before(), canvas.width(), canvas.height());
        TableGeometry after = new TableGeometry(c.after(), canvas.width(), canvas.height());
        animations.slide(Slides.between(c.before(), before, c.after(), after), after);
    }

    // ---- moves ---------------------------------------------------------------------------------

    /** A move by the player, followed in the same undo step by the safe cards going home and the finish. */
    void playByHand(KlondikeMove m, boolean dropped) {
        autoPlay.stop();
        dropping = dropped;
        try {
            play.play(withAutoMoves(play.state(), List.of(m)));
        } finally {
            dropping = false;
        }
    }

    List<KlondikeMove> withAutoMoves(KlondikeState s, List<KlondikeMove> moves) {
        List<KlondikeMove> all = new ArrayList<>(moves);
        for (KlondikeMove m : moves) s = KlondikeRules.INSTANCE.apply(s, m);
        if (settings.get().autoHome()) {
            List<KlondikeMove> safe = AutoMoves.safeHomeMoves(s);
            for (KlondikeMove m : safe) s = KlondikeRules.INSTANCE.apply(s, m);
            all.addAll(safe);
        }
        all.addAll(AutoMoves.finish(s));
        return all;
    }

    /** Auto-play's step for the player: the safe cards go home after it, as after the player's own moves. */
    void applyAutoStep(List<KlondikeMove> step) { play.solve(withAutoMoves(play.state(), step)); }

    /** A step of Solve's winning line, played as found; once every card is face up the rest goes home in the same step. */
    void applySolveStep(List<KlondikeMove> step) {
        KlondikeState after = play.state();
        for (KlondikeMove m : step) after = KlondikeRules.INSTANCE.apply(after, m);
        List<KlondikeMove> all = new ArrayList<>(step);
        all.addAll(AutoMoves.finish(after));
        play.solve(all);
    }

    /** Deals this game next (a deal number chosen, a test's deal). */
    public void startGame(GameId id) {
        dealing.next(id);
        play.newGame(id.params());
    }

    void showHint(Hint h) {
        shownHint = h;
        play.say(h.status(settings.get().hintDetails()));
        canvas.repaint();
    }

    /** The status line: the deal and its rules, and what auto-play is doing. */
    String status(Frame<KlondikeState, KlondikeMove> frame) {
        Session<KlondikeState, KlondikeMove> s = frame.session();
        String id = s.id().seedValue().map(v -> "Deal " + v).orElse("Given deal");
        String line = id + " · " + play.definition().describeParams(s.id().params());
        return autoPlay.running() ? line + " · " + autoPlay.runningNote() : line;
    }

    // ---- painting ------------------------------------------------------------------------------

    TableGeometry geometry() {
        if (geometry == null) geometry = new TableGeometry(shown != null ? shown : play.state(), canvas.width(), canvas.height());
        return geometry;
    }

    private void paint() {
        SolitairePalette p = palette.getValue();
        if (play.session() == null || p == null || shown == null) return;
        geometry = null;
        TableGeometry g = geometry();
        KlondikeState s = shown;
        Pile hintFrom = null, hintTo = null;
        int hintIndex = -1;
        if (shownHint != null && !shownHint.step().isEmpty()) {
            KlondikeMove last = shownHint.step().get(shownHint.step().size() - 1);
            HintMarks.Marks hm = HintMarks.of(s, shownHint.step().size() > 1 ? KlondikeMove.DRAW : last);
            hintFrom = hm.from();
            hintIndex = hm.index();
            hintTo = hm.to();
        }
        TableInput.Grab moving = input.moving();
        double[] at = moving == null ? null : input.movingAt();
        Pile dragFrom = moving == null || !Destinations.canPick(s, moving.from(), moving.index()) ? null : moving.from();
        int dragIndex = moving == null ? -1 : moving.index();
        double dx = at == null ? 0 : at[0], dy = at == null ? 0 : at[1];
        GraphicsContext gc = canvas.canvas().getGraphicsContext2D();
        TablePainter.paint(gc, g, s, p, settings.get().cardBack(),
                new TablePainter.Marks(dragFrom, dragIndex, dx, dy, dragFrom != null && input.isDragging(), dragFrom == null ? null : input.dropUnder(), input.cursor, input.cursorIndex,
                        input.showCursor, input.selected, input.selectedIndex, hintFrom, hintIndex, hintTo, animations.slidingCards()),
                canvas.width(), canvas.height());
        animations.paintOver(gc, g, p, canvas.width(), canvas.height());
    }

    void repaint() { canvas.repaint(); }

    // ---- parts ---------------------------------------------------------------------------------

    void setInput(TableInput input) { this.input = input; }
    /** Where the dragged cards are drawn (their top left corner), or null (tests). */
    double[] draggedAt() { return input == null ? null : input.movingAt(); }
    /** True while cards are dragged or glide back (tests). */
    boolean animationsForDrag() { return input != null && input.moving() != null; }
    CanvasPane canvas() { return canvas; }
    AutoPlay autoPlay() { return autoPlay; }
    TableAnimations animations() { return animations; }
    Settings settings() { return settings; }
    SolitairePalette palette() { return palette.getValue(); }
    Play<KlondikeState, KlondikeMove> play() { return play; }
    public KlondikeState state() { return play.state(); }
    /** Where card {@code index} of a column is drawn, in scene coordinates (tests point at cards through it). */
    public Rectangle2D cardInScene(int column, int index) {
        TableGeometry g = geometry();
        Point2D corner = canvas.localToScene(g.columnX(column), g.cardY(column, index));
        return new Rectangle2D(corner.getX(), corner.getY(), g.cardW, g.cardH);
    }
    public Session<KlondikeState, KlondikeMove> session() { return play.session(); }
}
