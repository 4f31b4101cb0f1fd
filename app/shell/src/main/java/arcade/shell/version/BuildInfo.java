package arcade.shell.version;

import java.util.Optional;

/**
 * What this build of the arcade is: its version and the Java and JavaFX it runs on. The versions
 * come from the module descriptors the build writes, so the arcade, the app image and the
 * packages always report what they really hold; classes run outside a module layer (tests) report
 * a development build.
 */
public record BuildInfo(String version, String java, String javafx) {
    public static final String NAME = "Automata Arcade";
    static final String UNKNOWN = "development build";

    public static BuildInfo current() {
        return new BuildInfo(moduleVersion(BuildInfo.class.getModule()).orElse(UNKNOWN),
                Runtime.version().toString(),
                ModuleLayer.boot().findModule("javafx.base").flatMap(BuildInfo::moduleVersion).orElse("not found"));
    }

    static Optional<String> moduleVersion(Module module) {
        if (!module.isNamed() || module.getDescriptor() == null) return Optional.empty();
        return module.getDescriptor().rawVersion();
    }

    /** The lines of {@code arcade --version}. */
    public String text() {
        return NAME + " " + version + "\nJava " + java + ", JavaFX " + javafx;
    }
}
