package arcade.shell.storage;

/**
 * The global settings.
 *
 * @param theme      light, dark or follow the desktop
 * @param animations whether games may animate
 * @param sound      whether games may play sounds (off by default)
 */
public record ShellSettings(int version, ThemeChoice theme, boolean animations, boolean sound) {
    public static final int VERSION = 1;

    public ShellSettings {
        theme = theme == null ? ThemeChoice.SYSTEM : theme;
    }

    public static ShellSettings defaults() { return new ShellSettings(VERSION, ThemeChoice.SYSTEM, true, false); }

    public ShellSettings withTheme(ThemeChoice t) { return new ShellSettings(VERSION, t, animations, sound); }
    public ShellSettings withAnimations(boolean a) { return new ShellSettings(VERSION, theme, a, sound); }
    public ShellSettings withSound(boolean s) { return new ShellSettings(VERSION, theme, animations, s); }
}
