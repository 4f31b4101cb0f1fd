package arcade.shell.plugins;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class PluginExitsTest {
    @TempDir Path dir;

    private static StackTraceElement frame(String module, String cls, String method) {
        return new StackTraceElement(null, module, null, cls, method, null, -1);
    }

    private static final StackTraceElement[] EXIT = {frame("java.base", "java.lang.Shutdown", "exit"),
            frame("java.base", "java.lang.Runtime", "exit"), frame("java.base", "java.lang.System", "exit")};

    private static StackTraceElement[] exitFrom(StackTraceElement... callers) {
        StackTraceElement[] s = java.util.Arrays.copyOf(EXIT, EXIT.length + callers.length);
        System.arraycopy(callers, 0, s, EXIT.length, callers.length);
        return s;
    }

    @Test void theFirstCallerOfTheExitNamesThePluginJar() {
        Map<String, String> jars = Map.of("quitter", "quitter.jar");
        StackTraceElement[] idle = {frame("java.base", "java.lang.Object", "wait")};
        StackTraceElement[] quits = exitFrom(frame("quitter", "quitter.Quitter", "<init>"), frame("java.base", "java.util.ServiceLoader", "get"),
                frame("arcade.shell", "arcade.shell.plugins.PluginFolder", "load"));
        assertThat(PluginExits.culprit(List.of(idle, quits), jars)).contains("quitter.jar");
    }

    @Test void theArcadesOwnExitASignalOrAShippedGameNameNoPlugin() {
        Map<String, String> jars = Map.of("quitter", "quitter.jar");
        assertThat(PluginExits.culprit(List.<StackTraceElement[]>of(exitFrom(frame("arcade.shell", "arcade.shell.Main", "main"))), jars)).isEmpty();
        StackTraceElement[] signal = {frame("java.base", "java.lang.Shutdown", "exit"), frame("java.base", "java.lang.Terminator$1", "handle")};
        assertThat(PluginExits.culprit(List.<StackTraceElement[]>of(signal), jars)).isEmpty();
        assertThat(PluginExits.culprit(List.<StackTraceElement[]>of(exitFrom(frame("arcade.games.snake", "arcade.games.snake.X", "y"))), jars)).isEmpty();
    }

    @Test void theMarkerLeavesThePluginsOutForOneStartOnly() throws Exception {
        assertThat(PluginExits.takeLeftOut(dir)).isEmpty();
        Files.writeString(dir.resolve(PluginExits.MARKER), "quitter.jar\n");
        assertThat(PluginExits.takeLeftOut(dir)).contains("quitter.jar");
        assertThat(PluginExits.takeLeftOut(dir)).isEmpty();
    }
}
