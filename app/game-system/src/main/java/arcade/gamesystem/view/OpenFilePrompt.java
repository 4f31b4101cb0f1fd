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

    OpenFilePrompt(Runnable open, Runnable create) {
        text.setWrapText(true);
        Button b = new Button("Open rules file…");
        b.setDefaultButton(true);
        b.setOnAction(e -> open.run());
        Button starter = new Button("New rules file…");
        starter.setId("rules-new-file");
        starter.setOnAction(e -> create.run());
        javafx.scene.layout.HBox buttons = new javafx.scene.layout.HBox(8, b, starter);
        buttons.setAlignment(javafx.geometry.Pos.CENTER);
        getChildren().setAll(text, buttons);
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
