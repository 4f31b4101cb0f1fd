package arcade.shell.chrome;

import arcade.api.plugin.Ending;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The end-of-game card every game shares, drawn over the game when it reports an {@link Ending}:
 * the result, its lines, and Play again, Replay (where the game can), Back to the library. "Look
 * at the board" (or Esc) puts the card away so the final position can be studied; the status bar
 * keeps the result.
 */
final class EndCard {
    private final StackPane layer = new StackPane();
    private final Runnable backToLibrary;
    private Ending showing;

    EndCard(ObservableValue<Ending> ending, Runnable backToLibrary) {
        this.backToLibrary = backToLibrary;
        layer.getStyleClass().add("end-card-layer");
        layer.setId("end-card-layer");
        layer.setPickOnBounds(false);
        layer.setVisible(false);
        ending.addListener((o, was, now) -> show(now));
        show(ending.getValue());
    }

    Node node() { return layer; }

    /** True while the card is shown. */
    boolean isShowing() { return layer.isVisible(); }

    /** Puts the card away (Esc); true when it was shown. */
    boolean dismiss() {
        if (!layer.isVisible()) return false;
        layer.setVisible(false);
        return true;
    }

    private void show(Ending e) {
        showing = e;
        if (e == null) { layer.setVisible(false); layer.getChildren().clear(); return; }
        FontIcon icon = new FontIcon(switch (e.tone()) {
            case WON -> "mdi2t-trophy-outline";
            case LOST -> "mdi2e-emoticon-sad-outline";
            case DRAWN -> "mdi2s-scale-balance";
            case FINISHED -> "mdi2f-flag-checkered";
        });
        icon.getStyleClass().add("end-card-icon");
        Label title = new Label(e.title(), icon);
        title.getStyleClass().add("end-card-title");
        title.setId("end-card-title");
        title.setWrapText(true);
        VBox lines = new VBox(4);
        for (String line : e.lines()) {
            Label l = new Label(line);
            l.setWrapText(true);
            l.getStyleClass().add("end-card-line");
            lines.getChildren().add(l);
        }
        Button again = new Button("Play again");
        again.setId("end-play-again");
        again.setDefaultButton(true);
        again.getStyleClass().add("accent");
        again.setOnAction(x -> { Ending now = showing; dismiss(); now.playAgain().run(); });
        HBox buttons = new HBox(8, again);
        e.replayAction().ifPresent(r -> {
            Button replay = new Button("Replay");
            replay.setId("end-replay");
            replay.setOnAction(x -> { dismiss(); r.run(); });
            buttons.getChildren().add(replay);
        });
        Button look = new Button("Look at the board");
        look.setId("end-look");
        look.setOnAction(x -> dismiss());
        Button library = new Button("Library");
        library.setId("end-library");
        library.setOnAction(x -> backToLibrary.run());
        buttons.getChildren().addAll(look, library);
        buttons.setAlignment(Pos.CENTER_LEFT);
        for (Node b : buttons.getChildren()) ((Button) b).setMinWidth(Region.USE_PREF_SIZE); // never "Play ag…"
        title.setMinHeight(Region.USE_PREF_SIZE);
        VBox card = new VBox(12, title, lines, buttons);
        card.getStyleClass().addAll("end-card", "end-card-" + e.tone().name().toLowerCase(java.util.Locale.ROOT));
        card.setId("end-card");
        card.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        card.setMinWidth(Region.USE_PREF_SIZE);
        layer.getChildren().setAll(card);
        StackPane.setAlignment(card, Pos.CENTER);
        layer.setVisible(true);
    }
}
