package arcade.games.shannon.view;

import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;
import arcade.games.shannon.view.match.ShannonSettings;

import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.ai.Lehman;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.ai.PerfectStrategy;
import arcade.games.shannon.ai.PositionClass;
import arcade.games.shannon.ai.TrapSearch;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
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

/** The real game UI, headless: mouse and keyboard play, the computer's answer, undo, autosave. */
@ExtendWith(ApplicationExtension.class)
class ShannonGameFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenShannon game;
    private Stage stage;

    static MatchConfig medium(long seed, PlayMode mode, Side human, Level level) {
        return new MatchConfig(new BoardSpec.Generated(GeneratorParams.MEDIUM, seed), Side.SHORT, mode, human, level);
    }

    @Start void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenShannon.open(ctx, Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 1000, 700));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    /** Waits for a condition, then for the FX runnable that made it true to finish. */
    private void await(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Point2D screenPointOf(FxRobot robot, int edge) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> {
            double[] m = game.boardView().edgeMidpoint(edge);
            p.set(game.boardView().node().localToScreen(m[0], m[1]));
        });
        return p.get();
    }

    @Test void clickingALinkHealsItAndTheComputerAnswers(FxRobot robot) throws Exception {
        game.start(robot, medium(7, PlayMode.VS_COMPUTER, Side.SHORT, Level.NORMAL));
        await(() -> game.boardView().isInteractive());
        int edge = game.controller().state().board().incidentEdges(game.controller().state().board().a())[0];

        robot.moveTo(screenPointOf(robot, edge)).clickOn(MouseButton.PRIMARY);

        await(() -> game.controller().moves().size() == 2);
        ShannonState s = game.controller().state();
        assertThat(game.controller().moves().get(0)).isEqualTo(edge);
        assertThat(s.isMarked(edge)).isTrue();
        int answer = game.controller().moves().get(1);
        assertThat(s.isDeleted(answer)).isTrue();
        assertThat(s.toMove()).isEqualTo(Side.SHORT);
        assertThat(game.controls().canUndoProperty().get()).isTrue();
        assertThat(game.controls().statusProperty().get()).startsWith("Your move (Short)");

        // The healed link is drawn in the theme's green (-color-success-emphasis, #2da44e).
        AtomicReference<Color> pixel = new AtomicReference<>();
        robot.interact(() -> {
            double[] m = game.boardView().edgeMidpoint(edge);
            pixel.set(game.boardView().node().canvas().snapshot(null, null).getPixelReader().getColor((int) m[0], (int) m[1]));
        });
        assertThat(pixel.get().getGreen()).isGreaterThan(pixel.get().getRed() + 0.2);

        // Undo against the computer goes back to the human's turn: both moves are undone.
        robot.interact(() -> game.controls().undo());
        assertThat(game.controller().moves()).isEmpty();
        assertThat(game.controller().state().isFree(edge)).isTrue();
        robot.interact(() -> game.controls().redo());
        assertThat(game.controller().moves()).hasSize(2);
    }

    @Test void clicksOnPlayedLinksOrFarFromAnyLinkDoNothing(FxRobot robot) throws Exception {
        game.start(robot, medium(11, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        int edge = game.controller().state().board().incidentEdges(game.controller().state().board().a())[0];
        robot.moveTo(screenPointOf(robot, edge)).clickOn(MouseButton.PRIMARY);
        await(() -> game.controller().moves().size() == 1);
        robot.moveTo(screenPointOf(robot, edge)).clickOn(MouseButton.PRIMARY); // now healed: Cut may not cut it
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.controller().moves()).containsExactly(edge);
        Point2D corner = robot.point(game.boardView().node()).query();
        robot.moveTo(new Point2D(corner.getX() - 480, corner.getY() - 330)).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.controller().moves()).hasSize(1);
    }

    @Test void theKeyboardPlaysToo(FxRobot robot) throws Exception {
        game.start(robot, medium(3, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        robot.interact(() -> game.root().requestFocus()); // as the shell does when it opens a game
        robot.type(KeyCode.TAB);
        int focused = game.boardView().focusedEdge();
        assertThat(focused).isGreaterThanOrEqualTo(0);
        robot.type(KeyCode.RIGHT);
        int moved = game.boardView().focusedEdge();
        assertThat(moved).isGreaterThanOrEqualTo(0);
        robot.type(KeyCode.ENTER);
        await(() -> game.controller().moves().size() == 1);
        assertThat(game.controller().moves()).containsExactly(moved);
        assertThat(game.controller().state().isMarked(moved)).isTrue();
        assertThat(game.controls().statusProperty().get()).startsWith("Cut to move");
    }

    @Test void theComputerOpensWhenItPlaysShort(FxRobot robot) throws Exception {
        game.start(robot, medium(5, PlayMode.VS_COMPUTER, Side.CUT, Level.PERFECT));
        await(() -> game.controller().moves().size() == 1);
        assertThat(game.controller().state().toMove()).isEqualTo(Side.CUT);
        assertThat(game.controller().state().isMarked(game.controller().moves().get(0))).isTrue();
    }

    @Test void aNewStrengthAppliesAtOnceUntilTheHumanHasMoved(FxRobot robot) throws Exception {
        game.start(robot, medium(5, PlayMode.VS_COMPUTER, Side.CUT, Level.NORMAL));
        await(() -> game.controller().moves().size() == 1);
        AtomicReference<Boolean> applied = new AtomicReference<>();
        robot.interact(() -> applied.set(game.controller().changeLevelNow(Level.PERFECT)));
        assertThat(applied.get()).isTrue();
        assertThat(game.controller().config().level()).isEqualTo(Level.PERFECT);
        // Same board, started over: the perfect computer makes the opening move again.
        await(() -> game.controller().moves().size() == 1);
        assertThat(game.controller().moves().get(0)).isEqualTo(PerfectStrategy.decide(game.controller().session().initialState()).move());

        int free = game.controller().state().freeEdges()[0];
        robot.interact(() -> game.controller().humanPlay(free));
        await(() -> game.controller().moves().size() == 3);
        robot.interact(() -> applied.set(game.controller().changeLevelNow(Level.EASY)));
        assertThat(applied.get()).isFalse();
        assertThat(game.controller().config().level()).isEqualTo(Level.PERFECT);
        assertThat(game.controller().moves()).hasSize(3);
    }

    @Test void aFinishedGameIsRecordedPerModeAndSize(FxRobot robot) throws Exception {
        game.start(robot, medium(21, PlayMode.VS_COMPUTER, Side.SHORT, Level.EASY));
        for (int i = 0; i < 80 && !game.controller().state().isOver(); i++) {
            await(() -> game.controller().state().isOver() || game.boardView().isInteractive());
            if (game.controller().state().isOver()) break;
            robot.interact(() -> game.controller().humanPlay(PerfectStrategy.decide(game.controller().state()).move()));
            await(() -> game.controller().state().isOver() || game.controller().state().toMove() == Side.SHORT && !game.controller().isComputerThinking());
        }
        assertThat(game.controller().state().isOver()).isTrue();
        assertThat(ctx.records).hasSize(1);
        GameRecord r = ctx.records.get(0);
        assertThat(r.params()).isEqualTo("7x5-vs-easy-short");
        assertThat(r.result()).isEqualTo(game.controller().state().winner().get() == Side.SHORT ? GameRecord.Result.WIN : GameRecord.Result.LOSS);
        assertThat(game.snapshot()).isEmpty();
        assertThat(r.assisted()).isFalse();

        // Undo, redo and restart never record the same game again, even when it is won again.
        robot.interact(() -> game.controls().undo());
        robot.interact(() -> game.controls().redo());
        await(() -> game.controller().state().isOver());
        robot.interact(() -> game.controls().restart());
        for (int i = 0; i < 80 && !game.controller().state().isOver(); i++) {
            await(() -> game.controller().state().isOver() || game.boardView().isInteractive());
            if (game.controller().state().isOver()) break;
            robot.interact(() -> game.controller().humanPlay(PerfectStrategy.decide(game.controller().state()).move()));
            await(() -> game.controller().state().isOver() || game.controller().state().toMove() == Side.SHORT && !game.controller().isComputerThinking());
        }
        assertThat(game.controller().state().isOver()).isTrue();
        assertThat(ctx.records).hasSize(1);
    }

    @Test void theAutosaveResumesTheSameGame(FxRobot robot) throws Exception {
        game.start(robot, medium(9, PlayMode.VS_COMPUTER, Side.SHORT, Level.NORMAL));
        int edge = game.controller().state().board().incidentEdges(game.controller().state().board().a())[0];
        robot.interact(() -> game.controller().humanPlay(edge));
        await(() -> game.controller().moves().size() == 2);
        SavedGame saved = game.snapshot().orElseThrow();
        assertThat(saved.extra()).containsEntry("mode", "vs").containsEntry("level", "normal");

        assertThat(saved.extra()).containsEntry("board", Long.toHexString(game.controller().state().board().fingerprint()));

        AtomicReference<OpenShannon> again = new AtomicReference<>();
        robot.interact(() -> again.set(OpenShannon.open(ctx, Optional.of(saved))));
        await(() -> again.get().controller().session() != null && again.get().controller().moves().size() == 2); // resumed off the FX thread
        assertThat(again.get().controller().state()).isEqualTo(game.controller().state());
        assertThat(again.get().controller().config().level()).isEqualTo(Level.NORMAL);
        robot.interact(() -> again.get().close());

        SavedGame broken = new SavedGame(saved.version(), saved.plugin(), saved.gameId(),
                java.util.List.of(new SavedGame.SavedEntry(arcade.api.session.Session.Kind.MOVE, java.util.List.of("e9999"))), 1, 0, saved.extra());
        robot.interact(() -> again.set(OpenShannon.open(ctx, Optional.of(broken))));
        await(() -> ctx.messages.stream().anyMatch(m -> m.startsWith("warn:") && m.contains("could not be resumed")));
        await(() -> again.get().controller().session() != null);
        assertThat(again.get().controller().moves()).isEmpty();
        robot.interact(() -> again.get().close());

        // a save from an older generator (no board fingerprint) or of another board is refused, not replayed onto the wrong board
        for (String board : new String[]{null, "123abc"}) {
            java.util.Map<String, String> extra = new java.util.HashMap<>(saved.extra());
            if (board == null) extra.remove("board"); else extra.put("board", board);
            SavedGame other = new SavedGame(saved.version(), saved.plugin(), saved.gameId(), saved.entries(), saved.position(), 0, extra);
            int before = ctx.messages.size();
            robot.interact(() -> again.set(OpenShannon.open(ctx, Optional.of(other))));
            await(() -> ctx.messages.stream().skip(before).anyMatch(m -> m.contains("older board generator")));
            await(() -> again.get().controller().session() != null);
            assertThat(again.get().controller().moves()).isEmpty();
            robot.interact(() -> again.get().close());
        }
    }

    @Test void inALostPositionTheHintSetsATrap(FxRobot robot) throws Exception {
        // A small board where Cut moves first, is lost against best play, and has a trap.
        MatchConfig cfg = null;
        java.util.OptionalInt trap = java.util.OptionalInt.empty();
        for (long seed = 0; seed < 50 && trap.isEmpty(); seed++) {
            MatchConfig c = new MatchConfig(new BoardSpec.Generated(GeneratorParams.SMALL, seed), Side.CUT, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL);
            ShannonState s = ShannonState.initial(c.board().build(), Side.CUT);
            if (Lehman.classify(s) != PositionClass.SHORT) continue;
            trap = TrapSearch.find(s, TrapSearch.DEFAULT_BUDGET);
            cfg = c;
        }
        assertThat(trap).isPresent();
        MatchConfig chosen = cfg;
        game.start(robot, chosen);
        robot.interact(() -> game.controls().hint());
        await(() -> game.boardView().hint() >= 0);
        assertThat(game.boardView().hint()).isEqualTo(trap.getAsInt());
        assertThat(PerfectStrategy.decide(game.controller().state()).winning()).isFalse();
        assertThat(game.controller().hintTextProperty().get()).contains("sets a trap").contains(game.boardView().names().link(trap.getAsInt()));
    }

    @Test void hintAndAnalysisShowAWinningMove(FxRobot robot) throws Exception {
        game.start(robot, medium(7, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        await(() -> game.controller().verdictProperty().get() != null);
        assertThat(game.controls().statusProperty().get()).contains("wins with best play");
        robot.interact(() -> game.controls().hint());
        await(() -> game.boardView().hint() >= 0);
        int hint = game.boardView().hint();
        assertThat(game.controller().state().isFree(hint)).isTrue();
        assertThat(hint).isEqualTo(PerfectStrategy.decide(game.controller().state()).move());
        robot.interact(() -> game.controller().setOverlay(true));
        await(() -> game.boardView().overlay() != null);
        assertThat(game.boardView().overlay().path()).isNotEmpty();
        assertThat(game.boardView().overlay().cut()).isNotEmpty();
    }

    @Test void presetsBuildTheirBoardsInTheBackground(FxRobot robot) throws Exception {
        game.startPreset(robot, "balanced-5x4");
        await(() -> game.controller().config().board() instanceof BoardSpec.Balanced && game.boardView().isInteractive());
        assertThat(game.controller().state().board().name()).startsWith("Balanced 5×4");
        assertThat(game.controller().moves()).isEmpty();
        game.startPreset(robot, "bridgit3");
        await(() -> game.controller().config().board() instanceof BoardSpec.BridgIt && game.boardView().isInteractive());
        assertThat(game.controller().state().board().edgeCount()).isEqualTo(9 + 4);
        assertThat(ctx.values).containsKey(ShannonSettings.FILE);
    }

    @Test void aMoveAnimatesAndTheAnimationStopsItself(FxRobot robot) throws Exception {
        ctx.animations.set(true);
        game.start(robot, medium(4, PlayMode.HOT_SEAT, Side.SHORT, Level.NORMAL));
        int edge = game.controller().state().board().incidentEdges(game.controller().state().board().a())[0];
        robot.interact(() -> {
            game.controller().humanPlay(edge);
            assertThat(game.boardView().isAnimating()).isTrue();
        });
        await(() -> !game.boardView().isAnimating());   // no timer keeps running on a still board
        assertThat(game.controller().state().isMarked(edge)).isTrue();
        robot.interact(() -> game.controls().undo());
        assertThat(game.boardView().isAnimating()).isFalse(); // undo jumps back without animating
    }

    @Test void pauseStopsPlayAndTheClock(FxRobot robot) throws Exception {
        game.start(robot, medium(6, PlayMode.VS_COMPUTER, Side.SHORT, Level.NORMAL));
        await(() -> game.boardView().isInteractive());
        robot.interact(() -> game.instance().pause());
        assertThat(game.controls().pausedProperty().get()).isTrue();
        assertThat(game.boardView().isInteractive()).isFalse();
        assertThat(game.controls().statusProperty().get()).isEqualTo("Paused");
        int edge = game.controller().state().freeEdges()[0];
        robot.interact(() -> game.controller().humanPlay(edge));
        assertThat(game.controller().moves()).isEmpty();
        robot.interact(() -> game.instance().resume());
        await(() -> game.boardView().isInteractive());
        assertThat(game.controls().pausedProperty().get()).isFalse();
    }
}
