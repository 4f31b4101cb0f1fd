package arcade.games.snake.view;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.SnakeDefinition;
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
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Computer rivals in the view: they move on their own, each has its colour and score chip, and the end card ranks them. */
@ExtendWith(ApplicationExtension.class)
class RivalsViewTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private Stage stage;
    private SnakeTable t;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        this.stage = stage;
    }

    @BeforeEach void open() {
        FxRobot robot = new FxRobot();
        t = SnakeTable.show(robot, ctx, stage, 900, 700)
                .reopen(robot, ctx, Optional.of(SnakeTable.fresh(SnakeDefinition.preset("rivals").orElseThrow().params(), 5)));
    }

    /** One step's worth of frames, once the rivals' plans (made on the executor) have arrived. */
    private void step(FxRobot robot) {
        SnakeTable.waitFor(() -> t.view.isMoveReady() || t.view.isOver());
        t.frames(robot, 310_000_000L);
    }

    private SnakeState state() { return t.state(); }

    @Test void aRivalMovesByItselfAndHasItsOwnScoreChip(FxRobot robot) {
        SnakeState.Cell start = state().head(2).orElseThrow();
        assertThat(t.view.hud().scoreText(0)).isEqualTo("You 0");
        assertThat(t.view.hud().scoreText(1)).isEqualTo("Blue 0");
        assertThat(t.view.hud().scoreText(3)).isEqualTo("Pink 0");
        robot.type(KeyCode.DOWN);
        for (int k = 0; k < 60 && state().step() < 4; k++) step(robot);
        assertThat(state().step()).isGreaterThanOrEqualTo(4);
        assertThat(state().head(2)).as("the rival moved").isPresent().get().isNotEqualTo(start);
        assertThat(t.view.session().tickLog().get(0)).as("the move records every snake's input").hasSize(4);
    }

    @Test void theEndCardRanksEverySnake(FxRobot robot) {
        robot.type(KeyCode.UP); // from (5,5) the wall of row 1 is four steps away
        for (int k = 0; k < 80 && !t.view.isOver(); k++) step(robot);
        assertThat(t.view.isOver()).isTrue();
        assertThat(t.game.ending().getValue().lines()).anySatisfy(l -> assertThat(l).startsWith("1. ").contains("You 0", "Blue", "Orange", "Pink"));
    }
}
