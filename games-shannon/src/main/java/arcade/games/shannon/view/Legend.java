package arcade.games.shannon.view;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/** The line under the board saying what the colours mean: the links, or the analysis overlay. */
final class Legend {
    private final HBox root = new HBox();

    Legend() { show(false); }

    HBox node() { return root; }

    void show(boolean analysis) {
        root.getChildren().clear();
        root.getStyleClass().setAll("shannon-legend");
        if (!analysis) {
            root.getChildren().addAll(item("healed", "healed link (Short)"), item("free", "sick link, still free"),
                    item("stub", "cut link (Cut; the last one bright)"));
        } else {
            root.getChildren().addAll(item("tree1", "spanning tree 1"), item("tree2", "spanning tree 2"),
                    item("cut", "narrowest cut"), item("path", "shortest route"), item("move", "best move"));
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
