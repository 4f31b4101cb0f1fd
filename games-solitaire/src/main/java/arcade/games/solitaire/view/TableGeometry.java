package arcade.games.solitaire.view;

import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;

/**
 * Where everything lies on a canvas of a given size: the top row (stock, waste, four foundations)
 * and the seven columns, whose fans tighten when a column grows too long for the height.
 */
final class TableGeometry {
    final double cardW, cardH, gap, margin, rowY, columnsY, height;
    private final KlondikeState s;
    private final double[] downStep = new double[7], upStep = new double[7];

    TableGeometry(KlondikeState s, double width, double height) {
        this.s = s;
        this.height = height;
        margin = Math.max(6, Math.min(width, height) * 0.02);
        double byWidth = (width - 2 * margin) / (7 + 6 * 0.14);
        double byHeight = (height - 2 * margin) / (1.4 * 3.3);
        cardW = Math.max(20, Math.min(byWidth, byHeight));
        cardH = cardW * 1.4;
        gap = cardW * 0.14;
        rowY = margin;
        columnsY = rowY + cardH + gap * 1.6;
        for (int c = 0; c < 7; c++) {
            double down = cardH * 0.12, up = cardH * 0.26;
            int nDown = s.faceDown(c), nUp = Math.max(0, s.faceUp(c) - 1);
            double room = height - margin - columnsY - cardH;
            double need = nDown * down + nUp * up;
            if (need > room && need > 0) {
                double k = Math.max(0.05, room / need);
                down *= k;
                up *= k;
            }
            downStep[c] = down;
            upStep[c] = up;
        }
    }

    double columnX(int slot) { return margin + slot * (cardW + gap); }

    /** Left edge of a pile's card rectangle (the waste's lowest visible card). */
    double pileX(Pile p) {
        return switch (p.kind()) {
            case STOCK -> columnX(0);
            case WASTE -> columnX(1);
            case FOUNDATION -> columnX(3 + p.index());
            case COLUMN -> columnX(p.index());
        };
    }

    double pileY(Pile p) { return p.kind() == Pile.Kind.COLUMN ? columnsY : rowY; }

    /** Top edge of card {@code i} of column {@code c}. */
    double cardY(int c, int i) {
        int down = Math.min(i, s.faceDown(c));
        return columnsY + down * downStep[c] + Math.max(0, i - s.faceDown(c)) * upStep[c];
    }

    /** How many waste cards are fanned (three in draw 3) and the x of fanned card {@code k} (0 = lowest shown). */
    int wasteShown() { return Math.min(s.wasteSize(), s.params().draw() == 3 ? 3 : 1); }
    double wasteX(int k) { return columnX(1) + k * cardW * 0.22; }

    /** The waste's top card's left edge. */
    double wasteTopX() { return wasteX(Math.max(0, wasteShown() - 1)); }

    /** What lies under a point: the pile and, for columns, the card index (−1 for an empty column or a miss). */
    Hit hit(double x, double y) {
        for (int slot = 0; slot < 7; slot++) {
            double x0 = columnX(slot);
            if (x < x0 || x > x0 + cardW) continue;
            if (y >= rowY && y <= rowY + cardH) {
                if (slot == 0) return new Hit(Pile.STOCK, 0);
                if (slot == 1) return new Hit(Pile.WASTE, s.wasteSize() - 1);
                if (slot >= 3) return new Hit(Pile.foundation(slot - 3), 0);
                return null;
            }
            if (y >= columnsY) {
                int n = s.columnSize(slot);
                for (int i = n - 1; i >= 0; i--) if (y >= cardY(slot, i) && y <= cardY(slot, i) + cardH) return new Hit(Pile.column(slot), i);
                return new Hit(Pile.column(slot), n == 0 || y > cardY(slot, n - 1) + cardH ? -1 : 0);
            }
        }
        // The fanned waste reaches into the gap after its slot.
        if (s.wasteSize() > 0 && y >= rowY && y <= rowY + cardH && x >= wasteTopX() && x <= wasteTopX() + cardW)
            return new Hit(Pile.WASTE, s.wasteSize() - 1);
        return null;
    }

    /** A drop target for a point: the pile under it, counting the whole column strip below its cards. */
    Pile dropTarget(double x, double y) {
        Hit h = hit(x, y);
        return h == null ? null : h.pile();
    }

    record Hit(Pile pile, int index) {}
}
