package arcade.shell.chrome;

import arcade.shell.ArcadeShell;
import arcade.shell.plugins.PluginRegistry;
import arcade.api.plugin.Capability;
import arcade.shell.testgames.ModesGame;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuButton;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * At the arcade's minimum window size and at 800×600 every command of the chrome is on screen or
 * in the More menu, and no text of the chrome is cut short with an ellipsis.
 */
@ExtendWith(ApplicationExtension.class)
class SmallWindowTest {
    private static final String LONG_STATUS = "Count 7 of 10 · 7 moves · three more to go, and the computer still thinks about its best reply";
    private Stage stage;
    private ArcadeShell shell;

    @Start void start(Stage stage) throws Exception {
        this.stage = stage;
        shell = new ArcadeShell(PluginRegistry.of(List.of(ModesGame.plugin(g -> g.offered.addAll(java.util.EnumSet.of(
                        Capability.CUSTOM_GAME, Capability.RESTART, Capability.SOLVE, Capability.SETTINGS))))), Files.createTempDirectory("arcade-small"),
                Clock.systemUTC(), () -> false);
        shell.start(stage, uri -> { });
    }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> shell.shutdown()); }

    private GameChrome openAt(FxRobot robot, double w, double h) throws Exception {
        robot.interact(() -> shell.open(ModesGame.INFO));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> shell.chrome().isPresent());
        GameChrome chrome = shell.chrome().orElseThrow();
        robot.interact(() -> {
            stage.setWidth(w);
            stage.setHeight(h);
            chrome.game().pause();
            ((ModesGame) chrome.game()).status(LONG_STATUS);
            ((ModesGame) chrome.game()).busy(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        return chrome;
    }

    @Test void everythingFitsAtTheMinimumSize(FxRobot robot) throws Exception {
        assertThat(stage.getMinWidth()).isGreaterThan(0);
        GameChrome chrome = openAt(robot, stage.getMinWidth(), stage.getMinHeight());
        assertThat(stage.getScene().getWidth()).isLessThanOrEqualTo(stage.getMinWidth());
        checkNothingIsCut(robot, chrome);
        assertThat(robot.lookup("#tool-more").query().isVisible()).isTrue(); // something had to move
    }

    @Test void everythingFitsAt800x600(FxRobot robot) throws Exception {
        GameChrome chrome = openAt(robot, 800, 600);
        checkNothingIsCut(robot, chrome);
        ChromeToolBar bar = robot.lookup("#chrome-toolbar").queryAs(ChromeToolBar.class);
        assertThat(bar.shownGroups()).contains("new", "undo", "play", "help"); // room for every button here
    }

    private void checkNothingIsCut(FxRobot robot, GameChrome chrome) {
        List<String> cut = new ArrayList<>();
        List<Labeled> labels = new ArrayList<>();
        collect(chrome, chrome.game().root(), labels);
        assertThat(labels).as("labels of the chrome").hasSizeGreaterThan(10);
        for (Labeled l : labels) {
            String full = l.getText() != null && l.isMnemonicParsing() ? l.getText().replaceFirst("_", "") : l.getText();
            if (full == null || full.isEmpty() || l.getContentDisplay() == javafx.scene.control.ContentDisplay.GRAPHIC_ONLY) continue;
            for (Node n : l.getChildrenUnmodifiable()) {
                if (n instanceof Text t && t.getStyleClass().contains("text") && !full.equals(t.getText())) cut.add(full + " → " + t.getText());
            }
        }
        assertThat(cut).as("texts cut short").isEmpty();
        assertThat(robot.lookup("#status").queryLabeled().getText()).isEqualTo(LONG_STATUS);

        // Every toolbar group is either fully inside the window, beside the others, or in the More menu.
        ChromeToolBar bar = robot.lookup("#chrome-toolbar").queryAs(ChromeToolBar.class);
        double width = stage.getScene().getWidth();
        List<Bounds> shown = new ArrayList<>();
        for (String id : List.of("new", "undo", "play", "game", "help")) {
            Node g = robot.lookup("#group-" + id).query();
            if (!bar.shownGroups().contains(id)) continue;
            Bounds b = g.localToScene(g.getBoundsInLocal());
            assertThat(b.getMinX()).as(id).isGreaterThanOrEqualTo(0);
            assertThat(b.getMaxX()).as(id).isLessThanOrEqualTo(width);
            for (Bounds other : shown) assertThat(b.intersects(other)).as(id + " overlaps another group").isFalse();
            shown.add(b);
        }
        MenuButton more = robot.lookup("#tool-more").queryAs(MenuButton.class);
        if (more.isVisible()) {
            Bounds m = more.localToScene(more.getBoundsInLocal());
            assertThat(m.getMaxX()).isLessThanOrEqualTo(width);
            robot.interact(more::show);
            List<String> inMore = more.getItems().stream().map(i -> i.getId()).toList();
            robot.interact(more::hide);
            for (String id : List.of("new", "undo", "play", "help")) {
                if (!bar.shownGroups().contains(id)) assertThat(inMore).as("More menu holds the %s group", id).isNotEmpty();
            }
            if (!bar.shownGroups().contains("help")) assertThat(inMore).contains("menu-rules", "menu-stats", "menu-settings");
            if (!bar.shownGroups().contains("play")) assertThat(inMore).contains("menu-hint", "menu-solve", "menu-pause");
        }
        // The status bar shows the whole line (wrapped), "Paused" and "Working…".
        Node status = robot.lookup("#status").query();
        assertThat(status.localToScene(status.getBoundsInLocal()).getMaxX()).isLessThanOrEqualTo(width);
        assertThat(robot.lookup(".status-paused").query().isVisible()).isTrue();
        assertThat(robot.lookup(".status-working").query().isVisible()).isTrue();
    }

    private static void collect(Node n, Node skip, List<Labeled> out) {
        if (n == skip || !n.isVisible()) return;
        if (n instanceof Labeled l) out.add(l);
        if (n instanceof Parent p) for (Node c : p.getChildrenUnmodifiable()) collect(c, skip, out);
    }
}
