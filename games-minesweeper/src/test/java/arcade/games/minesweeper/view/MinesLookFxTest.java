package arcade.games.minesweeper.view;

import arcade.api.testing.fx.FakeGameContext;
import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesState;
import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
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
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** How the board looks and sits: the ending, the number colours, the face, the cursor, the fit to the window. */
@ExtendWith(ApplicationExtension.class)
class MinesLookFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenMines game;
    private Stage stage;

    @Start void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenMines.open(ctx, Optional.empty());
        stage.setScene(new Scene(game.root(), 800, 600));
        stage.show();
    }

    @org.junit.jupiter.api.BeforeEach void ready() { game.awaitReady(); }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    private void play(FxRobot robot, MinesMove m) { robot.interact(() -> game.play(m)); }

    private PixelReader boardPixels(FxRobot robot) {
        AtomicReference<PixelReader> px = new AtomicReference<>();
        robot.interact(() -> px.set(game.board().snapshot(null, null).getPixelReader()));
        return px.get();
    }

    /** A point of a cell, as shares of its side from its top left corner, in the board's pixels. */
    private int[] at(int cell, double fx, double fy) {
        double[] c = game.board().centreOf(cell);
        double s = game.board().cellSize();
        return new int[]{(int) (c[0] - s / 2 + fx * s), (int) (c[1] - s / 2 + fy * s)};
    }

    @Test void aLossShowsTheFatalMineOnStrongRedAndCrossesTheWrongFlags(FxRobot robot) {
        play(robot, MinesMove.reveal(4, 4));
        MinesState s = game.state();
        int w = s.width(), mine = -1, wrongFlag = -1;
        for (int i = 0; i < s.params().cells(); i++) {
            if (s.cover(i) != MinesState.COVERED) continue;
            if (s.isMine(i) && mine < 0) mine = i;
            else if (!s.isMine(i) && wrongFlag < 0) wrongFlag = i;
        }
        int flagged = wrongFlag, fatal = mine;
        play(robot, MinesMove.flag(flagged % w, flagged / w));
        robot.interact(() -> game.board().setCursor(fatal)); // the keyboard was on it
        play(robot, MinesMove.reveal(fatal % w, fatal / w));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.state().lost()).isTrue();
        assertThat(game.board().cursorShown()).as("the cursor does not hide the fatal mine").isFalse();
        PixelReader px = boardPixels(robot);
        int[] p = at(fatal, 0.12, 0.12);
        Color red = px.getColor(p[0], p[1]);
        assertThat(red.getRed()).as("strong red: " + red).isGreaterThan(0.8);
        assertThat(red.getGreen()).isLessThan(0.35);
        assertThat(red.getBlue()).isLessThan(0.35);
        int[] q = at(flagged, 0.25, 0.25); // on the cross over the wrong flag
        Color cross = px.getColor(q[0], q[1]);
        assertThat(cross.getRed() - cross.getGreen()).as("the cross: " + cross).isGreaterThan(0.5);
        assertThat(game.board().cellSize()).isGreaterThan(0);
    }

    @Test void theNumbersKeepTheClassicColoursAndStayApartInBothThemes(FxRobot robot) {
        for (boolean dark : new boolean[]{false, true}) {
            AtomicReference<MinesPalette> palette = new AtomicReference<>();
            robot.interact(() -> {
                Application.setUserAgentStylesheet((dark ? new PrimerDark() : new PrimerLight()).getUserAgentStylesheet());
                ctx.dark.set(dark);
            });
            WaitForAsyncUtils.waitForFxEvents();
            OpenMines.await(() -> game.view().palette() != null && (game.view().palette().n7().getBrightness() > 0.5) == dark);
            robot.interact(() -> palette.set(game.view().palette()));
            MinesPalette p = palette.get();
            String theme = dark ? "dark" : "light";
            assertThat(p.n1().getHue()).as(theme + ": 1 is blue").isBetween(200.0, 250.0);
            assertThat(p.n2().getHue()).as(theme + ": 2 is green").isBetween(90.0, 150.0);
            assertThat(p.n3().getHue() < 15 || p.n3().getHue() > 345).as(theme + ": 3 is red").isTrue();
            assertThat(distance(p.n1(), p.n4())).as(theme + ": 1 and 4 do not look alike").isGreaterThan(0.35);
            assertThat(p.n5().getSaturation()).as(theme + ": 5 is not pale").isGreaterThan(0.6);
            for (int n = 1; n <= 8; n++)
                assertThat(contrast(p.numbers()[n], p.open())).as(theme + ": " + n + " on an open cell").isGreaterThan(2.9);
        }
    }

    @Test void theFaceLooksAtTheGameAndStartsANewOneOnTheSameBoard(FxRobot robot) {
        play(robot, MinesMove.reveal(4, 4));
        MinesState s = game.state();
        int mine = -1;
        for (int i = 0; i < s.params().cells() && mine < 0; i++) if (s.isMine(i)) mine = i;
        int fatal = mine;
        play(robot, MinesMove.reveal(fatal % s.width(), fatal / s.width()));
        FaceButton face = (FaceButton) game.root().lookup("#mines-face");
        assertThat(face.mood()).isEqualTo(FaceButton.Mood.LOST);
        robot.clickOn(face);
        OpenMines.await(() -> !game.state().started());
        assertThat(ctx.records).as("the lost game only: a finished game is not abandoned").hasSize(1);
        assertThat(game.state().params()).isEqualTo(s.params());
        assertThat(face.mood()).isEqualTo(FaceButton.Mood.PLAYING);
        assertThat(((javafx.scene.control.Label) game.root().lookup("#mines-left")).getText()).isEqualTo("010");
        play(robot, MinesMove.reveal(4, 4));                     // a game in progress...
        robot.clickOn(face);                                     // ...given up with the face
        OpenMines.await(() -> !game.state().started());
        assertThat(ctx.records).hasSize(2);
        assertThat(ctx.records.get(1).result()).isEqualTo(arcade.api.store.GameRecord.Result.ABANDONED);
    }

    @Test void theCursorStartsInTheMiddleAndContinueKeepsIt(FxRobot robot) {
        game.newGame(robot, MinesParams.EXPERT);
        assertThat(game.board().cursor()).isEqualTo(8 * 30 + 15);
        double[] c = game.board().centreOf(8 * 30 + 15);
        robot.clickOn(game.board().localToScreen(c[0], c[1])); // the mouse opens the game there; the cursor follows, hidden
        robot.type(KeyCode.LEFT, KeyCode.LEFT, KeyCode.UP); // the first key shows the cursor where it is
        int cell = game.board().cursor();
        assertThat(cell).isEqualTo(7 * 30 + 14);
        var saved = game.snapshot().orElseThrow();
        AtomicReference<OpenMines> resumed = new AtomicReference<>();
        robot.interact(() -> resumed.set(OpenMines.open(ctx, Optional.of(saved))));
        resumed.get().awaitReady();
        assertThat(resumed.get().board().cursor()).isEqualTo(cell);
        robot.interact(resumed.get()::close);
    }

    @Test void expertFillsALargeWindowAndAHugeBoardScrollsAtTheSmallestCells(FxRobot robot) {
        robot.interact(() -> { stage.setWidth(1600); stage.setHeight(1000); });
        game.newGame(robot, MinesParams.EXPERT);
        WaitForAsyncUtils.waitForFxEvents();
        double cell = game.board().cellSize(), w = game.board().getWidth(), h = game.board().getHeight();
        assertThat(Math.max(cell * 30 / w, cell * 16 / h)).as("the board fills the window one way").isGreaterThan(0.95);
        robot.interact(() -> { stage.setWidth(800); stage.setHeight(600); });
        game.newGame(robot, new MinesParams(100, 60, 900, FirstClick.ZERO, false));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.board().cellSize()).as("no smaller than the least readable cell").isEqualTo(BoardCanvas.MIN_CELL);
        assertThat(game.board().cellSize() * 100).isGreaterThan(game.board().getWidth()); // and so it scrolls
    }

    private static double distance(Color a, Color b) {
        double dr = a.getRed() - b.getRed(), dg = a.getGreen() - b.getGreen(), db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    /** The WCAG contrast ratio of two colours. */
    private static double contrast(Color a, Color b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) { return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue()); }

    private static double lin(double v) { return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
}
