package arcade.shell.library;

import arcade.shell.plugins.PluginRegistry;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.nio.file.Path;
import java.util.List;

/** What the library says instead of cards or below them: no games yet, no game matches, plugins that failed. */
final class LibraryNotes {
    private LibraryNotes() {}

    static VBox noMatch() {
        FontIcon icon = new FontIcon("mdi2m-magnify-close");
        icon.getStyleClass().add("empty-icon");
        Label head = new Label("No game matches");
        head.getStyleClass().add("empty-title");
        Label text = new Label("Try fewer or other words, or another category. Esc clears the search.");
        text.setWrapText(true);
        text.getStyleClass().add("empty-text");
        VBox box = new VBox(10, icon, head, text);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().addAll("empty-state", "no-match");
        box.setId("library-no-match");
        box.setVisible(false);
        box.setManaged(false);
        return box;
    }

    static Node empty(Path pluginsFolder, Runnable howToAddGames) {
        FontIcon icon = new FontIcon("mdi2p-puzzle-plus-outline");
        icon.getStyleClass().add("empty-icon");
        Label head = new Label("No games yet");
        head.getStyleClass().add("empty-title");
        Label text = new Label("Games are plugins. Put a game's .jar file into this folder and start the arcade again:");
        text.setWrapText(true);
        text.getStyleClass().add("empty-text");
        TextField path = new TextField(homeRelative(pluginsFolder));
        path.setEditable(false);
        path.getStyleClass().add("empty-path");
        path.setMaxWidth(560);
        Hyperlink how = new Hyperlink("How to write a game: \"Add a game\" in README.md");
        how.setGraphic(new FontIcon("mdi2b-book-open-page-variant-outline"));
        how.setOnAction(e -> howToAddGames.run());
        VBox box = new VBox(14, icon, head, text, path, how);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().add("empty-state");
        box.setId("empty-library");
        return box;
    }

    static Node unavailable(List<PluginRegistry.Unavailable> unavailable) {
        Label head = new Label(unavailable.size() == 1 ? "1 plugin could not be loaded" : unavailable.size() + " plugins could not be loaded");
        FontIcon icon = new FontIcon("mdi2a-alert-outline");
        icon.getStyleClass().add("notice-icon");
        head.setGraphic(icon);
        head.getStyleClass().addAll("unavailable-title", "notice-text");
        VBox box = new VBox(4, head);
        for (PluginRegistry.Unavailable u : unavailable) {
            // The player reads plain words; the tooltip keeps the technical reason for the plugin's author.
            Label l = new Label(line(u.provider(), arcade.shell.notify.PlainWords.filter(u.reason())));
            l.setWrapText(true);
            l.setTooltip(new Tooltip(u.provider() + "\n" + u.reason()));
            l.getStyleClass().add("unavailable-item");
            box.getChildren().add(l);
        }
        box.getStyleClass().addAll("unavailable", "notice", "warn"); // the look of every notice
        box.setId("unavailable");
        return box;
    }

    /** "~/.local/share/…" reads better than the full home path. */
    static String homeRelative(Path p) {
        String home = System.getProperty("user.home");
        String s = p.toAbsolutePath().toString();
        return home != null && !home.isEmpty() && s.startsWith(home + java.io.File.separator) ? "~" + s.substring(home.length()) : s;
    }

    /**
     * A failed plugin in the player's words: the jar they put in the plugins folder ("my-game.jar —
     * …"), a file or folder by its name, and a game of the arcade's own by its reason alone (which
     * names its file); never a class name (the tooltip keeps it for the plugin's author).
     */
    static String line(String provider, String reason) {
        int paren = provider.indexOf(" (");
        if (paren > 0 && provider.endsWith(")")) return provider.substring(paren + 2, provider.length() - 1) + " — " + reason;
        boolean named = provider.endsWith(".jar") || provider.endsWith(".json") || provider.lastIndexOf('.') <= 0;
        return named ? provider + " — " + reason : reason;
    }
}
