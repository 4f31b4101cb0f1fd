package arcade.games.capuzzle.view;

import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import javafx.stage.Window;

/**
 * Where the control buttons are (THESIS.md 11): on top of the board, docked beside it over the
 * rules, or in a small window of their own owned by the game's window (Ctrl+D cycles).
 */
final class BarPlacement {
    enum Place { TOP, BESIDE, FLOATING }

    private final CaView view;
    private final BorderPane root;
    private final PlayBar bar;
    private final SidePanel side;
    private Place place = Place.TOP;
    private Stage window;

    BarPlacement(CaView view, BorderPane root, PlayBar bar, SidePanel side) {
        this.view = view;
        this.root = root;
        this.bar = bar;
        this.side = side;
    }

    Place place() { return place; }

    void next() { put(Place.values()[(place.ordinal() + 1) % Place.values().length]); }

    /** Takes the buttons away while a screen of its own covers the board. */
    void hide() {
        if (window != null) window.hide();
        root.setTop(null);
        side.setBar(null);
    }

    /** Puts them back after a screen closed (a floating window comes back on top). */
    void restore() { put(place == Place.FLOATING ? Place.TOP : place); }

    void close() {
        if (window != null) { window.setOnHidden(null); window.close(); window = null; }
    }

    void put(Place p) {
        close();
        root.setTop(null);
        side.setBar(null);
        place = p;
        switch (p) {
            case TOP -> root.setTop(bar.node());
            case BESIDE -> {
                if (side.node().getParent() == null) view.toggleOverview();
                side.setBar(bar.node());
            }
            case FLOATING -> {
                Window owner = root.getScene() == null ? null : root.getScene().getWindow();
                if (owner == null) { put(Place.TOP); return; }
                window = new Stage(StageStyle.UTILITY);
                window.initOwner(owner);
                window.setTitle("Controls");
                StackPane host = new StackPane(bar.node());
                host.getStyleClass().add("ca-root");
                host.getStylesheets().add(CaView.class.getResource(CaView.CSS).toExternalForm());
                window.setScene(new javafx.scene.Scene(host, 460, 130));
                window.setX(owner.getX() + owner.getWidth() - 500);
                window.setY(owner.getY() + 60);
                window.setOnHidden(e -> { window = null; put(Place.TOP); });
                window.show();
            }
        }
    }

    /** Shows or hides the rules overview and help windows beside the board (Ctrl+P). */
    void toggleOverview(SplitPane split) {
        if (split.getItems().contains(side.node())) split.getItems().remove(side.node());
        else { split.getItems().add(side.node()); split.setDividerPositions(0.62); }
    }
}
