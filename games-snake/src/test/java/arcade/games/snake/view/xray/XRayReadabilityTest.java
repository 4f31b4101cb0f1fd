package arcade.games.snake.view.xray;

import arcade.games.snake.view.field.FieldGeometry;
import arcade.games.snake.view.field.FieldPainter;
import arcade.games.snake.view.field.XRayCells;

import arcade.games.snake.view.field.SnakePalette;

import arcade.games.snake.SnakePlugin;
import arcade.games.snake.model.ArcTable;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import atlantafx.base.theme.PrimerDark;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The X-ray stays readable: graph labels never overlap, cell labels only where readable, a magnifier elsewhere. */
@ExtendWith(ApplicationExtension.class)
class XRayReadabilityTest {
    private Pane holder;
    private SnakePalette palette;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
        holder = new Pane();
        holder.getStyleClass().add("snake-root");
        holder.getStylesheets().add(SnakePlugin.class.getResource("snake.css").toExternalForm());
        stage.setScene(new Scene(holder, 800, 600));
        stage.show();
        holder.applyCss();
        palette = SnakePalette.resolve(holder);
    }

    private static List<TransitionGraphView.GraphArc> everyArc() {
        List<TransitionGraphView.GraphArc> arcs = new ArrayList<>();
        for (ArcTable.Arc a : ArcTable.cellArcs(true, true, true))
            arcs.add(new TransitionGraphView.GraphArc(a.id(), String.valueOf(a.from().abbr()), String.valueOf(a.to().abbr()), a.condition()));
        return arcs;
    }

    @Test void graphLabelsNeverOverlapAtAnyPanelSize(FxRobot robot) {
        List<TransitionGraphView.GraphArc> arcs = everyArc();
        assertThat(arcs.size()).isGreaterThanOrEqualTo(17);
        TransitionGraphView graph = new TransitionGraphView(arcs, () -> palette);
        for (double[] size : new double[][]{{240, 150}, {260, 190}, {300, 260}, {420, 400}, {260, 420}, {300, 480}, {460, 260}}) {
            robot.interact(() -> {
                holder.getChildren().setAll(graph);
                graph.setPrefSize(size[0], size[1]);
                holder.layout();
                graph.setFired(Map.of("L1", 4, "L6", 1, "L11", 1)); // the longest labels, "L11 ×1"
            });
            Map<String, double[]> boxes = graph.labelBoxes();
            List<double[]> all = new ArrayList<>(boxes.values());
            for (int a = 0; a < all.size(); a++) {
                double[] b = all.get(a);
                assertThat(b[0]).isGreaterThanOrEqualTo(0);
                assertThat(b[1]).isGreaterThanOrEqualTo(0);
                assertThat(b[0] + b[2]).isLessThanOrEqualTo(size[0]);
                assertThat(b[1] + b[3]).isLessThanOrEqualTo(size[1]);
                for (int c = a + 1; c < all.size(); c++)
                    assertThat(TransitionGraphView.overlaps(b, all.get(c))).as("labels at %sx%s", size[0], size[1]).isFalse();
            }
            assertThat(boxes.size() + graph.unplacedLabels().size()).isEqualTo(arcs.size());
            boolean roomy = Math.min(size[0], size[1]) >= 260;
            if (roomy) assertThat(graph.unplacedLabels()).as("every label fits at %sx%s", size[0], size[1]).isEmpty();
            GraphLayout layout = graph.lastLayout();
            if (roomy) for (GraphLayout.Edge e : layout.edges)
                for (Map.Entry<String, double[]> l : boxes.entrySet())
                    if (!l.getKey().equals(e.arc().id()))
                        assertThat(GraphLayout.crosses(e, l.getValue())).as("%s's curve runs through label %s at %sx%s", e.arc().id(), l.getKey(), size[0], size[1]).isFalse();
            // the graph fills its panel: the nodes reach out to most of its width and height
            double minX = Double.MAX_VALUE, maxX = 0, minY = Double.MAX_VALUE, maxY = 0;
            for (double[] c : layout.nodes.values()) {
                minX = Math.min(minX, c[0]); maxX = Math.max(maxX, c[0]);
                minY = Math.min(minY, c[1]); maxY = Math.max(maxY, c[1]);
            }
            assertThat((maxX - minX + 2 * layout.r) / size[0]).as("width filled at %sx%s", size[0], size[1]).isGreaterThan(0.6);
            assertThat((maxY - minY + 2 * layout.r) / size[1]).as("height filled at %sx%s", size[0], size[1]).isGreaterThan(0.6);
        }
    }

    private WritableImage paint(FxRobot robot, SnakeState s, double hoverX, double hoverY) {
        Canvas canvas = new Canvas(640, 480);
        FieldPainter painter = new FieldPainter();
        painter.setHover(hoverX, hoverY);
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> {
            painter.paint(canvas.getGraphicsContext2D(), 640, 480, s, null, 1, palette, new FieldPainter.Options(false, false, true));
            shot[0] = canvas.snapshot(null, null);
        });
        return shot[0];
    }

    private static int differingPixels(WritableImage a, WritableImage b, double[] box) {
        PixelReader ra = a.getPixelReader(), rb = b.getPixelReader();
        int n = 0;
        for (int y = (int) box[1]; y < box[1] + box[3]; y += 2)
            for (int x = (int) box[0]; x < box[0] + box[2]; x += 2)
                if (ra.getArgb(x, y) != rb.getArgb(x, y)) n++;
        return n;
    }

    @Test void aLargeBoardGetsAMagnifierUnderTheMouseInsteadOfTinyLabels(FxRobot robot) {
        SnakeState big = SnakeState.initial(SnakeOptions.autopilotBoard(38, 38), 1);
        FieldGeometry geo = FieldPainter.geometry(640, 480, big);
        assertThat(geo.cell()).isLessThan(XRayCells.READABLE_CELL);
        double mx = geo.x(6) + geo.cell() / 2, my = geo.y(6) + geo.cell() / 2; // over the snake's head
        double[] lens = XRayCells.lensBox(geo, mx, my, 640, 480);
        assertThat(lens).isNotNull();
        assertThat(lens[0]).isGreaterThanOrEqualTo(0);
        assertThat(lens[1]).isGreaterThanOrEqualTo(0);
        assertThat(lens[0] + lens[2]).isLessThanOrEqualTo(640);
        assertThat(lens[1] + lens[3]).isLessThanOrEqualTo(480);
        assertThat(lens[2] / XRayCells.LENS_CELLS).isGreaterThanOrEqualTo(XRayCells.READABLE_CELL);
        assertThat(mx >= lens[0] && mx <= lens[0] + lens[2] && my >= lens[1] && my <= lens[1] + lens[3])
                .as("the magnifier does not hide the cell under the mouse").isFalse();

        WritableImage plain = paint(robot, big, Double.NaN, Double.NaN), hovered = paint(robot, big, mx, my);
        assertThat(differingPixels(plain, hovered, lens)).isGreaterThan(200);
        assertThat(XRayCells.lensBox(geo, 2, 2, 640, 480)).as("no magnifier off the field").isNull();
    }

    @Test void aSmallBoardWritesItsLabelsInTheCellsAndNeedsNoMagnifier(FxRobot robot) {
        SnakeState small = SnakeState.initial(SnakeOptions.autopilotBoard(8, 8), 1);
        FieldGeometry geo = FieldPainter.geometry(640, 480, small);
        assertThat(geo.cell()).isGreaterThanOrEqualTo(XRayCells.READABLE_CELL);
        double mx = geo.x(4) + 5, my = geo.y(4) + 5;
        WritableImage plain = paint(robot, small, Double.NaN, Double.NaN), hovered = paint(robot, small, mx, my);
        assertThat(differingPixels(plain, hovered, new double[]{0, 0, 640, 480})).isZero();
    }
}
