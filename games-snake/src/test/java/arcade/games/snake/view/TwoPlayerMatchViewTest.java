package arcade.games.snake.view;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
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
    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private SnakeTable t;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        this.stage = stage;
    }

    @BeforeEach void open() { t = SnakeTable.show(new FxRobot(), ctx, stage, 900, 700); }

    private void frames(FxRobot robot, long nanos) { t.frames(robot, nanos); }

    private SnakeState state() { return t.state(); }

    /** Blue turns down towards the wall three cells below its start: it crashes, green takes the round. */
    private void blueCrashes(FxRobot robot) {
        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.S);
        for (int k = 0; k < 40 && state().isRunning(); k++) frames(robot, 300_000_000L);
    }

    @Test void theMatchIsPlayedInRoundsAndEndsWithALinePerPlayer(FxRobot robot) {
        String params = SnakeDefinition.preset("two-players").orElseThrow().params();
        SnakeOptions o = SnakeOptions.parse(params);
        assertThat(o.rounds()).isEqualTo(SnakeDefinition.TWO_PLAYER_ROUNDS);
        t = t.reopen(robot, ctx, Optional.of(SnakeTable.fresh(o.withPoison(false).withRounds(2).params(), 11)));
        assertThat(t.view.hud().roundText()).isEqualTo("Round 1 · first to 2");

        blueCrashes(robot);
        assertThat(state().isLifeLost()).as("the round is over, not the match").isTrue();
        assertThat(t.view.overlay().titleText()).isEqualTo("Green wins round 1");
        assertThat(t.view.overlay().lineText()).isEqualTo("Green 1 – Blue 0 · first to 2");
        assertThat(t.view.hud().scoreText(0)).endsWith(" · 1 round");

        frames(robot, 2_000_000_000L);
        assertThat(t.view.overlay().titleText()).isEqualTo("Round 2");
        assertThat(t.view.hud().roundText()).isEqualTo("Round 2 · first to 2");
        long step = state().step();
        frames(robot, 3_000_000_000L);
        assertThat(state().step()).as("the next round waits for a key").isEqualTo(step);

        blueCrashes(robot);
        assertThat(t.view.isOver()).isTrue();
        arcade.api.plugin.Ending end = t.game.ending().getValue();
        assertThat(end.title()).isEqualTo("Green wins the match 2–0");
        String[] lines = end.lines().get(end.lines().size() - 1).split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith("Green: 2 rounds · ");
        assertThat(lines[1]).startsWith("Blue: 0 rounds · ");
        assertThat(ctx.records).singleElement().satisfies(r -> assertThat(r.result()).isEqualTo(arcade.api.store.GameRecord.Result.WIN));
    }
}
