package arcade.games.snake.view;

import arcade.api.fx.CanvasPane;
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
import java.util.function.Supplier;

/**
 * Draws the field cell's transition graph (thesis Fig. 11): one node per cell type, one arrow per
 * arc labelled with its id, and the arcs that fired in the last step highlighted with how many
 * cells fired them. The arcs come from the engine's own arc table, so the picture is the code.
 */
public final class TransitionGraphView extends CanvasPane {

    /** One arc as the graph needs it. */
    public record GraphArc(String id, String from, String to, String condition) {}

    private List<GraphArc> arcs;
    private List<String> nodes;
    private final Supplier<SnakePalette> palette;
    private Map<String, Integer> fired = Map.of();
    private final Map<String, double[]> placed = new LinkedHashMap<>();
    private final List<String> unplaced = new ArrayList<>();

    public TransitionGraphView(List<GraphArc> arcs, Supplier<SnakePalette> palette) {
        super(null);
        this.palette = palette;
        setArcs(arcs);
        setPrefSize(280, 260);
        setFocusTraversable(false);
    }

    /** Replaces the drawn arcs (the classic rules add one). */
    public void setArcs(List<GraphArc> newArcs) {
        this.arcs = List.copyOf(newArcs);
        List<String> ns = new ArrayList<>();
        for (GraphArc a : arcs) {
            if (!ns.contains(a.from())) ns.add(a.from());
            if (!ns.contains(a.to())) ns.add(a.to());
        }
        this.nodes = List.copyOf(ns);
        repaint();
    }

    public List<String> arcIds() { return arcs.stream().map(GraphArc::id).toList(); }

    /** Arc id → number of cells that fired it in the last step. */
    public void setFired(Map<String, Integer> counts) {
        this.fired = Map.copyOf(counts);
        repaint();
    }

    public Set<String> firedIds() { return fired.keySet(); }

    @Override public void repaint() {
        if (width() > 0 && height() > 0) paint(canvas().getGraphicsContext2D());
    }

    private void paint(GraphicsContext g) {
        SnakePalette p = palette.get();
        double w = width(), h = height();
        g.clearRect(0, 0, w, h);
        if (p == null || nodes.isEmpty()) return;
        Map<String, double[]> pos = layout(w, h);
        double r = Math.max(12, Math.min(w, h) * 0.068);
        Font small = Font.font("System", FontWeight.BOLD, Math.max(10, r * 0.62));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);

        Map<String, Integer> loopsPerNode = new LinkedHashMap<>();
        List<double[]> taken = new ArrayList<>();
        for (String n : nodes) { // labels keep clear of the nodes
            double[] c = pos.get(n);
            taken.add(new double[]{c[0] - r, c[1] - r, 2 * r, 2 * r});
        }
        placed.clear();
        unplaced.clear();
        for (GraphArc a : arcs) {
            boolean hot = fired.containsKey(a.id());
            Color c = hot ? p.xrayFired() : p.xrayIdle();
            g.setStroke(c);
            g.setFill(c);
            g.setLineWidth(hot ? 2.6 : 1.2);
            double[] from = pos.get(a.from()), to = pos.get(a.to());
            double lx, ly;
            if (a.from().equals(a.to())) {
                int k = loopsPerNode.merge(a.from(), 1, Integer::sum) - 1;
                double ang = loopAngle(a.from(), k, w, h, pos);
                double cx = from[0] + Math.cos(ang) * r * 1.55, cy = from[1] + Math.sin(ang) * r * 1.55;
                g.strokeOval(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
                lx = from[0] + Math.cos(ang) * r * 2.75;
                ly = from[1] + Math.sin(ang) * r * 2.75;
            } else {
                // An arc whose reverse also exists bends to its own side, so the two never overlap.
                boolean twoWay = arcs.stream().anyMatch(b -> b.from().equals(a.to()) && b.to().equals(a.from()));
                double bend = twoWay ? 0.25 : 0.0;
                double[] mid = arrow(g, from, to, r, bend);
                lx = mid[0];
                ly = mid[1];
                if (twoWay) { // the label goes outside its own curve
                    double dx = to[0] - from[0], dy = to[1] - from[1], len = Math.hypot(dx, dy);
                    double shift = r * 1.3;
                    lx += -dy / len * shift;
                    ly += dx / len * shift;
                }
            }
            String text = a.id() + (hot ? " ×" + fired.get(a.id()) : "");
            double[] box = place(text, lx, ly, small, w, h, taken);
            if (box == null) { unplaced.add(a.id()); continue; }
            taken.add(box);
            placed.put(a.id(), box);
            label(g, text, box, small, p, hot);
        }
        Font nodeFont = Font.font("System", FontWeight.BOLD, r * 0.9);
        for (String n : nodes) {
            double[] c = pos.get(n);
            g.setFill(p.field());
            g.fillOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
            g.setStroke(p.text());
            g.setLineWidth(1.6);
            g.strokeOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
            g.setFill(p.text());
            g.setFont(nodeFont);
            g.fillText(n, c[0], c[1]);
        }
    }

