package arcade.shell.chrome;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The line under the game: the game's status (wrapped onto a second line rather than cut short
 * when the window is narrow), "Paused", and a spinner while the computer works.
 */
final class ChromeStatusBar {
    private final HBox bar;

    ChromeStatusBar(ActiveControls active) {
        Label status = new Label();
        status.setId("status");
        status.getStyleClass().add("status-text");
        status.textProperty().bind(active.status());
        status.setWrapText(true);
        status.setMinWidth(0);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        Label paused = new Label("Paused", new FontIcon("mdi2p-pause-circle-outline"));
        paused.getStyleClass().add("status-paused");
        paused.visibleProperty().bind(active.paused());
        paused.managedProperty().bind(paused.visibleProperty());
        paused.setMinWidth(Region.USE_PREF_SIZE);
        ProgressIndicator busy = new ProgressIndicator();
        busy.setId("busy");
        busy.getStyleClass().add("status-busy");
        busy.visibleProperty().bind(active.busy());
        busy.managedProperty().bind(busy.visibleProperty());
        Label working = new Label("Working…");
        working.getStyleClass().add("status-working");
        working.visibleProperty().bind(active.busy());
        working.managedProperty().bind(working.visibleProperty());
        working.setMinWidth(Region.USE_PREF_SIZE);
        bar = new HBox(10, status, paused, working, busy);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("status-bar");
        bar.setId("status-bar");
    }

    Node node() { return bar; }
}
