package arcade.gamesystem.view;

import arcade.gamesystem.model.Board;
import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Draws any rules game from its zones: the board as a grid of cells with the top token of each
 * as a disc, every other zone as a labelled pile with its tokens and count, the die as a face.
 * Zones a legal move names are highlighted. Remembers where each zone was drawn for clicks.
 */
final class BoardPainter {
    private static final double STRIP = 86;
    private final Map<Zone, Rectangle2D> areas = new LinkedHashMap<>();

    /** The zone under a point of the last painting, if any. */
    Zone zoneAt(double x, double y) {
        for (Map.Entry<Zone, Rectangle2D> e : areas.entrySet()) if (e.getValue().contains(x, y)) return e.getKey();
        return null;
    }

    Rectangle2D area(Zone z) { return areas.get(z); }

    /** The keyboard cursor: a dashed frame around a zone of the last painting, in the text colour. */
    void paintKeyboardCursor(GraphicsContext g, Zone z, RulesPalette p) {
        Rectangle2D at = z == null ? null : areas.get(z);
        if (at == null) return;
        g.setStroke(p.text());
        g.setLineWidth(2.5);
        g.setLineDashes(6, 4);
        g.strokeRoundRect(at.getMinX() - 3, at.getMinY() - 3, at.getWidth() + 6, at.getHeight() + 6, 8, 8);
        g.setLineDashes(null);
    }

    /** Every zone drawn by the last painting and where (in drawing order). */
    Map<Zone, Rectangle2D> areas() { return java.util.Collections.unmodifiableMap(areas); }

    /**
     * What is marked besides the tokens: the zones of the legal moves, of the move under the
     * cursor, of the last move (with the tokens it took), and the winning line or chain.
     */
    record Marks(Set<String> highlighted, Set<String> cursor, Set<String> last, List<String> winning) {
        static final Marks NONE = new Marks(Set.of(), Set.of(), Set.of(), List.of());
    }

    void paint(GraphicsContext g, double w, double h, RulesState s, Marks marks, RulesPalette p) {
        paint(g, w, h, s, marks.highlighted(), marks.cursor(), p);
        if (s == null) return;
        for (String name : marks.last()) s.game().zone(name).map(areas::get)
                .ifPresent(a -> frame(g, a.getMinX() + 1.5, a.getMinY() + 1.5, a.getWidth() - 3, a.getHeight() - 3, p.last()));
        List<Rectangle2D> line = new ArrayList<>();
        for (String name : marks.winning()) s.game().zone(name).map(areas::get).ifPresent(line::add);
        boolean chain = s.game().board().map(b -> b.shape() == Board.Shape.HEX).orElse(false);
        if (chain || line.size() < 2) { // a chain is no straight line: each of its cells is marked
            for (Rectangle2D a : line) frame(g, a.getMinX() + 4, a.getMinY() + 4, a.getWidth() - 8, a.getHeight() - 8, p.last());
            return;
        }
        g.setStroke(p.last());
        g.setLineWidth(Math.max(4, line.get(0).getWidth() * 0.12));
        g.setLineCap(javafx.scene.shape.StrokeLineCap.ROUND);
        g.beginPath();
        g.moveTo(line.get(0).getMinX() + line.get(0).getWidth() / 2, line.get(0).getMinY() + line.get(0).getHeight() / 2);
        for (Rectangle2D a : line.subList(1, line.size())) g.lineTo(a.getMinX() + a.getWidth() / 2, a.getMinY() + a.getHeight() / 2);
        g.stroke();
    }

    private void paint(GraphicsContext g, double w, double h, RulesState s, Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        areas.clear();
        g.setFill(p.backdrop());
        g.fillRect(0, 0, w, h);
        if (s == null || w < 20 || h < 20) return;
        CompiledGame game = s.game();
        p = p.forPlayers(game.players());
        TrackLayout.Layout track = TrackLayout.applies(game) ? TrackLayout.of(game, 0, 0, w, h) : null;
        List<Zone> piles = new ArrayList<>();
        for (Zone z : game.zones()) {
            if (track != null && (track.fields().containsKey(z) || track.homes().containsKey(z))) continue;
            if (game.board().map(b -> b.isCell(z.index())).orElse(false)) continue;
            if (game.die().map(d -> d.faceZones().contains(z) || d.rest().equals(z)).orElse(false)) continue;
            piles.add(z);
        }
        if (track != null) {
            double stripH = piles.isEmpty() ? 0 : Math.min(STRIP, h * 0.25);
            track = TrackLayout.of(game, 0, 0, w, h - stripH);
            TrackPainter.paint(g, s, track, areas, highlighted, cursor, p);
            paintPiles(g, s, piles, false, 0, h - stripH, w, stripH, highlighted, cursor, p);
            return;
        }
        boolean die = game.die().isPresent();
        double stripH = piles.isEmpty() && !die ? 0 : Math.min(STRIP, h * 0.3);
        if (game.board().isPresent()) paintBoard(g, game.board().get(), s, 0, 0, w, h - stripH, highlighted, cursor, p);
        else stripH = h;
        paintPiles(g, s, piles, die, 0, h - stripH, w, stripH, highlighted, cursor, p);
    }

