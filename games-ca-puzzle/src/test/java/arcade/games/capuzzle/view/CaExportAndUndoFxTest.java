package arcade.games.capuzzle.view;

import arcade.api.host.GameHost;
import arcade.api.fx.FileActions;
import arcade.api.model.GameId;
import arcade.api.model.UndoPolicy;
import arcade.games.capuzzle.model.CaMove;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;

/** Pictures saved from the board and the generator, the rule number copied, and the "Allow undo" setting. */
class CaExportAndUndoFxTest extends CaGameWindow {
    private static final GameId SPEC = GameId.described("rule30-8x5-flat", "01101001");
    @TempDir Path dir;

    private void await(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A save dialog that answers with {@code file} (the player typed no extension). */
    private void answerSaveWith(Path file) {
        game.exporter().useDialogs(new FileActions.Dialogs() {
            @Override public Optional<Path> chooseOpen(Window owner, FileChooser chooser) { return Optional.empty(); }
            @Override public Optional<Path> chooseSave(Window owner, FileChooser chooser) { return Optional.of(file); }
        });
    }

    @Test void theBoardIsSavedAsAPngAsItLooks(FxRobot robot) throws Exception {
        robot.interact(() -> game.startId(SPEC));
        await(() -> GameHost.isReady(instance) && game.state().board().width() == 8);
        answerSaveWith(dir.resolve("board"));
        assertThat(instance.actions()).extracting(a -> a.id()).contains("save-png");
        robot.interact(() -> instance.actions().stream().filter(a -> a.id().equals("save-png")).findFirst().orElseThrow().fire());
        Path png = dir.resolve("board.png");
        await(() -> ctx.messages.stream().anyMatch(m -> m.equals("info: Saved “board.png”.")));
        BufferedImage img = ImageIO.read(png.toFile());
        AtomicReference<javafx.scene.canvas.Canvas> whole = new AtomicReference<>();
        robot.interact(() -> whole.set(game.board().renderWhole()));
        assertThat(img.getWidth()).isEqualTo((int) Math.ceil(whole.get().getWidth()));
        assertThat(img.getHeight()).isEqualTo((int) Math.ceil(whole.get().getHeight()));
        // the bottom row is revealed: the centre of each of its cells has the state's own colour
        var s = game.state();
        int last = s.board().generations() - 1;
        for (int i = 0; i < s.board().width(); i++) {
            var corner = game.board().wholeCornerOf(new arcade.games.capuzzle.model.HelpView.Cell(last, s.board().displayColumn(i)));
            javafx.scene.paint.Color own = javafx.scene.paint.Color.web(s.puzzle().automaton().colours().get(s.puzzle().value(last, i)));
            int rgb = img.getRGB((int) corner.getX(), (int) corner.getY());
            assertThat(rgb & 0xFFFFFF).as("cell " + i).isEqualTo(toRgb(own));
        }
    }

    @Test void theGeneratorsPictureIsSavedAndTheEditorCopiesTheRuleNumber(FxRobot robot) throws Exception {
        robot.interact(() -> game.startId(SPEC));
        await(() -> GameHost.isReady(instance));
        robot.interact(game::openGenerator);
        GeneratorScreen g = (GeneratorScreen) game.screen();
        robot.interact(() -> g.setMask(g.mask().with(0, 2, true)));
        answerSaveWith(dir.resolve("pic.PNG"));
        assertThat(instance.actions().get(0).enabledProperty().get()).as("no board export while the board is out of sight").isFalse();
        robot.clickOn("#ca-generator-png");
        await(() -> Files.exists(dir.resolve("pic.PNG")));
        BufferedImage img = ImageIO.read(dir.resolve("pic.PNG").toFile());
        int cell = game.settings().generatorCell();
        assertThat(img.getWidth()).isEqualTo(15 + g.mask().width() * cell);
        int painted = img.getRGB(8 + 2 * cell + cell / 2, 8 + cell / 2), plain = img.getRGB(8 + cell / 2, 8 + cell / 2);
        assertThat(painted).as("a painted cell differs from an unpainted one").isNotEqualTo(plain);
        robot.interact(game::closeScreen);
        robot.interact(() -> game.openEditor());
        robot.clickOn("#ca-editor-copy-number");
        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> copied.set(javafx.scene.input.Clipboard.getSystemClipboard().getString()));
        assertThat(copied.get()).isEqualTo("30");
    }

    @Test void withUndoSwitchedOffTheNextPuzzleHasNone(FxRobot robot) throws Exception {
        robot.interact(() -> game.startId(SPEC));
        await(() -> GameHost.isReady(instance));
        assertThat(game.session().undoPolicy()).as("allowed by default").isEqualTo(UndoPolicy.COUNTED);
        robot.interact(() -> game.saveSettings(game.settings().withAllowUndo(false)));
        robot.interact(() -> game.startId(GameId.described("rule30-8x5-flat", "01101000")));
        await(() -> GameHost.isReady(instance) && game.session().undoPolicy() == UndoPolicy.NONE);
        robot.interact(() -> { game.session().play(CaMove.guess(3, 3, game.state().puzzle().value(3, 3))); });
        assertThat(game.session().canUndo()).isFalse();
        assertThat(instance.controls().canUndoProperty().get()).as("the chrome greys Undo out").isFalse();
        assertThat(ctx.store().load(CaSettings.FILE, CaSettings.class, CaSettings::defaults).undoAllowed()).isFalse();
    }

    private static int toRgb(javafx.scene.paint.Color c) {
        return (int) Math.round(c.getRed() * 255) << 16 | (int) Math.round(c.getGreen() * 255) << 8 | (int) Math.round(c.getBlue() * 255);
    }
}