    /** Snake ("S") in the centre, the other types on a circle around it. */
    private Map<String, double[]> layout(double w, double h) {
        Map<String, double[]> pos = new LinkedHashMap<>();
        double cx = w / 2, cy = h / 2, rad = Math.min(w, h) * 0.31;
        String centre = nodes.contains("S") ? "S" : nodes.get(0);
        pos.put(centre, new double[]{cx, cy});
        List<String> ring = new ArrayList<>(nodes);
        ring.remove(centre);
        for (int k = 0; k < ring.size(); k++) {
            double a = -Math.PI / 2 + 2 * Math.PI * k / ring.size();
            pos.put(ring.get(k), new double[]{cx + rad * Math.cos(a), cy + rad * Math.sin(a)});
        }
        return pos;
    }

    /**
     * Where the k-th self-loop of a node sits: outward for ring nodes, and in the widest gaps
     * between the ring nodes' arrows for the centre node.
     */
    private double loopAngle(String node, int k, double w, double h, Map<String, double[]> pos) {
        double[] p = pos.get(node);
        double[] out = outward(p, w, h);
        boolean centre = Math.abs(p[0] - w / 2) < 1 && Math.abs(p[1] - h / 2) < 1;
        if (!centre) return Math.atan2(out[1], out[0]) + (k == 0 ? -0.45 : 0.45);
        int ring = nodes.size() - 1;
        double gap = 2 * Math.PI / Math.max(1, ring);
        // ring node m sits at -π/2 + m·gap; gaps are half-way between; use the lowest ones first
        double[] gaps = new double[ring];
        for (int m = 0; m < ring; m++) gaps[m] = -Math.PI / 2 + (m + 0.5) * gap;
        java.util.Arrays.sort(gaps);
        double[] byLowness = java.util.Arrays.stream(gaps).boxed()
                .sorted((x, y) -> Double.compare(Math.sin(y), Math.sin(x))).mapToDouble(Double::doubleValue).toArray();
        return byLowness[Math.min(k, byLowness.length - 1)];
    }

    private static double[] outward(double[] p, double w, double h) {
        double dx = p[0] - w / 2, dy = p[1] - h / 2;
        double len = Math.hypot(dx, dy);
        return len < 1e-6 ? new double[]{0, -1} : new double[]{dx / len, dy / len};
    }

    /** A (possibly bent) arrow between node rims; returns the label position. */
    private static double[] arrow(GraphicsContext g, double[] a, double[] b, double r, double bend) {
        double dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy);
        double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
        double mx = (a[0] + b[0]) / 2 + nx * bend * len, my = (a[1] + b[1]) / 2 + ny * bend * len;
        double sa = Math.atan2(my - a[1], mx - a[0]), ea = Math.atan2(my - b[1], mx - b[0]);
        double sx = a[0] + Math.cos(sa) * r, sy = a[1] + Math.sin(sa) * r;
        double ex = b[0] + Math.cos(ea) * (r + 1), ey = b[1] + Math.sin(ea) * (r + 1);
        g.beginPath();
        g.moveTo(sx, sy);
        g.quadraticCurveTo(mx, my, ex, ey);
        g.stroke();
        double hx = Math.cos(ea), hy = Math.sin(ea), s = 8;
        g.fillPolygon(new double[]{ex, ex + hx * s - hy * s * 0.5, ex + hx * s + hy * s * 0.5},
                new double[]{ey, ey + hy * s + hx * s * 0.5, ey + hy * s - hx * s * 0.5}, 3);
        // point of the quadratic curve at t = 0.5
        return new double[]{0.25 * sx + 0.5 * mx + 0.25 * ex, 0.25 * sy + 0.5 * my + 0.25 * ey};
    }

    /**
     * A box for a label near (x, y) that overlaps no node and no label placed before and lies inside
     * the panel: the anchor itself, else the nearest free spot on rings around it; null when there is
     * none (a very small panel), in which case the arc list beside the graph still names the arc.
     */
    private static double[] place(String text, double x, double y, Font f, double w, double h, List<double[]> taken) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text(text);
        probe.setFont(f);
        double tw = probe.getLayoutBounds().getWidth() + 6, th = f.getSize() + 4;
        for (int ring = 0; ring <= 16; ring++) {
            int spots = ring == 0 ? 1 : 16;
            for (int k = 0; k < spots; k++) {
                double ang = 2 * Math.PI * k / spots, d = ring * th * 0.5;
                double bx = x + Math.cos(ang) * d - tw / 2, by = y + Math.sin(ang) * d - th / 2;
                if (bx < 0 || by < 0 || bx + tw > w || by + th > h) continue;
                double[] box = {bx, by, tw, th};
                if (taken.stream().noneMatch(t -> overlaps(t, box))) return box;
            }
        }
        return null;
    }

    static boolean overlaps(double[] a, double[] b) {
        return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    }

    private static void label(GraphicsContext g, String text, double[] box, Font f, SnakePalette p, boolean hot) {
        g.setFont(f);
        g.setFill(p.backdrop());
        g.fillRoundRect(box[0], box[1], box[2], box[3], 6, 6);
        g.setFill(hot ? p.xrayFired() : p.textMuted());
        g.fillText(text, box[0] + box[2] / 2, box[1] + box[3] / 2);
    }

    /** The label boxes of the last paint by arc id (x, y, width, height). */
    Map<String, double[]> labelBoxes() { return Map.copyOf(placed); }

    /** The arcs whose label found no free spot in the last paint (only the arc list names them). */
    List<String> unplacedLabels() { return List.copyOf(unplaced); }
}
