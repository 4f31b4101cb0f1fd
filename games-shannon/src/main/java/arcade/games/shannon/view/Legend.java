package arcade.games.shannon.view;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/** The line under the board saying what the colours mean: the links, or the analysis overlay. */
final class Legend {
    private final HBox root = new HBox();
    private final javafx.scene.control.CheckBox dots = new javafx.scene.control.CheckBox("Draw Bridg-It as dots");
    private boolean analysis, bridgIt;

    Legend() {
        dots.setSelected(true);
        dots.setFocusTraversable(false);
        show(false);
    }

    /** The switch between the Bridg-It dot grid and the graph view. */
    javafx.beans.property.BooleanProperty dotsProperty() { return dots.selectedProperty(); }

    /** Whether the board is a Bridg-It board (the switch and the bridge colours then show). */
    void setBridgIt(boolean on) {
        if (on != bridgIt) { bridgIt = on; show(analysis); }
    }

    HBox node() { return root; }

    void show(boolean analysis) {
        this.analysis = analysis;
        root.getChildren().clear();
        root.getStyleClass().setAll("shannon-legend");
        if (!analysis && bridgIt && dots.isSelected()) {
            root.getChildren().addAll(item("healed", "Short's bridge (joins A's side to B's)"), item("stub", "Cut's bridge"));
        } else if (!analysis) {
            root.getChildren().addAll(item("healed", "healed link (Short)"), item("free", "sick link, still free"),
                    item("stub", "cut link (Cut; the last one bright)"));
        } else {
            root.getChildren().addAll(item("tree1", "spanning tree 1"), item("tree2", "spanning tree 2"),
                    item("cut", "narrowest cut"), item("path", "shortest route"), item("move", "best move"));
        }
        if (bridgIt) {
            Region gap = new Region();
            HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
            root.getChildren().addAll(gap, dots);
        }
    }

    private static HBox item(String swatch, String text) {
        Region r = new Region();
        r.getStyleClass().addAll("legend-swatch", swatch);
        HBox h = new HBox(6, r, new Label(text));
        h.setAlignment(Pos.CENTER_LEFT);
        return h;
    }
}
