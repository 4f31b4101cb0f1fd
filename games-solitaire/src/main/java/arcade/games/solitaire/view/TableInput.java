package arcade.games.solitaire.view;

import arcade.games.solitaire.model.DragCards;
import arcade.api.fx.DragController;
import arcade.games.solitaire.model.Destinations;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Turns mouse and keys into moves (and nothing else): drag cards and drop them (the FX kit's
 * {@link DragController}), click to send a
 * card to its best place, double-click to send it home, click the stock to turn; with the keys, a
 * cursor walks the piles (arrows), Space or Enter picks up and puts down, F sends home, D turns.
 */
final class TableInput {
    private final Supplier<KlondikeState> state;
    private final Supplier<TableGeometry> geometry;
    private final Consumer<KlondikeMove> play;
    private final Runnable changed;
    private final Consumer<String> refused;
    private final BooleanSupplier accepts;
    /** The drag: the FX kit's, which draws the cards displaced and glides a refused drop back. */
    final DragController<Grab> drag;

    /** Cards picked up by the mouse: a column's run from an index, or the top of the waste or a foundation. */
    record Grab(Pile from, int index) {}

    // The press that may become a click (or the first of a double-click): what it was on.
    private Grab pressedOn;
    private double pressX, pressY;
    // The first click of a possible double-click: the card it was on, and whether it moved it.
    private int clickedCard = -1;
    private boolean clickMoved;
    /** True while a move dropped by dragging is played: the cards are already where they go. */
    boolean dropping;
    // Keyboard.
    Pile cursor = Pile.column(0);
    int cursorIndex = -1;
    boolean showCursor;
    Pile selected;
    int selectedIndex;

    TableInput(Node surface, ObservableBooleanValue animations, BooleanSupplier accepts, Supplier<KlondikeState> state,
               Supplier<TableGeometry> geometry, Consumer<KlondikeMove> play, Runnable changed, Consumer<String> refused) {
        this.state = state;
        this.geometry = geometry;
        this.play = play;
        this.changed = changed;
        this.refused = refused;
        this.accepts = accepts;
        this.drag = new DragController<>(surface, this::pickAt, this::drop, animations, changed);
    }

    /** What the drag picks up under a point: cards that may move from there (never from the stock). */
    private Optional<Grab> pickAt(double x, double y) {
        if (!accepts.getAsBoolean()) return Optional.empty();
        TableGeometry.Hit hit = geometry.get().hit(x, y);
        if (hit == null || hit.pile().kind() == Pile.Kind.STOCK) return Optional.empty();
        int index = hit.pile().kind() == Pile.Kind.COLUMN ? hit.index() : 0;
        return Destinations.canPick(state.get(), hit.pile(), index) ? Optional.of(new Grab(hit.pile(), index)) : Optional.empty();
    }

    /** Drops dragged cards on the pile under their upper part (else under the pointer); false sends them back. */
    private boolean drop(Grab grab, double x, double y) {
        KlondikeState s = state.get();
        // Where the release puts the cards (the last drag event may lag behind the pointer).
        TableGeometry g = geometry.get();
        double[] rest = restingPlace(grab);
        Pile target = g.dropTarget(rest[0] + x - pressX + g.cardW / 2, rest[1] + y - pressY + g.cardH * 0.3);
        if (target == null) target = g.dropTarget(x, y);
        Optional<KlondikeMove> m = target == null ? Optional.empty() : Destinations.move(s, grab.from(), grab.index(), target);
        if (m.isEmpty()) {
            refused.accept("Those cards cannot go there.");
            return false;
        }
        dropping = true;
        try { play.accept(m.get()); } finally { dropping = false; }
        return true;
    }

