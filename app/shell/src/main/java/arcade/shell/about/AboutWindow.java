package arcade.shell.about;

import arcade.shell.theme.WindowIcons;
import arcade.shell.version.BuildInfo;
import arcade.shell.version.Libraries;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/** About Automata Arcade: the version, the runtime it runs on, and the libraries with their licences. */
public final class AboutWindow {
    private AboutWindow() {}

    public static Stage show(Window owner, BuildInfo build) {
        ImageView logo = new ImageView(WindowIcons.image(64)); // the arcade's own icon, as on its windows
        logo.setId("about-logo");
        Label name = new Label(BuildInfo.NAME);
        name.getStyleClass().add("about-name");
        Label version = new Label("Version " + build.version());
        version.setId("about-version");
        Label runtime = new Label("Java " + build.java() + " · JavaFX " + build.javafx());
        runtime.getStyleClass().add("about-muted");
        Label blurb = new Label("Games built on automata: every game is a formal game automaton with one shared session, "
                + "unlimited undo and redo, replayable saves and seeded generators.");
        blurb.setWrapText(true);
        blurb.getStyleClass().add("about-muted");
        VBox head = new VBox(4, logo, name, version, runtime, blurb);
        head.setAlignment(Pos.CENTER);
        head.getStyleClass().add("about-head");

        Label heading = new Label("Libraries");
        heading.getStyleClass().add("about-heading");
        VBox body = new VBox(8, head, heading, libraries());
        body.getStyleClass().add("about-body");
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("about-scroll");

        Stage stage = new Stage();
        Button close = new Button("Close");
        close.setId("about-close");
        close.setDefaultButton(true);
        close.setOnAction(e -> stage.close());
        HBox buttons = new HBox(close);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        buttons.getStyleClass().add("about-buttons");

        BorderPane root = new BorderPane(scroll);
        root.setBottom(buttons);
        root.setId("about");
        root.getStyleClass().add("about");
        root.getStylesheets().add(AboutWindow.class.getResource("/arcade/shell/about/about.css").toExternalForm());
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root, Math.min(600, screen.getWidth() * 0.95), Math.min(620, screen.getHeight() * 0.9));
        return arcade.shell.theme.OwnedWindows.show(stage, owner, "About " + BuildInfo.NAME, scene, true);
    }

    /** One row per library: its name, the version in this runtime, its licence. */
    private static Node libraries() {
        GridPane grid = new GridPane();
        grid.setId("about-libraries");
        grid.getStyleClass().add("about-libraries");
        ColumnConstraints nameColumn = new ColumnConstraints();
        nameColumn.setHgrow(Priority.SOMETIMES);
        ColumnConstraints versionColumn = new ColumnConstraints();
        versionColumn.setHalignment(HPos.LEFT);
        ColumnConstraints licenceColumn = new ColumnConstraints();
        licenceColumn.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(nameColumn, versionColumn, licenceColumn);
        int row = 0;
        for (Libraries.Library lib : Libraries.used()) {
            Label name = new Label(lib.name());
            name.setWrapText(true);
            name.getStyleClass().add("about-library");
            Label v = new Label(lib.version());
            v.getStyleClass().add("about-muted");
            v.setMinWidth(Label.USE_PREF_SIZE); // a version is never cut short
            Label licence = new Label(lib.licence());
            licence.setWrapText(true);
            grid.addRow(row++, name, v, licence);
        }
        return grid;
    }
}
