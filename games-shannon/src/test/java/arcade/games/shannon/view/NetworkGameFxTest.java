package arcade.games.shannon.view;

import arcade.games.shannon.view.dialogs.NetworkLink;
import arcade.games.shannon.view.match.PlayMode;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.ThesisHeuristic;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;
import arcade.games.shannon.net.NetHost;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Two game windows in one process play a network match over 127.0.0.1 through the real UI layer. */
@ExtendWith(ApplicationExtension.class)
class NetworkGameFxTest {
    private final FakeGameContext hostCtx = new FakeGameContext(), joinCtx = new FakeGameContext();
    private OpenShannon host, joiner;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        host = OpenShannon.open(hostCtx, Optional.empty());
        joiner = OpenShannon.open(joinCtx, Optional.empty());
        host.network().setBindAddress("127.0.0.1");
        stage.setScene(new Scene(new HBox(host.root(), joiner.root()), 1400, 600));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(() -> { host.close(); joiner.close(); }); }

    /** Waits for a condition, then for the FX runnable that made it true to finish. */
    private static void await(Callable<Boolean> c) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, c);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The side to move plays on its own window ({@link #moveThatKeepsPlaying}). */
    private void playOne(FxRobot robot) throws Exception {
        OpenShannon mover = host.controller().state().toMove() == host.controller().config().human() ? host : joiner;
        OpenShannon other = mover == host ? joiner : host;
        int n = mover.controller().moves().size();
        robot.interact(() -> mover.controller().humanPlay(moveThatKeepsPlaying(mover.controller().state())));
        await(() -> other.controller().moves().size() == n + 1);
    }

    /**
     * The thesis move, or when it would end the game the first free edge that does not. A network
     * match's board comes from the seed agreed in the handshake, a random one, and on some boards
     * the thesis moves end the game within the first moves these tests make before they go on.
     */
    private static int moveThatKeepsPlaying(ShannonState s) {
        int thesis = ThesisHeuristic.move(s);
        if (!s.play(thesis).isOver()) return thesis;
        for (int e : s.freeEdges()) if (!s.play(e).isOver()) return e;
        return thesis;
    }

    @Test void hostAndJoinerPlayAMatchUntilOneLeaves(FxRobot robot) throws Exception {
        robot.interact(() -> host.network().host(0, new BoardSpec.Generated(GeneratorParams.SMALL, 0), Side.SHORT, Side.SHORT, Level.NORMAL));
        await(() -> host.network().peer() != null);
        // while it waits, the window shows the waiting match: not the last local board, its moves or its verdict
        assertThat(host.waitingCard().isShowing()).isTrue();
        assertThat(host.boardView().node().isVisible()).isFalse();
        assertThat(host.root().lookup(".verdict-badge").isVisible()).isFalse();
        assertThat(host.history().panel().node().getScene()).as("the move list is put away").isNull();
        int port = ((NetHost<?, ?>) host.network().peer()).port();
        assertThat(host.network().badgeProperty().get()).contains("waiting on").contains(":" + port)
                .contains(arcade.games.shannon.net.JoinCode.display(host.network().peer().code()));

        String code = host.network().peer().code();
        robot.interact(() -> joiner.network().join("127.0.0.1", port, code, Level.NORMAL));
        await(() -> joiner.controller().config().mode() == PlayMode.NETWORK && host.controller().config().mode() == PlayMode.NETWORK);
        assertThat(host.controller().config().human()).isEqualTo(Side.SHORT);
        assertThat(joiner.controller().config().human()).isEqualTo(Side.CUT);
        assertThat(joiner.controller().state().board()).isEqualTo(host.controller().state().board());
        assertThat(joiner.controls().statusProperty().get()).startsWith("Waiting for the other player (Short)");
        assertThat(joiner.controls().canUndoProperty().get()).isFalse();
        assertThat(joiner.controls().canPauseProperty().get()).as("the other player plays on").isFalse();

        // Not your turn: the joiner's clicks do nothing.
        int anyFree = joiner.controller().state().freeEdges()[0];
        robot.interact(() -> joiner.controller().humanPlay(anyFree));
        assertThat(joiner.controller().moves()).isEmpty();

        playOne(robot);
        playOne(robot);
        assertThat(joiner.controller().moves()).isEqualTo(host.controller().moves());

        // Fair play against a human: no verdict, no analysis, no hint while the match runs.
        for (OpenShannon g : new OpenShannon[] {host, joiner}) {
            assertThat(g.root().lookup(".verdict-badge").isVisible()).isFalse();
            assertThat(analysisButton(g).isDisabled()).isTrue();
            assertThat(g.controls().canHintProperty().get()).isFalse();
            assertThat(g.controls().statusProperty().get()).doesNotContain("wins with best play");
        }

        // The joiner leaves: the host is told, the match ends cleanly and its board is inert.
        joiner.network().peer().close();
        await(() -> host.network().phaseProperty().get() == NetworkLink.Phase.ENDED
                && host.controls().statusProperty().get().contains("Network match over"));
        assertThat(host.controller().lastNotice()).contains("Network match over");
        assertThat(host.boardView().topLabel()).as("said on the board's band, not in a pop-up over it").isNotNull();
        assertThat(hostCtx.messages).noneMatch(m -> m.contains("Network match"));
        int before = host.controller().moves().size();
        int free = host.controller().state().freeEdges()[0];
        robot.interact(() -> host.controller().humanPlay(free));
        assertThat(host.controller().moves()).hasSize(before);
        assertThat(host.controls().statusProperty().get()).contains("The match is over");
        assertThat(analysisButton(host).isDisabled()).as("the analysis is back once the match is over").isFalse();
    }

    private static javafx.scene.control.ToggleButton analysisButton(OpenShannon g) {
        return g.root().lookupAll(".toggle-button").stream().map(javafx.scene.control.ToggleButton.class::cast)
                .filter(b -> b.getText().equals("Analysis")).findFirst().orElseThrow();
    }

    @Test void aJoinerWhoseProgramDiedRejoinsFromTheNetworkMenuOfANewWindow(FxRobot robot) throws Exception {
        robot.interact(() -> host.network().host(0, new BoardSpec.Generated(GeneratorParams.SMALL, 0), Side.SHORT, Side.SHORT, Level.NORMAL));
        await(() -> host.network().peer() != null);
        int port = ((NetHost<?, ?>) host.network().peer()).port();
        String code = host.network().peer().code();
        robot.interact(() -> joiner.network().join("127.0.0.1", port, code, Level.NORMAL));
        await(() -> joiner.controller().config().mode() == PlayMode.NETWORK && host.controller().config().mode() == PlayMode.NETWORK);
        playOne(robot);
        playOne(robot);
        joiner.network().flushMatchFile();

        arcade.games.shannon.net.NetPeerAccess.die(joiner.network().peer()); // the joiner's program is killed
        await(() -> host.network().phaseProperty().get() == NetworkLink.Phase.LOST);
        assertThat(host.controller().state().toMove()).isEqualTo(Side.SHORT);
        robot.interact(() -> host.controller().humanPlay(moveThatKeepsPlaying(host.controller().state()))); // while the joiner is gone
        int hostMoves = host.controller().moves().size();
        assertThat(hostMoves).isEqualTo(3);

        OpenShannon[] restarted = new OpenShannon[1];
        robot.interact(() -> restarted[0] = OpenShannon.open(joinCtx, Optional.empty()));
        await(() -> restarted[0].network().canRejoin());
        await(() -> restarted[0].controller().lastNotice() != null);
        assertThat(restarted[0].controller().lastNotice()).contains("Rejoin the network match");
        robot.interact(() -> restarted[0].network().rejoinUnfinished(Level.NORMAL));
        try {
            await(() -> restarted[0].network().phaseProperty().get() == NetworkLink.Phase.PLAYING
                    && restarted[0].controller().moves().size() == hostMoves);
            assertThat(restarted[0].controller().moves()).isEqualTo(host.controller().moves());
            assertThat(restarted[0].controller().config().human()).isEqualTo(Side.CUT);
            await(() -> host.network().phaseProperty().get() == NetworkLink.Phase.PLAYING);
        } finally {
            robot.interact(() -> restarted[0].close());
        }
    }

    /**
     * The library's Continue: a match in play leaves a marker as the autosave; closing the game
     * (back to the library) keeps the match for a rejoin, and opening from the marker offers Rejoin.
     */
    @Test void continueAfterTheGameWasClosedOffersRejoin(FxRobot robot) throws Exception {
        robot.interact(() -> host.network().host(0, new BoardSpec.Generated(GeneratorParams.SMALL, 0), Side.SHORT, Side.SHORT, Level.NORMAL));
        await(() -> host.network().peer() != null);
        int port = ((NetHost<?, ?>) host.network().peer()).port();
        String code = host.network().peer().code();
        robot.interact(() -> joiner.network().join("127.0.0.1", port, code, Level.NORMAL));
        await(() -> joiner.controller().config().mode() == PlayMode.NETWORK && host.controller().config().mode() == PlayMode.NETWORK);
        playOne(robot);
        joiner.network().flushMatchFile();
        arcade.api.session.SavedGame marker = joiner.snapshot().orElseThrow();
        assertThat(marker.extra()).as("the autosave says it was a network match").containsEntry("mode", "network");

        robot.interact(() -> joiner.close()); // back to the library: no goodbye, the match waits
        await(() -> host.network().phaseProperty().get() == NetworkLink.Phase.LOST);
        assertThat(hostCtx.messages).noneMatch(m -> m.contains("Network match over"));

        OpenShannon[] restarted = new OpenShannon[1];
        robot.interact(() -> restarted[0] = OpenShannon.open(joinCtx, Optional.of(marker)));
        try {
            await(() -> restarted[0].rejoinOffer().isShowing());
            assertThat(restarted[0].snapshot()).as("Continue stays until the match is taken up").isPresent();
            robot.interact(() -> restarted[0].rejoinOffer().rejoinButton().fire());
            await(() -> restarted[0].network().phaseProperty().get() == NetworkLink.Phase.PLAYING
                    && restarted[0].controller().moves().size() == 1);
            assertThat(restarted[0].rejoinOffer().isShowing()).isFalse();
            assertThat(restarted[0].controller().moves()).isEqualTo(host.controller().moves());
        } finally {
            robot.interact(() -> restarted[0].close());
        }
    }

    @Test void stoppingHostingGivesTheLocalGameBackWithoutTheMatchsWords(FxRobot robot) throws Exception {
        robot.interact(() -> host.network().host(0, new BoardSpec.Generated(GeneratorParams.SMALL, 0), Side.SHORT, Side.SHORT, Level.NORMAL));
        await(() -> host.network().peer() != null && host.controls().statusProperty().get().contains("address"));
        robot.interact(() -> host.network().leave());
        await(() -> host.boardView().node().isVisible());
        assertThat(host.controls().statusProperty().get()).doesNotContain("address").doesNotContain("join code");
        assertThat(host.history().panel().node().getScene()).as("the move list is back").isNotNull();
    }

    @Test void continueForAMatchThatEndedSaysSo(FxRobot robot) throws Exception {
        arcade.api.session.SavedGame marker = new arcade.api.session.SavedGame(arcade.api.session.SavedGame.CURRENT_VERSION,
                "shannon", NetworkLink.REJOIN_MARKER, java.util.List.of(), 0, 0, java.util.Map.of(NetworkLink.REJOIN_MARKER, "true"));
        FakeGameContext fresh = new FakeGameContext();
        OpenShannon[] opened = new OpenShannon[1];
        robot.interact(() -> opened[0] = OpenShannon.open(fresh, Optional.of(marker)));
        try {
            await(() -> "The interrupted network match can no longer be rejoined: it has ended.".equals(opened[0].controller().lastNotice()));
            assertThat(opened[0].rejoinOffer().isShowing()).isFalse();
            assertThat(opened[0].controller().session()).as("a new game is on the board").isNotNull();
            assertThat(opened[0].snapshot()).isEmpty();
        } finally {
            robot.interact(() -> opened[0].close());
        }
    }

    @Test void aWrongJoinCodeIsRefusedInPlainWordsAndCountedOnTheHost(FxRobot robot) throws Exception {
        robot.interact(() -> host.network().host(0, new BoardSpec.Generated(GeneratorParams.SMALL, 0), Side.SHORT, Side.SHORT, Level.NORMAL));
        await(() -> host.network().peer() != null);
        int port = ((NetHost<?, ?>) host.network().peer()).port();
        String wrong = host.network().peer().code().equals("AAAAAA") ? "CCCCCC" : "AAAAAA";
        robot.interact(() -> joiner.network().join("127.0.0.1", port, wrong, Level.NORMAL));
        await(() -> joiner.network().phaseProperty().get() == NetworkLink.Phase.ENDED);
        assertThat(joiner.network().badgeProperty().get()).isEqualTo("Could not join");
        assertThat(joiner.controller().lastNotice()).contains("Could not join 127.0.0.1:" + port + ": the host refused: wrong join code");
        assertThat(joiner.controller().config().mode()).isNotEqualTo(PlayMode.NETWORK);
        await(() -> host.controls().statusProperty().get().contains("1 attempt to join with a wrong code was refused"));
        assertThat(host.network().phaseProperty().get()).isEqualTo(NetworkLink.Phase.WAITING);
    }

    @Test void aDroppedJoinerReconnectsAndTheMatchGoesOn(FxRobot robot) throws Exception {
        robot.interact(() -> host.network().host(0, new BoardSpec.Generated(GeneratorParams.SMALL, 0), Side.CUT, Side.SHORT, Level.NORMAL));
        await(() -> host.network().peer() != null);
        int port = ((NetHost<?, ?>) host.network().peer()).port();
        String code = host.network().peer().code();
        robot.interact(() -> joiner.network().join("127.0.0.1", port, code, Level.NORMAL));
        await(() -> joiner.controller().config().mode() == PlayMode.NETWORK && host.controller().config().mode() == PlayMode.NETWORK);
        assertThat(joiner.controller().config().human()).isEqualTo(Side.SHORT);
        playOne(robot);
        playOne(robot);

        arcade.games.shannon.net.NetPeerAccess.drop(joiner.network().peer());
        await(() -> joiner.network().canReconnect());
        await(() -> host.network().phaseProperty().get() == NetworkLink.Phase.LOST);
        assertThat(joiner.controls().statusProperty().get()).contains("Reconnect");

        robot.interact(() -> joiner.network().reconnect());
        await(() -> joiner.network().phaseProperty().get() == NetworkLink.Phase.PLAYING
                && host.network().phaseProperty().get() == NetworkLink.Phase.PLAYING);
        while (!host.controller().state().isOver()) playOne(robot);
        assertThat(joiner.controller().moves()).isEqualTo(host.controller().moves());
        assertThat(joiner.controller().state().winner()).isEqualTo(host.controller().state().winner());
        assertThat(hostCtx.records).hasSize(1);
        assertThat(joinCtx.records).hasSize(1);
        assertThat(hostCtx.records.get(0).params()).isEqualTo("5x4-network-cut");
        assertThat(hostCtx.records.get(0).result()).isNotEqualTo(joinCtx.records.get(0).result());
    }
}
