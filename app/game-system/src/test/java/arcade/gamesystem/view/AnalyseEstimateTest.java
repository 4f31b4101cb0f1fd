package arcade.gamesystem.view;

import arcade.api.host.GameHost;
import arcade.api.plugin.GameInstance;
import arcade.api.testing.fx.FakeGameContext;
import arcade.gamesystem.model.ShippedGames;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/** Analyse on a position too large to solve: the search's estimate for each move, off the FX thread, stopped by the same button. */
@ExtendWith(ApplicationExtension.class)
class AnalyseEstimateTest {
    private GameInstance game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = RulesGame.open(new FakeGameContext(), Optional.empty(), "connect-four", ShippedGames.load("connect-four"), null, null);
        stage.setScene(new Scene((Parent) game.root(), 900, 650));
        stage.show();
    }

    private static void waitUntil(BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(40, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test void anUnsolvedPositionShowsTheEstimateOfEachMoveAndStopShowsWhatWasFound(FxRobot robot) {
        waitUntil(() -> GameHost.isReady(game));
        robot.clickOn("#rules-analyse");
        Button analyse = robot.lookup("#rules-analyse").queryAs(Button.class);
        assertThat(analyse.getText()).as("while it runs the button stops it").isEqualTo("Stop analysis");
        assertThat(analyse.isDisabled()).isFalse();
        robot.clickOn("#rules-analyse");
        waitUntil(() -> robot.lookup("#rules-analysis").tryQuery().isPresent());
        String text = robot.lookup("#rules-analysis").queryAs(TextArea.class).getText();
        assertThat(text).startsWith("This position, Red to move, could not be solved within 3 s.")
                .contains("Estimate, not a proven value").contains("before it was stopped").contains("The game from its start:");
        assertThat(text).as("each of the seven columns listed by its name").contains("  d1:").contains("  a1:").contains("  g1:").doesNotContain("drop(");
        assertThat(analyse.getText()).isEqualTo("Analyse");
    }
}
