package arcade.games.shannon.view.dialogs;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * Over the top of the board when the game was opened to take up a network match a previous run
 * left unfinished (the library's Continue): Rejoin, or Not now (the Play menu still offers it).
 */
public final class RejoinOffer {
    private final HBox root = new HBox(10);
    private final Button rejoin = new Button("Rejoin");
    private final Button notNow = new Button("Not now");

    public RejoinOffer(Runnable onRejoin) {
        Label text = new Label("Your network match was interrupted.");
        text.getStyleClass().add("result-text");
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        rejoin.setMinWidth(Region.USE_PREF_SIZE);
        notNow.setMinWidth(Region.USE_PREF_SIZE);
        rejoin.getStyleClass().add("accent");
        rejoin.setId("shannon-rejoin");
        rejoin.setOnAction(e -> { hide(); onRejoin.run(); });
        notNow.setOnAction(e -> hide());
        root.getChildren().addAll(text, rejoin, notNow);
        root.getStyleClass().add("result-banner");
        root.setAlignment(Pos.CENTER);
        root.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        root.setPickOnBounds(true); // a click anywhere on the banner stays on it, never reaching the board beneath
        hide();
    }

    public Node node() { return root; }

    public void show() {
        root.setVisible(true);
        root.setManaged(true);
    }

    public void hide() {
        root.setVisible(false);
        root.setManaged(false);
    }

    public boolean isShowing() { return root.isVisible(); }

    public Button rejoinButton() { return rejoin; }
}
