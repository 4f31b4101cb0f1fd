package arcade.shell.theme;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** The arcade's own windows open centred on its window, and never partly off the screen. */
@ExtendWith(ApplicationExtension.class)
class OwnedWindowsTest {
    Stage owner, window;

    @Start void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 100, 100));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) {
        robot.interact(() -> {
            if (window != null) window.close();
            if (owner != null) owner.close();
        });
    }

    /** An arcade window of its own, shown at a place and size of the test's choosing. */
    private void owner(FxRobot robot, double x, double y, double w, double h) {
        robot.interact(() -> {
            owner = new Stage();
            owner.setScene(new Scene(new StackPane(), w, h));
            owner.setX(x);
            owner.setY(y);
            owner.show();
        });
    }

    @Test void aWindowWiderThanTheArcadeAtTheScreensEdgeStaysOnTheScreen(FxRobot robot) {
        owner(robot, 0, 0, 300, 200);
        robot.interact(() -> window = OwnedWindows.show(new Stage(), owner, "Wide", new Scene(new StackPane(), 600, 400), false));
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertThat(window.getX()).as("centred on a 300-wide window at x 0 it would start at -150").isGreaterThanOrEqualTo(screen.getMinX());
        assertThat(window.getY()).isGreaterThanOrEqualTo(screen.getMinY());
        assertThat(window.getX() + window.getWidth()).isLessThanOrEqualTo(screen.getMaxX());
    }

    @Test void aSmallerWindowIsCentredOnTheArcade(FxRobot robot) {
        owner(robot, 200, 100, 600, 500);
        robot.interact(() -> window = OwnedWindows.show(new Stage(), owner, "Small", new Scene(new StackPane(), 200, 100), false));
        assertThat(window.getX() + window.getWidth() / 2).isCloseTo(owner.getX() + owner.getWidth() / 2, org.assertj.core.data.Offset.offset(1.0));
    }
}
