package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeState;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards that change place between two positions and where they go, for the slide animation.
 * It compares where each card is shown before and after, so the same code slides a move forward
 * and back again on undo. Cards going into the stock are not slid: there they lie face down.
 */
final class Slides {
    private Slides() {}

    /** One card sliding from one place to another (top-left corners). */
    record Slide(int card, double fromX, double fromY, double toX, double toY) {
        double x(double t) { return fromX + (toX - fromX) * t; }
        double y(double t) { return fromY + (toY - fromY) * t; }
    }

    static List<Slide> between(KlondikeState before, TableGeometry gBefore, KlondikeState after, TableGeometry gAfter) {
        double[][] from = spots(before, gBefore), to = spots(after, gAfter);
        List<Slide> out = new ArrayList<>();
        for (int card = 0; card < Cards.COUNT; card++) {
            if (from[card] == null || to[card] == null || to[card][2] != 0) continue; // not shown, or now face down in the stock
            if (Math.abs(from[card][0] - to[card][0]) < 0.5 && Math.abs(from[card][1] - to[card][1]) < 0.5) continue;
            out.add(new Slide(card, from[card][0], from[card][1], to[card][0], to[card][1]));
        }
        return out;
    }

    /** Per card: {x, y, 1 when it lies in the stock}; null where it cannot be seen (face down in a column, under others). */
    private static double[][] spots(KlondikeState s, TableGeometry g) {
        double[][] at = new double[Cards.COUNT][];
        for (int i = 0; i < s.stockSize(); i++) at[s.stockCard(i)] = new double[]{g.columnX(0), g.rowY, 1};
        int shown = g.wasteShown();
        for (int k = 0; k < shown; k++) at[s.wasteCard(s.wasteSize() - shown + k)] = new double[]{g.wasteX(k), g.rowY, 0};
        // Cards under the shown ones slide from the waste's place too (a recycle shows them all going).
        for (int i = 0; i < s.wasteSize() - shown; i++) at[s.wasteCard(i)] = new double[]{g.columnX(1), g.rowY, 0};
        for (int suit = 0; suit < 4; suit++)
            for (int r = 1; r <= s.foundationHeight(suit); r++) at[Cards.of(suit, r)] = new double[]{g.columnX(3 + suit), g.rowY, 0};
        for (int c = 0; c < 7; c++)
            for (int i = s.faceDown(c); i < s.columnSize(c); i++) at[s.card(c, i)] = new double[]{g.columnX(c), g.cardY(c, i), 0};
        return at;
    }
}
