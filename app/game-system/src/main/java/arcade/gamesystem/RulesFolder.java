package arcade.gamesystem;

import java.nio.file.Path;
import java.util.Map;

/**
 * The players' own rules files: {@code games/rules/} of the arcade's data folder (the system
 * property {@code arcade.home}, else {@code $XDG_DATA_HOME/automata-arcade}, else
 * {@code ~/.local/share/automata-arcade}), the folder the shell also gives the Rules File card.
 * Resolved here because the cards are listed before any game context exists.
 */
final class RulesFolder {
    private RulesFolder() {}

    static Path resolve() { return resolve(System.getProperty("arcade.home"), System.getenv(), System.getProperty("user.home")); }

    static Path resolve(String override, Map<String, String> env, String userHome) {
        Path data;
        String xdg = env.get("XDG_DATA_HOME");
        if (override != null && !override.isBlank()) data = Path.of(override).toAbsolutePath();
        else if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) data = Path.of(xdg, "automata-arcade");
        else data = Path.of(userHome == null ? "." : userHome, ".local", "share", "automata-arcade");
        return data.resolve("games").resolve(OpenFilePlugin.ID);
    }
}
