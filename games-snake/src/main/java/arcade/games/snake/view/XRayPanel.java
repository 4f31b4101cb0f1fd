package arcade.games.snake.view;

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
    private static final List<ArcTable.Arc> ALL_ARCS = ArcTable.cellArcs(true);
    private boolean tailFollow;

    public XRayPanel(Supplier<SnakePalette> palette) {
        getStyleClass().add("xray-panel");
        graph = new TransitionGraphView(graphArcs(false), palette);
        VBox.setVgrow(graph, Priority.ALWAYS);
        Label title = new Label("Cell automaton, state A⁰ (type)");
        title.getStyleClass().add("xray-title");
        step.getStyleClass().add("xray-caption");
        getChildren().addAll(title, step, graph);
        for (ArcTable.Arc a : ALL_ARCS) {
            Label l = new Label(a.id() + "  " + a.from().abbr() + "→" + a.to().abbr() + "  " + a.condition());
            l.getStyleClass().add("xray-caption");
            l.setWrapText(true);
            l.managedProperty().bind(l.visibleProperty());
            arcLines.add(l);
            getChildren().add(l);
        }
        arcLines.get(arcLines.size() - 1).setVisible(false); // L11 only under the classic rules
        Label legend = new Label("Cell labels: type (E S F P W B), then direction · → ↑ ← ↓, time to live, stomach; "
                + "the corner shows the arc fired in the last step.");
        legend.getStyleClass().add("xray-caption");
        legend.setWrapText(true);
        getChildren().add(legend);
        setPrefWidth(300);
        setMinWidth(240);
    }

    /** Shows which arcs {@code s}'s step fired, and how often. */
    public void show(SnakeState s) {
        Map<String, Integer> fired = new LinkedHashMap<>();
        ArcTrace trace = s.arcTrace().orElse(null);
        boolean follow = s.options().tailFollow();
        if (follow != tailFollow) {
            tailFollow = follow;
            graph.setArcs(graphArcs(follow));
            arcLines.get(arcLines.size() - 1).setVisible(follow);
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

    private static List<TransitionGraphView.GraphArc> graphArcs(boolean tailFollow) {
        List<TransitionGraphView.GraphArc> arcs = new ArrayList<>();
        for (ArcTable.Arc a : ArcTable.cellArcs(tailFollow))
            arcs.add(new TransitionGraphView.GraphArc(a.id(), String.valueOf(a.from().abbr()), String.valueOf(a.to().abbr()), a.condition()));
        return arcs;
    }

    public TransitionGraphView graph() { return graph; }
}
