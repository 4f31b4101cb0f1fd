package arcade.api.fx;

import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A 1000×1000 board of 10-pixel cells (a million cells) in a 400×300 window. */
@ExtendWith(ApplicationExtension.class)
class ViewportPaneTest {
    private static final GridGeometry BOARD = new GridGeometry(1000, 1000, 10, 10, 0, 0);
    private ViewportPane view;
    private int cellsDrawn;
    private Rectangle2D lastVisible;

    @Start void start(Stage stage) {
        view = new ViewportPane(BOARD.width(), BOARD.height(), (gc, visible, zoom) -> {
            lastVisible = visible;
            int[] r = BOARD.visibleRange(visible.getMinX(), visible.getMinY(), visible.getWidth(), visible.getHeight());
            cellsDrawn = 0;
            for (int row = r[1]; row <= r[3]; row++)
                for (int col = r[0]; col <= r[2]; col++) {
                    gc.setFill((col + row) % 2 == 0 ? Color.BLACK : Color.WHITE);
                    gc.fillRect(BOARD.cellX(col), BOARD.cellY(row), 10, 10);
                    cellsDrawn++;
                }
        });
        stage.setScene(new Scene(view, 400, 300));
        stage.show();
    }

    private double viewW() { return view.canvas().getWidth(); }
    private double viewH() { return view.canvas().getHeight(); }

    @Test void onlyTheVisibleCellsAreDrawn(FxRobot robot) {
        robot.interact(view::repaint);
        assertThat(viewW()).isLessThan(400);                         // a vertical scroll bar takes its place
        assertThat(lastVisible.getWidth()).isCloseTo(viewW(), within(1e-9));
        assertThat(cellsDrawn).isLessThanOrEqualTo(41 * 31).isGreaterThan(30 * 25);
        Color[] px = new Color[2];
        robot.interact(() -> {
            var img = view.canvas().snapshot(null, null);
            px[0] = img.getPixelReader().getColor(5, 5);             // cell (0,0): black
            px[1] = img.getPixelReader().getColor(15, 5);            // cell (1,0): white
        });
        assertThat(px[0]).isEqualTo(Color.BLACK);
        assertThat(px[1]).isEqualTo(Color.WHITE);
    }

    @Test void theWheelZoomsAroundThePointer(FxRobot robot) {
        robot.interact(() -> view.scrollTo(300, 200));
        Point2D before = view.toContent(100, 80);
        robot.interact(() -> view.fireEvent(new ScrollEvent(ScrollEvent.SCROLL, 100, 80, 100, 80, false, false, false, false,
                false, false, 0, 40, 0, 40, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        assertThat(view.zoom()).isCloseTo(1.25, within(1e-9));
        Point2D after = view.toContent(100, 80);
        assertThat(after.getX()).isCloseTo(before.getX(), within(1e-6));
        assertThat(after.getY()).isCloseTo(before.getY(), within(1e-6));
        assertThat(lastVisible.getWidth()).isCloseTo(viewW() / 1.25, within(1e-6));
    }

    @Test void plusMinusAndZeroZoomAndTheLimitsHold(FxRobot robot) {
        robot.interact(() -> {
            view.fireEvent(key(KeyCode.PLUS));
            view.fireEvent(key(KeyCode.PLUS));
        });
        assertThat(view.zoom()).isCloseTo(1.5625, within(1e-9));
        robot.interact(() -> view.fireEvent(key(KeyCode.MINUS)));
        assertThat(view.zoom()).isCloseTo(1.25, within(1e-9));
        robot.interact(() -> view.fireEvent(key(KeyCode.DIGIT0)));
        assertThat(view.zoom()).isEqualTo(1);
        robot.interact(() -> { view.setZoomLimits(0.5, 2); for (int i = 0; i < 10; i++) view.fireEvent(key(KeyCode.MINUS)); });
        assertThat(view.zoom()).isEqualTo(0.5);
    }

    private static KeyEvent key(KeyCode code) { return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false); }

    private void mouse(javafx.event.EventType<MouseEvent> type, MouseButton button, double x, double y) {
        view.fireEvent(new MouseEvent(type, x, y, x, y, button, 1, false, false, false, false,
                button == MouseButton.PRIMARY, button == MouseButton.MIDDLE, button == MouseButton.SECONDARY,
                false, false, false, null));
    }

    @Test void aMiddleDragPansAndTheViewStaysInsideTheBoard(FxRobot robot) {
        robot.interact(() -> {
            view.scrollTo(500, 500);
            mouse(MouseEvent.MOUSE_PRESSED, MouseButton.MIDDLE, 200, 150);
            mouse(MouseEvent.MOUSE_DRAGGED, MouseButton.MIDDLE, 150, 100);
            mouse(MouseEvent.MOUSE_RELEASED, MouseButton.MIDDLE, 150, 100);
        });
        assertThat(view.scrollX()).isEqualTo(550);
        assertThat(view.scrollY()).isEqualTo(550);
        robot.interact(() -> {                                         // a left drag is the game's, unless asked
            mouse(MouseEvent.MOUSE_PRESSED, MouseButton.PRIMARY, 200, 150);
            mouse(MouseEvent.MOUSE_DRAGGED, MouseButton.PRIMARY, 100, 150);
        });
        assertThat(view.scrollX()).isEqualTo(550);
        robot.interact(() -> view.scrollTo(-100, 1e9));
        assertThat(view.scrollX()).isZero();
        assertThat(view.scrollY()).isCloseTo(10_000 - viewH(), within(1e-6));
    }

    @Test void theScrollBarsFollowAndMoveTheView(FxRobot robot) {
        robot.interact(() -> view.scrollTo(1234, 0));
        var bars = robot.lookup(".scroll-bar").queryAllAs(javafx.scene.control.ScrollBar.class);
        var h = bars.stream().filter(b -> b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL).findFirst().orElseThrow();
        assertThat(h.isVisible()).isTrue();
        assertThat(h.getValue()).isEqualTo(1234);
        robot.interact(() -> h.setValue(4000));
        assertThat(view.scrollX()).isEqualTo(4000);
        assertThat(lastVisible.getMinX()).isEqualTo(4000);
    }

    @Test void aSmallBoardIsCentredAndHitTestingMapsBack(FxRobot robot) {
        robot.interact(() -> view.setContentSize(100, 50));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewW()).isEqualTo(400);                           // no scroll bars needed
        Point2D topLeft = view.toView(0, 0);
        assertThat(topLeft.getX()).isEqualTo(150);
        assertThat(topLeft.getY()).isEqualTo(125);
        assertThat(view.toContent(160, 130)).isEqualTo(new Point2D(10, 5));
        robot.interact(view::fit);
        assertThat(view.zoom()).isEqualTo(4);
    }

    @Test void gridsSnapToTheScaleOfTheWindowShowingThem() {
        assertThat(GridGeometry.outputScale(view)).isEqualTo(view.getScene().getWindow().getOutputScaleX());
        assertThat(GridGeometry.outputScale(new javafx.scene.layout.Pane())).isEqualTo(1);
    }

    @Test void ensureVisibleScrollsJustEnough(FxRobot robot) {
        robot.interact(() -> view.ensureVisible(new Rectangle2D(2000, 10, 10, 10)));
        assertThat(view.scrollX()).isCloseTo(2010 - viewW(), within(1e-6));
        assertThat(view.scrollY()).isZero();
    }
}
