package arcade.shell.theme;

import javafx.scene.Scene;

/** The arcade's look for drop-down menus, lists and tooltips in every window (see popups.css). */
public final class Popups {
    private static final String SHEET = Popups.class.getResource("/arcade/shell/theme/popups.css").toExternalForm();

    private Popups() {}

    public static Scene style(Scene scene) {
        if (!scene.getStylesheets().contains(SHEET)) scene.getStylesheets().add(SHEET);
        return scene;
    }
}
