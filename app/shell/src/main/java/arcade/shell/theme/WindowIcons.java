package arcade.shell.theme;

import javafx.collections.ListChangeListener;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * The arcade's icon (rule 90 grown from one live cell on a blue tile, drawn by the packaging's
 * ArcadeIcon) on every window the arcade opens: the main window and every dialog, the games' own
 * included, in the sizes a desktop picks from for title bars, task switchers and docks.
 */
public final class WindowIcons {
    static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256};
    private static List<Image> images;
    private static boolean watching;

    private WindowIcons() {}

    /** The icon in every size, read once (FX thread). */
    public static List<Image> images() {
        if (images == null) {
            List<Image> all = new ArrayList<>();
            for (int size : SIZES) {
                var url = WindowIcons.class.getResource("/arcade/shell/theme/automata-arcade-" + size + ".png");
                if (url != null) all.add(new Image(url.toExternalForm()));
            }
            images = List.copyOf(all);
        }
        return images;
    }

    /** The icon drawn for {@code size} pixels (one of the sizes above), or the nearest larger one. */
    public static Image image(int size) {
        return images().stream().filter(i -> i.getWidth() >= size).findFirst().orElse(images().get(images().size() - 1));
    }

    /** Gives {@code main} the icon, and every window shown from now on that has none of its own (FX thread). */
    public static void install(Stage main) {
        main.getIcons().setAll(images());
        if (watching) return;
        watching = true;
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                for (Window w : change.getAddedSubList()) {
                    if (w instanceof Stage s && s.getIcons().isEmpty()) s.getIcons().setAll(images());
                }
            }
        });
    }
}
