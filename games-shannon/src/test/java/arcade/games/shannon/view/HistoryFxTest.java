package arcade.games.shannon.view;

import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;

import arcade.games.shannon.view.board.BoardView;
import arcade.games.shannon.view.board.BridgItGrid;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.ai.GameReview;
import arcade.games.shannon.ai.Lehman;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.PerfectStrategy;
import arcade.games.shannon.model.Ending;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The move list, looking back, the explained ending, Play again, replay and the post-game review. */
@ExtendWith(ApplicationExtension.class)
class HistoryFxTest {
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

    private void hotSeat(FxRobot robot, long seed) {
        game.start(robot, ShannonGameFxTest.medium(seed, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
    }

    /** The link's name as the board shows it. */
    private String name(int edge) { return game.boardView().names().link(edge); }

    private void play(FxRobot robot, int edge) { robot.interact(() -> game.controller().humanPlay(edge)); }

    @Test void clickingAMoveInTheListShowsThatPositionReadOnlyUntilBackToTheGame(FxRobot robot) throws Exception {
        hotSeat(robot, 7);
        int[] free = game.controller().state().freeEdges();
        play(robot, free[0]);
        play(robot, free[1]);
        play(robot, free[2]);
        assertThat(game.history().panel().rows()).containsExactly("Start", "1. Short heals " + name(free[0]),
                "2. Cut cuts " + name(free[1]), "3. Short heals " + name(free[2]));
        assertThat(name(free[0])).as("named by the board's coordinates").matches("(A|B|[a-g][1-5])–(A|B|[a-g][1-5])");

        robot.clickOn("2. Cut cuts " + name(free[1]));
        WaitForAsyncUtils.waitForFxEvents();
        BoardView view = game.boardView();
        assertThat(view.isShowingPast()).isTrue();
        ShannonState shown = view.shown();
        assertThat(shown.isMarked(free[0])).isTrue();
        assertThat(shown.isDeleted(free[1])).isTrue();
        assertThat(shown.isFree(free[2])).isTrue();
        // read-only: a click on a free link plays nothing while looking back
        robot.interact(() -> {
            double[] m = view.edgeMidpoint(free[3]);
            var p = view.node().localToScreen(m[0], m[1]);
            robot.moveTo(p);
        });
        robot.clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.controller().moves()).hasSize(3);
        // the Left arrow steps back one more move
        robot.type(KeyCode.LEFT);
        assertThat(view.shown().isDeleted(free[1])).isFalse();

        robot.clickOn("Back to the game");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.isShowingPast()).isFalse();
        assertThat(view.shown()).isEqualTo(game.controller().state());
    }

    @Test void theEndingIsExplainedAndPlayAgainStartsAFreshBoard(FxRobot robot) throws Exception {
        hotSeat(robot, 9);
        BoardSpec before = game.controller().config().board();
        robot.interact(() -> game.controller().autoPlay());
        await(() -> game.controller().state().isOver());
        ShannonState end = game.controller().state();
        assertThat(game.boardView().ending()).isNotEmpty().containsExactlyInAnyOrderElementsOf(Ending.explaining(end));
        arcade.api.plugin.Ending card = game.ending();
        assertThat(card).isNotNull();
        assertThat(card.title()).isEqualTo(end.winner().get() == Side.SHORT ? "Short wins" : "Cut wins");
        var names = game.boardView().names();
        int firstEdge = Ending.explaining(end).get(0);
        // the path as the cells it joins, from A; the cut as its links
        String expected = end.winner().get() == Side.SHORT
                ? "Short's healed path: A–" + names.cell(end.board().edge(firstEdge).other(end.board().a())) + "–"
                : "Cut cut A from B through " + names.link(firstEdge);
        assertThat(card.lines()).anyMatch(l -> l.startsWith(expected));

        // Looking back after the end steps through the positions with the arrow keys
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.HOME);
        assertThat(game.history().showing()).isZero();
        robot.type(KeyCode.RIGHT);
        assertThat(game.history().showing()).isEqualTo(1);
        assertThat(game.boardView().shownEnding()).as("nothing to explain yet").isEmpty();
        robot.type(KeyCode.END);
        assertThat(game.history().isBrowsing()).isFalse();
        assertThat(game.boardView().shownEnding()).containsExactlyInAnyOrderElementsOf(Ending.explaining(end));

