package arcade.shell.plugins;

import arcade.api.plugin.GamePlugin;
import arcade.shell.testgames.CounterPlugin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class PluginRegistryTest {
    @TempDir Path dir;

    @Test void classpathDiscoveryIsolatesABrokenProviderAndRejectsADuplicateId() {
        PluginRegistry r = PluginRegistry.discover();
        assertThat(r.games()).extracting(g -> r.info(g).id()).containsExactly("counter");
        assertThat(r.games().get(0)).isExactlyInstanceOf(CounterPlugin.class);
        assertThat(r.unavailable()).hasSize(2);
        assertThat(r.unavailable()).anySatisfy(u -> assertThat(u.reason()).contains("broken on purpose"));
        assertThat(r.unavailable()).anySatisfy(u -> {
            assertThat(u.provider()).endsWith("DuplicateCounterPlugin");
            assertThat(u.reason()).contains("duplicate game id 'counter'");
        });
    }

    @Test void eachGameKeepsTheShelfItNamesAndOneWhoseShelfFailsIsAnArcadeGame() {
        GamePlugin cards = new arcade.shell.testgames.ShelvedCounter("patience", "Patience", arcade.api.plugin.GameCategory.CARDS);
        GamePlugin failing = new CounterPlugin("odd", "Odd") {
            @Override public arcade.api.plugin.GameCategory category() { throw new IllegalStateException("no shelf"); }
        };
        PluginRegistry r = PluginRegistry.of(List.of(new CounterPlugin(), cards, failing));
        assertThat(r.games()).hasSize(3);
        assertThat(r.category(r.games().get(0))).as("the default").isEqualTo(arcade.api.plugin.GameCategory.ARCADE);
        assertThat(r.category(cards)).isEqualTo(arcade.api.plugin.GameCategory.CARDS);
        assertThat(r.category(failing)).isEqualTo(arcade.api.plugin.GameCategory.ARCADE);
        assertThat(r.unavailable()).isEmpty();
        r.sortByName(0);
        assertThat(r.games()).extracting(g -> r.info(g).name() + ":" + r.category(g)).containsExactly("Counter:ARCADE", "Odd:ARCADE", "Patience:CARDS");
    }

    @Test void theArcadesOwnGamesAreInAlphabeticalOrderWhateverOrderTheyWereFoundIn() {
        PluginRegistry r = PluginRegistry.of(List.of(new CounterPlugin("snake", "Snake"), new CounterPlugin("klondike", "Klondike"),
                new CounterPlugin("ca", "cellular puzzle"), new CounterPlugin("mines", "Minesweeper")));
        r.sortByName(1);
        assertThat(r.games()).extracting(g -> r.info(g).name()).containsExactly("Snake", "cellular puzzle", "Klondike", "Minesweeper");
        assertThat(r.find("klondike")).hasValueSatisfying(g -> assertThat(r.info(g).id()).isEqualTo("klondike"));
    }

    @Test void aCollectionShowsEachOfItsGamesAsItsOwnCardAndAFailingOneIsUnavailable() {
        PluginRegistry r = PluginRegistry.of(List.of(new CounterPlugin()));
        r.addCollection(() -> () -> List.of(new CounterPlugin("rules-a", "Rules A"), new CounterPlugin("rules-b", "Rules B"),
                new CounterPlugin("counter", "Taken id")), "test collection");
        assertThat(r.games()).extracting(g -> r.info(g).id()).containsExactly("counter", "rules-a", "rules-b");
        assertThat(r.unavailable()).singleElement().satisfies(u -> assertThat(u.reason()).contains("duplicate game id 'counter'"));
        r.addCollection(() -> { throw new IllegalStateException("no rules folder"); }, "broken collection");
        assertThat(r.unavailable()).anySatisfy(u -> {
            assertThat(u.provider()).isEqualTo("broken collection");
            assertThat(u.reason()).contains("no rules folder");
        });
    }

    /** Before, a 100,000-character id was accepted and printed whole by `arcade list`. */
    @Test void anIdTooLongOrOfOtherCharactersIsUnavailableWithTheReasonInOneShortLine() {
        PluginRegistry r = PluginRegistry.of(List.of(new CounterPlugin("x".repeat(100_000), "Long"), new CounterPlugin("Ünïcode id", "Odd"),
                new CounterPlugin("a".repeat(64), "Longest allowed")));
        assertThat(r.games()).singleElement().satisfies(g -> assertThat(r.info(g).id()).hasSize(64));
        assertThat(r.unavailable()).extracting(PluginRegistry.Unavailable::reason).containsExactly(
                "its game id is 100000 characters long; an id has at most 64",
                "its game id 'Ünïcode id' is not lower-case letters a-z, digits and '-', starting with a letter");
    }

    @Test void aFailureIsReportedWithoutTheNameOfAnException() {
        GamePlugin bad = new CounterPlugin("x", "X") {
            @Override public arcade.api.plugin.GameInfo info() { throw new UnsupportedOperationException("not ready"); }
        };
        assertThat(PluginRegistry.of(List.of(bad)).unavailable()).singleElement()
                .satisfies(u -> assertThat(u.reason()).isEqualTo("not ready"));
    }

    @Test void aPluginWhoseInfoThrowsIsUnavailable() {
        GamePlugin bad = new CounterPlugin("x", "X") {
            @Override public arcade.api.plugin.GameInfo info() { throw new IllegalStateException("no info"); }
        };
        PluginRegistry r = PluginRegistry.of(List.of(new CounterPlugin(), bad));
        assertThat(r.games()).hasSize(1);
        assertThat(r.unavailable()).singleElement().satisfies(u -> assertThat(u.reason()).contains("no info"));
    }

    @Test void aPluginThatHangsInInfoIsGivenUpOnInTime() {
        java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
        GamePlugin hangs = new CounterPlugin("slow", "Slow") {
            @Override public arcade.api.plugin.GameInfo info() {
                try { never.await(); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
                return super.info();
            }
        };
        // The plugin's info() never returns while the call waits, so an answer at all is the give-up.
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PluginRegistry.infoWithin(hangs, java.time.Duration.ofMillis(200)))
                .isInstanceOf(java.util.concurrent.TimeoutException.class);
        never.countDown();
        assertThat(PluginRegistry.INFO_LIMIT.toSeconds()).isBetween(1L, 10L);
    }

    @Test void aStartThatNeverReachedTheLibraryIsNoticedOnce() throws IOException {
        StartGuard guard = new StartGuard(dir);
        assertThat(guard.lastStartFailed()).isFalse();
        Files.writeString(dir.resolve("starting.lock"), "2147483646"); // an arcade that is gone
        assertThat(guard.lastStartFailed()).isTrue();
        guard.starting();
        guard.started();
        assertThat(guard.lastStartFailed()).isFalse();
        Files.writeString(dir.resolve("starting.lock"), String.valueOf(ProcessHandle.current().parent().orElseThrow().pid()));
        assertThat(guard.lastStartFailed()).as("another arcade starting right now is not a failed start").isFalse();
    }

    /** Before, a pipe in place of the marker blocked the start for ever (it was read whole, waiting for a writer). */
    @Test void aMarkerThatIsNotAPlainFileCountsAsAFailedStartWithoutBlocking() throws Exception {
        Path lock = dir.resolve("starting.lock");
        org.junit.jupiter.api.Assumptions.assumeTrue(new ProcessBuilder("mkfifo", lock.toString()).start().waitFor() == 0);
        StartGuard guard = new StartGuard(dir);
        assertThat(guard.lastStartFailed()).isTrue();
        guard.starting();
        assertThat(Files.isRegularFile(lock)).as("the pipe is replaced, not written into").isTrue();
    }

    @Test void jarsInThePluginsFolderAreLoadedThroughAModuleLayer() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        writePluginJar(plugins.resolve("folder-game.jar"), "folder.game", "FolderGame", "folder-game");
        PluginRegistry r = PluginRegistry.discover(plugins);
        GamePlugin g = r.find("folder-game").orElseThrow();
        assertThat(r.info(g).name()).isEqualTo("Folder game");
        Module m = g.getClass().getModule();
        assertThat(m.isNamed()).isTrue();
        assertThat(m.getLayer()).isNotNull().isNotSameAs(ModuleLayer.boot());
        // The arcade's own games are still there, once.
        assertThat(r.games()).extracting(p -> r.info(p).id()).containsExactly("counter", "folder-game");
    }

    /** The example of the guide "Add a game" (docs/add-a-game.md) compiles and loads from the plugins folder as written. */
    @Test void theReadmeExampleIsARealPlugin() throws IOException {
        Path guide = Path.of("../../docs/add-a-game.md");
        assertThat(guide).as("the plugin authors' guide").exists();
        String text = Files.readString(guide);
        String section = text.substring(text.indexOf("# Add a game"));
        int start = section.indexOf("```java\n") + 8;
        String code = section.substring(start, section.indexOf("```", start));
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        writeJar(plugins.resolve("coin-flip.jar"), "CoinFlip", code, "demo.CoinFlip");
        PluginRegistry r = PluginRegistry.discover(plugins);
        assertThat(r.find("coin-flip")).isPresent();
        assertThat(r.unavailable()).noneMatch(u -> u.provider().contains("coin"));
    }

    @Test void aBrokenJarDoesNotHideTheGoodOnes() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        writePluginJar(plugins.resolve("good.jar"), "good.game", "GoodGame", "good-game");
        Files.write(plugins.resolve("broken.jar"), new byte[]{'n', 'o', 't', ' ', 'a', ' ', 'z', 'i', 'p'});
        PluginRegistry r = PluginRegistry.discover(plugins);
        assertThat(r.find("good-game")).isPresent();
        assertThat(r.unavailable()).anySatisfy(u -> assertThat(u.provider()).isEqualTo("broken.jar"));
    }

    @Test void missingPluginsFolderIsFine() {
        PluginRegistry r = PluginRegistry.discover(dir.resolve("nothing-here"));
        assertThat(r.find("counter")).isPresent();
    }

    /** Compiles a tiny plugin against the API with javac and packs it as a plain jar with a services file. */
    static void writePluginJar(Path jar, String pkg, String cls, String id) throws IOException {
        writeJar(jar, cls, """
                package %s;
                import arcade.api.plugin.*;
                import arcade.api.session.SavedGame;
                import java.util.*;
                public class %s implements GamePlugin {
                    public GameInfo info() {
                        return new GameInfo("%s", "Folder game", "Loaded from the plugins folder.", "mdi2f-folder");
                    }
                    public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { throw new UnsupportedOperationException(); }
                }
                """.formatted(pkg, cls, id), pkg + "." + cls);
    }

    static void writeJar(Path jar, String cls, String source, String provider) throws IOException {
        Path src = Files.createTempDirectory("plugin-src");
        Path out = Files.createTempDirectory("plugin-classes");
        Path file = src.resolve(cls + ".java");
        Files.writeString(file, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int rc = javac.run(null, null, errors, "-d", out.toString(), "-classpath", System.getProperty("java.class.path"),
                "--release", "17", file.toString());
        assertThat(rc).as(errors.toString(StandardCharsets.UTF_8)).isZero();
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> classes = Files.walk(out)) {
            for (Path p : classes.filter(Files::isRegularFile).toList()) {
                j.putNextEntry(new JarEntry(out.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, j);
                j.closeEntry();
            }
            j.putNextEntry(new JarEntry("META-INF/services/arcade.api.plugin.GamePlugin"));
            j.write((provider + "\n").getBytes(StandardCharsets.UTF_8));
            j.closeEntry();
        }
    }

}
