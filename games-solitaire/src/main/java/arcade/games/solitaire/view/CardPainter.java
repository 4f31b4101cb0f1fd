package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/** Draws one card, face up or down, as vector shapes and text so it is sharp at any size and scale. */
final class CardPainter {
    private static final String SUIT_GLYPHS = "\u2663\u2666\u2665\u2660";
    private static final String[] RANK_TEXT = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

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
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.LEFT);
        String rank = RANK_TEXT[Cards.rank(card) - 1], suit = String.valueOf(SUIT_GLYPHS.charAt(Cards.suit(card)));
        double corner = w * 0.26;
        g.setFont(Font.font("System", FontWeight.BOLD, corner));
        g.fillText(rank, x + w * 0.07, y + h * 0.03);
        g.setFont(Font.font("System", corner * 0.95));
        g.fillText(suit, x + w * 0.64, y + h * 0.03);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.setFont(Font.font("System", w * (Cards.rank(card) > 10 ? 0.42 : 0.5)));
        g.fillText(Cards.rank(card) > 10 ? rank + suit : suit, x + w / 2, y + h * 0.6);
    }

    static void back(GraphicsContext g, SolitairePalette p, double x, double y, double w, double h) {
        double r = w * 0.09;
        g.setFill(p.back());
        g.fillRoundRect(x, y, w, h, r * 2, r * 2);
        g.setStroke(p.backPattern());
        g.setLineWidth(Math.max(1, w * 0.03));
        double in = w * 0.1;
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
}
