package arcade.shell.storage;

/** The player's theme setting. */
public enum ThemeChoice {
    LIGHT("Light"), DARK("Dark"), SYSTEM("Follow system");

    private final String label;

    ThemeChoice(String label) { this.label = label; }

    public String label() { return label; }
}
