package arcade.shell.rules;

import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;

/** A game's rules page in its own window beside the game (Esc or F1 closes it). */
public final class RulesWindow {
    private RulesWindow() {}

    public static Stage show(Window owner, String gameName, String markdown) {
        return show(owner, gameName, markdown, url -> { });
    }

    /** {@code openLink} opens a link of the page in the desktop's browser. */
    public static Stage show(Window owner, String gameName, String markdown, java.util.function.Consumer<String> openLink) {
        MarkdownView page = new MarkdownView(markdown, openLink);
        page.setId("rules-page");
        ScrollPane scroll = new ScrollPane(page);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("rules-scroll");
        scroll.getStylesheets().add(RulesWindow.class.getResource("/arcade/shell/rules/rules.css").toExternalForm());
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(scroll, Math.min(680, screen.getWidth() * 0.95), Math.min(720, screen.getHeight() * 0.9));
        return arcade.shell.theme.OwnedWindows.show(new Stage(), owner, gameName + " — Rules", scene, false, KeyCode.F1);
    }
}
