package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Destinations;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Turns mouse and keys into moves (and nothing else): drag cards and drop them, click to send a
 * card to its best place, double-click to send it home, click the stock to turn; with the keys, a
 * cursor walks the piles (arrows), Space or Enter picks up and puts down, F sends home, D turns.
 */
final class TableInput {
    private static final double DRAG_SLOP = 4;

    private final Supplier<KlondikeState> state;
    private final Supplier<TableGeometry> geometry;
    private final Consumer<KlondikeMove> play;
    private final Runnable changed;
    private final Consumer<String> refused;

    // Drag.
    Pile dragFrom;
    int dragIndex;
    double dragX, dragY;
    private double pressX, pressY, grabDX, grabDY;
    private boolean dragging;
    // The first click of a possible double-click: the card it was on, and whether it moved it.
    private int clickedCard = -1;
    private boolean clickMoved;
    // Keyboard.
    Pile cursor = Pile.column(0);
    int cursorIndex = -1;
    boolean showCursor;
    Pile selected;
    int selectedIndex;

    TableInput(Supplier<KlondikeState> state, Supplier<TableGeometry> geometry, Consumer<KlondikeMove> play,
               Runnable changed, Consumer<String> refused) {
        this.state = state;
        this.geometry = geometry;
        this.play = play;
        this.changed = changed;
        this.refused = refused;
    }

    void pressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) return;
        showCursor = false;
        selected = null;
        TableGeometry.Hit hit = geometry.get().hit(e.getX(), e.getY());
        pressX = e.getX();
        pressY = e.getY();
        dragging = false;
        dragFrom = null;
        if (hit == null) { changed.run(); return; }
        KlondikeState s = state.get();
        if (hit.pile().kind() == Pile.Kind.STOCK) {
            Optional<KlondikeMove> m = Destinations.stock(s);
            if (m.isPresent()) play.accept(m.get()); else refused.accept("The stock is spent.");
            return;
        }
        int index = hit.pile().kind() == Pile.Kind.COLUMN ? hit.index() : 0;
        if (!Destinations.canPick(s, hit.pile(), index)) { changed.run(); return; }
        dragFrom = hit.pile();
        dragIndex = index;
        TableGeometry g = geometry.get();
        double x0 = hit.pile().kind() == Pile.Kind.WASTE ? g.wasteTopX() : g.pileX(hit.pile());
        double y0 = hit.pile().kind() == Pile.Kind.COLUMN ? g.cardY(hit.pile().index(), index) : g.pileY(hit.pile());
        grabDX = e.getX() - x0;
        grabDY = e.getY() - y0;
    }

    /** While dragging, the painter draws the picked cards at the pointer. */
    boolean isDragging() { return dragging && dragFrom != null; }

    void dragged(MouseEvent e) {
        if (dragFrom == null) return;
        if (!dragging && Math.hypot(e.getX() - pressX, e.getY() - pressY) < DRAG_SLOP) return;
        dragging = true;
        dragX = e.getX() - grabDX;
        dragY = e.getY() - grabDY;
        changed.run();
    }

    /** Cards whose drop was refused, where they were let go. */
    record Snap(Pile from, int index, double x, double y) {}

    /** Drops the dragged cards; returns what should fly back when the drop is refused (else null). */
    /** True while a move dropped by dragging is played: the cards are already where they go. */
    boolean dropping;

    Snap released(MouseEvent e) {
        if (dragFrom == null) return null;
        Pile from = dragFrom;
        int index = dragIndex;
        boolean wasDragging = dragging;
        dragFrom = null;
        dragging = false;
        KlondikeState s = state.get();
        if (!wasDragging) { click(s, from, index, e.getClickCount()); return null; }
        Pile target = dropUnder();
        if (target == null) target = geometry.get().dropTarget(e.getX(), e.getY());
        Optional<KlondikeMove> m = target == null ? Optional.empty() : Destinations.move(s, from, index, target);
        if (m.isPresent()) {
            dropping = true;
            try { play.accept(m.get()); } finally { dropping = false; }
            return null;
        }
        refused.accept("Those cards cannot go there.");
        changed.run();
        return new Snap(from, index, dragX, dragY);
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
        return g.dropTarget(dragX + g.cardW / 2, dragY + g.cardH * 0.3);
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
        dragFrom = null;
        dragging = false;
        cursorIndex = -1;
    }
}
