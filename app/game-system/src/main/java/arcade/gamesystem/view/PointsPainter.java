package arcade.gamesystem.view;

import arcade.gamesystem.model.Board;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A board of points (Nine Men's Morris) as it is printed: the file's lines drawn between their
 * points, each point a dot, the pieces on the points, and a mill the last move formed drawn
 * through. The coordinates are the file's, with y upwards (row 1 at the bottom).
 */
final class PointsPainter {
    private PointsPainter() {}

    /** The point centres of a board drawn in the rectangle, keyed by zone number. */
    static Map<Integer, Point2D> centres(Board b, double x0, double y0, double w, double h) {
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (int i = 0; i < b.cellCount(); i++) {
            int z = b.firstZone() + i;
            minX = Math.min(minX, b.x(z)); maxX = Math.max(maxX, b.x(z));
            minY = Math.min(minY, b.y(z)); maxY = Math.max(maxY, b.y(z));
        }
        // room beyond the outer points for the board's edge (0.55 of a step each side) and the point names
        double spanX = Math.max(1, maxX - minX), spanY = Math.max(1, maxY - minY), margin = 30;
        double unit = Math.max(4, Math.min((w - 2 * margin) / (spanX + 1.1), (h - 2 * margin) / (spanY + 1.1)));
        double ox = x0 + (w - spanX * unit) / 2, oy = y0 + (h + spanY * unit) / 2;
        Map<Integer, Point2D> out = new LinkedHashMap<>();
        for (int i = 0; i < b.cellCount(); i++) {
            int z = b.firstZone() + i;
            out.put(z, new Point2D(ox + (b.x(z) - minX) * unit, oy - (b.y(z) - minY) * unit));
        }
        return out;
    }

    /** The distance between neighbouring points as drawn (the shortest line segment). */
    static double spacing(Board b, Map<Integer, Point2D> at) {
        double d = Double.MAX_VALUE;
        for (int[] line : b.declaredLines())
            for (int k = 1; k < line.length; k++) d = Math.min(d, at.get(line[k]).distance(at.get(line[k - 1])));
        return d == Double.MAX_VALUE ? 40 : d;
    }

    static void paint(GraphicsContext g, RulesState s, Board b, double x0, double y0, double w, double h, Map<Zone, Rectangle2D> areas,
                      Set<String> highlighted, Set<String> cursor, Set<String> last, RulesPalette p) {
        Map<Integer, Point2D> at = centres(b, x0, y0, w, h);
        double unit = spacing(b, at);
        double minX = at.values().stream().mapToDouble(Point2D::getX).min().orElse(x0), maxX = at.values().stream().mapToDouble(Point2D::getX).max().orElse(x0);
        double minY = at.values().stream().mapToDouble(Point2D::getY).min().orElse(y0), maxY = at.values().stream().mapToDouble(Point2D::getY).max().orElse(y0);
        double pad = unit * 0.55;
        g.setFill(p.board());
        g.fillRoundRect(minX - pad, minY - pad, maxX - minX + 2 * pad, maxY - minY + 2 * pad, 14, 14);
        g.setStroke(p.text());
        g.setLineWidth(Math.max(2, Math.min(5, unit * 0.06)));
        g.setLineCap(StrokeLineCap.ROUND);
        for (int[] line : b.declaredLines()) {
            g.beginPath();
            g.moveTo(at.get(line[0]).getX(), at.get(line[0]).getY());
            for (int k = 1; k < line.length; k++) g.lineTo(at.get(line[k]).getX(), at.get(line[k]).getY());
            g.stroke();
        }
        double piece = Math.min(unit * 0.36, 30), dot = Math.max(3, Math.min(6, unit * 0.07));
        for (Map.Entry<Integer, Point2D> e : at.entrySet()) {
            Zone z = s.game().zones().get(e.getKey());
            Point2D c = e.getValue();
            areas.put(z, new Rectangle2D(c.getX() - piece, c.getY() - piece, 2 * piece, 2 * piece));
            if (highlighted.contains(z.name())) {
                g.setFill(p.legal());
                g.fillOval(c.getX() - piece * 0.8, c.getY() - piece * 0.8, piece * 1.6, piece * 1.6);
            }
            g.setFill(p.text());
            g.fillOval(c.getX() - dot, c.getY() - dot, 2 * dot, 2 * dot);
            List<Integer> t = s.tokens(z);
            if (!t.isEmpty()) BoardPainter.disc(g, c.getX(), c.getY(), piece * 0.85, t.get(0), s, p);
            if (cursor.contains(z.name())) SowingPainter.ring(g, c.getX(), c.getY(), piece + 2, p.legalEdge());
        }
        for (int[] mill : mills(s, b, last)) {
            g.setStroke(p.last());
            g.setLineWidth(Math.max(4, piece * 0.35));
            g.strokeLine(at.get(mill[0]).getX(), at.get(mill[0]).getY(), at.get(mill[mill.length - 1]).getX(), at.get(mill[mill.length - 1]).getY());
        }
        g.setFill(p.textMuted());
        g.setFont(Font.font(12));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        // the file's point names: column letters under the board, row numbers beside it
        Map<Character, Double> cols = new LinkedHashMap<>();
        Map<String, Double> rows = new LinkedHashMap<>();
        for (Map.Entry<Integer, Point2D> e : at.entrySet()) {
            String name = s.game().zones().get(e.getKey()).name();
            if (name.length() < 2 || !Character.isLetter(name.charAt(0))) continue;
            cols.putIfAbsent(name.charAt(0), e.getValue().getX());
            rows.putIfAbsent(name.substring(1), e.getValue().getY());
        }
        cols.forEach((c, x) -> g.fillText(String.valueOf(c), x, maxY + pad + 12));
        rows.forEach((r, y) -> g.fillText(r, minX - pad - 12, y));
    }

    /** The declared lines a player's pieces fill that pass through a zone of the last move: the mills it formed. */
    static List<int[]> mills(RulesState s, Board b, Set<String> last) {
        List<int[]> out = new ArrayList<>();
        if (last.isEmpty()) return out;
        for (int[] line : b.declaredLines()) {
            int owner = -2;
            boolean full = true, touched = false;
            for (int z : line) {
                Zone zone = s.game().zones().get(z);
                List<Integer> t = s.tokens(zone);
                int o = t.isEmpty() ? -3 : s.game().types().owner(t.get(0));
                if (t.isEmpty() || o < 0 || (owner != -2 && o != owner)) { full = false; break; }
                owner = o;
                if (last.contains(zone.name())) touched = true;
            }
            if (full && touched) out.add(line);
        }
        return out;
    }
}
