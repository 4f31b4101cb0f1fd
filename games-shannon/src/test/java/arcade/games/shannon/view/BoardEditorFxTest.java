package arcade.games.shannon.view;

import arcade.games.shannon.view.editor.BoardEditor;
import arcade.games.shannon.view.editor.EditorModel;

import arcade.api.plugin.GameControls;
import arcade.api.testing.fx.FakeGameContext;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.net.BoardSpec;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The board editor: drawing, save and load round trip, invalid files, and playing the board. */
@ExtendWith(ApplicationExtension.class)
class BoardEditorFxTest {
    private final FakeGameContext ctx = new FakeGameContext();
    private OpenShannon game;

    @TempDir Path dir;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        game = OpenShannon.open(ctx, Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 1000, 700));
        stage.show();
    }

    @AfterEach void close(FxRobot robot) { robot.interact(game::close); }

    private BoardEditor openEditor(FxRobot robot) {
        robot.interact(game::openEditorForPreview);
        return game.editor();
    }

    /** A diamond drawn through the editor model: A–1–B, A–2–B and the chord 1–2 (spec T4). */
    private static void drawDiamond(EditorModel m) {
        m.clear();
        int a = m.addVertex(0, 1), v1 = m.addVertex(1, 0), v2 = m.addVertex(1, 2), b = m.addVertex(2, 1);
        m.addEdge(a, v1);
        m.addEdge(a, v2);
        m.addEdge(v1, b);
        m.addEdge(v2, b);
        m.addEdge(v1, v2);
        m.setA(a);
        m.setB(b);
        m.setName("Diamond");
    }

    private static <T> T get(CompletableFuture<T> f) throws Exception { return f.get(10, TimeUnit.SECONDS); }

    @Test void aDrawnBoardSurvivesSaveAndLoad(FxRobot robot) throws Exception {
        BoardEditor editor = openEditor(robot);
        robot.interact(() -> drawDiamond(editor.model()));
        Board drawn = editor.model().toBoard();
        Path file = dir.resolve("diamond.json");

        AtomicReference<CompletableFuture<Boolean>> saved = new AtomicReference<>();
        robot.interact(() -> saved.set(editor.saveTo(file)));
        assertThat(get(saved.get())).isTrue();
        assertThat(BoardJson.read(file).board().edges()).isEqualTo(drawn.edges());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.message()).startsWith("Saved diamond.json");

        robot.interact(() -> editor.model().clear());
        assertThat(editor.model().vertexCount()).isZero();
        AtomicReference<CompletableFuture<Boolean>> loaded = new AtomicReference<>();
        robot.interact(() -> loaded.set(editor.loadFrom(file)));
        assertThat(get(loaded.get())).isTrue();
        Board back = editor.model().toBoard();
        assertThat(back.edges()).isEqualTo(drawn.edges());
        assertThat(back.vertices()).isEqualTo(drawn.vertices());
        assertThat(back.a()).isEqualTo(drawn.a());
        assertThat(back.b()).isEqualTo(drawn.b());
        assertThat(back.name()).isEqualTo("Diamond");
    }

    @Test void malformedBoardFilesAreRejectedWithAMessageAndNothingIsLost(FxRobot robot) throws Exception {
        BoardEditor editor = openEditor(robot);
        robot.interact(() -> drawDiamond(editor.model()));
        String[][] cases = {
                {"garbage.json", "{ this is not json"},
                {"loop.json", "{\"vertices\":[{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}],\"edges\":[[0,0]],\"a\":0,\"b\":1}"},
                {"same.json", "{\"vertices\":[{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}],\"edges\":[[0,1]],\"a\":1,\"b\":1}"},
        };
        for (String[] c : cases) {
            Path file = dir.resolve(c[0]);
            Files.writeString(file, c[1]);
            AtomicReference<CompletableFuture<Boolean>> loaded = new AtomicReference<>();
            robot.interact(() -> loaded.set(editor.loadFrom(file)));
            assertThat(get(loaded.get())).as(c[0]).isFalse();
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(editor.messageIsError()).isTrue();
            assertThat(editor.message()).contains(c[0] + " is not a valid board").contains("unchanged");
            assertThat(editor.model().vertexCount()).isEqualTo(4);
            assertThat(editor.model().edgeCount()).isEqualTo(5);
        }
        assertThat(editor.message()).contains("A and B must be different");
        assertThat(ctx.messages).anyMatch(m -> m.startsWith("error:") && m.contains("garbage.json"));
    }

    @Test void aStrayCellIsRefusedByNameAndClearAsksAndStartsAFreshName(FxRobot robot) throws Exception {
        BoardEditor editor = openEditor(robot);
        robot.interact(() -> { drawDiamond(editor.model()); editor.model().addVertex(4, 1.5); });
        AtomicReference<Boolean> played = new AtomicReference<>();
        robot.interact(() -> played.set(editor.play()));
        assertThat(played.get()).isFalse();
        assertThat(editor.message()).contains("The cell at (4, 1.5) is joined to neither A nor B");

        // Clear asks first: saying no keeps everything, saying yes clears the board and its name.
        java.util.List<String> asked = new java.util.ArrayList<>();
        robot.interact(() -> editor.setConfirmDiscard(a -> { asked.add(a); return false; }));
        robot.interact(() -> assertThat(editor.clear()).isFalse());
        assertThat(asked).containsExactly("Clear the board");
        assertThat(editor.model().vertexCount()).isEqualTo(5);
        robot.interact(() -> editor.setConfirmDiscard(a -> true));
        robot.interact(() -> assertThat(editor.clear()).isTrue());
        assertThat(editor.model().vertexCount()).isZero();
        assertThat(editor.model().name()).isEqualTo("My board");
        assertThat(robot.lookup("#editor-name").queryAs(javafx.scene.control.TextField.class).getText()).isEqualTo("My board");

        // The name field names the board that is played.
        robot.interact(() -> { drawDiamond(editor.model()); });
        robot.clickOn("#editor-name").eraseText(20).write("Kite");
        robot.interact(() -> assertThat(editor.play()).isTrue());
        assertThat(game.controller().state().board().name()).isEqualTo("Kite");
    }

    @Test void openingAnotherBoardAsksBeforeDiscardingEdits(FxRobot robot) throws Exception {
        BoardEditor editor = openEditor(robot);
        robot.interact(() -> drawDiamond(editor.model()));
        Path file = dir.resolve("other.json");
        Files.writeString(file, "{\"vertices\":[{\"x\":0,\"y\":0},{\"x\":1,\"y\":0}],\"edges\":[[0,1],[0,1]],\"a\":0,\"b\":1}");
        robot.interact(() -> editor.setConfirmDiscard(a -> false));
        AtomicReference<CompletableFuture<Boolean>> opened = new AtomicReference<>();
        robot.interact(() -> opened.set(editor.openAsking(file)));
        assertThat(get(opened.get())).isFalse();
        assertThat(editor.model().vertexCount()).isEqualTo(4);
        robot.interact(() -> editor.setConfirmDiscard(a -> true));
        robot.interact(() -> opened.set(editor.openAsking(file)));
        assertThat(get(opened.get())).isTrue();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.model().edgeCount()).as("a board file with parallel links opens").isEqualTo(2);
        assertThat(robot.lookup("#editor-name").queryAs(javafx.scene.control.TextField.class).getText()).isEqualTo("other");
    }

    @Test void clicksPlaceCellsAndAnIncompleteBoardCannotBePlayed(FxRobot robot) throws Exception {
        BoardEditor editor = openEditor(robot);
        robot.interact(() -> editor.model().clear());
        Point2D c = robot.point(editor.node()).query();
        robot.moveTo(c).clickOn(MouseButton.PRIMARY);
        robot.moveTo(new Point2D(c.getX() + 120, c.getY())).clickOn(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor.model().vertexCount()).isEqualTo(2);
        AtomicReference<Boolean> played = new AtomicReference<>();
        robot.interact(() -> played.set(editor.play()));
        assertThat(played.get()).isFalse();
        assertThat(editor.messageIsError()).isTrue();
        assertThat(editor.message()).contains("Choose cell A");

        // What the shell's Undo button and Ctrl+Z act on while the editor is open: the editor's
        // controls, with Undo enabled (the game underneath is paused, its Undo greyed out).
        GameControls shellSees = game.activeControls().getValue();
        assertThat(shellSees).isNotSameAs(game.controls());
        assertThat(shellSees.canUndoProperty().get()).isTrue();
        assertThat(shellSees.canPauseProperty().get()).isFalse();
        assertThat(shellSees.statusProperty().get()).startsWith("Board editor");
        robot.interact(shellSees::undo);
        assertThat(editor.model().vertexCount()).isEqualTo(1);
        robot.interact(shellSees::undo);
        assertThat(editor.model().vertexCount()).isZero();
        robot.interact(shellSees::undo); // and the Clear before them: the board the editor opened with
        assertThat(editor.model().vertexCount()).isEqualTo(game.controller().state().board().vertexCount());
        assertThat(shellSees.canUndoProperty().get()).isFalse();
        robot.clickOn("Close editor");
        assertThat(game.activeControls().getValue()).isSameAs(game.controls());
    }

    @Test void playThisBoardStartsAGameOnIt(FxRobot robot) throws Exception {
        BoardEditor editor = openEditor(robot);
        robot.interact(() -> drawDiamond(editor.model()));
        robot.interact(() -> assertThat(editor.play()).isTrue());
        assertThat(game.editor()).isNull();
        assertThat(game.controller().config().board()).isInstanceOf(BoardSpec.Custom.class);
        assertThat(game.controller().state().board().edgeCount()).isEqualTo(5);
        // A custom board travels whole in the game id, so autosaves and network matches rebuild it.
        BoardSpec spec = game.controller().config().board();
        var id = BoardSpec.gameId(spec, arcade.games.shannon.model.Side.SHORT);
        assertThat(id.toString()).startsWith("custom:");
        Board rebuilt = BoardSpec.fromGameId(id).build();
        assertThat(rebuilt.edges()).isEqualTo(game.controller().state().board().edges());
        assertThat(rebuilt.vertices()).isEqualTo(game.controller().state().board().vertices());
    }
}
