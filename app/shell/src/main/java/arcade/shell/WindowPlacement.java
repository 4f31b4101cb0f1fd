package arcade.shell;

import arcade.shell.storage.WindowGeometry;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Puts the window where it was last time, if a screen still shows its title bar. */
final class WindowPlacement {
    private WindowPlacement() {}

    static void place(Stage stage, WindowGeometry g) {
        if (g.x() != null && g.y() != null) {
            Rectangle2D wanted = new Rectangle2D(g.x(), g.y(), g.width(), g.height());
            // Only where a screen still shows the title bar (monitors come and go).
            boolean visible = Screen.getScreens().stream().anyMatch(s -> s.getVisualBounds().intersects(
                    wanted.getMinX(), wanted.getMinY(), Math.min(wanted.getWidth(), 200), 40));
            if (visible) { stage.setX(g.x()); stage.setY(g.y()); }
        }
        stage.setMaximized(g.maximized());
    }
}
