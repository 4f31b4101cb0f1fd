package arcade.gamesystem.view;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

import java.nio.file.Files;
import java.nio.file.Path;

/** What the board area shows while no game is open: a line of text and the Open rules file… button. */
final class OpenFilePrompt extends VBox {
    private final Label text = new Label();

    OpenFilePrompt(Runnable open) {
        text.setWrapText(true);
        Button b = new Button("Open rules file…");
        b.setDefaultButton(true);
        b.setOnAction(e -> open.run());
        getChildren().setAll(text, b);
        getStyleClass().add("rules-placeholder");
        setId("rules-placeholder");
    }

    void show(String line) { text.setText(line); }

    /** The file dialog for rules files, opening in the folder used last. */
    static FileChooser chooser(Path lastFolder) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open rules file");
        chooser.getExtensionFilters().setAll(new FileChooser.ExtensionFilter("Rules files (*.json)", "*.json"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        if (lastFolder != null && Files.isDirectory(lastFolder)) chooser.setInitialDirectory(lastFolder.toFile());
        return chooser;
    }
}
