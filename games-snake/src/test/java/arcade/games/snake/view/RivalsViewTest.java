package arcade.games.snake.view;

import arcade.api.fx.FrameTicker;
import arcade.api.model.GameId;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Computer rivals in the view: they move on their own, each has its colour and score chip, and the end card ranks them. */
@ExtendWith(ApplicationExtension.class)
class RivalsViewTest {
    private SnakeGame game;
    private FrameTicker.Manual ticker;
    private long now;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = new SnakeGame(new FakeGameContext(), onFrame -> ticker = new FrameTicker.Manual(onFrame));
        game.start(Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 900, 700));
        stage.show();
    }

    /** One step's worth of frames, after the rivals' plans (made on the executor) have arrived. */
    private void step(FxRobot robot) {
        WaitForAsyncUtils.sleep(20, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            ticker.frame(now);
            for (int k = 0; k < 31; k++) ticker.frame(now += 10_000_000L);
        });
    }

    private SnakeState state() { return game.session().state(); }

    @Test void aRivalMovesByItselfAndHasItsOwnScoreChip(FxRobot robot) {
        String params = SnakeDefinition.preset("rivals").orElseThrow().params();
        robot.interact(() -> {
            game.startGame(GameId.seeded(params, 5), false);
            game.root().requestFocus();
        });
        SnakeState.Cell start = state().head(2).orElseThrow();
        assertThat(game.hud().scoreText(0)).isEqualTo("You 0");
        assertThat(game.hud().scoreText(1)).isEqualTo("Blue 0");
        assertThat(game.hud().scoreText(3)).isEqualTo("Pink 0");
        robot.type(KeyCode.DOWN);
        for (int k = 0; k < 60 && state().step() < 4; k++) step(robot);
        assertThat(state().step()).isGreaterThanOrEqualTo(4);
        assertThat(state().head(2)).as("the rival moved").isPresent().get().isNotEqualTo(start);
        assertThat(game.session().tickLog().get(0)).as("the move records every snake's input").hasSize(4);
    }

    @Test void theEndCardRanksEverySnake(FxRobot robot) {
        String params = SnakeDefinition.preset("rivals").orElseThrow().params();
        robot.interact(() -> {
            game.startGame(GameId.seeded(params, 5), false);
            game.root().requestFocus();
        });
        robot.type(KeyCode.UP); // from (5,5) the wall of row 1 is four steps away
        for (int k = 0; k < 80 && !game.isOver(); k++) step(robot);
        assertThat(game.isOver()).isTrue();
        assertThat(game.overlay().lineText()).startsWith("1. ").contains("You 0", "Blue", "Orange", "Pink");
    }
}
