package arcade.games.shannon.view;

import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;

import arcade.games.shannon.view.board.BoardOverlay;
import arcade.games.shannon.view.board.BoardView;
import arcade.games.shannon.view.board.BridgItGrid;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.ai.GameReview;
import arcade.games.shannon.ai.Lehman;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.PerfectStrategy;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.net.BoardSpec;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
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
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * At the smallest window the arcade is judged at (800×600): the analysis drawn on Bridg-It's dots,
 * the review's reason and its position drawn in the moves' own styles, a board that never moves
 * when the banner or a look back appears, and nothing cut in the move list or the legend.
 */
@ExtendWith(ApplicationExtension.class)
class BoardExplainsFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenShannon game;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenShannon.open(ctx, Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 800, 600));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    private void await(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Color pixel(FxRobot robot, double[] at) {
        AtomicReference<Color> c = new AtomicReference<>();
        robot.interact(() -> c.set(game.boardView().node().canvas().snapshot(null, null).getPixelReader().getColor((int) Math.round(at[0]), (int) Math.round(at[1]))));
        return c.get();
    }

    private static double distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }

    @Test void theAnalysisIsDrawnOnTheBridgItDots(FxRobot robot) throws Exception {
        game.start(robot, new MatchConfig(new BoardSpec.BridgIt(4), Side.SHORT, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.boardView().isDotGrid()).isTrue();
        BridgItGrid g = game.boardView().dotGrid();
        robot.interact(() -> game.analysisToggleForPreview());
        await(() -> game.boardView().shownOverlay() != null);
        BoardOverlay o = game.boardView().shownOverlay();
        assertThat(o.tree1()).isNotEmpty();
        assertThat(game.legend().keys()).contains("Short's tree 1", "Short's tree 2", "best move");
        // a link of tree 1 carries a line in tree 1's colour beside its bridge
        int e = o.tree1().stream().filter(x -> !o.cut().contains(x) && x != o.move()).mapToInt(x -> x).min().orElseThrow();
        double[] s = g.shortBridge(e), from = g.at(s[0], s[1]), to = g.at(s[2], s[3]);
        double dx = to[0] - from[0], dy = to[1] - from[1], len = Math.hypot(dx, dy), off = Math.max(3, g.scale * 0.07);
        // a third of the way along, clear of the marks at the link's middle
        double[] beside = {from[0] + dx / 3 + dy / len * off, from[1] + dy / 3 - dx / len * off};
        Color tree = game.boardView().palette().overlayTree1();
        assertThat(distance(pixel(robot, beside), tree)).as("tree 1 drawn beside its bridge").isLessThan(0.35);
        robot.interact(() -> game.controller().setOverlay(false));
        assertThat(distance(pixel(robot, beside), tree)).as("gone with the overlay").isGreaterThan(0.35);
    }

    @Test void theReviewSaysWhyTheMoveLostAndDrawsItsPositionInTheMovesOwnStyles(FxRobot robot) throws Exception {
        game.start(robot, ShannonGameFxTest.medium(4, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        // Short throws its win away as soon as it can; Cut plays perfectly.
        while (!game.controller().state().isOver()) {
            ShannonState s = game.controller().state();
            int move = s.toMove() == Side.CUT ? PerfectStrategy.decide(s).move() : losingMoveOrAny(s);
            robot.interact(() -> game.controller().humanPlay(move));
        }
        await(() -> game.history().review().isPresent() && game.history().panel().reviewText().contains("trees"));
        GameReview.Mistake m = game.history().review().get().firstMistakeOf(Side.SHORT).orElseThrow();
        var names = game.boardView().names();
        assertThat(game.history().panel().reviewText())
                .contains("(healing " + names.link(m.played()) + ")")
                .contains("Healing " + names.link(m.better()) + " instead would have given Short two such trees");

        robot.clickOn("Show that position");
        WaitForAsyncUtils.waitForFxEvents();
        BoardView view = game.boardView();
        assertThat(view.marks().played()).isEqualTo(m.played());
        assertThat(view.marks().better()).isEqualTo(m.better());
        assertThat(view.shownOverlay()).as("the trees that would have won").isNotNull();
        assertThat(view.shownOverlay().tree1()).isNotEmpty();
        assertThat(game.legend().keys()).contains("healed next (dashed)", "would have kept the win", "Short's tree 1");
        // the heal that was played is drawn green (a heal), never red (which means a cut)
        Color healed = view.palette().linkHealed(), cut = view.palette().linkStub();
        int green = 0;
        for (int i = 1; i < 10; i++) {
            Color c = pixel(robot, view.pointOnLink(m.played(), 0.25 + i * 0.05));
            assertThat(distance(c, cut)).as("no red on a heal").isGreaterThan(0.3);
            if (distance(c, healed) < 0.3) green++;
        }
        assertThat(green).isGreaterThan(0);

        // one step on: no mark or overlay of the reviewed position stays
        robot.interact(() -> game.root().requestFocus());
        robot.type(KeyCode.RIGHT);
        assertThat(game.history().showing()).isEqualTo(m.move() + 1);
        assertThat(view.marks().better()).isEqualTo(-1);
        assertThat(view.shownOverlay()).isNull();
        assertThat(game.legend().keys()).doesNotContain("would have kept the win", "Short's tree 1");
    }

    @Test void theBoardKeepsItsPlaceWhenTheBannerOrALookBackAppears(FxRobot robot) throws Exception {
        game.start(robot, ShannonGameFxTest.medium(9, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        WaitForAsyncUtils.waitForFxEvents();
        double[] before = game.boardView().edgeMidpoint(0);
        Bounds backButton = sceneBounds(robot.lookup("Back to the game").query());
        robot.interact(() -> game.controller().autoPlay());
        await(() -> game.controller().state().isOver() && game.ending() != null);
        assertThat(game.boardView().edgeMidpoint(0)).as("the board at the end").containsExactly(before);

        robot.interact(() -> game.history().show(2));
        assertThat(game.boardView().topLabel()).contains("looking back");
        assertThat(game.boardView().edgeMidpoint(0)).as("the board under the label").containsExactly(before);
        await(() -> game.history().review().isPresent());
        robot.interact(() -> game.history().show(3));
        assertThat(sceneBounds(robot.lookup("Back to the game").query())).as("Back to the game stays put").isEqualTo(backButton);

        robot.clickOn("Back to the game");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.history().isBrowsing()).isFalse();
        assertThat(game.ending()).as("the ending card comes back").isNotNull();
        assertThat(game.boardView().edgeMidpoint(0)).containsExactly(before);
    }

    @Test void noTextIsCutInTheMoveListOrTheLegend(FxRobot robot) throws Exception {
        game.start(robot, ShannonGameFxTest.medium(5, PlayMode.VS_COMPUTER, Side.SHORT, Level.NORMAL));
        await(() -> game.boardView().isInteractive());
        double plain = game.legend().node().getHeight();
        assertAllKeysInside();
        robot.interact(() -> game.controller().autoPlay());
        await(() -> game.controller().state().isOver() && game.history().review().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        for (Node n : game.history().panel().listView().lookupAll(".scroll-bar"))
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL)
                assertThat(bar.isVisible()).as("no sideways scrolling in the move list").isFalse();
        for (Node n : game.history().panel().listView().lookupAll(".list-cell")) {
            if (!(n instanceof ListCell<?> cell) || cell.getText() == null) continue;
            javafx.scene.text.Text t = (javafx.scene.text.Text) cell.lookup(".text");
            assertThat(t.getText()).as("a row shown whole").isEqualTo(cell.getText());
        }
        robot.interact(() -> game.analysisToggleForPreview());
        robot.interact(() -> game.history().show(1));
        await(() -> game.boardView().shownOverlay() != null);
        assertAllKeysInside();
        assertThat(game.legend().node().getHeight()).as("the legend keeps its height").isEqualTo(plain);
    }

    private void assertAllKeysInside() {
        WaitForAsyncUtils.waitForFxEvents();
        Bounds legend = sceneBounds(game.legend().node());
        for (Node key : ((javafx.scene.layout.Pane) game.legend().node().getChildren().get(0)).getChildren()) {
            Bounds b = sceneBounds(key);
            assertThat(b.getMaxX()).as("key inside the window").isLessThanOrEqualTo(legend.getMaxX());
            assertThat(b.getMaxY()).as("key inside the legend").isLessThanOrEqualTo(legend.getMaxY() + 0.5);
        }
    }

    private static Bounds sceneBounds(Node n) { return n.localToScene(n.getBoundsInLocal()); }

    private static int losingMoveOrAny(ShannonState s) {
        for (int e : s.freeEdges()) if (Lehman.classify(s.play(e)).winner(Side.CUT) == Side.CUT) return e;
        return s.freeEdges()[0];
    }
}
