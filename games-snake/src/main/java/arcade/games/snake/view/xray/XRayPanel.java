package arcade.games.snake.view.xray;

import arcade.games.snake.view.field.SnakePalette;

import arcade.games.snake.model.ArcTable;
import arcade.games.snake.model.ArcTrace;
import arcade.games.snake.model.SnakeState;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The side panel of the X-ray view: the cell's transition graph drawn from the engine's own arc
 * table, the arcs fired in the last step, and the legend of the per-cell labels.
 */
public final class XRayPanel extends VBox {
    private final TransitionGraphView graph;
    private final List<Label> arcLines = new ArrayList<>();
    private final Label step = new Label();
    /** Every arc a line can describe: the thesis's ten and the classic rules' L11 (last). */
    private static final List<ArcTable.Arc> ALL_ARCS = ArcTable.cellArcs(true, true, true);
    private List<ArcTable.Arc> shownArcs = ArcTable.CELL_ARCS;

    public XRayPanel(Supplier<SnakePalette> palette) {
        getStyleClass().add("xray-panel");
        graph = new TransitionGraphView(graphArcs(ArcTable.CELL_ARCS), palette);
        VBox.setVgrow(graph, Priority.ALWAYS);
        Label title = new Label("Cell automaton, state A⁰ (type)");
        title.getStyleClass().add("xray-title");
        step.getStyleClass().add("xray-caption");
        getChildren().addAll(title, step, graph);
        graph.setMinHeight(150); // the graph keeps its room; the arc list below scrolls instead
        VBox lines = new VBox(4);
        for (ArcTable.Arc a : ALL_ARCS) {
            Label l = new Label(a.id() + "  " + a.from().abbr() + "→" + a.to().abbr() + "  " + a.condition());
            l.getStyleClass().add("xray-caption");
            l.setWrapText(true);
            l.managedProperty().bind(l.visibleProperty());
            arcLines.add(l);
            lines.getChildren().add(l);
        }
        for (int k = ArcTable.CELL_ARCS.size(); k < arcLines.size(); k++) arcLines.get(k).setVisible(false); // L11–L23 only with their options
        Label legend = new Label("Cell labels: type (E S F P W B, R shrink, D slow-down, X extra life, K fake bonus), then direction · → ↑ ← ↓, time to live, stomach; "
                + "the corner shows the arc fired in the last step.");
        legend.getStyleClass().add("xray-caption");
        legend.setWrapText(true);
        lines.getChildren().add(legend);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(lines);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");
        scroll.setFocusTraversable(false);
        VBox.setVgrow(scroll, Priority.SOMETIMES);
        getChildren().add(scroll);
        setPrefWidth(300);
        setMinWidth(240);
    }

    /** Shows which arcs {@code s}'s step fired, and how often. */
    public void show(SnakeState s) {
        Map<String, Integer> fired = new LinkedHashMap<>();
        ArcTrace trace = s.arcTrace().orElse(null);
        List<ArcTable.Arc> arcs = ArcTable.cellArcs(s.options());
        if (!arcs.equals(shownArcs)) {
            shownArcs = arcs;
            graph.setArcs(graphArcs(arcs));
            for (int k = 0; k < ALL_ARCS.size(); k++) arcLines.get(k).setVisible(arcs.contains(ALL_ARCS.get(k)));
        }
        for (int k = 0; k < ALL_ARCS.size(); k++) {
            ArcTable.Arc a = ALL_ARCS.get(k);
            int n = trace == null ? 0 : trace.count(a.code());
            if (n > 0) fired.put(a.id(), n);
            Label l = arcLines.get(k);
            l.setStyle(n > 0 ? "-fx-text-fill: -snake-xray-fired; -fx-font-weight: bold;" : "");
        }
        step.setText(s.step() == 0 ? "Before the first step" : "Step " + s.step() + ": " + (fired.isEmpty() ? "no arc fired" : fired.size() + " arc(s) fired"));
        graph.setFired(fired);
    }

    private static List<TransitionGraphView.GraphArc> graphArcs(List<ArcTable.Arc> from) {
        List<TransitionGraphView.GraphArc> arcs = new ArrayList<>();
        for (ArcTable.Arc a : from)
            arcs.add(new TransitionGraphView.GraphArc(a.id(), String.valueOf(a.from().abbr()), String.valueOf(a.to().abbr()), a.condition()));
        return arcs;
    }

    public TransitionGraphView graph() { return graph; }
}
