package arcade.games.snake.view;

import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.Campaign;
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

/** The campaign in the view: its level card, the level and lives chips, a crash that costs a life, the level in the statistics. */
@ExtendWith(ApplicationExtension.class)
class CampaignViewTest {
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

    /** The campaign with seed 7, waiting for its first key. */
    private void campaign(FxRobot robot) {
        t = t.reopen(robot, ctx, Optional.of(SnakeTable.fresh(Campaign.options().params(), 7)));
    }

    /** Plays until the snake has crashed into the wall ahead of level 1's start (at most 30 s of frames). */
    private void crash(FxRobot robot) {
        for (int k = 0; k < 100 && !state().isLifeLost() && !t.view.isOver(); k++) frames(robot, 300_000_000L);
    }

    @Test void theCampaignStartsWithTheLevelCardAndShowsLevelAndLives(FxRobot robot) {
        assertThat(t.game.controls().presets()).extracting(p -> p.id()).contains("campaign");
        campaign(robot);
        assertThat(t.view.overlay().titleText()).isEqualTo("Level 1 of " + Campaign.size() + ": Open field");
        assertThat(t.view.overlay().lineText()).isEqualTo("Eat 5 apples · 3.0 steps/s · 3 lives");
        assertThat(t.view.isPaused()).as("the card waits for a key").isTrue();
        assertThat(t.view.hud().levelText()).isEqualTo("Level 1/" + Campaign.size() + " · 5 to go");
        assertThat(t.view.hud().livesText()).isEqualTo("3 lives");
        assertThat(t.game.controls().statusProperty().get()).contains("Level 1 (5 to go)", "3 lives", "Best level 0");
    }

    @Test void aCrashCostsALifeShownAtOnceAndTheSameLevelWaitsForAKey(FxRobot robot) {
        campaign(robot);
        robot.type(KeyCode.RIGHT);
        crash(robot);
        assertThat(state().isLifeLost()).isTrue();
        assertThat(t.view.overlay().titleText()).isEqualTo("Crashed!");
        assertThat(t.view.overlay().lineText()).isEqualTo("2 lives left");
        assertThat(t.view.hud().livesText()).as("the chip agrees with the card at the moment of the crash").isEqualTo("2 lives");
        assertThat(t.game.controls().statusProperty().get()).contains("2 lives");

        frames(robot, 2_000_000_000L);
        assertThat(state().isRunning()).as("after a moment the field is laid out again").isTrue();
        assertThat(state().level()).isEqualTo(1);
        assertThat(t.view.hud().livesText()).isEqualTo("2 lives");
        assertThat(t.view.overlay().lineText()).isEqualTo("2 lives left · the snake starts again here");
        long step = state().step();
        frames(robot, 3_000_000_000L);
        assertThat(state().step()).as("the new life waits for a key").isEqualTo(step);

        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.DOWN);
        frames(robot, 2_000_000_000L);
        assertThat(state().step() - step).as("two seconds at the level's 3 steps a second").isBetween(5L, 6L);
        assertThat(t.view.overlay().isVisible()).isFalse();
    }

    /**
     * The reported case: keys pressed as the snake crashed, and again on the Crashed! card, used to
     * be queued for the new snake, which then set off on its own and ran into the wall ahead of it.
     */
    @Test void keysPressedAtTheCrashNeitherStartNorSteerTheNewLife(FxRobot robot) {
        campaign(robot);
        robot.type(KeyCode.UP); // four cells below the top wall
        crash(robot);
        assertThat(state().isLifeLost()).isTrue();
        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.LEFT, KeyCode.DOWN, KeyCode.RIGHT); // on the Crashed! card
        frames(robot, 2_000_000_000L);
        long step = state().step();
        SnakeState fresh = state();
        frames(robot, 5_000_000_000L);
        assertThat(state().step()).as("nothing runs before the player's key on the new field").isEqualTo(step);
        assertThat(state().fieldHash()).isEqualTo(fresh.fieldHash());

        robot.interact(() -> t.view.root().requestFocus());
        robot.type(KeyCode.LEFT); // back into the start heading (right): not taken, nothing starts
        frames(robot, 1_000_000_000L);
        assertThat(state().step()).isEqualTo(step);
        robot.type(KeyCode.DOWN);
        frames(robot, 1_000_000_000L);
        assertThat(state().isRunning()).isTrue();
        var head = state().head(1).orElseThrow();
        var start = fresh.head(1).orElseThrow();
        assertThat(head.col()).as("it went down from its start, as steered").isEqualTo(start.col());
        assertThat(head.row()).isGreaterThan(start.row());
    }

    @Test void theLastCrashEndsTheCampaignAndRecordsTheLevelReached(FxRobot robot) {
        campaign(robot);
        for (int life = 3; life >= 1 && !t.view.isOver(); life--) {
            robot.interact(() -> t.view.root().requestFocus());
            frames(robot, 2_000_000_000L); // after a crash, the field is laid out again (P5) and waits
            robot.type(KeyCode.RIGHT);
            crash(robot);
        }
        assertThat(t.view.isOver()).as("%s %s lives, paused %s, %s", state(), state().lives(), t.view.isPaused(), t.view.overlay().titleText()).isTrue();
        arcade.api.plugin.Ending end = t.game.ending().getValue();
        assertThat(end.title()).isEqualTo("Game over");
        assertThat(t.view.hud().livesText()).isEqualTo("No lives left");
        assertThat(t.game.controls().statusProperty().get()).as("the status agrees with the card").contains("Game over");
        assertThat(end.lines()).anySatisfy(l -> assertThat(l).startsWith("Level 1 of " + Campaign.size()));
        GameRecord r = ctx.records.get(ctx.records.size() - 1);
        assertThat(r.params()).isEqualTo(Campaign.options().params());
        assertThat(r.score()).isEqualTo((double) state().score());
        assertThat(r.figures()).containsEntry("Level reached", 1.0).containsEntry("Apples eaten", (double) state().applesEaten(1));
        assertThat(end.lines()).as("a first campaign beats no earlier level").noneSatisfy(l -> assertThat(l).contains("New best level"));
        if (state().score() > 0) assertThat(t.game.controls().statusProperty().get()).contains("Best level 1");
    }
}
