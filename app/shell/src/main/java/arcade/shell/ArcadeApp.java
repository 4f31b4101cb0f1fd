package arcade.shell;

import arcade.shell.notify.Toasts;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/** The JavaFX application: the games and the player's files are read (see {@link EarlyStart}) before the window opens. */
public class ArcadeApp extends Application {
    private EarlyStart.Ready ready;

    @Override public void init() {
        ready = EarlyStart.await(getParameters().getRaw().contains(Main.NO_PLUGINS));
    }

    @Override public void start(Stage stage) {
        ArcadeShell shell = ready.shell();
        shell.start(stage, uri -> getHostServices().showDocument(uri));
        ready.pluginsOff().ifPresent(m -> shell.toasts().show(Toasts.Level.WARN, m));
        Platform.runLater(ready.guard()::started); // the library is up: the plugins did not stop this start
        if (SelfCheck.requested()) new SelfCheck(shell, ready.registry(), ready.data(), System.out).startAndExit();
    }

    @Override public void stop() {
        ready.shell().shutdown();
    }
}
