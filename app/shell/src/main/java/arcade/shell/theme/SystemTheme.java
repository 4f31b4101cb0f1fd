package arcade.shell.theme;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * What "follow system" means on Linux: dark when the GTK theme asks for it. Reads
 * {@code GTK_THEME} (e.g. {@code Adwaita:dark}); otherwise asks GNOME's settings
 * ({@code color-scheme 'prefer-dark'}, or a theme name ending in {@code -dark}). Anything
 * else, or no answer within a second, means light.
 */
public final class SystemTheme {
    private SystemTheme() {}

    /** May run a short external command: call off the UI thread. */
    public static boolean prefersDark() {
        String env = System.getenv("GTK_THEME");
        if (env != null && !env.isBlank()) return looksDark(env);
        String scheme = gsettings("color-scheme");
        if (scheme != null && scheme.contains("prefer-dark")) return true;
        String theme = gsettings("gtk-theme");
        return theme != null && looksDark(theme);
    }

    static boolean looksDark(String themeName) {
        String t = themeName.toLowerCase(Locale.ROOT);
        return t.endsWith(":dark") || t.contains("-dark") || t.endsWith("dark'") || t.endsWith("dark");
    }

    private static String gsettings(String key) {
        try {
            Process p = new ProcessBuilder("gsettings", "get", "org.gnome.desktop.interface", key)
                    .redirectErrorStream(true).start();
            if (!p.waitFor(1, TimeUnit.SECONDS)) { p.destroyForcibly(); return null; }
            if (p.exitValue() != 0) return null;
            return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            return null; // no gsettings on this desktop
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
