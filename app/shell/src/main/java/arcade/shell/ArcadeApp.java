package arcade.shell;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/** The JavaFX application: the window titled "Automata Arcade". */
public class ArcadeApp extends Application {
    @Override public void start(Stage stage) {
        stage.setTitle("Automata Arcade");
        stage.setScene(new Scene(new StackPane(new Label("Automata Arcade")), 1100, 760));
        stage.show();
    }
}
