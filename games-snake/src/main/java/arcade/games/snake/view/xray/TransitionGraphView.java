package arcade.games.snake.view.xray;

import arcade.games.snake.view.field.SnakePalette;

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
 * Draws the field cell's transition graph (THESIS §10): one node per cell type, one arrow per
 * arc labelled with its id, and the arcs that fired in the last step highlighted with how many
 * cells fired them. The arcs come from the engine's own arc table, so the picture is the code.
 */
public final class TransitionGraphView extends CanvasPane {

    /** One arc as the graph needs it. */
    public record GraphArc(String id, String from, String to, String condition) {}

    private List<GraphArc> arcs;
    private final Supplier<SnakePalette> palette;
    private Map<String, Integer> fired = Map.of();
    private GraphLayout last;

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
        if (p == null || arcs.isEmpty()) return;
        Font small = Font.font("System", FontWeight.BOLD, Math.max(10, Math.min(13, Math.min(w, h) * 0.045)));
        Map<String, String> text = new LinkedHashMap<>();
        for (GraphArc a : arcs) text.put(a.id(), a.id() + (fired.containsKey(a.id()) ? " ×" + fired.get(a.id()) : ""));
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        probe.setFont(small);
        last = new GraphLayout(arcs, text, w, h, t -> { probe.setText(t); return probe.getLayoutBounds().getWidth(); }, small.getSize() + 4);
        double r = last.r;
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (GraphLayout.Edge e : last.edges) {
            boolean hot = fired.containsKey(e.arc().id());
            Color c = hot ? p.xrayFired() : p.xrayIdle();
            g.setStroke(c);
            g.setFill(c);
            g.setLineWidth(hot ? 2.6 : 1.2);
            if (e.loop()) g.strokeOval(e.cx() - e.loopR(), e.cy() - e.loopR(), 2 * e.loopR(), 2 * e.loopR());
            else arrow(g, e);
        }
        for (GraphLayout.Edge e : last.edges) {
            double[] box = last.labels.get(e.arc().id());
            if (box != null) label(g, text.get(e.arc().id()), box, small, p, fired.containsKey(e.arc().id()));
        }
        Font nodeFont = Font.font("System", FontWeight.BOLD, r * 0.9);
        for (Map.Entry<String, double[]> n : last.nodes.entrySet()) {
            double[] c = n.getValue();
            g.setFill(p.field());
            g.fillOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
            g.setStroke(p.text());
            g.setLineWidth(1.6);
            g.strokeOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
            g.setFill(p.text());
            g.setFont(nodeFont);
            g.fillText(n.getKey(), c[0], c[1]);
        }
    }

    /** The arc's curve with an arrowhead at its end. */
    private static void arrow(GraphicsContext g, GraphLayout.Edge e) {
        g.beginPath();
        g.moveTo(e.sx(), e.sy());
        g.quadraticCurveTo(e.cx(), e.cy(), e.ex(), e.ey());
        g.stroke();
        double ea = Math.atan2(e.cy() - e.ey(), e.cx() - e.ex());
        double hx = Math.cos(ea), hy = Math.sin(ea), s = 8, ex = e.ex(), ey = e.ey();
        g.fillPolygon(new double[]{ex, ex + hx * s - hy * s * 0.5, ex + hx * s + hy * s * 0.5},
                new double[]{ey, ey + hy * s + hx * s * 0.5, ey + hy * s - hx * s * 0.5}, 3);
    }

    public static boolean overlaps(double[] a, double[] b) { return GraphLayout.overlaps(a, b); }

    private static void label(GraphicsContext g, String text, double[] box, Font f, SnakePalette p, boolean hot) {
        g.setFont(f);
        g.setFill(p.backdrop());
        g.fillRoundRect(box[0], box[1], box[2], box[3], 6, 6);
        g.setFill(hot ? p.xrayFired() : p.textMuted());
        g.fillText(text, box[0] + box[2] / 2, box[1] + box[3] / 2);
    }

    /** The label boxes of the last paint by arc id (x, y, width, height). */
    public Map<String, double[]> labelBoxes() { return last == null ? Map.of() : Map.copyOf(last.labels); }

    /** The arcs whose label found no free spot in the last paint (only the arc list names them). */
    public List<String> unplacedLabels() { return last == null ? List.of() : List.copyOf(last.unplaced); }

    /** The layout of the last paint (tests read the nodes and curves). */
    public GraphLayout lastLayout() { return last; }
}
