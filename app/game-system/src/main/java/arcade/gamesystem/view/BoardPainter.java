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

    /** The player whose row of a mancala board is drawn nearest (the player at this computer). */
    int nearPlayer;

    void paint(GraphicsContext g, double w, double h, RulesState s, Marks marks, RulesPalette p) {
        paint(g, w, h, s, marks, marks.highlighted(), marks.cursor(), p);
        if (s == null) return;
        Board.Shape shape = s.game().board().map(Board::shape).orElse(null);
        if (SowingLayout.of(s.game()) != null) { // the pit sown, not every hollow a seed fell in
            marks.last().stream().findFirst().flatMap(name -> s.game().zone(name)).map(areas::get)
                    .ifPresent(a -> SowingPainter.ring(g, a.getMinX() + a.getWidth() / 2, a.getMinY() + a.getHeight() / 2, a.getWidth() / 2 + 4, p.last()));
            return;
        }
        for (String name : marks.last()) s.game().zone(name).map(areas::get)
                .ifPresent(a -> frame(g, a.getMinX() + 1.5, a.getMinY() + 1.5, a.getWidth() - 3, a.getHeight() - 3, p.last()));
        if (shape == Board.Shape.HEX) return; // its chain is drawn through by the hex painter
        List<Rectangle2D> line = new ArrayList<>();
        for (String name : marks.winning()) s.game().zone(name).map(areas::get).ifPresent(line::add);
        if (line.size() < 2) {
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

    private void paint(GraphicsContext g, double w, double h, RulesState s, Marks marks, Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        areas.clear();
        g.setFill(p.backdrop());
        g.fillRect(0, 0, w, h);
        if (s == null || w < 20 || h < 20) return;
        CompiledGame game = s.game();
        p = p.forPlayers(game.players());
        SowingLayout sowing = SowingLayout.of(game);
        TrackLayout.Layout track = sowing == null && TrackLayout.applies(game) ? TrackLayout.of(game, 0, 0, w, h) : null;
        List<Zone> piles = new ArrayList<>();
        for (Zone z : game.zones()) {
            if (sowing != null && sowing.ownerOf(z) >= 0) continue;
            if (track != null && (track.fields().containsKey(z) || track.homes().containsKey(z))) continue;
            if (game.board().map(b -> b.isCell(z.index())).orElse(false)) continue;
            if (game.die().map(d -> d.faceZones().contains(z) || d.rest().equals(z)).orElse(false)) continue;
            piles.add(z);
        }
        boolean die = game.die().isPresent();
        if (sowing != null) {
            double stripH = piles.isEmpty() && !die ? 0 : Math.min(STRIP, h * 0.25);
            SowingPainter.paint(g, s, sowing, nearPlayer, 0, 0, w, h - stripH, areas, highlighted, cursor, p);
            paintPiles(g, s, piles, die, 0, h - stripH, w, stripH, highlighted, cursor, p);
            return;
        }
        if (track != null) {
            double stripH = piles.isEmpty() ? 0 : Math.min(STRIP, h * 0.25);
            track = TrackLayout.of(game, 0, 0, w, h - stripH);
            TrackPainter.paint(g, s, track, areas, highlighted, cursor, p);
            paintPiles(g, s, piles, false, 0, h - stripH, w, stripH, highlighted, cursor, p);
            return;
        }
        Board board = game.board().orElse(null);
        if (board != null && board.shape() == Board.Shape.POINTS && !die) { // the supplies beside the board, each player's on their side
            double side = piles.isEmpty() ? 0 : Math.min(190, w * 0.21);
            List<Zone> left = new ArrayList<>(), right = new ArrayList<>();
            String first = game.players().get(0).id();
            for (Zone z : piles) (z.name().contains(first) || ZoneWords.of(game, z).contains(first) ? left : right).add(z);
            paintColumn(g, s, left, 0, side, h, highlighted, cursor, p);
            paintColumn(g, s, right, w - side, side, h, highlighted, cursor, p);
            PointsPainter.paint(g, s, board, side, 0, w - 2 * side, h, areas, highlighted, cursor, marks.last(), p); // after the piles: its row numbers may reach them
            return;
        }
        double stripH = piles.isEmpty() && !die ? 0 : Math.min(STRIP, h * 0.3);
        if (board != null && board.shape() == Board.Shape.HEX) HexPainter.paint(g, board, s, 0, 0, w, h - stripH, areas, highlighted, cursor, marks.winning(), p);
        else if (board != null && board.shape() == Board.Shape.POINTS) PointsPainter.paint(g, s, board, 0, 0, w, h - stripH, areas, highlighted, cursor, marks.last(), p);
        else if (board != null) paintBoard(g, board, s, 0, 0, w, h - stripH, highlighted, cursor, p);
        else stripH = h;
        paintPiles(g, s, piles, die, 0, h - stripH, w, stripH, highlighted, cursor, p);
    }

    /** Piles stacked in a column beside a board. */
    private void paintColumn(GraphicsContext g, RulesState s, List<Zone> piles, double x, double w, double h,
                             Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        if (piles.isEmpty()) return;
        double gap = 10, bw = w - 2 * gap, bh = Math.min(150, (h - gap * (piles.size() + 1)) / piles.size());
        double y = (h - (bh * piles.size() + gap * (piles.size() - 1))) / 2;
        for (Zone z : piles) {
            paintPile(g, s, z, x + gap, y, bw, bh, highlighted, cursor, p);
            y += bh + gap;
        }
    }

    private void paintBoard(GraphicsContext g, Board b, RulesState s, double x0, double y0, double w, double h,
                            Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        SquareLook look = SquareLook.of(s.game());
        double margin = 26;
        double size = Math.max(4, Math.min((w - 2 * margin) / b.cols(), (h - 2 * margin) / b.rows()));
        double bx = x0 + (w - size * b.cols()) / 2, by = y0 + (h - size * b.rows()) / 2;
        g.setFill(switch (look) { case CHEQUERED -> SquareLook.DARK_SQUARE.darker(); case LINES -> SquareLook.WOOD; case FELT -> SquareLook.FELT_LINE; default -> p.board(); });
        g.fillRoundRect(bx - 6, by - 6, size * b.cols() + 12, size * b.rows() + 12, 12, 12);
        if (look == SquareLook.LINES) { // the lines through the cells' centres, the stones on their crossings
            g.setStroke(SquareLook.WOOD_LINE);
            g.setLineWidth(1.2);
            for (int c = 0; c < b.cols(); c++) g.strokeLine(bx + (c + 0.5) * size, by + size / 2, bx + (c + 0.5) * size, by + (b.rows() - 0.5) * size);
            for (int r = 0; r < b.rows(); r++) g.strokeLine(bx + size / 2, by + (r + 0.5) * size, bx + (b.cols() - 0.5) * size, by + (r + 0.5) * size);
        }
        for (int r = 0; r < b.rows(); r++)
            for (int c = 0; c < b.cols(); c++) {
                Zone z = s.game().zone(Board.cellName(c, r)).orElseThrow();
                double x = bx + c * size, y = by + (b.rows() - 1 - r) * size;
                areas.put(z, new Rectangle2D(x, y, size, size));
                boolean legal = highlighted.contains(z.name());
                switch (look) {
                    case CELLS -> {
                        g.setFill(legal ? p.legal() : p.cell());
                        g.fillRect(x + 1, y + 1, size - 2, size - 2);
                        g.setStroke(p.grid());
                        g.setLineWidth(1);
                        g.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1);
                    }
                    case CHEQUERED -> {
                        g.setFill((c + r) % 2 == 0 ? SquareLook.DARK_SQUARE : SquareLook.LIGHT_SQUARE); // a1 dark, as on a real board
                        g.fillRect(x, y, size, size);
                        if (legal) frame(g, x + 2, y + 2, size - 4, size - 4, p.legal());
                    }
                    case FELT -> {
                        g.setFill(SquareLook.FELT_GREEN);
                        g.fillRect(x + 1, y + 1, size - 2, size - 2);
                    }
                    case LINES -> { }
                }
                List<Integer> t = s.tokens(z);
                if (!t.isEmpty()) disc(g, x + size / 2, y + size / 2, size * (look == SquareLook.LINES ? 0.44 : 0.36), t.get(0), s, p);
                else if (legal && (look == SquareLook.FELT || look == SquareLook.LINES && highlighted.size() < 12)) { // where a disc may go, as a small dot
                    g.setFill(look == SquareLook.FELT ? Color.rgb(255, 255, 255, 0.35) : SquareLook.WOOD_LINE.deriveColor(0, 1, 1, 0.45));
                    g.fillOval(x + size * 0.38, y + size * 0.38, size * 0.24, size * 0.24);
                }
                if (cursor.contains(z.name())) frame(g, x + 3, y + 3, size - 6, size - 6, p.legalEdge());
            }
        g.setFill(p.textMuted());
        g.setFont(Font.font(12));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (int c = 0; c < b.cols(); c++) g.fillText(String.valueOf((char) ('a' + c)), bx + (c + 0.5) * size, by + b.rows() * size + 16);
        for (int r = 0; r < b.rows(); r++) g.fillText(Integer.toString(r + 1), bx - 16, by + (b.rows() - 1 - r + 0.5) * size);
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
            paintPile(g, s, z, x, y, bw, bh, highlighted, cursor, p);
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

    /** A zone drawn as a labelled box with its tokens and count. */
    private void paintPile(GraphicsContext g, RulesState s, Zone z, double x, double y, double bw, double bh,
                           Set<String> highlighted, Set<String> cursor, RulesPalette p) {
        areas.put(z, new Rectangle2D(x, y, bw, bh));
        g.setFill(highlighted.contains(z.name()) ? p.legal() : p.board());
        g.fillRoundRect(x, y, bw, bh, 10, 10);
        if (cursor.contains(z.name())) frame(g, x + 2, y + 2, bw - 4, bh - 4, p.legalEdge());
        g.setFill(p.text());
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        Font font = Font.font(null, FontWeight.BOLD, 13);
        g.setFont(font);
        List<String> title = wrap(ZoneWords.of(game(s), z) + " (" + s.size(z) + ")", font, bw - 10);
        for (int i = 0; i < title.size(); i++) g.fillText(title.get(i), x + bw / 2, y + 6 + i * 16);
        double top = 10 + 16 * title.size();
        List<Integer> t = s.tokens(z);
        double r = Math.max(4, Math.min(11, (bh - top - 4) / 4));
        int perRow = Math.max(1, (int) ((bw - 12) / (2 * r + 3)));
        int shown = Math.min(t.size(), perRow * Math.max(1, (int) ((bh - top - 2) / (2 * r + 3))));
        for (int i = 0; i < shown; i++) {
            double cx = x + 6 + r + (i % perRow) * (2 * r + 3), cy = y + top + r + (i / perRow) * (2 * r + 3);
            disc(g, cx, cy, r, t.get(i), s, p);
        }
    }

    /** A title broken into lines at spaces so each fits the width (a word longer than it keeps its own line, whole). */
    static List<String> wrap(String text, Font font, double width) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        probe.setFont(font);
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tried = line.length() == 0 ? word : line + " " + word;
            probe.setText(tried);
            if (line.length() > 0 && probe.getLayoutBounds().getWidth() > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else line = new StringBuilder(tried);
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }

    static void disc(GraphicsContext g, double cx, double cy, double r, int type, RulesState s, RulesPalette p) {
        int owner = s.game().types().owner(type);
        String look = s.game().looks().get(s.game().types().kind(type)).shape();
        Color c = p.owner(owner);
        g.setFill(c);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(c.getBrightness() < 0.3 ? Color.gray(0.55) : c.darker()); // a black disc keeps its rim on a dark board
        g.setLineWidth(1.5);
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
        Color ink = 0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue() > 0.55 ? Color.web("#24292f") : Color.web("#f6f8fa");
        if (look.equals("crowned")) { crown(g, cx, cy, r, ink); return; }
        if (look.equals("disc") && owner >= 0) { // a second ring, as on a draughtsman or a Reversi disc
            g.setStroke(c.getBrightness() < 0.3 ? Color.gray(0.4) : c.darker());
            g.setLineWidth(1);
            g.strokeOval(cx - r * 0.72, cy - r * 0.72, r * 1.44, r * 1.44);
        }
        String id = owner >= 0 ? s.game().players().get(owner).id() : "";
        boolean namedByColour = id.equalsIgnoreCase("black") || id.equalsIgnoreCase("white");
        if (r >= 12 && owner >= 0 && !namedByColour && look.equals("disc")) {
            g.setFill(ink);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.setFont(Font.font(null, FontWeight.BOLD, r * 0.9));
            g.fillText(id.substring(0, 1), cx, cy);
        }
    }

    /** A king's crown on its disc: a band with three points. */
    static void crown(GraphicsContext g, double cx, double cy, double r, Color ink) {
        double w = r * 1.1, h = r * 0.75, x = cx - w / 2, y = cy - h / 2;
        double[] xs = {x, x, x + w * 0.25, x + w * 0.5, x + w * 0.75, x + w, x + w};
        double[] ys = {y + h, y, y + h * 0.45, y, y + h * 0.45, y, y + h};
        g.setFill(Color.web("#e3b341"));
        g.fillPolygon(xs, ys, 7);
        g.setStroke(ink);
        g.setLineWidth(Math.max(1, r * 0.08));
        g.strokePolygon(xs, ys, 7);
    }

    private static CompiledGame game(RulesState s) { return s.game(); }

    static void frame(GraphicsContext g, double x, double y, double w, double h, Color c) {
        g.setStroke(c);
        g.setLineWidth(3);
        g.strokeRoundRect(x, y, w, h, 6, 6);
    }
}
