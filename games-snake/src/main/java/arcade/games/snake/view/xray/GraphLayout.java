package arcade.games.snake.view.xray;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Where the transition graph's parts go in a panel of a given size, worked out before anything is
 * drawn: the Snake node in the centre and the other types on an ellipse that fills the panel, every
 * arc's curve (sampled, so labels can keep off it), and each label on a spot by its own arc that
 * touches no node, no other label and no other arc. Pure geometry: text widths come in as a function.
 */
public final class GraphLayout {
    /** An arc as drawn: a quadratic curve from (sx, sy) over (cx, cy) to (ex, ey), or a loop circle around (cx, cy) of radius {@code loopR}. */
    public record Edge(TransitionGraphView.GraphArc arc, boolean loop, double sx, double sy, double cx, double cy, double ex, double ey,
                double loopR, List<double[]> samples) {}

    public final double w, h, r;
    public final Map<String, double[]> nodes = new LinkedHashMap<>();
    public final List<Edge> edges = new ArrayList<>();
    public final Map<String, double[]> labels = new LinkedHashMap<>();
    public final List<String> unplaced = new ArrayList<>();

    /**
     * @param text      the label of each arc (its id, and how often it fired)
     * @param textWidth the width a label needs
     * @param textH     the height a label needs
     */
    public GraphLayout(List<TransitionGraphView.GraphArc> arcs, Map<String, String> text, double w, double h,
                ToDoubleFunction<String> textWidth, double textH) {
        this.w = w;
        this.h = h;
        this.r = Math.max(11, Math.min(20, Math.min(w, h) * 0.075));
        placeNodes(arcs);
        Map<String, Integer> loops = new LinkedHashMap<>();
        for (TransitionGraphView.GraphArc a : arcs) edges.add(edge(a, arcs, loops.merge(a.from(), 1, Integer::sum) - 1));
        List<double[]> taken = new ArrayList<>();
        for (double[] c : nodes.values()) taken.add(new double[]{c[0] - r - 2, c[1] - r - 2, 2 * r + 4, 2 * r + 4});
        for (Edge e : edges) {
            String t = text.get(e.arc().id());
            double[] box = label(e, textWidth.applyAsDouble(t) + 6, textH, taken);
            if (box == null) { unplaced.add(e.arc().id()); continue; }
            taken.add(box);
            labels.put(e.arc().id(), box);
        }
    }

    private void placeNodes(List<TransitionGraphView.GraphArc> arcs) {
        List<String> names = new ArrayList<>();
        for (TransitionGraphView.GraphArc a : arcs) {
            if (!names.contains(a.from())) names.add(a.from());
            if (!names.contains(a.to())) names.add(a.to());
        }
        if (names.isEmpty()) return;
        String centre = names.contains("S") ? "S" : names.get(0);
        nodes.put(centre, new double[]{w / 2, h / 2});
        names.remove(centre);
        // room at the edge for a ring node's loops and their labels
        double margin = r * 3.1, rx = Math.max(r * 2.5, w / 2 - margin), ry = Math.max(r * 2.5, h / 2 - margin);
        for (int k = 0; k < names.size(); k++) {
            double a = -Math.PI / 2 + 2 * Math.PI * k / names.size();
            nodes.put(names.get(k), new double[]{w / 2 + rx * Math.cos(a), h / 2 + ry * Math.sin(a)});
        }
    }

    private Edge edge(TransitionGraphView.GraphArc a, List<TransitionGraphView.GraphArc> all, int loopIndex) {
        double[] from = nodes.get(a.from()), to = nodes.get(a.to());
        if (a.from().equals(a.to())) {
            double ang = loopAngle(a.from(), loopIndex);
            double cx = from[0] + Math.cos(ang) * r * 1.55, cy = from[1] + Math.sin(ang) * r * 1.55, lr = r * 0.75;
            List<double[]> samples = new ArrayList<>();
            for (int k = 0; k < 48; k++) samples.add(new double[]{cx + Math.cos(2 * Math.PI * k / 48) * lr, cy + Math.sin(2 * Math.PI * k / 48) * lr});
            return new Edge(a, true, from[0], from[1], cx, cy, from[0], from[1], lr, samples);
        }
        // an arc whose reverse also exists bends to its own side, so the two never overlap
        boolean twoWay = all.stream().anyMatch(b -> b.from().equals(a.to()) && b.to().equals(a.from()));
        double bend = twoWay ? 0.25 : 0.0;
        double dx = to[0] - from[0], dy = to[1] - from[1], len = Math.hypot(dx, dy);
        double nx = -dy / len, ny = dx / len;
        double mx = (from[0] + to[0]) / 2 + nx * bend * len, my = (from[1] + to[1]) / 2 + ny * bend * len;
        double sa = Math.atan2(my - from[1], mx - from[0]), ea = Math.atan2(my - to[1], mx - to[0]);
        double sx = from[0] + Math.cos(sa) * r, sy = from[1] + Math.sin(sa) * r;
        double ex = to[0] + Math.cos(ea) * (r + 1), ey = to[1] + Math.sin(ea) * (r + 1);
        List<double[]> samples = new ArrayList<>();
        int n = Math.max(8, (int) (len / 3));
        for (int k = 0; k <= n; k++) samples.add(point(sx, sy, mx, my, ex, ey, (double) k / n));
        return new Edge(a, false, sx, sy, mx, my, ex, ey, 0, samples);
    }

