package arcade.games.shannon.view;

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
    private ShannonGame game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = new ShannonGame(ctx, Optional.empty());
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
        robot.interact(() -> game.controller().start(ShannonGameFxTest.medium(7, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL)));
        robot.interact(() -> game.controller().autoPlay());
        await(() -> ctx.finishedGames.size() == 1);
        SavedGame finished = ctx.finishedGames.get(0);
        ShannonState end = game.controller().state();
        List<Integer> played = game.controller().moves();
        assertThat(finished.plugin()).isEqualTo("shannon");

        // A new game in progress against the computer, on another board.
        robot.interact(() -> game.controller().start(ShannonGameFxTest.medium(8, PlayMode.VS_COMPUTER, Side.SHORT, Level.NORMAL)));
        int free = game.controller().state().freeEdges()[0];
        robot.interact(() -> game.controller().humanPlay(free));
        await(() -> game.controller().moves().size() == 2); // the computer answered
        SavedGame inPlay = game.snapshot().orElseThrow();

        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = game.replay(finished));
        assertThat(accepted[0]).isTrue();
        await(() -> game.history().isReplaying());
        assertThat(game.root().lookup(".verdict-badge").isVisible()).as("the badge speaks of the game in play").isFalse();
        assertThat(game.history().panel().title()).isEqualTo("Replay: 7×5, two players");
        assertThat(game.history().panel().rows()).hasSize(played.size() + 1).element(1).asString().startsWith("1. Short heals " + game.boardView().namesFor(end.board()).link(played.get(0)));
        assertThat(game.boardView().shown().board()).isEqualTo(end.board());
        assertThat(game.boardView().shown().freeEdges()).hasSize(end.board().edgeCount()); // the start: every link free

        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.END);
        assertThat(game.boardView().shown()).isEqualTo(end);
        // the replay's last position explains its ending as the live game did (route or cut), not the game in play's
        assertThat(Ending.explaining(end)).isNotEmpty();
        assertThat(game.boardView().shownEnding()).containsExactlyInAnyOrderElementsOf(Ending.explaining(end));
        robot.type(KeyCode.LEFT);
        assertThat(game.history().showing()).isEqualTo(played.size() - 1);
        assertThat(game.boardView().shownEnding()).isEmpty();
        assertThat(game.resultBanner().isShowing()).isFalse();

        // The game in play is untouched underneath: its autosave is what it was.
        SavedGame still = game.snapshot().orElseThrow();
        assertThat(still.gameId()).isEqualTo(inPlay.gameId());
        assertThat(still.entries()).isEqualTo(inPlay.entries());
        boolean[] closed = new boolean[1];
        robot.interact(() -> closed[0] = game.back());
        assertThat(closed[0]).isTrue();
        assertThat(game.history().isReplaying()).isFalse();
        assertThat(game.history().panel().title()).isEqualTo("Moves");
        assertThat(game.boardView().isShowingPast()).isFalse();
        await(() -> game.root().lookup(".verdict-badge").isVisible());
        assertThat(game.controller().moves()).hasSize(2);
        assertThat(ctx.records).hasSize(1);
    }

    @Test void aGameOfAnotherKindIsRefusedInPlainWords(FxRobot robot) {
        SavedGame other = new SavedGame(SavedGame.CURRENT_VERSION, "snake", "20x20#5", List.of(), 0, 0, Map.of());
        boolean[] accepted = new boolean[1];
        robot.interact(() -> accepted[0] = game.replay(other));
        assertThat(accepted[0]).isFalse();
        assertThat(ctx.messages).contains("warn: That game cannot be replayed: it is not a Shannon game.");
        assertThat(game.history().isReplaying()).isFalse();
    }
}
