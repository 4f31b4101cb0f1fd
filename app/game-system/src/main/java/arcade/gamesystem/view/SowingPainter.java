package arcade.gamesystem.view;

import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Draws a mancala board as players know it: a long board with a row of round hollows for each
 * player and a long hollow at each end for the stores, the seeds as small stones where they fit,
 * each hollow's count beside it and each pit's move number (the move's name) on the board's edge.
 * The player at this computer has the near row, with their store at the right.
 */
final class SowingPainter {
    /** The most seeds drawn as stones in a pit. */
    static final int STONES_IN_PIT = 12;

    private SowingPainter() {}

    static void paint(GraphicsContext g, RulesState s, SowingLayout l, int near, double x0, double y0, double w, double h,
                      Map<Zone, Rectangle2D> areas, Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        int far = 1 - near, n = Math.max(l.pits().get(near).size(), l.pits().get(far).size());
        double unit = Math.max(8, Math.min((w - 40) / (n + 2.6), h / 5.2));
        double bw = unit * (n + 2.6), bh = unit * 3;
        double bx = x0 + (w - bw) / 2, by = y0 + (h - bh) / 2;
        Color hollow = hollowOf(p);
        g.setFill(WOOD);
        g.fillRoundRect(bx, by, bw, bh, unit * 0.8, unit * 0.8);
        g.setStroke(WOOD.darker());
        g.setLineWidth(1.5);
        g.strokeRoundRect(bx, by, bw, bh, unit * 0.8, unit * 0.8);
        double pitR = unit * 0.42;
        List<Zone> nearPits = l.pits().get(near), farPits = l.pits().get(far);
        for (int i = 0; i < nearPits.size(); i++) {
            double cx = bx + unit * (1.8 + i), cy = by + unit * 2;
            pit(g, s, nearPits.get(i), cx, cy, pitR, areas, highlighted, cursor, hollow, p);
            count(g, s, nearPits.get(i), cx, by + unit * 2.7, unit, p);
            label(g, Integer.toString(i + 1), cx, by + bh + unit * 0.25, unit, p.textMuted());
        }
        for (int i = 0; i < farPits.size(); i++) {
            double cx = bx + bw - unit * (1.8 + i), cy = by + unit;
            pit(g, s, farPits.get(i), cx, cy, pitR, areas, highlighted, cursor, hollow, p);
            count(g, s, farPits.get(i), cx, by + unit * 0.3, unit, p);
            label(g, Integer.toString(i + 1), cx, by - unit * 0.25, unit, p.textMuted());
        }
        double sw = unit * 0.8, sh = bh - unit * 0.9;
        store(g, s, l.stores().get(near), bx + bw - unit * 0.2 - sw, by + (bh - sh) / 2, sw, sh, areas, highlighted, cursor, hollow, p);
        store(g, s, l.stores().get(far), bx + unit * 0.2, by + (bh - sh) / 2, sw, sh, areas, highlighted, cursor, hollow, p);
        g.setFont(Font.font(null, FontWeight.BOLD, Math.max(11, Math.min(15, unit * 0.28))));
        g.setFill(p.text());
        g.setTextBaseline(VPos.TOP);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText(words(s, l.stores().get(near)) + ": " + s.size(l.stores().get(near)), bx + bw, by + bh + unit * 0.5);
        g.setTextBaseline(VPos.BOTTOM);
        g.setTextAlign(TextAlignment.LEFT);
        g.fillText(words(s, l.stores().get(far)) + ": " + s.size(l.stores().get(far)), bx, by - unit * 0.5);
    }

    /** A wooden board with darker hollows, the same in both themes, as a real board is. */
    static final Color WOOD = Color.web("#c99a62"), HOLLOW = Color.web("#9c6d3c"), INK = Color.web("#2b1d0e");

    static Color hollowOf(RulesPalette p) { return HOLLOW; }

    private static String words(RulesState s, Zone z) { return ZoneWords.of(s.game(), z); }

    private static void pit(GraphicsContext g, RulesState s, Zone z, double cx, double cy, double r, Map<Zone, Rectangle2D> areas,
                            Set<String> highlighted, Set<String> cursor, Color hollow, RulesPalette p) {
        areas.put(z, new Rectangle2D(cx - r, cy - r, 2 * r, 2 * r));
        g.setFill(hollow);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(hollow.darker());
        g.setLineWidth(2);
        g.strokeArc(cx - r, cy - r, 2 * r, 2 * r, 20, 140, javafx.scene.shape.ArcType.OPEN); // the shadow of the rim
        if (highlighted.contains(z.name())) { // a pit that may be sown: its rim in the accent colour
            g.setStroke(p.legalEdge());
            g.setLineWidth(2.5);
            g.strokeOval(cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2);
        }
        stones(g, s.size(z), cx, cy, r * 0.8, p);
        if (cursor.contains(z.name())) ring(g, cx, cy, r + 3, p.legalEdge());
    }

    private static void store(GraphicsContext g, RulesState s, Zone z, double x, double y, double w, double h, Map<Zone, Rectangle2D> areas,
                              Set<String> highlighted, Set<String> cursor, Color hollow, RulesPalette p) {
        areas.put(z, new Rectangle2D(x, y, w, h));
        g.setFill(hollow);
        g.fillRoundRect(x, y, w, h, w, w);
        g.setStroke(hollow.darker());
        g.setLineWidth(2);
        g.strokeRoundRect(x, y, w, h, w, w);
        int seeds = s.size(z);
        double r = Math.max(2.5, w * 0.11);
        int perRow = Math.max(1, (int) ((w - 2 * r) / (2.2 * r))), rows = Math.max(1, (int) ((h - w * 0.6) / (2.2 * r)));
        int shown = Math.min(seeds, perRow * rows);
        double left = x + (w - perRow * 2.2 * r) / 2 + 1.1 * r, bottom = y + h - w * 0.3 - 1.1 * r;
        for (int i = 0; i < shown; i++) seed(g, left + (i % perRow) * 2.2 * r, bottom - (i / perRow) * 2.2 * r, r, p);
        if (cursor.contains(z.name())) BoardPainter.frame(g, x - 3, y - 3, w + 6, h + 6, p.legalEdge());
    }

    /** Up to a dozen seeds in a pit, in rings round its middle (a fuller pit shows a dozen; its count says how many). */
    private static void stones(GraphicsContext g, int seeds, double cx, double cy, double r, RulesPalette p) {
        int n = Math.min(seeds, STONES_IN_PIT);
        if (n == 0) return;
        double sr = Math.max(2.5, r * 0.22);
        for (int i = 0; i < n; i++) {
            double a, d;
            if (n == 1) { a = 0; d = 0; }
            else if (i < Math.min(n, 6)) { a = 2 * Math.PI * i / Math.min(n, 6) - Math.PI / 2; d = r * (n <= 6 ? 0.42 : 0.3); }
            else { a = 2 * Math.PI * (i - 6) / (n - 6) + 0.4; d = r * 0.7; }
            seed(g, cx + d * Math.cos(a), cy + d * Math.sin(a), sr, p);
        }
    }

    static void seed(GraphicsContext g, double cx, double cy, double r, RulesPalette p) {
        Color c = p.neutral();
        g.setFill(c);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(c.darker());
        g.setLineWidth(1);
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setFill(c.brighter());
        g.fillOval(cx - r * 0.5, cy - r * 0.6, r * 0.6, r * 0.5); // the shine of a polished stone
    }

    private static void count(GraphicsContext g, RulesState s, Zone z, double cx, double cy, double unit, RulesPalette p) {
        int n = s.size(z);
        g.setFont(Font.font(null, FontWeight.BOLD, Math.max(11, Math.min(16, unit * 0.26))));
        g.setFill(INK);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(Integer.toString(n), cx, cy);
    }

    private static void label(GraphicsContext g, String text, double cx, double cy, double unit, Color c) {
        g.setFont(Font.font(null, FontWeight.NORMAL, Math.max(10, Math.min(14, unit * 0.22))));
        g.setFill(c);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(text, cx, cy);
    }

    static void ring(GraphicsContext g, double cx, double cy, double r, Color c) {
        g.setStroke(c);
        g.setLineWidth(3);
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
    }
}
