package arcade.shell.theme;

import org.kordamp.ikonli.javafx.FontIcon;

/** Ikonli icons named by a game: an unknown literal must not cost the game its card or its chrome. */
public final class Icons {
    private static final String FALLBACK = "mdi2g-gamepad-variant-outline";

    private Icons() {}

    public static FontIcon of(String literal) {
        try {
            return new FontIcon(literal);
        } catch (RuntimeException e) {
            return new FontIcon(FALLBACK);
        }
    }
}
