package arcade.shell.chrome;

import arcade.api.plugin.Ending;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The card's two places, laid out as the chrome lays them out: centred over the game, or docked
 * below it, the game shrinking above and taking its room back when the card is put away.
 */
@ExtendWith(ApplicationExtension.class)
class EndCardTest {
    private final SimpleObjectProperty<Ending> ending = new SimpleObjectProperty<>();
    private final AtomicInteger playedAgain = new AtomicInteger();
    private final Region game = new Region();
    private EndCard card;

    @Start void start(Stage stage) {
        card = new EndCard(ending, () -> { });
        BorderPane area = new BorderPane(new StackPane(game, card.node()));
        area.setBottom(card.dock());
        area.getStylesheets().add(EndCard.class.getResource("/arcade/shell/chrome/chrome.css").toExternalForm());
        stage.setScene(new Scene(area, 800, 500));
        stage.setWidth(800);  // the stage may keep the size an earlier test class gave it
        stage.setHeight(500);
        stage.show();
    }

    private Ending ending(Ending.Placement placement) {
        return new Ending(Ending.Tone.WON, "Solved!", List.of("Score 30 · Time 4.2 s · 15 moves", "Played with help, so it sets no best."),
                playedAgain::incrementAndGet, null, placement);
    }

    private double gameHeight(FxRobot robot) {
        robot.interact(() -> { game.getScene().getRoot().applyCss(); game.getScene().getRoot().layout(); });
        return game.getHeight();
    }

    @Test void belowTheBoardTheGameShrinksAboveTheCardAndGetsItsRoomBack(FxRobot robot) {
        double full = gameHeight(robot);
        robot.interact(() -> ending.set(ending(Ending.Placement.BELOW_BOARD)));
        assertThat(card.isShowing()).isTrue();
        assertThat(card.node().isVisible()).as("nothing over the game").isFalse();
        Node shown = robot.lookup("#end-card").query();
        double shrunk = gameHeight(robot);
        var cardBounds = shown.localToScene(shown.getLayoutBounds());
        var gameBounds = game.localToScene(game.getBoundsInLocal());
        assertThat(shrunk).isLessThan(full);
        assertThat(cardBounds.getMinY()).as("the card starts below the game").isGreaterThanOrEqualTo(gameBounds.getMaxY());
        assertThat(cardBounds.getMaxY()).as("inside the window").isLessThanOrEqualTo(shown.getScene().getHeight());

        robot.interact(() -> robot.lookup("#end-play-again").queryAs(Button.class).fire());
        assertThat(playedAgain).hasValue(1);
        assertThat(card.isShowing()).isFalse();
        assertThat(gameHeight(robot)).as("the room given back").isEqualTo(full);
    }

    @Test void centredIsTheDefaultAndTakesNoRoomFromTheGame(FxRobot robot) {
        double full = gameHeight(robot);
        robot.interact(() -> ending.set(new Ending(Ending.Tone.LOST, "Game over", List.of(), () -> { }, null)));
        assertThat(ending.get().placement()).isEqualTo(Ending.Placement.CENTRED);
        assertThat(card.node().isVisible()).isTrue();
        assertThat(card.dock().isManaged()).isFalse();
        assertThat(gameHeight(robot)).isEqualTo(full);
        Node shown = robot.lookup("#end-card").query();
        var b = shown.localToScene(shown.getLayoutBounds());
        double w = shown.getScene().getWidth(), h = shown.getScene().getHeight();
        assertThat((b.getMinX() + b.getMaxX()) / 2).as("centred across").isCloseTo(w / 2, org.assertj.core.data.Offset.offset(1.0));
        assertThat((b.getMinY() + b.getMaxY()) / 2).as("centred down").isCloseTo(h / 2, org.assertj.core.data.Offset.offset(1.0));
        robot.interact(() -> assertThat(card.dismiss()).isTrue());
        assertThat(card.isShowing()).isFalse();
        robot.interact(() -> assertThat(card.dismiss()).as("nothing left to put away").isFalse());
    }
}
