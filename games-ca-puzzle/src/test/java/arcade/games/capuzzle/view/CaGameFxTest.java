package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.StateColours;

import arcade.api.host.GameHost;
import arcade.api.plugin.GameInstance;
import arcade.api.model.GameId;
import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The real game UI, headless: guessing with mouse and keys, undo, help windows, hint, solve, statistics, autosave, the editor. */
class CaGameFxTest extends CaGameWindow {
    /** The thesis's rule-30 puzzle (THESIS.md 13): row 0 = 01101001 on a flat 8×5 board. */
    private static final GameId SPEC = GameId.described("rule30-8x5-flat", "01101001");

    private void await(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void startSpec(FxRobot robot) throws Exception {
        robot.interact(() -> game.startId(SPEC));
        await(() -> GameHost.isReady(instance) && game.state().board().width() == 8);
    }

    private Point2D screenOf(FxRobot robot, int row, int realCol) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> {
            Point2D local = game.board().centreOf(new HelpView.Cell(row, game.state().board().displayColumn(realCol)));
            p.set(game.board().node().localToScreen(local));
        });
        return p.get();
    }

    @Test void selectAStateClickAHiddenCellAndTheScoreChanges(FxRobot robot) throws Exception {
        startSpec(robot);
        CaState s = game.state();
        int right = s.puzzle().value(3, 3);
        robot.clickOn(screenOf(robot, 3, 3));            // focus the board
        robot.type(right == 1 ? KeyCode.DIGIT1 : KeyCode.DIGIT0);
        robot.clickOn(screenOf(robot, 3, 3), MouseButton.PRIMARY);
        await(() -> game.state().isRevealed(3, 3));
        assertThat(game.state().score()).isEqualTo(1);
        // a wrong guess: the other state in the cell below-left
        int other = 1 - s.puzzle().value(3, 2);
        robot.type(other == 1 ? KeyCode.DIGIT1 : KeyCode.DIGIT0);
        robot.clickOn(screenOf(robot, 3, 2), MouseButton.PRIMARY);
        await(() -> game.state().moves() == 2);
        assertThat(game.state().score()).isEqualTo(-9);
        assertThat(game.state().isRevealed(3, 2)).isFalse();
        assertThat(instance.controls().statusProperty().get()).contains("Score -9").contains("mistakes 1");
        robot.interact(() -> instance.controls().undo());
        assertThat(game.state().score()).isEqualTo(1);
        assertThat(instance.controls().canRedoProperty().get()).isTrue();
    }

    /** Graded difficulty is shown: the thesis's rule-30 puzzle is rated Easy, a Hard one Hard. */
    @Test void theRatingOfThePuzzleIsShown(FxRobot robot) throws Exception {
        startSpec(robot);
        await(() -> game.side().ratingText().startsWith("Rated "));
        assertThat(game.side().ratingText()).startsWith("Rated Easy:");
        robot.interact(() -> game.startParams("rule110-10x8-flat-hard"));
        await(() -> game.state().board().width() == 10 && game.side().ratingText().startsWith("Rated "));
        assertThat(game.side().ratingText()).startsWith("Rated Hard:").doesNotContain("Asked for");
        // sum mod 3 never needs the Medium step: the puzzle is what it is, and the game says so
        robot.interact(() -> game.startParams("sum3-8x6-flat-medium"));
        await(() -> game.state().puzzle().automaton().states() == 3 && game.side().ratingText().startsWith("Rated "));
        assertThat(game.side().ratingText()).startsWith("Rated Easy:").contains("Asked for Medium");
    }

    @Test void theKeyboardAloneMovesTheCursorAndGuesses(FxRobot robot) throws Exception {
        startSpec(robot);
        robot.interact(() -> { game.board().node().requestFocus(); game.board().setCursor(new HelpView.Cell(3, 4)); });
        robot.type(KeyCode.LEFT);                          // display column 3 = real column 2
        assertThat(game.board().cursor()).isEqualTo(new HelpView.Cell(3, 3));
        int right = game.state().puzzle().value(3, 2);
        robot.type(right == 1 ? KeyCode.DIGIT1 : KeyCode.DIGIT0).type(KeyCode.ENTER);
        await(() -> game.state().isRevealed(3, 2));
        assertThat(game.state().score()).isEqualTo(1);
    }

    @Test void helpHighlightsTheFittingRulesAndAHelpWindowPrunesItself(FxRobot robot) throws Exception {
        startSpec(robot);
        robot.interact(() -> game.bar().selectView(HelpView.MIDDLE));
        robot.clickOn(screenOf(robot, 2, 3), MouseButton.SECONDARY);
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL).type(KeyCode.H).release(KeyCode.CONTROL);
        await(() -> game.side().panels().size() == 1);
        HelpPanel panel = game.side().panels().get(0);
        assertThat(panel.model().entries()).hasSize(8);
        int left = game.state().puzzle().value(2, 2);
        robot.interact(() -> game.bar().selectState(left));
        robot.clickOn(screenOf(robot, 2, 2), MouseButton.PRIMARY);
        await(() -> game.state().isRevealed(2, 2));
        assertThat(panel.model().entries()).hasSize(4).allMatch(r -> r.l() == left);
        // a help window of its own, owned by the game's window, keeps pruning
        javafx.stage.Window main = instance.root().getScene().getWindow();
        robot.interact(() -> ((javafx.scene.control.Button) ((javafx.scene.layout.HBox) panel.node().getChildren().get(0)).getChildren().get(1)).fire());
        assertThat(panel.node().getScene().getWindow()).isNotSameAs(main);
        assertThat(((javafx.stage.Stage) panel.node().getScene().getWindow()).getOwner()).isSameAs(main);
        int centre = game.state().puzzle().value(2, 3);
        robot.interact(() -> { game.bar().selectState(centre); game.guess(new HelpView.Cell(2, 4)); });
        assertThat(panel.model().entries()).hasSize(2).allMatch(r -> r.c() == centre);
        robot.interact(() -> game.startId(SPEC));
        await(() -> GameHost.isReady(instance) && game.side().panels().isEmpty());
        assertThat(panel.node().getScene().getWindow().isShowing()).as("a new puzzle closes the old help windows").isFalse();
    }

    @Test void hintRevealsADeducibleCellAndSolveRecordsOneAssistedResult(FxRobot robot) throws Exception {
        startSpec(robot);
        robot.interact(() -> instance.controls().hint());
        await(() -> game.state().hints() == 1);
        assertThat(game.state().score()).isEqualTo(-10);
        // the hint names the rule that forces the cell and frames the cells it is read from
        assertThat(game.side().helpText()).startsWith("Hint: ").containsPattern("[0-9] [0-9] [0-9] → [0-9]");
        BoardCanvas.HintMarks marks = game.board().hintMarks();
        assertThat(marks.views()).hasSizeGreaterThanOrEqualTo(4);
        HelpView.Cell target = game.board().cursor();
        assertThat(marks.views()).contains(target);
        assertThat(game.state().isRevealed(target.row(), game.state().board().realColumn(target.col()))).isTrue();
        robot.interact(() -> instance.controls().solve());
        await(() -> !ctx.records.isEmpty());
        assertThat(ctx.records).hasSize(1);
        GameRecord r = ctx.records.get(0);
        assertThat(r.params()).isEqualTo("rule30-8x5-flat");
        assertThat(r.result()).isEqualTo(GameRecord.Result.WIN);
        assertThat(r.assisted()).isTrue();
        assertThat(instance.ending().getValue().title()).isEqualTo("Solved!");
        assertThat(instance.ending().getValue().lines()).anyMatch(l -> l.contains("Score "))
                .anyMatch(l -> l.contains("Mistakes ") && l.contains("hints 1"));
        assertThat(game.board().isUnfolding()).as("animations are off in this context").isFalse();
        robot.interact(() -> { instance.controls().undo(); instance.controls().redo(); });
        assertThat(ctx.records).as("the end is recorded once").hasSize(1);
    }

    @Test void candidateMarksComeFromTheRevealedCellsAndMarkTheGameHelped(FxRobot robot) throws Exception {
        startSpec(robot);
        assertThat(game.session().isAssisted()).isFalse();
        robot.clickOn(screenOf(robot, 3, 3));
        robot.press(KeyCode.CONTROL).type(KeyCode.K).release(KeyCode.CONTROL);
        await(() -> game.candidatesShown());
        assertThat(game.session().isAssisted()).isTrue();
        assertThat(ctx.messages).anyMatch(m -> m.contains("no longer counts"));
    }

    @Test void withAnimationsOnTheEvolutionUnfoldsAtTheWin(FxRobot robot) throws Exception {
        ctx.animations.set(true);
        startSpec(robot);
        robot.interact(() -> instance.controls().solve());
        await(() -> !ctx.records.isEmpty());
        assertThat(game.board().isUnfolding()).isTrue();
        await(() -> !game.board().isUnfolding());
        assertThat(game.state().solved()).isTrue();
    }

    @Test void anUnfinishedGameIsSavedAndResumesWhereItWas(FxRobot robot) throws Exception {
        startSpec(robot);
        int right = game.state().puzzle().value(3, 4);
        robot.interact(() -> { game.bar().selectState(right); game.guess(new HelpView.Cell(3, 5)); });
        Optional<SavedGame> saved = instance.snapshot();
        assertThat(saved).isPresent();
        AtomicReference<GameInstance> back = new AtomicReference<>();
        robot.interact(() -> back.set(CaGame.open(ctx, saved)));
        await(() -> GameHost.isReady(back.get()));
        assertThat(CaView.of(back.get()).state()).isEqualTo(game.state());
        assertThat(ctx.values).containsKey(CaSettings.FILE);
        robot.interact(back.get()::close);
    }

    @Test void theControlButtonsMoveBesideTheBoardIntoAWindowOfTheirOwnAndBack(FxRobot robot) throws Exception {
        startSpec(robot);
        robot.clickOn(screenOf(robot, 3, 3));
        robot.press(KeyCode.CONTROL).type(KeyCode.D).release(KeyCode.CONTROL);
        assertThat(game.barPlace()).isEqualTo(BarPlacement.Place.BESIDE);
        assertThat(game.side().node().getChildren()).contains(game.bar().node());
        robot.interact(game::toggleBarPlacement);
        assertThat(game.barPlace()).isEqualTo(BarPlacement.Place.FLOATING);
        javafx.stage.Window own = game.bar().node().getScene().getWindow();
        assertThat(((javafx.stage.Stage) own).getOwner()).isSameAs(instance.root().getScene().getWindow());
        robot.interact(game::toggleBarPlacement);
        assertThat(game.barPlace()).isEqualTo(BarPlacement.Place.TOP);
        assertThat(own.isShowing()).isFalse();
        assertThat(game.bar().node().getScene()).isSameAs(instance.root().getScene());
    }

    @Test void theEditorChangesARuleAndPlaysIt(FxRobot robot) throws Exception {
        startSpec(robot);
        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        await(() -> game.screen() instanceof EditorScreen);
        EditorScreen editor = (EditorScreen) game.screen();
        int before = editor.model().automaton().apply(0, 0, 0);
        AtomicReference<Point2D> at = new AtomicReference<>();
        robot.interact(() -> at.set(editor.rules().node().localToScreen(editor.rules().resultCentreOf(7))));  // 000 is the last rule
        robot.clickOn(at.get());
        await(() -> editor.model().automaton().apply(0, 0, 0) != before);
        robot.interact(editor::play);
        await(() -> GameHost.isReady(instance) && game.state().puzzle().automaton().apply(0, 0, 0) != before);
        assertThat(game.screen()).isNull();
        assertThat(game.session().id().params()).startsWith("custom-8x5-flat");
    }

    private javafx.scene.paint.Color cornerOf(FxRobot robot, int row, int realCol) {
        AtomicReference<javafx.scene.paint.Color> c = new AtomicReference<>();
        robot.interact(() -> {
            Point2D corner = game.board().cornerOf(new HelpView.Cell(row, game.state().board().displayColumn(realCol)));
            var image = game.board().node().snapshot(null, null);
            c.set(image.getPixelReader().getColor((int) corner.getX(), (int) corner.getY()));
        });
        return c.get();
    }

    @Test void colourBlindStatesAndTheChosenHighlightAndBorderColoursAreShownAndKept(FxRobot robot) throws Exception {
        robot.interact(() -> game.startId(GameId.seeded("sum3-10x6-flat", 2)));
        await(() -> GameHost.isReady(instance) && game.state().board().width() == 10);
        int last = game.state().board().generations() - 1, col = -1;
        for (int i = 0; i < 10 && col < 0; i++) if (game.state().puzzle().value(last, i) == 2) col = i;
        assertThat(col).as("a revealed cell in state 2").isNotNegative();
        String own = game.state().puzzle().automaton().colours().get(2);
        assertThat(cornerOf(robot, last, col)).isEqualTo(javafx.scene.paint.Color.web(own));
        robot.interact(() -> game.saveSettings(game.settings().withStateColours(StateColours.COLOUR_BLIND).withHighlight("#00FF00").withBorder("#FF00FF")));
        assertThat(cornerOf(robot, last, col)).isEqualTo(javafx.scene.paint.Color.web(StateColours.OKABE_ITO.get(2)));
        assertThat(game.palette().highlight()).isEqualTo(javafx.scene.paint.Color.web("#00FF00"));
        assertThat(game.palette().grid()).isEqualTo(javafx.scene.paint.Color.web("#FF00FF"));
        CaSettings kept = ctx.store().load(CaSettings.FILE, CaSettings.class, CaSettings::defaults);
        assertThat(kept.stateColours()).isEqualTo(StateColours.COLOUR_BLIND);
        assertThat(kept.highlight()).isEqualTo("#00FF00");
        robot.interact(() -> game.saveSettings(game.settings().withStateColours(StateColours.AUTOMATON).withHighlight(null)));
        assertThat(cornerOf(robot, last, col)).isEqualTo(javafx.scene.paint.Color.web(own));
        assertThat(game.palette().highlight()).isNotEqualTo(javafx.scene.paint.Color.web("#00FF00"));
        assertThat(game.settings().border()).isEqualTo("#FF00FF");
    }

    @Test void theEditorFillsResultsFromAFormulaAndSaysWhenOneIsRefused(FxRobot robot) throws Exception {
        startSpec(robot);
        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        await(() -> game.screen() instanceof EditorScreen);
        EditorScreen editor = (EditorScreen) game.screen();
        var number = robot.lookup("#ca-editor-rule-number").queryAs(javafx.scene.control.TextField.class);
        assertThat(number.getText()).as("the open automaton's own number").isEqualTo("30");
        robot.interact(number::clear);
        robot.clickOn(number).write("90").type(KeyCode.ENTER);
        await(() -> editor.model().automaton().apply(1, 0, 0) == 1 && editor.model().automaton().apply(1, 1, 1) == 0);
        robot.clickOn("#ca-editor-formula").write("l + q").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".label").queryAllAs(javafx.scene.control.Label.class))
                .anyMatch(l -> l.getText().startsWith("The formula has the unknown name “q”"));
        assertThat(editor.model().automaton().apply(1, 0, 0)).as("nothing changed").isEqualTo(1);
    }
}
