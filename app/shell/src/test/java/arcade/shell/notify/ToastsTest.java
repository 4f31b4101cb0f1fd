package arcade.shell.notify;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** Notifications: plain words, repeats collapsed with a count, out of the way once the player carries on. */
@ExtendWith(ApplicationExtension.class)
class ToastsTest {
    final AtomicLong now = new AtomicLong(1_000_000);
    Toasts toasts;
    Button gameControl;

    @Start void start(Stage stage) {
        toasts = new Toasts(new SimpleBooleanProperty(false), now::get);
        gameControl = new Button("Game control");
        gameControl.setId("game-control");
        stage.setScene(new Scene(new StackPane(new StackPane(gameControl), toasts.layer()), 600, 400));
        stage.show();
    }

    private void show(FxRobot robot, Toasts.Level level, String m) {
        robot.interact(() -> toasts.show(level, m));
    }

    @Test void theSameNoticeAgainIsCountedNotStacked(FxRobot robot) {
        for (int i = 0; i < 3; i++) show(robot, Toasts.Level.WARN, "Could not save stats/snake.json: no permission to use snake.json");
        show(robot, Toasts.Level.INFO, "Add 3");
        show(robot, Toasts.Level.INFO, "Add 1"); // another hint, not a repeat
        assertThat(toasts.visibleMessages()).containsExactly("Could not save stats/snake.json: no permission to use snake.json", "Add 3", "Add 1");
        assertThat(toasts.visibleCounts()).containsExactly(3, 1, 1);
        assertThat(robot.lookup(".toast-count").queryLabeled().getText()).isEqualTo("×3");
        // File stamps differ between repeats of the same notice.
        show(robot, Toasts.Level.WARN, "x.json could not be used. It was kept as x.json.corrupt-20260101-101010-111");
        show(robot, Toasts.Level.WARN, "x.json could not be used. It was kept as x.json.corrupt-20260101-101011-222");
        assertThat(toasts.visibleCounts()).hasSize(Toasts.MAX_VISIBLE).last().isEqualTo(2);
    }

    @Test void javaInternalsNeverReachThePlayer(FxRobot robot) {
        show(robot, Toasts.Level.ERROR, "Snake could not be started: java.lang.IllegalStateException: no level 7");
        show(robot, Toasts.Level.ERROR, "java.lang.NullPointerException");
        assertThat(toasts.visibleMessages()).containsExactly("Snake could not be started: no level 7", PlainWords.UNEXPECTED);
    }

    @Test void oldNoticesMakeWayWhenThePlayerCarriesOn(FxRobot robot) {
        show(robot, Toasts.Level.WARN, "Autosave failed");
        robot.clickOn("#game-control"); // at once: the player may not have read it yet
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(toasts.visibleMessages()).containsExactly("Autosave failed");
        now.addAndGet((long) Toasts.GRACE.toMillis());
        show(robot, Toasts.Level.INFO, "Hint: Add 3");
        robot.type(javafx.scene.input.KeyCode.A); // playing on
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(toasts.visibleMessages()).containsExactly("Hint: Add 3"); // the old one went, the fresh one stays
        robot.clickOn(".toast-text"); // reading a notice does not dismiss it
        now.addAndGet((long) Toasts.GRACE.toMillis());
        robot.clickOn(".toast-text");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(toasts.visibleMessages()).containsExactly("Hint: Add 3");
    }

    @Test void atMostAFewNoticesAtOnce(FxRobot robot) {
        for (int i = 1; i <= 6; i++) show(robot, Toasts.Level.INFO, "Notice number " + i);
        assertThat(toasts.visibleMessages()).hasSize(Toasts.MAX_VISIBLE).last().isEqualTo("Notice number 6");
    }
}
