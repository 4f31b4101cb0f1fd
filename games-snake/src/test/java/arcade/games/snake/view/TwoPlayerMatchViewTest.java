package arcade.games.snake.view;

import arcade.api.fx.FrameTicker;
import arcade.api.model.GameId;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeOptions;
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

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Two players in rounds in the view: a round's end, the next round waiting for a key, the match's end card with a line per player. */
@ExtendWith(ApplicationExtension.class)
class TwoPlayerMatchViewTest {
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

    private void frames(FxRobot robot, long nanos) {
        robot.interact(() -> {
            ticker.frame(now);
            for (long t = 0; t < nanos; t += 10_000_000L) {
                now += 10_000_000L;
                ticker.frame(now);
            }
        });
    }

    private SnakeState state() { return game.session().state(); }

    /** Blue turns down towards the wall three cells below its start: it crashes, green takes the round. */
    private void blueCrashes(FxRobot robot) {
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.S);
        for (int k = 0; k < 40 && state().isRunning(); k++) frames(robot, 300_000_000L);
    }

    @Test void theMatchIsPlayedInRoundsAndEndsWithALinePerPlayer(FxRobot robot) {
        String params = SnakeDefinition.preset("two-players").orElseThrow().params();
        SnakeOptions o = SnakeOptions.parse(params);
        assertThat(o.rounds()).isEqualTo(SnakeDefinition.TWO_PLAYER_ROUNDS);
        robot.interact(() -> game.startGame(GameId.seeded(o.withPoison(false).withRounds(2).params(), 11), false));
        assertThat(game.hud().roundText()).isEqualTo("Round 1 · first to 2");

        blueCrashes(robot);
        assertThat(state().isLifeLost()).as("the round is over, not the match").isTrue();
        assertThat(game.overlay().titleText()).isEqualTo("Green wins round 1");
        assertThat(game.overlay().lineText()).isEqualTo("Green 1 – Blue 0 · first to 2");
        assertThat(game.hud().scoreText(0)).endsWith(" · 1 round");

        frames(robot, 2_000_000_000L);
        assertThat(game.overlay().titleText()).isEqualTo("Round 2");
        assertThat(game.hud().roundText()).isEqualTo("Round 2 · first to 2");
        long step = state().step();
        frames(robot, 3_000_000_000L);
        assertThat(state().step()).as("the next round waits for a key").isEqualTo(step);

        blueCrashes(robot);
        assertThat(game.isOver()).isTrue();
        assertThat(game.overlay().titleText()).isEqualTo("Green wins the match 2–0");
        String[] lines = game.overlay().lineText().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith("Green: 2 rounds · ");
        assertThat(lines[1]).startsWith("Blue: 0 rounds · ");
        assertThat(game.controls().statusProperty().get()).contains("Green 0 (2 rounds)", "Blue 0 (0 rounds)");
    }
}
