package arcade.shell.version;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.module.ModuleDescriptor;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class BuildInfoTest {
    @Test void aNamedModuleGivesItsVersionAndTheClassPathADevelopmentBuild() {
        assertThat(BuildInfo.moduleVersion(Object.class.getModule())).hasValueSatisfying(
                v -> assertThat(v).startsWith(Integer.toString(Runtime.version().feature())));
        // The tests run on the class path: no descriptor, so no version to claim.
        assertThat(BuildInfo.moduleVersion(BuildInfoTest.class.getModule())).isEmpty();
        assertThat(BuildInfo.current().version()).isEqualTo(BuildInfo.UNKNOWN);
    }

    @Test void theVersionTextNamesTheArcadeJavaAndJavaFx() {
        BuildInfo info = new BuildInfo("1.2.3", "17.0.15+6", "21.0.12");
        assertThat(info.text()).isEqualTo("Automata Arcade 1.2.3\nJava 17.0.15+6, JavaFX 21.0.12");
        assertThat(BuildInfo.current().java()).isEqualTo(Runtime.version().toString());
    }

    /** A library the shell requires but the About dialog does not name would ship without its licence. */
    @Test void everyLibraryTheShellRequiresIsListedWithItsLicence() throws IOException, URISyntaxException {
        ModuleDescriptor shell;
        Path classes = Path.of(BuildInfo.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
            shell = ModuleDescriptor.read(in);
        }
        List<Libraries.Library> listed = Libraries.used();
        Set<String> listedModules = listed.stream().map(Libraries.Library::module).collect(Collectors.toSet());
        Set<String> libraries = shell.requires().stream().map(ModuleDescriptor.Requires::name)
                .filter(m -> !m.startsWith("java.") && !m.startsWith("jdk.") && !m.startsWith("arcade."))
                .collect(Collectors.toSet());
        assertThat(libraries).isNotEmpty().allSatisfy(m -> assertThat(listedModules)
                .as(m + " (or its project) in the About dialog").anyMatch(l -> sameProject(l, m)));
        assertThat(listed).allSatisfy(l -> {
            assertThat(l.name()).isNotBlank();
            assertThat(l.licence()).isNotBlank();
        });
        assertThat(listed.stream().map(Libraries.Library::name)).doesNotHaveDuplicates();
    }

    /** org.kordamp.ikonli.core and org.kordamp.ikonli.javafx are one project; javafx.base and javafx.controls too. */
    private static boolean sameProject(String a, String b) {
        return project(a).equals(project(b));
    }

    private static String project(String module) {
        String[] parts = module.split("\\.");
        return parts[0].equals("javafx") ? "javafx" : parts.length > 1 ? parts[0] + "." + parts[1] : parts[0];
    }
}
