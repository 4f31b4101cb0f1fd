package arcade.shell.docs;

import arcade.api.plugin.GamePlugin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The plugin of the guide "Add a game" (docs/add-a-game.md, linked from README) compiles against the SDK as written, is a working plugin, and is the Maven sample's class. */
class ReadmeExampleTest {
    @TempDir Path dir;

    @Test void theAddAGameExampleCompilesAndDescribesItsGame() throws Exception {
        String readme = Files.readString(Path.of("../../docs/add-a-game.md"), StandardCharsets.UTF_8);
        int section = readme.indexOf("# Add a game");
        assertThat(section).as("the guide starts with 'Add a game'").isNotNegative();
        assertThat(Files.readString(Path.of("../../README.md"), StandardCharsets.UTF_8)).as("README links the guide").contains("(docs/add-a-game.md)");
        int start = readme.indexOf("```java\n", section) + "```java\n".length();
        String source = readme.substring(start, readme.indexOf("```", start));
        assertThat(Files.readString(Path.of("../../docs/sample-plugin/src/main/java/demo/CoinFlip.java"), StandardCharsets.UTF_8))
                .as("the Maven sample is the guide's plugin, word for word").isEqualTo(source);
        Path file = dir.resolve("src/demo/CoinFlip.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
        Path out = Files.createDirectories(dir.resolve("out"));
        try (StandardJavaFileManager files = javac.getStandardFileManager(problems, null, StandardCharsets.UTF_8)) {
            boolean ok = javac.getTask(null, files, problems,
                    List.of("-classpath", System.getProperty("java.class.path"), "-d", out.toString(), "--release", "17"),
                    null, files.getJavaFileObjects(file)).call();
            assertThat(ok).as("README example compiles: %s", problems.getDiagnostics()).isTrue();
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[]{out.toUri().toURL()}, getClass().getClassLoader())) {
            GamePlugin plugin = (GamePlugin) loader.loadClass("demo.CoinFlip").getDeclaredConstructor().newInstance();
            assertThat(plugin.info().id()).isEqualTo("coin-flip");
            assertThat(plugin.info().name()).isEqualTo("Coin flip");
            // A game on the host: its definition is what the command line's presets|validate|replay|play use.
            assertThat(plugin.definition()).hasValueSatisfying(d -> assertThat(d.presets()).extracting(p -> p.label()).containsExactly("One coin"));
        }
    }
}
