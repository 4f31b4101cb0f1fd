package arcade.games.solitaire.view;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/** The game's page in the settings dialog; every change applies and is saved at once. */
final class SettingsPane {
    private SettingsPane() {}

    static Node build(SolitaireSettings initial, Consumer<SolitaireSettings> changed) {
        SolitaireSettings[] current = {initial};
        CheckBox autoHome = new CheckBox("Send safe cards to the foundations by themselves");
        autoHome.setSelected(initial.autoHome());
        autoHome.selectedProperty().addListener((o, a, b) -> changed.accept(current[0] = current[0].withAutoHome(b)));
        CheckBox winnable = new CheckBox("Deal winnable games only (each deal is proven winnable first)");
        winnable.setSelected(initial.winnableOnly());
        winnable.selectedProperty().addListener((o, a, b) -> changed.accept(current[0] = current[0].withWinnableOnly(b)));
        Label speedLabel = new Label("Auto-play pause between steps");
        Slider speed = new Slider(50, 1500, initial.autoPlayMillis());
        speed.setShowTickMarks(true);
        speed.setMajorTickUnit(250);
        speed.valueChangingProperty().addListener((o, a, b) -> {
            if (!b) changed.accept(current[0] = current[0].withAutoPlayMillis((int) speed.getValue()));
        });
        VBox box = new VBox(10, autoHome, winnable, speedLabel, speed);
        autoHome.setWrapText(true);
        winnable.setWrapText(true);
        return box;
    }
}
