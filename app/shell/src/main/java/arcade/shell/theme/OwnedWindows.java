package arcade.shell.theme;

import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/** The arcade's own windows (rules, statistics, settings, about) open centred on the arcade's window. */
public final class OwnedWindows {
    private OwnedWindows() {}

    /** Centres {@code stage} on its owner each time it is shown (a stage is otherwise centred on the screen). */
    public static Stage centreOnOwner(Stage stage) {
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> centre(stage));
        return stage;
    }

    static void centre(Stage stage) {
        Window owner = stage.getOwner();
        if (owner == null || Double.isNaN(owner.getX()) || Double.isNaN(stage.getWidth())) return;
        stage.setX(owner.getX() + (owner.getWidth() - stage.getWidth()) / 2);
        stage.setY(owner.getY() + Math.max(0, (owner.getHeight() - stage.getHeight()) / 2));
    }
}
