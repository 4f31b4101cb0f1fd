package arcade.gamesystem.view;

import arcade.gamesystem.model.Board;
import arcade.gamesystem.model.CompiledGame;
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
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A hex board as the rhombus of hexagons it is (pointy tops, each row shifted half a cell), with
 * each player's two edges in the player's colour, as every Hex board is printed: the edges are the
 * file's sets named for the player ({@code edge-a-Red}, {@code edge-b-Red}), so the colours say who
 * joins which sides. A winning chain is drawn through its cells. A click hits the square inside
 * each hexagon.
 */
final class HexPainter {
    private HexPainter() {}

    /** The six directions' screen angles of the sides' outer normals, in the board's direction order E, NE, NW, W, SW, SE. */
    private static final double[] SIDE_ANGLE = {0, 300, 240, 180, 120, 60};

    static void paint(GraphicsContext g, Board b, RulesState s, double x0, double y0, double w, double h, Map<Zone, Rectangle2D> areas,
                      Set<String> highlighted, Set<String> cursor, List<String> winning, RulesPalette p) {
        double margin = 44, spanX = (b.cols() - 1) + (b.rows() - 1) * 0.5 + 1, spanY = (b.rows() - 1) * Math.sqrt(3) / 2 + 2 / Math.sqrt(3);
        double unit = Math.max(4, Math.min((w - 2 * margin) / spanX, (h - 2 * margin) / spanY));
        double radius = unit / Math.sqrt(3);
        double ox = x0 + (w - spanX * unit) / 2 + unit / 2, oy = y0 + (h + spanY * unit) / 2 - radius;
        Map<Zone, Point2D> centre = new HashMap<>();
        for (int r = 0; r < b.rows(); r++)
            for (int c = 0; c < b.cols(); c++) {
                Zone z = s.game().zone(Board.cellName(c, r)).orElseThrow();
                centre.put(z, new Point2D(ox + b.x(z.index()) * unit, oy - b.y(z.index()) * unit));
            }
        edges(g, b, s.game(), centre, radius, p);
        double[] xs = new double[6], ys = new double[6];
        for (Map.Entry<Zone, Point2D> e : centre.entrySet()) {
            Zone z = e.getKey();
            double cx = e.getValue().getX(), cy = e.getValue().getY();
            corners(cx, cy, radius, xs, ys);
            g.setFill(highlighted.contains(z.name()) ? p.legal() : p.cell());
            g.fillPolygon(xs, ys, 6);
            g.setStroke(cursor.contains(z.name()) ? p.legalEdge() : p.grid());
            g.setLineWidth(cursor.contains(z.name()) ? 3 : 1);
            g.strokePolygon(xs, ys, 6);
            double half = radius * 0.72;
            areas.put(z, new Rectangle2D(cx - half, cy - half, 2 * half, 2 * half));
            List<Integer> t = s.tokens(z);
            if (!t.isEmpty()) BoardPainter.disc(g, cx, cy, radius * 0.62, t.get(0), s, p);
        }
        chain(g, b, s, centre, winning, radius, p);
        g.setFill(p.textMuted());
        g.setFont(Font.font(12));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int c = 0; c < b.cols(); c++) g.fillText(String.valueOf((char) ('a' + c)), ox + c * unit, oy + radius + band(radius) + 14);
        for (int r = 0; r < b.rows(); r++) g.fillText(Integer.toString(r + 1), ox + r * 0.5 * unit - unit / 2 - band(radius) - 14, oy - r * Math.sqrt(3) / 2 * unit);
    }

    private static void corners(double cx, double cy, double radius, double[] xs, double[] ys) {
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(30 + 60 * k);
            xs[k] = cx + radius * Math.cos(a);
            ys[k] = cy + radius * Math.sin(a);
        }
    }

    /**
     * Each player's edges: for every set named after the player and "edge", the sides of its cells
     * that face off the board in the directions all its cells share, in a broad band of the player's colour.
     */
    private static void edges(GraphicsContext g, Board b, CompiledGame game, Map<Zone, Point2D> centre, double radius, RulesPalette p) {
        for (Map.Entry<String, List<Zone>> set : game.sets().entrySet()) {
            int owner = edgeOwner(set.getKey(), game);
            if (owner < 0 || set.getValue().isEmpty()) continue;
            List<Integer> outward = new ArrayList<>();
            for (int d = 0; d < 6; d++) {
                boolean all = true;
                for (Zone z : set.getValue()) if (!b.isCell(z.index()) || b.neighbour(z.index(), d) >= 0) { all = false; break; }
                if (all) outward.add(d);
            }
            double band = band(radius);
            g.setStroke(p.owner(owner));
            g.setLineWidth(band);
            g.setLineCap(StrokeLineCap.ROUND);
            for (Zone z : set.getValue()) {
                Point2D c = centre.get(z);
                if (c == null) continue;
                for (int d : outward) {
                    // the side whose outer normal points along the direction, pushed out a little so the band lies outside the cell
                    double n = Math.toRadians(SIDE_ANGLE[d]), a1 = n - Math.toRadians(30), a2 = n + Math.toRadians(30);
                    double push = band / 2 + 1, cx = c.getX() + push * Math.cos(n), cy = c.getY() + push * Math.sin(n);
                    g.strokeLine(cx + radius * Math.cos(a1), cy + radius * Math.sin(a1), cx + radius * Math.cos(a2), cy + radius * Math.sin(a2));
                }
            }
        }
    }

    /** The width of an edge's band: broad enough to read at a glance, never wider than a small board's cells allow. */
    static double band(double radius) { return Math.max(4, Math.min(10, radius * 0.3)); }

    /** The player an edge set belongs to ({@code edge-a-Red} → Red), or -1 for any other set. */
    static int edgeOwner(String set, CompiledGame game) {
        if (!set.toLowerCase(Locale.ROOT).contains("edge")) return -1;
        for (int i = 0; i < game.players().size(); i++) {
            String id = game.players().get(i).id();
            if (set.endsWith("-" + id) || set.startsWith(id + "-")) return i;
        }
        return -1;
    }

    /** A winning chain: a band through the centres of each two neighbouring cells of it. */
    private static void chain(GraphicsContext g, Board b, RulesState s, Map<Zone, Point2D> centre, List<String> winning, double radius, RulesPalette p) {
        if (winning.isEmpty()) return;
        List<Zone> cells = new ArrayList<>();
        for (String name : winning) s.game().zone(name).ifPresent(cells::add);
        g.setStroke(p.last());
        g.setLineWidth(Math.max(4, radius * 0.3));
        g.setLineCap(StrokeLineCap.ROUND);
        for (int i = 0; i < cells.size(); i++)
            for (int j = i + 1; j < cells.size(); j++) {
                int a = cells.get(i).index(), c = cells.get(j).index();
                boolean next = false;
                for (int d = 0; d < 6; d++) if (b.neighbour(a, d) == c) next = true;
                if (!next) continue;
                Point2D pa = centre.get(cells.get(i)), pc = centre.get(cells.get(j));
                g.strokeLine(pa.getX(), pa.getY(), pc.getX(), pc.getY());
            }
        for (Zone z : cells) {
            Point2D c = centre.get(z);
            g.setFill(p.last());
            g.fillOval(c.getX() - radius * 0.2, c.getY() - radius * 0.2, radius * 0.4, radius * 0.4);
        }
    }
}
