package arcade.shell.version;

import java.io.File;
import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The libraries the arcade ships with and their licences, for the About dialog. */
public final class Libraries {
    private Libraries() {}

    /** One library: {@code module} names the module whose version is shown. */
    public record Library(String name, String module, String licence) {
        /** The version of the module this arcade ships, or empty outside a module layer. */
        public String version() {
            return ModuleLayer.boot().findModule(module).flatMap(BuildInfo::moduleVersion)
                    .or(() -> shippedVersion(module, System.getProperty("jdk.module.path", "")))
                    .orElse("");
        }
    }

    /**
     * The version of a module that is shipped but not loaded: one only required for compiling
     * (Error Prone's annotations, which Gson names), found in the runtime image or on the module path.
     */
    static Optional<String> shippedVersion(String module, String modulePath) {
        Path[] entries = modulePath.isEmpty() ? new Path[0]
                : Arrays.stream(modulePath.split(File.pathSeparator)).map(Path::of).toArray(Path[]::new);
        try {
            return ModuleFinder.compose(ModuleFinder.ofSystem(), ModuleFinder.of(entries)).find(module)
                    .flatMap(m -> m.descriptor().rawVersion());
        } catch (FindException e) {
            return Optional.empty(); // a damaged module path: the dialog shows no version rather than fail
        }
    }

    public static List<Library> used() {
        return List.of(
                new Library("OpenJDK (Java runtime)", "java.base", "GPL 2.0 with the Classpath Exception"),
                new Library("OpenJFX (JavaFX)", "javafx.controls", "GPL 2.0 with the Classpath Exception"),
                new Library("AtlantaFX", "atlantafx.base", "MIT"),
                new Library("ControlsFX", "org.controlsfx.controls", "BSD 3-Clause"),
                new Library("Ikonli", "org.kordamp.ikonli.javafx", "Apache 2.0"),
                new Library("Material Design Icons (Ikonli pack)", "org.kordamp.ikonli.materialdesign2",
                        "Apache 2.0; the icons: Pictogrammers Free License"),
                new Library("commonmark-java", "org.commonmark", "BSD 2-Clause"),
                new Library("Gson", "com.google.gson", "Apache 2.0"),
                new Library("Error Prone annotations", "com.google.errorprone.annotations", "Apache 2.0"));
    }
}
