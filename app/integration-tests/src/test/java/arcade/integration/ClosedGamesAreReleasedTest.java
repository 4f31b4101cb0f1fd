package arcade.integration;

import arcade.api.plugin.GameInstance;
import arcade.shell.chrome.GameChrome;
import arcade.shell.plugins.PluginRegistry;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Closing a game releases it: every shipped game is opened and left a few times, and after a
 * garbage collection no closed game or chrome is still reachable (a listener on a shared
 * property, a window listener, an accelerator or a timer would keep it alive).
 */
@ExtendWith(ApplicationExtension.class)
class ClosedGamesAreReleasedTest {
    private static final int CYCLES = 3;
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    private record Closed(String game, WeakReference<GameInstance> instance, WeakReference<GameChrome> chrome) {}

    /** Opened through the shell, not with a typed Enter, for the same reason as leaving. */
    private GameChrome open(FxRobot robot, arcade.api.plugin.GameInfo info) {
        robot.interact(() -> arcade.shell.open(info));
        ShellHarness.waitFor(() -> arcade.shell.chrome().isPresent() && arcade.shell.chrome().get().info().id().equals(info.id()));
        WaitForAsyncUtils.waitForFxEvents();
        return arcade.shell.chrome().orElseThrow();
    }

    /** TestFX offers the recorded events only as a read-only list; its own clear method is reached by reflection. */
    private static void forgetFiredEvents() {
        try {
            var field = org.testfx.api.FxToolkitContext.class.getDeclaredField("firedEvents");
            field.setAccessible(true);
            Object fired = field.get(org.testfx.api.FxToolkit.toolkitContext());
            if (fired != null) fired.getClass().getMethod("clearEvents").invoke(fired);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the test robot's event record could not be cleared", e);
        }
    }

    @Test void noClosedGameStaysInMemory(FxRobot robot) throws Exception {
        PluginRegistry registry = PluginRegistry.discover();
        List<Closed> closed = new ArrayList<>();
        java.lang.ref.ReferenceQueue<Object> cleared = new java.lang.ref.ReferenceQueue<>();
        for (int cycle = 0; cycle < CYCLES; cycle++) {
            for (var g : registry.games()) {
                String id = registry.info(g).id();
                GameChrome chrome = open(robot, registry.info(g));
                closed.add(new Closed(id, new WeakReference<>(chrome.game(), cleared), new WeakReference<>(chrome, cleared)));
                // Left through the shell, not with a typed Esc: the test robot keeps every key event it
                // fires, and an event keeps its target (the game) alive.
                robot.interact(arcade.shell::backToLibrary);
                ShellHarness.waitFor(() -> arcade.shell.chrome().isEmpty());
            }
        }
        // The library is shown again; whatever the scene still needs for its last frame is gone after a few pulses.
        for (int i = 0; i < 5; i++) WaitForAsyncUtils.waitForFxEvents();
        // The test robot records every event fired in its window, and an event keeps its target alive.
        robot.interact(ClosedGamesAreReleasedTest::forgetFiredEvents);
        for (int i = 0; i < 10 && closed.stream().anyMatch(c -> c.instance().get() != null || c.chrome().get() != null); i++) {
            System.gc();
            cleared.remove(100); // returns as soon as a collection clears one of them
            WaitForAsyncUtils.waitForFxEvents();
        }
        List<String> alive = closed.stream().filter(c -> c.instance().get() != null || c.chrome().get() != null)
                .map(Closed::game).toList();
        assertThat(alive).as("games still in memory after they were closed").isEmpty();
    }
}
