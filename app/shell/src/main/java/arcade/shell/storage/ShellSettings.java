package arcade.shell.storage;

/**
 * The global settings.
 *
 * @param theme      light, dark or follow the desktop
 * @param animations whether games may animate
 * @param sound      whether games may play sounds (off by default)
 * @param discardWithoutAsking true once the player said "don't ask again" to the question before
 *                   New game or Restart throws away an unfinished game (false in older files: ask)
 * @param library    cards or the compact list (cards in older files)
 */
public record ShellSettings(int version, ThemeChoice theme, boolean animations, boolean sound, boolean discardWithoutAsking,
                            LibraryLayout library) {
    public static final int VERSION = 1;

    public ShellSettings {
        theme = theme == null ? ThemeChoice.SYSTEM : theme;
        library = library == null ? LibraryLayout.CARDS : library;
    }

    public static ShellSettings defaults() { return new ShellSettings(VERSION, ThemeChoice.SYSTEM, true, false, false, LibraryLayout.CARDS); }

    public ShellSettings withTheme(ThemeChoice t) { return new ShellSettings(VERSION, t, animations, sound, discardWithoutAsking, library); }
    public ShellSettings withAnimations(boolean a) { return new ShellSettings(VERSION, theme, a, sound, discardWithoutAsking, library); }
    public ShellSettings withSound(boolean s) { return new ShellSettings(VERSION, theme, animations, s, discardWithoutAsking, library); }
    public ShellSettings withDiscardWithoutAsking(boolean d) { return new ShellSettings(VERSION, theme, animations, sound, d, library); }
    public ShellSettings withLibrary(LibraryLayout l) { return new ShellSettings(VERSION, theme, animations, sound, discardWithoutAsking, l); }
}
