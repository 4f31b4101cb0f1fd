package arcade.shell;

import arcade.shell.storage.WindowGeometry;
import javafx.stage.Stage;

/**
 * The window's last normal (not maximised, iconified or full-screen) place and size, followed as the
 * player moves it, so the next start opens it there.
 */
final class WindowBounds {
    private WindowGeometry normal;

    WindowBounds(WindowGeometry stored) { this.normal = stored; }

    WindowGeometry normal() { return normal; }

    void track(Stage stage) {
        Runnable remember = () -> {
            if (stage.isMaximized() || stage.isIconified() || stage.isFullScreen()) return;
            normal = new WindowGeometry(WindowGeometry.VERSION, stage.getX(), stage.getY(),
                    stage.getWidth(), stage.getHeight(), false).sane();
        };
        stage.xProperty().addListener(o -> remember.run());
        stage.yProperty().addListener(o -> remember.run());
        stage.widthProperty().addListener(o -> remember.run());
        stage.heightProperty().addListener(o -> remember.run());
    }

    /** What to store at exit: the normal bounds, and whether the window was maximised. */
    WindowGeometry toStore(Stage stage) {
        return new WindowGeometry(WindowGeometry.VERSION, normal.x(), normal.y(), normal.width(), normal.height(), stage.isMaximized());
    }
}
