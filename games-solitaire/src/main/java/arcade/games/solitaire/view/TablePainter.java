package arcade.games.solitaire.view;

import arcade.games.solitaire.model.DragCards;
import arcade.games.solitaire.model.Destinations;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;
import javafx.scene.canvas.GraphicsContext;

/** Paints the table from the state and the view's transient marks (drag, cursor, selection, hint). */
final class TablePainter {
    private TablePainter() {}

    /** What the view shows besides the position; {@code sliding} cards (by card, may be null) are drawn by the slide instead. */
    record Marks(Pile dragFrom, int dragIndex, double dragX, double dragY, boolean dragging, Pile dropUnder, Pile cursor,
                 int cursorIndex, boolean showCursor, Pile selected, int selectedIndex, Pile hintFrom, int hintIndex, Pile hintTo,
                 boolean[] sliding) {
        boolean slides(int card) { return sliding != null && sliding[card]; }
    }

    static void paint(GraphicsContext g, TableGeometry geo, KlondikeState s, SolitairePalette p, CardBack back, Marks m, double w, double h) {
        // The table colour may be translucent over the theme's background: clear first, or old frames show through.
        g.clearRect(0, 0, w, h);
        g.setFill(p.table());
        g.fillRect(0, 0, w, h);
        double cw = geo.cardW, ch = geo.cardH, y0 = geo.rowY;
        // Stock.
        if (s.stockSize() > 0) CardPainter.back(g, p, back, geo.columnX(0), y0, cw, ch);
        else CardPainter.slot(g, p, geo.columnX(0), y0, cw, ch, s.mayRecycle() ? "\u21BB" : "");
        // Waste: the top one (or three) fanned.
        boolean draggingWaste = m.dragFrom() != null && m.dragFrom().kind() == Pile.Kind.WASTE;
        int shown = geo.wasteShown();
        if (shown == 0) CardPainter.slot(g, p, geo.columnX(1), y0, cw, ch, "");
        for (int k = 0; k < shown; k++) {
            int idx = s.wasteSize() - shown + k;
            if (draggingWaste && idx == s.wasteSize() - 1 || m.slides(s.wasteCard(idx))) continue;
            CardPainter.face(g, p, s.wasteCard(idx), geo.wasteX(k), y0, cw, ch);
        }
        // Foundations.
        for (int suit = 0; suit < 4; suit++) {
            double x = geo.columnX(3 + suit);
            boolean dragging = m.dragFrom() != null && m.dragFrom().equals(Pile.foundation(suit));
            int height = s.foundationHeight(suit) - (dragging ? 1 : 0);
            while (height > 0 && m.slides(arcade.games.solitaire.model.Cards.of(suit, height))) height--;
            if (height <= 0) CardPainter.slot(g, p, x, y0, cw, ch, CardPainter.suitGlyph(suit));
            else CardPainter.face(g, p, arcade.games.solitaire.model.Cards.of(suit, height), x, y0, cw, ch);
        }
        // Columns.
        for (int c = 0; c < 7; c++) {
            double x = geo.columnX(c);
            if (s.columnSize(c) == 0) CardPainter.slot(g, p, x, geo.columnsY, cw, ch, "K");
            boolean dragging = m.dragFrom() != null && m.dragFrom().equals(Pile.column(c));
            int end = dragging ? m.dragIndex() : s.columnSize(c);
            for (int i = 0; i < end; i++) {
                double y = geo.cardY(c, i);
                if (i < s.faceDown(c)) CardPainter.back(g, p, back, x, y, cw, ch);
                else if (!m.slides(s.card(c, i))) CardPainter.face(g, p, s.card(c, i), x, y, cw, ch);
            }
        }
        double ring = Math.max(2, cw * 0.05);
        if (m.dragging()) litDropTargets(g, geo, s, p, m);
        if (m.hintFrom() != null) {
            rect(g, geo, s, m.hintFrom(), m.hintIndex(), p.hint(), ring);
            if (m.hintTo() != null) rect(g, geo, s, m.hintTo(), -2, p.hint(), ring);
        }
        if (m.selected() != null) rect(g, geo, s, m.selected(), m.selectedIndex(), p.selected(), ring * 1.5);
        if (m.showCursor() && m.cursor() != null) rect(g, geo, s, m.cursor(), m.cursorIndex(), p.cursor(), ring);
        // Dragged cards on top of everything.
        if (m.dragFrom() != null) {
            int[] cards = DragCards.of(s, m.dragFrom(), m.dragIndex());
            double step = ch * 0.26;
            for (int k = 0; k < cards.length; k++) CardPainter.face(g, p, cards[k], m.dragX(), m.dragY() + k * step, cw, ch);
        }
    }

    /** Every place the dragged cards may go glows, the one under them the most. */
    private static void litDropTargets(GraphicsContext g, TableGeometry geo, KlondikeState s, SolitairePalette p, Marks m) {
        for (int i = 0; i < 11; i++) {
            Pile target = i < 4 ? Pile.foundation(i) : Pile.column(i - 4);
            if (target.equals(m.dragFrom()) || Destinations.move(s, m.dragFrom(), m.dragIndex(), target).isEmpty()) continue;
            double x = geo.pileX(target), y = geo.pileY(target);
            if (target.kind() == Pile.Kind.COLUMN && s.columnSize(target.index()) > 0)
                y = geo.cardY(target.index(), s.columnSize(target.index()) - 1);
            CardPainter.glow(g, p.drop(), x, y, geo.cardW, geo.cardH, target.equals(m.dropUnder()));
        }
    }

    /** Rings the card at {@code index} of a pile (−2: the pile's top or its empty place). */
    private static void rect(GraphicsContext g, TableGeometry geo, KlondikeState s, Pile pile, int index, javafx.scene.paint.Color c, double width) {
        double x = geo.pileX(pile), y = geo.pileY(pile), h = geo.cardH;
        if (pile.kind() == Pile.Kind.WASTE) x = geo.wasteTopX();
        if (pile.kind() == Pile.Kind.COLUMN && s.columnSize(pile.index()) > 0) {
            int n = s.columnSize(pile.index());
            int i = index < 0 || index >= n ? n - 1 : index;
            y = geo.cardY(pile.index(), i);
            h = geo.cardY(pile.index(), n - 1) + geo.cardH - y;
        }
        CardPainter.ring(g, c, x, y, geo.cardW, h, width);
    }
}
