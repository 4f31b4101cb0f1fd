package arcade.shell.version;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class LibrariesTest {
    /** Error Prone's annotations are shipped but never loaded: their version still comes from the module path or the image. */
    @Test void aShippedModuleThatIsNotLoadedStillShowsItsVersion() throws Exception {
        Class<?> annotation = Class.forName("com.google.errorprone.annotations.CanIgnoreReturnValue");
        Path jar = Path.of(annotation.getProtectionDomain().getCodeSource().getLocation().toURI());
        String fileName = jar.getFileName().toString(); // error_prone_annotations-<version>.jar

        assertThat(Libraries.shippedVersion("com.google.errorprone.annotations", jar.toString()))
                .hasValueSatisfying(v -> assertThat(fileName).isEqualTo("error_prone_annotations-" + v + ".jar"));
        assertThat(Libraries.shippedVersion("com.google.errorprone.annotations", "")).isEmpty();
        // The runtime's own modules come from the runtime image.
        assertThat(Libraries.shippedVersion("java.base", "")).hasValueSatisfying(
                v -> assertThat(v).startsWith(Integer.toString(Runtime.version().feature())));
    }

    @Test void aDamagedModulePathGivesNoVersionInsteadOfAnError(@TempDir Path dir) throws Exception {
        Path broken = Files.write(dir.resolve("broken.jar"), new byte[] {1, 2, 3});
        assertThat(Libraries.shippedVersion("com.google.errorprone.annotations", broken.toString())).isEmpty();
        assertThat(Libraries.shippedVersion("no.such.module", dir.resolve("missing").toString())).isEmpty();
    }
}
