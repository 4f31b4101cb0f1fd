package arcade.games.solitaire.view;

import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Pile;

/**
 * Where everything lies on a canvas of a given size: the top row (stock, waste, four foundations)
 * and the seven columns, whose fans tighten when a column grows too long for the height.
 */
final class TableGeometry {
    static final double ASPECT = 1.4;
    /** Steps between the cards of a column, as shares of a card's height: as laid out, and the least they shrink to. */
    static final double DOWN_STEP = 0.12, MIN_DOWN_STEP = 0.06, UP_STEP = 0.35;
    /** A face-up step never shrinks below the corner index (rank over suit), so a covered card still says what it is. */
    static final double MIN_UP_STEP = CardPainter.INDEX_HEIGHT / ASPECT;
    /** The layout is sized for columns of about this many card heights; longer ones tighten, then the cards shrink. */
    private static final double USUAL_COLUMN = 2.9;
    private static final double GAP = 0.14, ROW_GAP = GAP * 1.6, SMALLEST_CARD = 24;

    final double cardW, cardH, gap, margin, left, rowY, columnsY, height;
    private final KlondikeState s;
    private final double[] downStep = new double[7], upStep = new double[7];

    TableGeometry(KlondikeState s, double width, double height) {
        this.s = s;
        this.height = height;
        margin = Math.max(6, Math.min(width, height) * 0.02);
        double byWidth = (width - 2 * margin) / (7 + 6 * GAP);
        double room = height - 2 * margin;
        // Height in card heights: the top row, the gap under it, and the column below.
        double byHeight = room / (1 + ROW_GAP / ASPECT + USUAL_COLUMN) / ASPECT;
        for (int c = 0; c < 7; c++) {
            double tightest = 1 + s.faceDown(c) * MIN_DOWN_STEP + Math.max(0, s.faceUp(c) - 1) * MIN_UP_STEP;
            byHeight = Math.min(byHeight, room / (1 + ROW_GAP / ASPECT + tightest) / ASPECT);
        }
        cardW = Math.max(SMALLEST_CARD, Math.floor(Math.min(byWidth, byHeight)));
        cardH = cardW * ASPECT;
        gap = cardW * GAP;
        left = Math.max(margin, Math.floor((width - 7 * cardW - 6 * gap) / 2));
        rowY = margin;
        columnsY = rowY + cardH + cardW * ROW_GAP;
        double column = height - margin - columnsY - cardH; // room for the steps below a column's first card
        for (int c = 0; c < 7; c++) {
            int nDown = s.faceDown(c), nUp = Math.max(0, s.faceUp(c) - 1);
            double down = DOWN_STEP, up = UP_STEP;
            if (cardH * (nDown * down + nUp * up) > column) {
                // Tighten the face-down cards first, then the face-up ones down to their corner index.
                down = nDown == 0 ? down : Math.max(MIN_DOWN_STEP, (column / cardH - nUp * up) / nDown);
                if (cardH * (nDown * down + nUp * up) > column && nUp > 0)
                    up = Math.max(MIN_UP_STEP, (column / cardH - nDown * down) / nUp);
            }
            downStep[c] = down * cardH;
            upStep[c] = up * cardH;
        }
    }

    /** The step between face-up cards of column {@code c}. */
    double upStep(int c) { return upStep[c]; }

    double columnX(int slot) { return left + slot * (cardW + gap); }

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
    double wasteX(int k) { return columnX(1) + k * cardW * CardPainter.INDEX_WIDTH; }

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
