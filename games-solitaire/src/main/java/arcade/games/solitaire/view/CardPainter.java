package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * Draws one card, face up or down, as vector shapes and text so it is sharp at any size and scale.
 * A face carries the corner index every patience deck has: the rank over the suit, top left (and
 * turned round, bottom right), so a card covered down to its index still says what it is.
 */
final class CardPainter {
    private static final String SUIT_GLYPHS = "\u2663\u2666\u2665\u2660";
    private static final String[] RANK_TEXT = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    /** The corner index, as shares of the card's width: inset, rank size, suit size. */
    private static final double INSET = 0.05, RANK = 0.2, SUIT = 0.19;
    /** How far down the index reaches (with a little air), as a share of the card's width. */
    static final double INDEX_HEIGHT = INSET + RANK + SUIT + 0.02;
    /** How wide the index is ("10" at its widest), as a share of the card's width: the waste fan's step. */
    static final double INDEX_WIDTH = 0.3;

    private CardPainter() {}

    static void face(GraphicsContext g, SolitairePalette p, int card, double x, double y, double w, double h) {
        double r = w * 0.09;
        g.setFill(p.card());
        g.fillRoundRect(x, y, w, h, r * 2, r * 2);
        g.setStroke(p.cardEdge());
        g.setLineWidth(1);
        g.strokeRoundRect(x + 0.5, y + 0.5, w - 1, h - 1, r * 2, r * 2);
        Color ink = Cards.isRed(card) ? p.red() : p.black();
        g.setFill(ink);
        String rank = RANK_TEXT[Cards.rank(card) - 1], suit = suitGlyph(Cards.suit(card));
        index(g, rank, suit, x, y, w);
        // The same index turned round in the opposite corner, as on a printed card.
        g.save();
        g.translate(x + w, y + h);
        g.rotate(180);
        index(g, rank, suit, 0, 0, w);
        g.restore();
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        boolean court = Cards.rank(card) > 10;
        g.setFont(Font.font("System", court ? FontWeight.BOLD : FontWeight.NORMAL, w * (court ? 0.34 : 0.46)));
        g.fillText(court ? rank + suit : suit, x + w / 2, y + h * 0.52);
    }

    /** Rank over suit, centred on one another, in the top-left corner of a card at (x, y). */
    private static void index(GraphicsContext g, String rank, String suit, double x, double y, double w) {
        double cx = x + w * (INSET + INDEX_WIDTH / 2 - 0.03);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        // "10" is set a little narrower so it keeps within the index's width.
        g.setFont(Font.font("System", FontWeight.BOLD, w * RANK * (rank.length() > 1 ? 0.9 : 1)));
        g.fillText(rank, cx, y + w * INSET * 0.6);
        g.setFont(Font.font("System", w * SUIT));
        g.fillText(suit, cx, y + w * (INSET + RANK));
    }

    /** A card's back in one of the {@link CardBack} designs. */
    static void back(GraphicsContext g, SolitairePalette p, CardBack design, double x, double y, double w, double h) {
        double r = w * 0.09;
        Color base = p.back(design), pattern = p.backPattern(design);
        g.setFill(base);
        g.fillRoundRect(x, y, w, h, r * 2, r * 2);
        double in = w * 0.08;
        g.save();
        g.beginPath();
        g.rect(x + in, y + in, w - 2 * in, h - 2 * in);
        g.clip();
        g.setStroke(pattern);
        g.setLineWidth(Math.max(1, w * 0.025));
        switch (design) {
            case LATTICE -> {
                // Diagonal lines both ways.
                double step = w * 0.16;
                for (double d = -h; d < w + h; d += step) {
                    g.strokeLine(x + d, y, x + d + h, y + h);
                    g.strokeLine(x + d, y + h, x + d + h, y);
                }
            }
            case DIAMONDS -> {
                // Rows of small diamonds.
                double dw = w * 0.16, dh = dw * 1.3;
                g.setFill(pattern);
                for (int row = 0; row * dh * 0.5 < h; row++)
                    for (double cx = x + (row % 2 == 0 ? 0 : dw / 2); cx < x + w + dw; cx += dw) {
                        double cy = y + row * dh * 0.5;
                        g.fillPolygon(new double[]{cx, cx + dw * 0.3, cx, cx - dw * 0.3}, new double[]{cy - dh * 0.3, cy, cy + dh * 0.3, cy}, 4);
                    }
            }
            case RINGS -> {
                // Rounded frames one inside the other.
                double step = w * 0.09;
                for (double d = 0; d < w / 2; d += step)
                    g.strokeRoundRect(x + in + d, y + in + d, w - 2 * (in + d), h - 2 * (in + d), r, r);
            }
        }
        g.restore();
        g.setStroke(pattern);
        g.setLineWidth(Math.max(1, w * 0.025));
        g.strokeRoundRect(x + in, y + in, w - 2 * in, h - 2 * in, r, r);
        g.setStroke(p.cardEdge());
        g.setLineWidth(1);
        g.strokeRoundRect(x + 0.5, y + 0.5, w - 1, h - 1, r * 2, r * 2);
    }

    /** An empty place: a dashed outline, with a faint label (a suit, "K", or the recycle arrow). */
    static void slot(GraphicsContext g, SolitairePalette p, double x, double y, double w, double h, String label) {
        double r = w * 0.09;
        g.setStroke(p.slot());
        g.setLineWidth(Math.max(1, w * 0.02));
        g.setLineDashes(w * 0.06, w * 0.05);
        g.strokeRoundRect(x + 1, y + 1, w - 2, h - 2, r * 2, r * 2);
        g.setLineDashes(null);
        if (label != null && !label.isEmpty()) {
            g.setFill(p.slot());
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.setFont(Font.font("System", w * 0.4));
            g.fillText(label, x + w / 2, y + h / 2);
        }
    }

    static String suitGlyph(int suit) { return String.valueOf(SUIT_GLYPHS.charAt(suit)); }

    /** A highlight ring around a card rectangle (cursor, selection, hint). */
    static void ring(GraphicsContext g, Color c, double x, double y, double w, double h, double width) {
        double r = w * 0.09;
        g.setStroke(c);
        g.setLineWidth(width);
        g.strokeRoundRect(x - width / 2, y - width / 2, w + width, h + width, r * 2 + width, r * 2 + width);
    }

    /** A soft glow over a place the dragged cards may be dropped on. */
    static void glow(GraphicsContext g, Color c, double x, double y, double w, double h, boolean strong) {
        double r = w * 0.09;
        g.setFill(Color.color(c.getRed(), c.getGreen(), c.getBlue(), strong ? 0.35 : 0.18));
        g.fillRoundRect(x - 3, y - 3, w + 6, h + 6, r * 2 + 6, r * 2 + 6);
        ring(g, c, x, y, w, h, Math.max(2, w * (strong ? 0.05 : 0.03)));
    }
}
