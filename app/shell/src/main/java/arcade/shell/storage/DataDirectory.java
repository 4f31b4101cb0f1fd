package arcade.shell.storage;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where the arcade keeps its files: the system property {@code arcade.home} if set, else
 * {@code $XDG_DATA_HOME/automata-arcade}, else {@code ~/.local/share/automata-arcade}.
 */
public final class DataDirectory {
    public static final String PROPERTY = "arcade.home";
    public static final String FOLDER = "automata-arcade";

    private DataDirectory() {}

    public static Path resolve() {
        return resolve(System.getProperty(PROPERTY), System.getenv(), System.getProperty("user.home"));
    }

    static Path resolve(String override, Map<String, String> env, String userHome) {
        if (override != null && !override.isBlank()) return Path.of(override).toAbsolutePath();
        String xdg = env.get("XDG_DATA_HOME");
        // The XDG spec says a relative value is invalid and must be ignored.
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) return Path.of(xdg, FOLDER);
        return Path.of(userHome, ".local", "share", FOLDER);
    }
}
