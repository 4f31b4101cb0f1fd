package arcade.games.shannon.view;

import arcade.games.shannon.view.match.PlayMode;

import arcade.api.session.SavedGame;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Ending;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A finished game handed back from the statistics is replayed step by step over the game in play, which is never touched. */
@ExtendWith(ApplicationExtension.class)
class FinishedGameReplayFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenShannon game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenShannon.open(ctx, Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 1000, 700));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    private void await(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test void replayShowsTheFinishedGameOverTheGameInPlayAndEscClosesIt(FxRobot robot) throws Exception {
        // A finished game: two players at one computer, finished by Auto-play; the statistics get it whole.
        game.start(robot, ShannonGameFxTest.medium(7, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        robot.interact(() -> game.controller().autoPlay());
        await(() -> ctx.finishedGames.size() == 1);
        SavedGame finished = ctx.finishedGames.get(0);
        ShannonState end = game.controller().state();
        List<Integer> played = game.controller().moves();
        assertThat(finished.plugin()).isEqualTo("shannon");

        // A new game in progress against the computer, on another board.
        game.start(robot, ShannonGameFxTest.medium(8, PlayMode.VS_COMPUTER, Side.SHORT, Level.NORMAL));
        int free = game.controller().state().freeEdges()[0];
        robot.interact(() -> game.controller().humanPlay(free));
        await(() -> game.controller().moves().size() == 2); // the computer answered
        SavedGame inPlay = game.snapshot().orElseThrow();

        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = game.replay(finished));
        assertThat(accepted[0]).isTrue();
        await(() -> game.activeControls().getValue() != game.controls());
        assertThat(game.boardView().shown().board()).isEqualTo(end.board());
        assertThat(game.boardView().shown().freeEdges()).hasSize(end.board().edgeCount()); // the start: every link free
        assertThat(game.boardView().isInteractive()).as("a replay takes no moves").isFalse();
        // the panel and the bar speak of the replayed game, not of the one in play
        assertThat(game.history().panel().title()).isEqualTo("Replay: 7×5, two players");
        assertThat(game.history().panel().rows()).hasSize(played.size() + 1).element(1).asString()
                .startsWith("1. Short heals " + game.boardView().namesFor(end.board()).link(played.get(0)));
        assertThat(game.root().lookup(".verdict-badge").isVisible()).isFalse();
        robot.interact(() -> game.activeControls().getValue().redo());
        assertThat(game.boardView().shown().isFree(played.get(0))).isFalse();
        for (int i = 1; i < played.size(); i++) robot.interact(() -> game.activeControls().getValue().redo());
        assertThat(game.boardView().shown()).isEqualTo(end);
        // the replay's last position explains its ending as the live game did (route or cut), not the game in play's
        assertThat(Ending.explaining(end)).isNotEmpty();
        assertThat(game.boardView().shownEnding()).containsExactlyInAnyOrderElementsOf(Ending.explaining(end));
        robot.interact(() -> game.activeControls().getValue().undo());
        assertThat(game.boardView().shownEnding()).isEmpty();

        // The game in play is untouched underneath: its autosave is what it was.
        SavedGame still = game.snapshot().orElseThrow();
        assertThat(still.gameId()).isEqualTo(inPlay.gameId());
        assertThat(still.entries()).isEqualTo(inPlay.entries());
        boolean[] closed = new boolean[1];
        robot.interact(() -> closed[0] = game.back());
        assertThat(closed[0]).isTrue();
        assertThat(game.activeControls().getValue()).isSameAs(game.controls());
        assertThat(game.boardView().shown()).isEqualTo(game.controller().state());
        assertThat(game.history().panel().title()).isEqualTo("Moves");
        await(() -> game.root().lookup(".verdict-badge").isVisible());
        assertThat(game.controller().moves()).hasSize(2);
        assertThat(ctx.records).hasSize(1);
    }

    @Test void aGameThatDoesNotFitItsBoardIsRefusedInPlainWords(FxRobot robot) throws Exception {
        SavedGame other = new SavedGame(SavedGame.CURRENT_VERSION, "shannon", "7x5-p0.90-q0.95#5",
                List.of(new SavedGame.SavedEntry(arcade.api.session.Session.Kind.MOVE, List.of("e9999"))), 1, 0, Map.of());
        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = game.replay(other));
        await(() -> ctx.messages.stream().anyMatch(m -> m.startsWith("warn: That game cannot be shown again")));
        assertThat(game.activeControls().getValue()).isSameAs(game.controls());
    }
}