    private void paintBoard(GraphicsContext g, Board b, RulesState s, double x0, double y0, double w, double h,
                            Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        if (b.shape() == Board.Shape.HEX) { paintHex(g, b, s, x0, y0, w, h, highlighted, cursor, p); return; }
        double margin = 24;
        double size = Math.max(4, Math.min((w - 2 * margin) / b.cols(), (h - 2 * margin) / b.rows()));
        double bx = x0 + (w - size * b.cols()) / 2, by = y0 + (h - size * b.rows()) / 2;
        g.setFill(p.board());
        g.fillRoundRect(bx - 6, by - 6, size * b.cols() + 12, size * b.rows() + 12, 12, 12);
        for (int r = 0; r < b.rows(); r++)
            for (int c = 0; c < b.cols(); c++) {
                Zone z = s.game().zone(Board.cellName(c, r)).orElseThrow();
                double x = bx + c * size, y = by + (b.rows() - 1 - r) * size;
                areas.put(z, new Rectangle2D(x, y, size, size));
                g.setFill(highlighted.contains(z.name()) ? p.legal() : p.cell());
                g.fillRect(x + 1, y + 1, size - 2, size - 2);
                g.setStroke(p.grid());
                g.setLineWidth(1);
                g.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1);
                List<Integer> t = s.tokens(z);
                if (!t.isEmpty()) disc(g, x + size / 2, y + size / 2, size * 0.36, t.get(0), s, p);
                if (cursor.contains(z.name())) frame(g, x + 3, y + 3, size - 6, size - 6, p.legalEdge());
            }
        g.setFill(p.textMuted());
        g.setFont(Font.font(12));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int c = 0; c < b.cols(); c++) g.fillText(String.valueOf((char) ('a' + c)), bx + (c + 0.5) * size, by + b.rows() * size + 14);
        for (int r = 0; r < b.rows(); r++) g.fillText(Integer.toString(r + 1), bx - 14, by + (b.rows() - 1 - r + 0.5) * size);
    }

    /**
     * A hex board as the rhombus of hexagons it is (pointy tops, each row shifted half a cell); a
     * click hits the square inside each hexagon.
     */
    private void paintHex(GraphicsContext g, Board b, RulesState s, double x0, double y0, double w, double h,
                          Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        double margin = 28, spanX = (b.cols() - 1) + (b.rows() - 1) * 0.5 + 1, spanY = (b.rows() - 1) * Math.sqrt(3) / 2 + 2 / Math.sqrt(3);
        double unit = Math.max(4, Math.min((w - 2 * margin) / spanX, (h - 2 * margin) / spanY));
        double radius = unit / Math.sqrt(3);
        double ox = x0 + (w - spanX * unit) / 2 + unit / 2, oy = y0 + (h + spanY * unit) / 2 - radius;
        double[] xs = new double[6], ys = new double[6];
        for (int r = 0; r < b.rows(); r++)
            for (int c = 0; c < b.cols(); c++) {
                Zone z = s.game().zone(Board.cellName(c, r)).orElseThrow();
                double cx = ox + b.x(z.index()) * unit, cy = oy - b.y(z.index()) * unit;
                for (int k = 0; k < 6; k++) {
                    double a = Math.toRadians(30 + 60 * k);
                    xs[k] = cx + radius * Math.cos(a);
                    ys[k] = cy + radius * Math.sin(a);
                }
                g.setFill(highlighted.contains(z.name()) ? p.legal() : p.cell());
                g.fillPolygon(xs, ys, 6);
                g.setStroke(cursor.contains(z.name()) ? p.legalEdge() : p.grid());
                g.setLineWidth(cursor.contains(z.name()) ? 3 : 1);
                g.strokePolygon(xs, ys, 6);
                double half = radius * 0.72;
                areas.put(z, new Rectangle2D(cx - half, cy - half, 2 * half, 2 * half));
                List<Integer> t = s.tokens(z);
                if (!t.isEmpty()) disc(g, cx, cy, radius * 0.62, t.get(0), s, p);
            }
        g.setFill(p.textMuted());
        g.setFont(Font.font(12));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int c = 0; c < b.cols(); c++) g.fillText(String.valueOf((char) ('a' + c)), ox + c * unit, oy + radius + 12);
        for (int r = 0; r < b.rows(); r++) g.fillText(Integer.toString(r + 1), ox + r * 0.5 * unit - unit * 0.75, oy - r * Math.sqrt(3) / 2 * unit);
    }

    private void paintPiles(GraphicsContext g, RulesState s, List<Zone> piles, boolean die, double x0, double y0, double w, double h,
                            Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        int n = piles.size() + (die ? 1 : 0);
        if (n == 0 || h < 10) return;
        double gap = 10;
        double bw = Math.min(220, (w - gap * (n + 1)) / n), bh = Math.min(h - 2 * gap, Math.max(60, h * 0.6));
        double x = x0 + (w - (bw * n + gap * (n - 1))) / 2, y = y0 + (h - bh) / 2;
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        for (Zone z : piles) {
            areas.put(z, new Rectangle2D(x, y, bw, bh));
            g.setFill(highlighted.contains(z.name()) ? p.legal() : p.board());
            g.fillRoundRect(x, y, bw, bh, 10, 10);
            if (cursor.contains(z.name())) frame(g, x + 2, y + 2, bw - 4, bh - 4, p.legalEdge());
            g.setFill(p.text());
            g.setFont(Font.font(null, FontWeight.BOLD, 13));
            g.fillText(ZoneWords.of(game(s), z) + "  (" + s.size(z) + ")", x + bw / 2, y + 6);
            List<Integer> t = s.tokens(z);
            double r = Math.max(4, Math.min(11, (bh - 30) / 4));
            int perRow = Math.max(1, (int) ((bw - 12) / (2 * r + 3)));
            int shown = Math.min(t.size(), perRow * Math.max(1, (int) ((bh - 28) / (2 * r + 3))));
            for (int i = 0; i < shown; i++) {
                double cx = x + 6 + r + (i % perRow) * (2 * r + 3), cy = y + 26 + r + (i / perRow) * (2 * r + 3);
                disc(g, cx, cy, r, t.get(i), s, p);
            }
            x += bw + gap;
        }
        if (die) {
            Zone rest = s.game().die().get().rest();
            areas.put(rest, new Rectangle2D(x, y, bw, bh));
            g.setFill(p.board());
            g.fillRoundRect(x, y, bw, bh, 10, 10);
            g.setFill(p.text());
            g.setFont(Font.font(null, FontWeight.BOLD, 13));
            g.fillText("die", x + bw / 2, y + 6);
            g.setFont(Font.font(null, FontWeight.BOLD, Math.max(14, bh * 0.4)));
            g.fillText(s.dieFace() == 0 ? "?" : Integer.toString(s.dieFace()), x + bw / 2, y + 24);
        }
    }

    static void disc(GraphicsContext g, double cx, double cy, double r, int type, RulesState s, RulesPalette p) {
        int owner = s.game().types().owner(type);
        Color c = p.owner(owner);
        g.setFill(c);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(c.getBrightness() < 0.3 ? Color.gray(0.55) : c.darker()); // a black disc keeps its rim on a dark board
        g.setLineWidth(1.5);
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
        if (r >= 12 && owner >= 0) {
            g.setFill(0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue() > 0.55 ? Color.BLACK : Color.WHITE);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.setFont(Font.font(null, FontWeight.BOLD, r * 0.9));
            g.fillText(s.game().players().get(owner).id().substring(0, 1), cx, cy);
        }
    }

    private static CompiledGame game(RulesState s) { return s.game(); }

    static void frame(GraphicsContext g, double x, double y, double w, double h, Color c) {
        g.setStroke(c);
        g.setLineWidth(3);
        g.strokeRoundRect(x, y, w, h, 6, 6);
    }
}
