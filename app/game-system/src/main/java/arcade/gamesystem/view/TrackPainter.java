package arcade.gamesystem.view;

import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Draws a race game on its track layout: ring and home-stretch fields as circles (a player's own
 * fields edged in the player's colour, each labelled with its number), the top token of each as
 * a disc, the players' homes as rounded boxes with their tokens and count, and the die in the
 * centre. Records the square around each drawn zone for clicks.
 */
final class TrackPainter {
    private TrackPainter() {}

    static void paint(GraphicsContext g, RulesState s, TrackLayout.Layout l, Map<Zone, Rectangle2D> areas,
                      Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        double r = l.fieldRadius();
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (Map.Entry<Zone, Point2D> e : l.fields().entrySet()) {
            Zone z = e.getKey();
            Point2D c = e.getValue();
            areas.put(z, new Rectangle2D(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            g.setFill(highlighted.contains(z.name()) ? p.legal() : p.cell());
            g.fillOval(c.getX() - r, c.getY() - r, 2 * r, 2 * r);
            Integer owner = l.owner().get(z);
            g.setStroke(owner == null ? p.grid() : p.owner(owner));
            g.setLineWidth(owner == null ? 1.5 : 3);
            g.strokeOval(c.getX() - r, c.getY() - r, 2 * r, 2 * r);
            List<Integer> t = s.tokens(z);
            if (!t.isEmpty()) BoardPainter.disc(g, c.getX(), c.getY(), r * 0.72, t.get(0), s, p);
            else if (r >= 9) {
                g.setFill(p.textMuted());
                g.setFont(Font.font(Math.max(8, r * 0.7)));
                g.fillText(number(z.name()), c.getX(), c.getY());
            }
            if (cursor.contains(z.name())) ring(g, c, r + 3, p);
        }
        for (Map.Entry<Zone, Point2D> e : l.homes().entrySet()) {
            Zone z = e.getKey();
            Point2D c = e.getValue();
            double half = r * 1.6;
            areas.put(z, new Rectangle2D(c.getX() - half, c.getY() - half, 2 * half, 2 * half));
            g.setFill(highlighted.contains(z.name()) ? p.legal() : p.board());
            g.fillRoundRect(c.getX() - half, c.getY() - half, 2 * half, 2 * half, 10, 10);
            Integer owner = l.owner().get(z);
            g.setStroke(owner == null ? p.grid() : p.owner(owner));
            g.setLineWidth(2);
            g.strokeRoundRect(c.getX() - half, c.getY() - half, 2 * half, 2 * half, 10, 10);
            List<Integer> t = s.tokens(z);
            double d = half * 0.42;
            for (int i = 0; i < Math.min(4, t.size()); i++)
                BoardPainter.disc(g, c.getX() + (i % 2 == 0 ? -d : d), c.getY() + (i < 2 ? -d : d), d * 0.85, t.get(i), s, p);
            if (t.size() > 4) {
                g.setFill(p.text());
                g.setFont(Font.font(null, FontWeight.BOLD, Math.max(10, r * 0.7)));
                g.fillText(Integer.toString(t.size()), c.getX(), c.getY());
            }
            if (cursor.contains(z.name())) BoardPainter.frame(g, c.getX() - half + 2, c.getY() - half + 2, 2 * half - 4, 2 * half - 4, p.legalEdge());
        }
        s.game().die().ifPresent(die -> {
            Point2D c = l.centre();
            double half = Math.max(18, r * 1.5);
            areas.put(die.rest(), new Rectangle2D(c.getX() - half, c.getY() - half, 2 * half, 2 * half));
            g.setFill(p.board());
            g.fillRoundRect(c.getX() - half, c.getY() - half, 2 * half, 2 * half, 12, 12);
            g.setStroke(p.grid());
            g.setLineWidth(1.5);
            g.strokeRoundRect(c.getX() - half, c.getY() - half, 2 * half, 2 * half, 12, 12);
            g.setFill(p.text());
            g.setFont(Font.font(null, FontWeight.BOLD, half));
            g.fillText(s.dieFace() == 0 ? "?" : Integer.toString(s.dieFace()), c.getX(), c.getY());
        });
    }

    /** The number at the end of a zone's name ("field-12" → "12"), or the name's first letter. */
    static String number(String name) {
        int i = name.length();
        while (i > 0 && Character.isDigit(name.charAt(i - 1))) i--;
        return i < name.length() ? name.substring(i) : name.substring(0, 1);
    }

    private static void ring(GraphicsContext g, Point2D c, double r, RulesPalette p) {
        g.setStroke(p.legalEdge());
        g.setLineWidth(3);
        g.strokeOval(c.getX() - r, c.getY() - r, 2 * r, 2 * r);
    }
}
