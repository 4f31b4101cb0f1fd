package arcade.games.solitaire.view;

import arcade.api.model.GameId;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The Klondike table, headless: a drag onto a column, undo, a double-click home, a hint. */
@ExtendWith(ApplicationExtension.class)
class SolitaireGameViewTest {
    private FakeGameContext ctx;
    private OpenKlondike game;
    private GameId deal;
    private KlondikeMove columnMove;
    private int aceColumn;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        game = OpenKlondike.open(ctx, Optional.empty());
        findDeal();
        stage.setScene(new Scene(game.root(), 900, 700));
        stage.show();
    }

    @org.junit.jupiter.api.BeforeEach void dealt(FxRobot robot) { game.awaitReady(20).startGame(robot, deal); }

    @org.junit.jupiter.api.AfterEach void closed(FxRobot robot) { robot.interact(game::close); }

    /** A deal that opens with a column move and an Ace on a column top. */
    private void findDeal() {
        for (long seed = 1; ; seed++) {
            GameId id = GameId.seeded("draw1-3passes", seed);
            KlondikeState s = KlondikeDefinition.INSTANCE.initialState(id);
            KlondikeMove column = KlondikeRules.INSTANCE.legalMoves(s).stream()
                    .filter(m -> m.kind() == KlondikeMove.Kind.TABLEAU_TO_TABLEAU).findFirst().orElse(null);
            int ace = -1;
            for (int c = 0; c < 7; c++) if (Cards.rank(s.top(c)) == 1 && (column == null || c != column.from() && c != column.to())) ace = c;
            if (column != null && ace >= 0) { deal = id; columnMove = column; aceColumn = ace; return; }
        }
    }

    private Point2D topCardCentre(int column) {
        TableGeometry g = game.geometry();
        KlondikeState s = game.state();
        double x = g.columnX(column) + g.cardW / 2, y = g.cardY(column, s.columnSize(column) - 1) + g.cardH * 0.15;
        return game.root().lookup(".canvas-pane").localToScreen(x, y);
    }

    @Test void aCardDraggedOntoALegalColumnMovesAndUndoPutsItBack(FxRobot robot) {
        KlondikeState before = game.state();
        int card = before.top(columnMove.from());
        robot.drag(topCardCentre(columnMove.from()), MouseButton.PRIMARY).dropTo(topCardCentre(columnMove.to()));
        WaitForAsyncUtils.waitForFxEvents();
        KlondikeState after = game.state();
        assertThat(after.top(columnMove.to())).as("the dragged card lies on its new column").isEqualTo(card);
        assertThat(game.session().position()).isEqualTo(1);
        robot.interact(() -> game.controls().undo());
        assertThat(game.state()).isEqualTo(before);
        assertThat(game.controls().canRedoProperty().get()).isTrue();
    }

    @Test void aCardDroppedWhereItCannotGoIsRefusedInWordsAndGoesBack(FxRobot robot) {
        KlondikeState before = game.state();
        Point2D from = topCardCentre(columnMove.from());
        Point2D empty = game.root().lookup(".canvas-pane").localToScreen(game.geometry().columnX(6) + game.geometry().cardW / 2,
                game.root().lookup(".canvas-pane").getLayoutBounds().getHeight() - 5);  // the bare table below the columns
        robot.drag(from, MouseButton.PRIMARY).dropTo(empty);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state()).as("nothing moved").isEqualTo(before);
        assertThat(game.controls().statusProperty().get()).contains("Those cards cannot go there.");
        assertThat(game.view().animationsForDrag()).as("the drag is over").isFalse();
    }

    @Test void theDraggedCardFollowsThePointer(FxRobot robot) {
        Point2D from = topCardCentre(columnMove.from());
        double[] rest = {game.geometry().columnX(columnMove.from()), game.geometry().cardY(columnMove.from(), game.state().columnSize(columnMove.from()) - 1)};
        robot.drag(from, MouseButton.PRIMARY).moveBy(-120, 90);
        WaitForAsyncUtils.waitForFxEvents();
        double[] at = onFxNow(() -> game.view().draggedAt());
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(at).as("the cards are drawn where the pointer took them").isNotNull();
        assertThat(at[0] - rest[0]).isCloseTo(-120, org.assertj.core.data.Offset.offset(2.0));
        assertThat(at[1] - rest[1]).isCloseTo(90, org.assertj.core.data.Offset.offset(2.0));
    }

    private static <T> T onFxNow(java.util.concurrent.Callable<T> read) {
        try { return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS); } catch (Exception e) { throw new AssertionError(e); }
    }

    @Test void theKeyboardCursorPicksUpAndPutsDownCards(FxRobot robot) {
        KlondikeState before = game.state();
        int card = before.top(columnMove.from());
        robot.interact(() -> game.root().lookup(".canvas-pane").requestFocus());
        // The cursor starts on column 1; walk to the source column, pick up, walk to the target, put down.
        for (int i = 0; i < columnMove.from(); i++) robot.type(javafx.scene.input.KeyCode.RIGHT);
        robot.type(javafx.scene.input.KeyCode.SPACE);
        int steps = columnMove.to() - columnMove.from();
        for (int i = 0; i < Math.abs(steps); i++) robot.type(steps > 0 ? javafx.scene.input.KeyCode.RIGHT : javafx.scene.input.KeyCode.LEFT);
        robot.type(javafx.scene.input.KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().top(columnMove.to())).isEqualTo(card);
    }

    @Test void aDoubleClickSendsAnAceHome(FxRobot robot) {
        int ace = game.state().top(aceColumn);
        robot.moveTo(topCardCentre(aceColumn)).doubleClickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().foundationHeight(Cards.suit(ace))).isGreaterThanOrEqualTo(1);
        assertThat(game.state().top(aceColumn)).isNotEqualTo(ace);
    }

    @Test void theSecondClickOfADoubleClickNeverActsOnTheCardTheFirstUncovered(FxRobot robot) {
        int card = game.state().top(columnMove.from());
        robot.moveTo(topCardCentre(columnMove.from())).doubleClickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().top(columnMove.from())).as("the first click moved the card away").isNotEqualTo(card);
        assertThat(game.session().position()).as("one move, not two").isEqualTo(1);
        assertThat(game.controls().statusProperty().get()).doesNotContain("nowhere");
    }

    @Test void aHintMarksTheGameAssistedAndSaysHowWinnableItLooks(FxRobot robot) throws Exception {
        robot.interact(() -> game.controls().hint());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> game.session().isAssisted());
        WaitForAsyncUtils.waitForFxEvents();
        String status = game.controls().statusProperty().get();
        assertThat(status).contains("Hint: ").containsPattern("Winnable: (winnable|lost|not known yet)\\.");
        assertThat(status).as("the solver's counts are details, off by default").doesNotContain("guesses");
        assertThat(game.controls().busyProperty().get()).isFalse();
    }

    @Test void winnableDealsOnlyDealsADealTheSolverWins(FxRobot robot) throws Exception {
        FakeGameContext other = new FakeGameContext();
        other.values.put("settings", SolitaireSettings.DEFAULTS.withWinnableOnly(true));
        OpenKlondike[] g = new OpenKlondike[1];
        robot.interact(() -> g[0] = OpenKlondike.open(other, Optional.empty()));
        g[0].awaitReady(60);
        var verdict = new arcade.games.solitaire.solver.ThoughtfulSolver(arcade.games.solitaire.solver.Budget.of(400_000, 60_000))
                .solve(g[0].state()).verdict();
        assertThat(verdict).isEqualTo(arcade.games.solitaire.solver.Verdict.WINNABLE);
        robot.interact(() -> g[0].close());
    }

    @Test void autoPlayFirstLooksThroughTheStockThenPlaysOnAndStopsForUndo(FxRobot robot) throws Exception {
        game.startGame(robot, GameId.seeded("draw3-unlimited", 5));
        robot.interact(() -> game.controls().solve());
        // The session is read on the FX thread: auto-play adds to its history there meanwhile.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> onFx(() -> solveSteps().size() >= 12 || game.session().isOver()));
        robot.interact(() -> game.controls().solve());
        WaitForAsyncUtils.waitForFxEvents();
        List<List<KlondikeMove>> steps = onFx(this::solveSteps);
        // Eight turns and a recycle (a safe card may go home by itself after each).
        for (int i = 0; i < 9; i++) {
            assertThat(steps.get(i).get(0)).as("step " + i).isEqualTo(i < 8 ? KlondikeMove.DRAW : KlondikeMove.RECYCLE);
            assertThat(steps.get(i).subList(1, steps.get(i).size())).allMatch(KlondikeMove::toFoundation);
        }
        assertThat(steps.subList(9, steps.size())).as("after the look, cards are played").isNotEmpty()
                .allMatch(step -> step.stream().anyMatch(m -> m.kind() != KlondikeMove.Kind.DRAW && m.kind() != KlondikeMove.Kind.RECYCLE));
        int position = game.session().position();
        robot.interact(() -> game.controls().undo());
        assertThat(game.session().position()).isEqualTo(position - 1);
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }

    private List<List<KlondikeMove>> solveSteps() {
        return game.session().history().subList(0, game.session().position() + 1).stream()
                .filter(e -> e.kind() == arcade.api.session.Session.Kind.SOLVE).map(e -> e.moves()).toList();
    }

    @Test void theSnapshotReplaysIntoTheSamePosition(FxRobot robot) {
        robot.interact(() -> game.controls().hint()); // harmless background work must not disturb the save
        robot.clickOn(game.root().lookup(".canvas-pane").localToScreen(game.geometry().columnX(0) + 10, game.geometry().rowY + 10));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.snapshot()).isPresent();
        OpenKlondike[] resumed = new OpenKlondike[1];
        robot.interact(() -> resumed[0] = OpenKlondike.open(ctx, game.snapshot()));
        resumed[0].awaitReady(20);
        assertThat(resumed[0].state()).isEqualTo(game.state());
        assertThat(ctx.messages).noneMatch(m -> m.startsWith("warn"));
        robot.interact(resumed[0]::close);
    }
}
