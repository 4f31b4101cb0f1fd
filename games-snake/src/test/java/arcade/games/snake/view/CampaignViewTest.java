package arcade.games.snake.view;

import arcade.api.fx.FrameTicker;
import arcade.api.model.GameId;
import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.snake.model.Campaign;
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

/** The campaign in the view: its level card, the level and lives chips, a crash that costs a life, the level in the statistics. */
@ExtendWith(ApplicationExtension.class)
class CampaignViewTest {
    private FakeGameContext ctx;
    private SnakeGame game;
    private FrameTicker.Manual ticker;
    private long now;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        game = new SnakeGame(ctx, onFrame -> ticker = new FrameTicker.Manual(onFrame));
        game.start(Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 900, 700));
        stage.show();
    }

    /** Pushes frames 10 ms apart for {@code nanos} of game time. */
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

    /** Plays until the snake has crashed into the wall ahead of level 1's start (at most 30 s of frames). */
    private void crash(FxRobot robot) {
        for (int k = 0; k < 100 && !state().isLifeLost() && !game.isOver(); k++) frames(robot, 300_000_000L);
    }

    @Test void theCampaignStartsWithTheLevelCardAndShowsLevelAndLives(FxRobot robot) {
        assertThat(game.controls().presets()).extracting(p -> p.id()).contains("campaign");
        robot.interact(() -> game.startGame(GameId.seeded(Campaign.options().params(), 7), false));
        assertThat(game.overlay().titleText()).isEqualTo("Level 1 of " + Campaign.size() + ": Open field");
        assertThat(game.overlay().lineText()).isEqualTo("Eat 5 apples · 3.0 steps/s · 3 lives");
        assertThat(game.isPaused()).as("the card waits for a key").isTrue();
        assertThat(game.hud().levelText()).isEqualTo("Level 1/" + Campaign.size() + " · 5 to go");
        assertThat(game.hud().livesText()).isEqualTo("3 lives");
        assertThat(game.controls().statusProperty().get()).contains("Level 1 (5 to go)", "3 lives", "Best level 0");
    }

    @Test void aCrashCostsALifeShownAtOnceAndTheSameLevelWaitsForAKey(FxRobot robot) {
        robot.interact(() -> {
            game.startGame(GameId.seeded(Campaign.options().params(), 7), false);
            game.root().requestFocus();
        });
        robot.type(KeyCode.RIGHT);
        crash(robot);
        assertThat(state().isLifeLost()).isTrue();
        assertThat(game.overlay().titleText()).isEqualTo("Crashed!");
        assertThat(game.overlay().lineText()).isEqualTo("2 lives left");
        assertThat(game.hud().livesText()).as("the chip agrees with the card at the moment of the crash").isEqualTo("2 lives");
        assertThat(game.controls().statusProperty().get()).contains("2 lives");

        frames(robot, 2_000_000_000L);
        assertThat(state().isRunning()).as("after a moment the field is laid out again").isTrue();
        assertThat(state().level()).isEqualTo(1);
        assertThat(game.hud().livesText()).isEqualTo("2 lives");
        assertThat(game.overlay().lineText()).isEqualTo("2 lives left · the snake starts again here");
        long step = state().step();
        frames(robot, 3_000_000_000L);
        assertThat(state().step()).as("the new life waits for a key").isEqualTo(step);

        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.DOWN);
        frames(robot, 2_000_000_000L);
        assertThat(state().step() - step).as("two seconds at the level's 3 steps a second").isBetween(5L, 6L);
        assertThat(game.overlay().isVisible()).isFalse();
    }

    /**
     * The reported case: keys pressed as the snake crashed, and again on the Crashed! card, used to
     * be queued for the new snake, which then set off on its own and ran into the wall ahead of it.
     */
    @Test void keysPressedAtTheCrashNeitherStartNorSteerTheNewLife(FxRobot robot) {
        robot.interact(() -> {
            game.startGame(GameId.seeded(Campaign.options().params(), 7), false);
            game.root().requestFocus();
        });
        robot.type(KeyCode.UP); // four cells below the top wall
        crash(robot);
        assertThat(state().isLifeLost()).isTrue();
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.LEFT, KeyCode.DOWN, KeyCode.RIGHT); // on the Crashed! card
        frames(robot, 2_000_000_000L);
        long step = state().step();
        SnakeState fresh = state();
        frames(robot, 5_000_000_000L);
        assertThat(state().step()).as("nothing runs before the player's key on the new field").isEqualTo(step);
        assertThat(state().fieldHash()).isEqualTo(fresh.fieldHash());

        robot.interact(() -> game.root().requestFocus());
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
        robot.interact(() -> {
            game.startGame(GameId.seeded(Campaign.options().params(), 7), false);
            game.root().requestFocus();
        });
        for (int life = 3; life >= 1 && !game.isOver(); life--) {
            robot.interact(() -> game.root().requestFocus());
            frames(robot, 2_000_000_000L); // after a crash, the field is laid out again (P5) and waits
            robot.type(KeyCode.RIGHT);
            crash(robot);
        }
        assertThat(game.isOver()).as("%s %s lives, paused %s, %s", state(), state().lives(), game.isPaused(), game.overlay().titleText()).isTrue();
        assertThat(game.overlay().titleText()).isEqualTo("Game over");
        assertThat(game.hud().livesText()).isEqualTo("No lives left");
        assertThat(game.overlay().lineText()).startsWith("Level 1 of " + Campaign.size());
        GameRecord r = ctx.records.get(ctx.records.size() - 1);
        assertThat(r.params()).isEqualTo(Campaign.options().params());
        assertThat(r.score()).isEqualTo((double) state().score());
        assertThat(r.figures()).containsEntry("Level reached", 1.0).containsKey("Longest snake");
        if (state().score() == 0) assertThat(game.overlay().recordText()).as("no points on the first level: no record").isEmpty();
        else assertThat(game.controls().statusProperty().get()).contains("Best level 1");
    }
}
