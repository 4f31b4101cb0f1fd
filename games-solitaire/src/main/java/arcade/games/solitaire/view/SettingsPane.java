package arcade.games.solitaire.view;

import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/** The game's page in the settings dialog; every change applies and is saved at once. */
final class SettingsPane {
    private SettingsPane() {}

    /** {@code palette} draws the card backs to choose from (null before the table was first drawn: labels only). */
    static Node build(SolitaireSettings initial, SolitairePalette palette, Consumer<SolitaireSettings> changed) {
        SolitaireSettings[] current = {initial};
        CheckBox autoHome = new CheckBox("Send safe cards to the foundations by themselves");
        autoHome.setSelected(initial.autoHome());
        autoHome.selectedProperty().addListener((o, a, b) -> changed.accept(current[0] = current[0].withAutoHome(b)));
        CheckBox winnable = new CheckBox("Deal winnable games only (each deal is proven winnable first)");
        winnable.setSelected(initial.winnableOnly());
        winnable.selectedProperty().addListener((o, a, b) -> changed.accept(current[0] = current[0].withWinnableOnly(b)));
        CheckBox details = new CheckBox("Add what the solver found to each hint (its guesses at the hidden cards)");
        details.setSelected(initial.hintDetails());
        details.selectedProperty().addListener((o, a, b) -> changed.accept(current[0] = current[0].withHintDetails(b)));
        details.setWrapText(true);
        Label speedLabel = new Label();
        Slider speed = new Slider(SolitaireSettings.MIN_PAUSE, SolitaireSettings.MAX_PAUSE, initial.autoPlayMillis());
        speed.setId("solitaire-speed");
        speed.setShowTickMarks(true);
        speed.setMajorTickUnit(250);
        Runnable say = () -> speedLabel.setText("Auto-play and Solve: " + SolitaireSettings.pauseInWords((int) speed.getValue()));
        say.run();
        // Saved once the thumb is let go, or at once for a click or a key.
        speed.valueProperty().addListener((o, a, b) -> {
            say.run();
            if (!speed.isValueChanging()) changed.accept(current[0] = current[0].withAutoPlayMillis(b.intValue()));
        });
        speed.valueChangingProperty().addListener((o, a, moving) -> {
            if (!moving) changed.accept(current[0] = current[0].withAutoPlayMillis((int) speed.getValue()));
        });
        VBox box = new VBox(10, autoHome, winnable, details, speedLabel, speed, new Label("Card backs"), backs(initial, palette, b -> changed.accept(current[0] = current[0].withCardBack(b))));
        autoHome.setWrapText(true);
        winnable.setWrapText(true);
        return box;
    }

    private static Node backs(SolitaireSettings initial, SolitairePalette palette, Consumer<CardBack> chosen) {
        ToggleGroup group = new ToggleGroup();
        HBox row = new HBox(8);
        for (CardBack b : CardBack.values()) {
            ToggleButton button = new ToggleButton(b.label());
            button.setId("solitaire-back-" + b.name().toLowerCase(java.util.Locale.ROOT));
            button.setToggleGroup(group);
            button.setSelected(b == initial.cardBack());
            if (palette != null) {
                Canvas preview = new Canvas(36, 50);
                CardPainter.back(preview.getGraphicsContext2D(), palette, b, 0, 0, 36, 50);
                button.setGraphic(preview);
                button.setContentDisplay(javafx.scene.control.ContentDisplay.TOP);
            }
            button.setOnAction(e -> {
                if (!button.isSelected()) { button.setSelected(true); return; } // one is always chosen
                chosen.accept(b);
            });
            row.getChildren().add(button);
        }
        return row;
    }
}
