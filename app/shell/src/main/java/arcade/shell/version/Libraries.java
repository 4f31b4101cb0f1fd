package arcade.shell.version;

import java.util.List;

/** The libraries the arcade ships with and their licences, for the About dialog. */
public final class Libraries {
    private Libraries() {}

    /** One library: {@code module} names the module whose version is shown. */
    public record Library(String name, String module, String licence) {
        /** The version of the module in this runtime, or empty outside a module layer. */
        public String version() {
            return ModuleLayer.boot().findModule(module).flatMap(BuildInfo::moduleVersion).orElse("");
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