        robot.interact(() -> card.playAgain().run());
        await(() -> game.controller().moves().isEmpty() && game.controller().config().board() != before);
        assertThat(game.controller().config().board()).isInstanceOf(BoardSpec.Generated.class).isNotEqualTo(before);
        assertThat(game.ending()).isNull();
        assertThat(game.boardView().ending()).isEmpty();
    }

    @Test void afterALossTheReviewNamesTheFirstMistakeAndShowsItsPosition(FxRobot robot) throws Exception {
        hotSeat(robot, 4);
        assertThat(Lehman.classify(game.controller().state()).winner(Side.SHORT)).isEqualTo(Side.SHORT);
        // Short throws its win away as soon as it can; Cut plays perfectly, so Cut wins.
        while (!game.controller().state().isOver()) {
            ShannonState s = game.controller().state();
            int move = s.toMove() == Side.CUT ? PerfectStrategy.decide(s).move() : losingMoveOrAny(s);
            play(robot, move);
        }
        assertThat(game.controller().state().winner()).contains(Side.CUT);
        await(() -> game.history().review().isPresent());
        GameReview.Mistake m = game.history().review().get().firstMistakeOf(Side.SHORT).orElseThrow();
        assertThat(game.history().panel().reviewText()).startsWith("Short threw the win away with move " + (m.move() + 1))
                .contains(name(m.better())).contains("two separate trees");
        assertThat(game.history().panel().rows().get(m.move() + 1)).endsWith("(lost the win)");

        robot.clickOn("Show that position");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.history().showing()).isEqualTo(m.move());
        assertThat(game.boardView().shown().isFree(m.better())).isTrue();
        assertThat(game.boardView().shown().isFree(m.played())).isTrue();
    }

    @Test void teachModeExplainsTheComputersMoveBesideTheBoard(FxRobot robot) throws Exception {
        game.start(robot, new MatchConfig(new BoardSpec.BridgIt(3), Side.SHORT, PlayMode.VS_COMPUTER, Side.CUT, Level.PERFECT));
        robot.clickOn("Teach mode");
        await(() -> game.controller().moves().size() == 1 && game.boardView().isInteractive());
        play(robot, game.controller().state().freeEdges()[0]);
        await(() -> game.controller().moves().size() == 3 && game.history().panel().teachText().contains(name(game.controller().moves().get(2))));
        assertThat(game.history().panel().teachText()).containsAnyOf("You cut " + name(game.controller().moves().get(1)), "I healed ");
    }

    @Test void aClickOnTheBridgItDotGridBuildsThatBridge(FxRobot robot) throws Exception {
        game.start(robot, new MatchConfig(new BoardSpec.BridgIt(4), Side.SHORT, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.boardView().isDotGrid()).isTrue();
        int edge = 5;
        robot.interact(() -> {
            double[] m = game.boardView().edgeMidpoint(edge);
            robot.moveTo(game.boardView().node().localToScreen(m[0], m[1]));
        });
        robot.clickOn(MouseButton.PRIMARY);
        await(() -> game.controller().moves().size() == 1);
        assertThat(game.controller().moves()).containsExactly(edge);
        // the Short bridge is drawn in Short's green between its two dots, a quarter of the way along
        BridgItGrid g = game.boardView().dotGrid();
        double[] s = g.shortBridge(edge);
        java.util.concurrent.atomic.AtomicReference<javafx.scene.paint.Color> c = new java.util.concurrent.atomic.AtomicReference<>();
        double[] q = g.at(s[0] * 0.7 + s[2] * 0.3, s[1] * 0.7 + s[3] * 0.3);
        robot.interact(() -> c.set(game.boardView().node().canvas().snapshot(null, null).getPixelReader().getColor((int) q[0], (int) q[1])));
        assertThat(c.get().getGreen()).isGreaterThan(c.get().getRed() + 0.2);
        // the graph view is one switch away
        robot.clickOn("Draw Bridg-It as dots");
        assertThat(game.boardView().isDotGrid()).isFalse();
    }

    @Test void aClickOnTheBirdCageDotGridBuildsThatBridge(FxRobot robot) throws Exception {
        game.start(robot, new MatchConfig(new BoardSpec.BirdCage(), Side.SHORT, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.boardView().isDotGrid()).isTrue();
        int edge = 30; // an upright link of Bridg-It 5, drawn on the diagonal in the Bird Cage
        robot.interact(() -> {
            double[] m = game.boardView().edgeMidpoint(edge);
            robot.moveTo(game.boardView().node().localToScreen(m[0], m[1]));
        });
        robot.clickOn(MouseButton.PRIMARY);
        await(() -> game.controller().moves().size() == 1);
        assertThat(game.controller().moves()).containsExactly(edge);
        // Short's bridge runs diagonally in Short's green, a quarter of the way along; Cut's turn builds the crossing red one
        BridgItGrid g = game.boardView().dotGrid();
        double[] s = g.shortBridge(edge);
        double[] q = g.at(s[0] * 0.7 + s[2] * 0.3, s[1] * 0.7 + s[3] * 0.3);
        double[] from = g.at(s[0], s[1]), to = g.at(s[2], s[3]);
        assertThat(Math.abs(to[0] - from[0])).as("drawn turned").isCloseTo(Math.abs(to[1] - from[1]), org.assertj.core.data.Offset.offset(1.0));
        assertThat(pixel(robot, q).getGreen()).isGreaterThan(pixel(robot, q).getRed() + 0.2);
        int cut = 0;
        robot.interact(() -> {
            double[] m = game.boardView().edgeMidpoint(cut);
            robot.moveTo(game.boardView().node().localToScreen(m[0], m[1]));
        });
        robot.clickOn(MouseButton.PRIMARY);
        await(() -> game.controller().moves().size() == 2);
        assertThat(game.controller().state().isDeleted(cut)).isTrue();
        double[] c = g.cutBridge(cut);
        double[] r = g.at(c[0] * 0.7 + c[2] * 0.3, c[1] * 0.7 + c[3] * 0.3);
        assertThat(pixel(robot, r).getRed()).isGreaterThan(pixel(robot, r).getGreen() + 0.2);
        // the graph view is one switch away here too
        robot.clickOn("Draw Bridg-It as dots");
        assertThat(game.boardView().isDotGrid()).isFalse();
    }

    private javafx.scene.paint.Color pixel(FxRobot robot, double[] at) {
        java.util.concurrent.atomic.AtomicReference<javafx.scene.paint.Color> c = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> c.set(game.boardView().node().canvas().snapshot(null, null).getPixelReader().getColor((int) at[0], (int) at[1])));
        return c.get();
    }

    private static int losingMoveOrAny(ShannonState s) {
        for (int e : s.freeEdges()) if (Lehman.classify(s.play(e)).winner(Side.CUT) == Side.CUT) return e;
        return s.freeEdges()[0];
    }

    @Test void theKeyboardFocusStaysNearTheLastMove(FxRobot robot) {
        hotSeat(robot, 3);
        robot.interact(() -> game.root().requestFocus());
        ShannonState s = game.controller().state();
        int last = s.freeEdges()[s.freeEdges().length - 1]; // far from the first link in reading order
        play(robot, last);
        robot.type(KeyCode.TAB);
        int focused = game.boardView().focusedEdge();
        double[] a = game.boardView().edgeMidpoint(last), b = game.boardView().edgeMidpoint(focused);
        double nearest = Double.MAX_VALUE;
        for (int e : game.controller().state().freeEdges()) {
            double[] p = game.boardView().edgeMidpoint(e);
            nearest = Math.min(nearest, Math.hypot(p[0] - a[0], p[1] - a[1]));
        }
        assertThat(Math.hypot(b[0] - a[0], b[1] - a[1])).isEqualTo(nearest);
    }
}