    public static double[] point(double sx, double sy, double cx, double cy, double ex, double ey, double t) {
        double u = 1 - t;
        return new double[]{u * u * sx + 2 * u * t * cx + t * t * ex, u * u * sy + 2 * u * t * cy + t * t * ey};
    }

    /** Where the k-th loop of a node sits: outward for ring nodes, in the widest gaps between the spokes for the centre. */
    private double loopAngle(String node, int k) {
        double[] p = nodes.get(node);
        double dx = p[0] - w / 2, dy = p[1] - h / 2;
        if (Math.hypot(dx, dy) > 1) return Math.atan2(dy, dx) + (k == 0 ? -0.5 : 0.5);
        List<Double> spokes = new ArrayList<>();
        for (double[] q : nodes.values()) if (q != p) spokes.add(Math.atan2(q[1] - p[1], q[0] - p[0]));
        spokes.sort(Double::compare);
        List<double[]> gaps = new ArrayList<>(); // {middle angle, width}
        for (int m = 0; m < spokes.size(); m++) {
            double a = spokes.get(m), b = m + 1 < spokes.size() ? spokes.get(m + 1) : spokes.get(0) + 2 * Math.PI;
            gaps.add(new double[]{(a + b) / 2, b - a});
        }
        if (gaps.isEmpty()) return -Math.PI / 2 + k * 2.1;
        gaps.sort((x, y) -> Double.compare(y[1], x[1]));
        return gaps.get(Math.min(k, gaps.size() - 1))[0];
    }

    /** A spot for a label of size tw × th by its own arc, or null when there is none in the panel. */
    private double[] label(Edge e, double tw, double th, List<double[]> taken) {
        List<double[]> anchors = new ArrayList<>();
        if (e.loop()) {
            double ox = e.cx() - e.sx(), oy = e.cy() - e.sy(), len = Math.hypot(ox, oy);
            for (double turn : new double[]{0, 0.5, -0.5, 1.0, -1.0}) {
                double a = Math.atan2(oy, ox) + turn, d = len + e.loopR() + Math.hypot(tw, th) / 2 + 1;
                anchors.add(new double[]{e.sx() + Math.cos(a) * d, e.sy() + Math.sin(a) * d});
            }
        } else {
            double dx = e.ex() - e.sx(), dy = e.ey() - e.sy(), len = Math.max(1, Math.hypot(dx, dy));
            double nx = -dy / len, ny = dx / len;
            for (double t : new double[]{0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78})
                for (double side : new double[]{0, 1, -1, 2, -2}) {
                    double[] p = point(e.sx(), e.sy(), e.cx(), e.cy(), e.ex(), e.ey(), t);
                    double off = side * (Math.abs(nx) * tw / 2 + Math.abs(ny) * th / 2 + 2);
                    anchors.add(new double[]{p[0] + nx * off, p[1] + ny * off});
                }
        }
        for (boolean clearOfArcs : new boolean[]{true, false}) {
            for (double[] p : anchors) {
                double[] box = fit(p[0], p[1], tw, th, e, taken, clearOfArcs);
                if (box != null) return box;
            }
            // then further out from the middle of the arc
            double[] m = anchors.get(0);
            for (int ring = 1; ring <= 14; ring++)
                for (int k = 0; k < 16; k++) {
                    double a = 2 * Math.PI * k / 16, d = ring * th * 0.5;
                    double[] box = fit(m[0] + Math.cos(a) * d, m[1] + Math.sin(a) * d, tw, th, e, taken, clearOfArcs);
                    if (box != null) return box;
                }
        }
        return null;
    }

    private double[] fit(double x, double y, double tw, double th, Edge own, List<double[]> taken, boolean clearOfArcs) {
        double[] box = {x - tw / 2, y - th / 2, tw, th};
        if (box[0] < 0 || box[1] < 0 || box[0] + tw > w || box[1] + th > h) return null;
        for (double[] t : taken) if (overlaps(t, box)) return null;
        if (clearOfArcs) for (Edge e : edges) if (e != own && crosses(e, box)) return null;
        return box;
    }

    /** True when a curve passes through the box. */
    public static boolean crosses(Edge e, double[] box) {
        for (double[] p : e.samples()) if (p[0] > box[0] && p[0] < box[0] + box[2] && p[1] > box[1] && p[1] < box[1] + box[3]) return true;
        return false;
    }

    public static boolean overlaps(double[] a, double[] b) {
        return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    }
}
