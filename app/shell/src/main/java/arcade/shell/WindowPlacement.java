package arcade.shell;

import arcade.shell.storage.WindowGeometry;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Puts the window where it was last time, if a screen still shows its title bar, and never larger than the screen. */
final class WindowPlacement {
    private WindowPlacement() {}

    /** The saved geometry shrunk to the primary screen's usable area, so a small screen shows the whole window. */
    static WindowGeometry fitToScreen(WindowGeometry g) {
        return fitWithin(g, Screen.getPrimary().getVisualBounds());
    }

    /**
     * {@code g} with its size cut to {@code area} (a small screen, or a big monitor that is gone);
     * a cut window is placed by the system again, since the old corner would push it off the area.
     */
    static WindowGeometry fitWithin(WindowGeometry g, Rectangle2D area) {
        double width = Math.min(g.width(), area.getWidth());
        double height = Math.min(g.height(), area.getHeight());
        if (width == g.width() && height == g.height()) return g;
        return new WindowGeometry(g.version(), null, null, width, height, g.maximized());
    }

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
