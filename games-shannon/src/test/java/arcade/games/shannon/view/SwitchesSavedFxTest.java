package arcade.games.shannon.view;

import arcade.games.shannon.view.match.ShannonSettings;

import arcade.games.shannon.view.board.BridgItGrid;

import arcade.api.testing.fx.FakeGameContext;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Teach mode and the Bridg-It view are saved in the settings and come back with the next start. */
@ExtendWith(ApplicationExtension.class)
class SwitchesSavedFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private OpenShannon game;

    @Start void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenShannon.open(ctx, Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 1000, 700));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    /** The switch as the player sees it (the Bridg-It one sits in the legend, shown on Bridg-It boards). */
    private static javafx.beans.property.BooleanProperty box(OpenShannon g, String text) {
        return text.equals("Teach mode") ? g.history().panel().teachProperty() : g.legend().dotsProperty();
    }

    @Test void bothSwitchesSurviveARestart(FxRobot robot) throws Exception {
        assertThat(box(game, "Teach mode").get()).isFalse();
        assertThat(box(game, "Draw Bridg-It as dots").get()).isTrue();
        robot.interact(() -> {
            box(game, "Teach mode").set(true);
            box(game, "Draw Bridg-It as dots").set(false);
        });
        ShannonSettings saved = (ShannonSettings) ctx.values.get(ShannonSettings.FILE);
        assertThat(saved.teachOn()).isTrue();
        assertThat(saved.dotGridOn()).isFalse();

        robot.interact(() -> {
            game.close();
            game = OpenShannon.open(ctx, Optional.empty());
            stage.setScene(new Scene((javafx.scene.Parent) game.root(), 1000, 700));
        });
        assertThat(box(game, "Teach mode").get()).isTrue();
        assertThat(box(game, "Draw Bridg-It as dots").get()).isFalse();
        game.startPreset(robot, "bridgit5");
        org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> game.controller().session() != null && BridgItGrid.orderOf(game.controller().state().board()) > 0);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.boardView().isDotGrid()).as("a Bridg-It board is drawn as a graph, as chosen").isFalse();
    }
}
