package arcade.shell.chrome;

import arcade.api.plugin.Ending;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;

/**
 * The end-of-game card every game shares, shown when the game reports an {@link Ending}: the
 * result, its lines, and Play again, Replay (where the game can), Back to the library. It sits
 * centred over the game, or, where the game asks for it ({@link Ending.Placement#BELOW_BOARD}), as
 * a bar below the game, which shrinks above it, so no cell of a solved board is ever covered.
 * "Look at the board" (or Esc) puts the card away so the final position can be studied; the
 * status bar keeps the result.
 */
final class EndCard {
    private final StackPane layer = new StackPane();
    private final StackPane dock = new StackPane();
    private final Runnable backToLibrary;
    private Ending showing;

    EndCard(ObservableValue<Ending> ending, Runnable backToLibrary) {
        this.backToLibrary = backToLibrary;
        layer.getStyleClass().add("end-card-layer");
        layer.setId("end-card-layer");
        layer.setPickOnBounds(false);
        dock.getStyleClass().add("end-card-dock");
        dock.setId("end-card-dock");
        hide();
        ending.addListener((o, was, now) -> show(now));
        show(ending.getValue());
    }

    /** The layer over the game, for a centred card. */
    Node node() { return layer; }

    /** The strip below the game, for a card that keeps the board in view; it takes no room while empty. */
    Node dock() { return dock; }

    /** True while the card is shown. */
    boolean isShowing() { return layer.isVisible() || dock.isVisible(); }

    /** Puts the card away (Esc); true when it was shown. */
    boolean dismiss() {
        if (!isShowing()) return false;
        hide();
        return true;
    }

    private void hide() {
        layer.setVisible(false);
        dock.setVisible(false);
        dock.setManaged(false); // the game takes the room back
    }

    private void show(Ending e) {
        showing = e;
        if (e == null) { hide(); layer.getChildren().clear(); dock.getChildren().clear(); return; }
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
        buttons.setMinWidth(Region.USE_PREF_SIZE);
        for (Node b : buttons.getChildren()) ((Button) b).setMinWidth(Region.USE_PREF_SIZE); // never "Play ag…"
        title.setMinHeight(Region.USE_PREF_SIZE);
        hide();
        if (e.placement() == Ending.Placement.BELOW_BOARD) showBelow(e, title, lines, buttons);
        else showCentred(e, title, lines, buttons);
    }

    private void showCentred(Ending e, Label title, VBox lines, HBox buttons) {
        VBox card = new VBox(12, title, lines, buttons);
        style(card, e);
        card.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        card.setMinWidth(Region.USE_PREF_SIZE);
        dock.getChildren().clear();
        layer.getChildren().setAll(card);
        StackPane.setAlignment(card, Pos.CENTER);
        layer.setVisible(true);
    }

    /**
     * A low bar: the result with the buttons at its right, the lines under them side by side
     * (each wrapping only when the width needs it), so the board above loses as little room as can be.
     */
    private void showBelow(Ending e, Label title, VBox lines, HBox buttons) {
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        title.setMinWidth(Region.USE_PREF_SIZE);
        HBox head = new HBox(16, title, gap, buttons);
        head.setAlignment(Pos.CENTER_LEFT);
        FlowPane flow = new FlowPane(18, 2);
        for (Node l : List.copyOf(lines.getChildren())) {
            Label line = (Label) l;
            line.setMinHeight(Region.USE_PREF_SIZE);
            line.maxWidthProperty().bind(flow.widthProperty());
            flow.getChildren().add(line);
        }
        VBox card = new VBox(6, head, flow);
        style(card, e);
        card.getStyleClass().add("end-card-bar");
        layer.getChildren().clear();
        dock.getChildren().setAll(card);
        dock.setManaged(true);
        dock.setVisible(true);
    }

    private static void style(Region card, Ending e) {
        card.getStyleClass().addAll("end-card", "end-card-" + e.tone().name().toLowerCase(java.util.Locale.ROOT));
        card.setId("end-card");
    }
}
