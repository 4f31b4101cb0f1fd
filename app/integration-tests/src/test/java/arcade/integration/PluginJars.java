package arcade.integration;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Plugin jars compiled in the test against the SDK on the test class path (plain jars with a service file). */
final class PluginJars {
    private PluginJars() {}

    static Path write(Path jar, String qualifiedClass, String source) throws IOException {
        Path src = Files.createTempDirectory("plugin-src");
        Path out = Files.createTempDirectory("plugin-classes");
        Path file = src.resolve(qualifiedClass.substring(qualifiedClass.lastIndexOf('.') + 1) + ".java");
        Files.writeString(file, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int rc = javac.run(null, null, errors, "-d", out.toString(), "-classpath", System.getProperty("java.class.path"),
                "--release", "17", file.toString());
        assertThat(rc).as(errors.toString(StandardCharsets.UTF_8)).isZero();
        Files.createDirectories(jar.getParent());
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> classes = Files.walk(out)) {
            for (Path p : classes.filter(Files::isRegularFile).toList()) {
                j.putNextEntry(new JarEntry(out.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, j);
                j.closeEntry();
            }
            j.putNextEntry(new JarEntry("META-INF/services/arcade.api.plugin.GamePlugin"));
            j.write((qualifiedClass + "\n").getBytes(StandardCharsets.UTF_8));
            j.closeEntry();
        }
        return jar;
    }
}