    /** The press: the stock turns at once; on cards it may become a click, once the drag has had its say. */
    void pressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) return;
        showCursor = false;
        selected = null;
        pressedOn = null;
        pressX = e.getX();
        pressY = e.getY();
        TableGeometry.Hit hit = geometry.get().hit(e.getX(), e.getY());
        if (hit == null) { changed.run(); return; }
        KlondikeState s = state.get();
        if (hit.pile().kind() == Pile.Kind.STOCK) {
            Optional<KlondikeMove> m = Destinations.stock(s);
            if (m.isPresent()) play.accept(m.get()); else refused.accept("The stock is spent.");
            return;
        }
        int index = hit.pile().kind() == Pile.Kind.COLUMN ? hit.index() : 0;
        if (!Destinations.canPick(s, hit.pile(), index)) { changed.run(); return; }
        pressedOn = new Grab(hit.pile(), index);
    }

    /** The release: a click when the drag did not take it (it consumes the release of a drag). */
    void released(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || pressedOn == null) return;
        Grab g = pressedOn;
        pressedOn = null;
        if (e.isConsumed()) return;
        click(state.get(), g.from(), g.index(), e.getClickCount());
    }

    /** True while cards are dragged (the painter lights the piles they may land on). */
    boolean isDragging() { return drag.phase() == DragController.Phase.DRAGGING; }

    /** The cards being dragged or gliding back, or null. */
    Grab moving() { return drag.moving().orElse(null); }

    /** Where the moving cards' top left corner is drawn: their resting place displaced by the drag. */
    double[] movingAt() {
        Grab g = moving();
        if (g == null) return null;
        double[] rest = restingPlace(g);
        return new double[]{rest[0] + drag.offsetX(), rest[1] + drag.offsetY()};
    }

    /** The top left corner of the first picked card where it lies. */
    private double[] restingPlace(Grab g) {
        TableGeometry geo = geometry.get();
        double x0 = g.from().kind() == Pile.Kind.WASTE ? geo.wasteTopX() : geo.pileX(g.from());
        double y0 = g.from().kind() == Pile.Kind.COLUMN ? geo.cardY(g.from().index(), g.index()) : geo.pileY(g.from());
        return new double[]{x0, y0};
    }

    /**
     * A click sends the cards to their best place (home first). The second click of a double-click
     * sends the card home only if the first left that same card where it was: once the first has
     * moved it, the second would act on whatever card it uncovered, so it does nothing.
     */
    private void click(KlondikeState s, Pile from, int index, int clicks) {
        int card = DragCards.of(s, from, index)[0];
        if (clicks >= 2) {
            if (clickMoved || card != clickedCard) return;
            Optional<KlondikeMove> home = Destinations.move(s, from, index, homeOf(s, from, index));
            clickMoved = home.isPresent();
            home.ifPresent(play);
            return;
        }
        clickedCard = card;
        Optional<KlondikeMove> m = Destinations.best(s, from, index);
        clickMoved = m.isPresent();
        if (m.isPresent()) play.accept(m.get());
        else { refused.accept("That card has nowhere to go."); changed.run(); }
    }

    /** Where the dragged cards would land if let go now: the pile under their upper part. */
    Pile dropUnder() {
        if (!isDragging()) return null;
        TableGeometry g = geometry.get();
        double[] at = movingAt();
        return at == null ? null : g.dropTarget(at[0] + g.cardW / 2, at[1] + g.cardH * 0.3);
    }

    private static Pile homeOf(KlondikeState s, Pile from, int index) {
        int[] cards = DragCards.of(s, from, index);
        return Pile.foundation(cards.length == 0 ? 0 : arcade.games.solitaire.model.Cards.suit(cards[0]));
    }

    // ---- keyboard ---------------------------------------------------------------------------

    /** Handles a key; true when it was used. */
    boolean key(KeyEvent e) {
        KlondikeState s = state.get();
        KeyCode k = e.getCode();
        if (e.isControlDown() || e.isAltDown() || e.isMetaDown()) return false;
        switch (k) {
            case LEFT, RIGHT -> { moveCursor(k == KeyCode.RIGHT ? 1 : -1, s); }
            case UP -> {
                if (cursor.kind() == Pile.Kind.COLUMN) {
                    int i = cursorIndex(s);
                    if (i <= s.faceDown(cursor.index())) { cursor = topRowAbove(cursor.index()); cursorIndex = -1; }
                    else cursorIndex = i - 1;
                }
            }
            case DOWN -> {
                if (cursor.kind() == Pile.Kind.COLUMN) {
                    int i = cursorIndex(s);
                    if (i >= 0 && i < s.columnSize(cursor.index()) - 1) cursorIndex = i + 1;
                } else {
                    cursor = Pile.column(cursor.kind() == Pile.Kind.FOUNDATION ? 3 + cursor.index() : cursor.equals(Pile.WASTE) ? 1 : 0);
                    cursorIndex = -1;
                }
            }
            case SPACE, ENTER -> enter(s);
            case F -> {
                int idx = cursorIndex(s);
                Optional<KlondikeMove> m = Destinations.move(s, cursor, idx, homeOf(s, cursor, idx));
                if (m.isPresent()) play.accept(m.get()); else refused.accept("That card cannot go home yet.");
            }
            case D -> {
                Optional<KlondikeMove> m = Destinations.stock(s);
                if (m.isPresent()) play.accept(m.get()); else refused.accept("The stock is spent.");
            }
            default -> { return false; }
        }
        showCursor = true;
        changed.run();
        return true;
    }

    private static Pile topRowAbove(int column) {
        if (column == 0) return Pile.STOCK;
        if (column <= 2) return Pile.WASTE;
        return Pile.foundation(column - 3);
    }

    private void moveCursor(int dir, KlondikeState s) {
        // Piles in reading order: stock, waste, four foundations, then the seven columns.
        Pile[] order = new Pile[13];
        order[0] = Pile.STOCK;
        order[1] = Pile.WASTE;
        for (int i = 0; i < 4; i++) order[2 + i] = Pile.foundation(i);
        for (int i = 0; i < 7; i++) order[6 + i] = Pile.column(i);
        int at = 0;
        for (int i = 0; i < order.length; i++) if (order[i].equals(cursor)) at = i;
        cursor = order[Math.floorMod(at + dir, order.length)];
        cursorIndex = -1;
    }

    private int cursorIndex(KlondikeState s) {
        if (cursor.kind() != Pile.Kind.COLUMN) return 0;
        int n = s.columnSize(cursor.index());
        return cursorIndex < 0 || cursorIndex >= n ? n - 1 : Math.max(cursorIndex, s.faceDown(cursor.index()));
    }

    private void enter(KlondikeState s) {
        if (cursor.kind() == Pile.Kind.STOCK) {
            Optional<KlondikeMove> m = Destinations.stock(s);
            if (m.isPresent()) play.accept(m.get()); else refused.accept("The stock is spent.");
            return;
        }
        if (selected == null) {
            int idx = cursorIndex(s);
            if (Destinations.canPick(s, cursor, idx)) { selected = cursor; selectedIndex = idx; }
            else refused.accept("Nothing to pick up there.");
            return;
        }
        Pile from = selected;
        int idx = selectedIndex;
        selected = null;
        if (from.equals(cursor)) return; // put back
        Optional<KlondikeMove> m = Destinations.move(s, from, idx, cursor);
        if (m.isPresent()) play.accept(m.get()); else refused.accept("Those cards cannot go there.");
    }

    /** Forgets a pick-up that no longer fits the position (after undo, a new game, auto-play). */
    void reset() {
        selected = null;
        pressedOn = null;
        cursorIndex = -1;
        if (!dropping) drag.cancel(); // the table changed under a drag (undo): the cards go back
    }
}
