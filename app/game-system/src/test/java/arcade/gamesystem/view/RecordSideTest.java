package arcade.gamesystem.view;

import arcade.api.host.GameHost;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.ShippedGames;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;
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

/**
 * A finished rules game is recorded from the side of the person at this computer: against the
 * computer a win when they won, whichever side they took; with people on every side the card names
 * the winner without "You won" and the game is filed under its own variant.
 */
@ExtendWith(ApplicationExtension.class)
class RecordSideTest {
    private FakeGameContext ctx;
    private GameInstance game;
    private String fourStones;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        RulesDefinition d = ShippedGames.load("take-away");
        fourStones = d.presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow().params();
        game = RulesGame.open(ctx, Optional.empty(), "take-away", d, null, null);
        stage.setScene(new Scene((Parent) game.root(), 900, 650));
        stage.show();
    }

    private RulesView view() { return RulesView.of(game); }

    private Session<RulesState, RulesMove> session() { return view().play.session(); }

    private static void waitUntil(BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Four stones, people at this computer on both sides to begin with. */
    private void fourStonesBetweenPeople(FxRobot robot) {
        waitUntil(() -> GameHost.isReady(game));
        robot.interact(() -> view().bar.opponent.setValue(Opponent.HOT_SEAT));
        robot.interact(() -> view().play.newGame(fourStones));
        waitUntil(() -> GameHost.isReady(game) && session().id().params().equals(fourStones) && session().position() == 0);
    }

    private void take(FxRobot robot, int n) {
        int at = session().position();
        robot.interact(() -> view().play.play(new RulesMove("take(" + n + ")")));
        waitUntil(() -> session().position() > at && !game.controls().busyProperty().get());
    }

    private void chooseTheComputer(FxRobot robot) {
        robot.interact(() -> view().bar.opponent.setValue(Opponent.MEDIUM)); // the person takes the side to move
    }

    @Test void aWinOnTheSecondSideAgainstTheComputerIsRecordedAsTheirWin(FxRobot robot) {
        fourStonesBetweenPeople(robot);
        take(robot, 2); // A leaves two
        chooseTheComputer(robot); // the person plays B
        assertThat(view().seats.human).isEqualTo(1);
        take(robot, 2); // B takes the last two and wins
        waitUntil(() -> game.ending().getValue() != null);
        assertThat(game.ending().getValue().title()).isEqualTo("B wins");
        assertThat(game.ending().getValue().tone()).isEqualTo(Ending.Tone.WON);
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).result()).as("the person's win, though player 0 lost").isEqualTo(GameRecord.Result.WIN);
        assertThat(ctx.records.get(0).params()).isEqualTo(fourStones);
    }

    @Test void aLossOnTheSecondSideAgainstTheComputerIsRecordedAsTheirLoss(FxRobot robot) {
        fourStonesBetweenPeople(robot);
        take(robot, 1); // A leaves three: B to move loses against best play
        chooseTheComputer(robot);
        take(robot, 1); // B leaves two; the computer (A) takes them
        waitUntil(() -> game.ending().getValue() != null);
        assertThat(game.ending().getValue().title()).isEqualTo("A wins");
        assertThat(game.ending().getValue().tone()).isEqualTo(Ending.Tone.LOST);
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).result()).as("the person's loss, though player 0 won").isEqualTo(GameRecord.Result.LOSS);
    }

    @Test void aGameBetweenPeopleIsRecordedAsTheSideThatWonAndFiledApart(FxRobot robot) {
        fourStonesBetweenPeople(robot);
        take(robot, 1);
        take(robot, 1);
        take(robot, 2); // A takes the last two
        waitUntil(() -> game.ending().getValue() != null);
        Ending end = game.ending().getValue();
        assertThat(end.title()).isEqualTo("A wins");
        assertThat(end.tone()).as("nobody at this computer won or lost against it").isEqualTo(Ending.Tone.FINISHED);
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.records.get(0).result()).as("the side's win, not the person's").isEqualTo(GameRecord.Result.SIDE_WON);
        assertThat(ctx.records.get(0).winner()).isEqualTo("A");
        String filed = ctx.records.get(0).params();
        assertThat(filed).isEqualTo(fourStones + RulesDefinition.HOT_SEAT);
        assertThat(ShippedGames.load("take-away").describeParams(filed)).isEqualTo(ShippedGames.load("take-away").describeParams(fourStones) + ", players at this computer");
    }
}
