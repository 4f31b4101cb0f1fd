package arcade.integration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The arcade as the launcher script starts it (its jar and lib folder on the module path, no test
 * class path), headless, in its self-check mode: every game opened, settings saved, rules pages
 * read, statistics written. Tests on the class path cannot see a package not opened to Gson or a
 * resource the module system hides; this one does.
 */
class LauncherOnModulePathTest {
    @TempDir Path home;

    private record Run(int exit, String output) {}

    private Run selfCheck(String... args) throws IOException, InterruptedException { return selfCheck("true", args); }

    /** The start alone: every game found and loaded, the library shown (no game opened). */
    private Run startCheck(String... args) throws IOException, InterruptedException { return selfCheck("library", args); }

    private Run selfCheck(String mode, String... args) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("arcade.shell.jar", "missing"));
        Path lib = Path.of(System.getProperty("arcade.shell.lib", "missing"));
        assertThat(jar).as("the packaged shell (build with the reactor: verify)").isRegularFile();
        assertThat(lib).isDirectory();
        String monocle = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(p -> p.contains("openjfx-monocle")).findFirst().orElseThrow(() -> new AssertionError("Monocle is not on the test class path"));
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", jar + File.pathSeparator + lib,
                // Headless glass: Monocle joins javafx.graphics, whose package it extends.
                "--patch-module", "javafx.graphics=" + monocle,
                "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw", "-Dprism.text=t2k",
                "-Djava.awt.headless=true", "-Darcade.home=" + home, "-Darcade.selfcheck=" + mode,
                "--module", "arcade.shell/arcade.shell.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        boolean done = p.waitFor(80, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(done).as("the self-check finished in time; output:\n" + out).isTrue();
        return new Run(p.exitValue(), out);
    }

    @Test void theRealLauncherOpensEveryGameAndWritesItsFiles() throws Exception {
        Run run = selfCheck();
        assertThat(run.exit()).as(run.output()).isZero();
        // The same games the class path offers these tests: every game module the arcade ships.
        arcade.shell.plugins.PluginRegistry shipped = arcade.shell.plugins.PluginRegistry.discover();
        assertThat(run.output()).contains("self-check: passed (" + shipped.games().size() + " games)").doesNotContain("FAILED");
        assertThat(home.resolve("settings.json")).isRegularFile();
        for (var g : shipped.games()) assertThat(home.resolve("stats/" + shipped.info(g).id() + ".json")).isRegularFile();
        assertThat(home.resolve("games/ca-puzzle/settings.json")).isRegularFile(); // a game's own settings record, through Gson (the CA puzzle writes its settings when it opens)
    }

    @Test void aGameThatCannotLoadFailsTheCheckWithAClearMessage() throws Exception {
        Files.createDirectories(home.resolve("plugins"));
        Files.writeString(home.resolve("plugins/broken.jar"), "not a jar");
        Run run = selfCheck();
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.output()).contains("self-check: FAILED: a game could not be loaded: broken.jar");
    }

    @Test void noPluginsAndSafeModeLeaveTheBrokenJarOut() throws Exception {
        Files.createDirectories(home.resolve("plugins"));
        Files.writeString(home.resolve("plugins/broken.jar"), "not a jar");
        Run off = startCheck("--no-plugins");
        assertThat(off.exit()).as(off.output()).isZero();
        assertThat(home.resolve("starting.lock")).doesNotExist();
        Files.writeString(home.resolve("starting.lock"), "2147483646"); // a start that never reached the library
        Run safe = startCheck();
        assertThat(safe.exit()).as(safe.output()).isZero();
        assertThat(home.resolve("starting.lock")).doesNotExist();
        assertThat(startCheck().exit()).as("the next start loads the plugins again").isEqualTo(1);
    }
}
