package arcade.shell.ui;

import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.shell.testgames.CounterPlugin;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The library by keyboard: where the focus is can be seen, and the context menu gives the keyboard back. */
@ExtendWith(ApplicationExtension.class)
class LibraryKeyboardTest {
    Stage stage;
    ArcadeShell shell;

    @Start void start(Stage stage) throws IOException {
        this.stage = stage;
        shell = new ArcadeShell(PluginRegistry.of(List.of(new CounterPlugin())), Files.createTempDirectory("arcade-lib"),
                Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    private void waitFor(java.util.function.BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in time", e);
        }
    }

    /** The widest visible stroke of a region's border, 0 without one. */
    private static double ring(Node n) {
        Region r = (Region) n;
        if (r.getBorder() == null) return 0;
        return r.getBorder().getStrokes().stream()
                .filter(s -> s.getTopStroke() instanceof javafx.scene.paint.Color c && c.getOpacity() > 0.5)
                .mapToDouble(s -> s.getWidths().getTop()).max().orElse(0);
    }

    @Test void aFocusedCardBelowTheFoldIsScrolledIntoView(FxRobot robot) throws IOException {
        List<arcade.api.plugin.GamePlugin> many = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) many.add(new CounterPlugin("counter-" + i, "Counter " + i));
        double width = stage.getWidth(), height = stage.getHeight();
        try {
            scrollsTheFocusedCardIntoView(robot, many);
        } finally {
            // The window is shared by every UI test class that runs after this one: give it back as found.
            robot.interact(() -> { stage.setWidth(width); stage.setHeight(height); });
        }
    }

    private void scrollsTheFocusedCardIntoView(FxRobot robot, List<arcade.api.plugin.GamePlugin> many) {
        robot.interact(() -> {
            shell.shutdown();
            try {
                shell = new ArcadeShell(PluginRegistry.of(many), Files.createTempDirectory("arcade-lib"), Clock.systemUTC(), () -> false);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            shell.start(stage, uri -> { });
            stage.setWidth(640);
            stage.setHeight(480);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Node last = robot.lookup("#card-counter-11").query();
        ScrollPane scroll = robot.lookup(".library-scroll").queryAs(ScrollPane.class);
        javafx.geometry.Bounds viewport = scroll.localToScene(scroll.getLayoutBounds());
        assertThat(last.localToScene(last.getBoundsInLocal()).getMinY()).as("the last card starts below the window").isGreaterThan(viewport.getMaxY());
        robot.interact(() -> shell.library().focusCard(java.util.Optional.of("counter-11")));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.geometry.Bounds card = last.localToScene(last.getBoundsInLocal());
        assertThat(card.getMinY()).isGreaterThanOrEqualTo(viewport.getMinY() - 0.5);
        assertThat(card.getMaxY()).isLessThanOrEqualTo(viewport.getMaxY() + 0.5);
        robot.interact(() -> shell.library().focusCard(java.util.Optional.of("counter-0")));
        WaitForAsyncUtils.waitForFxEvents();
        Node first = robot.lookup("#card-counter-0").query();
        javafx.geometry.Bounds top = first.localToScene(first.getBoundsInLocal());
        assertThat(top.getMinY()).as("the first card is shown again").isGreaterThanOrEqualTo(viewport.getMinY() - 0.5);
        assertThat(top.getMaxY()).isLessThanOrEqualTo(viewport.getMaxY() + 0.5);
    }

    @Test void theFocusedCardAndTheFocusedHeaderButtonShowARing(FxRobot robot) {
        Node card = robot.lookup("#card-counter").query();
        Button theme = robot.lookup("#theme-toggle").queryButton();
        waitFor(() -> stage.getScene().getFocusOwner() == card);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ring(card)).isGreaterThanOrEqualTo(2);
        assertThat(ring(theme)).isZero();
        for (int i = 0; i < 4 && stage.getScene().getFocusOwner() != theme; i++) robot.type(KeyCode.TAB);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(theme);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ring(theme)).isGreaterThanOrEqualTo(2);
        assertThat(ring(card)).isLessThan(2);
        boolean dark = shell.theme().isDark();
        robot.type(KeyCode.SPACE); // a button with a visible ring does what it says
        assertThat(shell.theme().isDark()).isNotEqualTo(dark);
        assertThat(stage.getScene().getFocusOwner()).isSameAs(theme);
    }

    @Test void enterOpensTheCardRightAfterItsContextMenuIsClosed(FxRobot robot) {
        Node card = robot.lookup("#card-counter").query();
        waitFor(() -> stage.getScene().getFocusOwner() == card);
        robot.push(KeyCode.SHIFT, KeyCode.F10); // the keyboard's way to the context menu
        waitFor(() -> robot.lookup("Statistics").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("Statistics").tryQuery().map(n -> !n.isVisible() || n.getScene().getWindow() == null
                || !n.getScene().getWindow().isShowing()).orElse(true));
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.chrome().isPresent());
        assertThat(shell.chrome().orElseThrow().info().id()).isEqualTo("counter");
    }
}
