package arcade.gamesystem.view;

import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.api.fx.FileActions;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.model.Zone;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The rules-game view, headless: a click plays, the computer answers off the FX thread, undo, keyboard, stats, resume. */
@ExtendWith(ApplicationExtension.class)
class RulesGameViewTest {
    private FakeGameContext ctx;
    private RulesGame game;
    private Stage stage;

    @Start void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        game = card("tic-tac-toe", Optional.empty());
        stage.setScene(new Scene((javafx.scene.Parent) game.root(), 900, 650));
        stage.show();
    }

    private RulesGame card(String id, Optional<SavedGame> resume) {
        return new RulesGame(ctx, resume, id, Optional.of(ShippedGames.load(id)));
    }

    /** Shows another game in the test window instead of the current one. */
    private void show(FxRobot robot, RulesGame g) {
        robot.interact(() -> {
            game.close();
            game = g;
            stage.getScene().setRoot((javafx.scene.Parent) g.root());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void waitForPosition(int position) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.session().position() == position && !game.controls().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Point2D centreOf(FxRobot robot, String zone) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> {
            Zone z = game.session().state().game().zone(zone).orElseThrow();
            Rectangle2D r = game.painter().area(z);
            p.set(game.root().lookup(".canvas-pane").localToScreen(r.getMinX() + r.getWidth() / 2, r.getMinY() + r.getHeight() / 2));
        });
        return p.get();
    }

    @Test void aClickOnACellPlaysThereAndTheComputerAnswers(FxRobot robot) throws Exception {
        assertThat(game.session().state().game().name()).isEqualTo("Tic-tac-toe");
        robot.clickOn(centreOf(robot, "b2"));
        waitForPosition(2);
        assertThat(game.session().history().get(1).moves()).containsExactly(new RulesMove("place(b2)"));
        assertThat(game.session().state().toMove()).isZero();
        AtomicReference<Color> disc = new AtomicReference<>();
        Point2D b2 = centreOf(robot, "b2");
        robot.interact(() -> {
            var canvasPane = game.root().lookup(".canvas-pane");
            double cell = game.painter().area(game.session().state().game().zone("b2").orElseThrow()).getWidth();
            Point2D local = canvasPane.screenToLocal(b2).add(-cell * 0.25, 0); // beside the letter on the disc
            disc.set(((arcade.api.fx.CanvasPane) canvasPane).canvas().snapshot(null, null).getPixelReader()
                    .getColor((int) local.getX(), (int) local.getY()));
        });
        assertThat(disc.get().getRed()).as("X's disc is drawn in the first player's (red) colour").isGreaterThan(disc.get().getBlue());
    }

    @Test void undoTakesBackTheMoveAndTheComputersAnswer(FxRobot robot) throws Exception {
        robot.clickOn(centreOf(robot, "a1"));
        waitForPosition(2);
        robot.interact(() -> game.controls().undo());
        assertThat(game.session().position()).isZero();
        assertThat(game.controls().canRedoProperty().get()).isTrue();
    }

    @Test void theMoveListPlaysWithTheKeyboard(FxRobot robot) throws Exception {
        robot.interact(() -> game.root().lookup("#rules-moves").requestFocus());
        robot.type(KeyCode.DOWN, KeyCode.ENTER);
        waitForPosition(2);
        assertThat(game.session().history().get(1).moves()).containsExactly(new RulesMove("place(b1)"));
    }

    @Test void theBoardHasAKeyboardCursorThatArrowsMoveAndEnterPlays(FxRobot robot) throws Exception {
        robot.interact(() -> game.root().lookup(".canvas-pane").requestFocus());
        robot.type(KeyCode.RIGHT); // the cursor appears on the first cell, a1
        robot.type(KeyCode.RIGHT, KeyCode.UP, KeyCode.ENTER);
        waitForPosition(2);
        assertThat(game.session().history().get(1).moves()).containsExactly(new RulesMove("place(b2)"));
    }

    @Test void analyseShowsTheGameLabBesideTheGame(FxRobot robot) throws Exception {
        robot.clickOn("#rules-analyse");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#rules-analysis").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        String text = robot.lookup("#rules-analysis").queryAs(javafx.scene.control.TextArea.class).getText();
        assertThat(text).contains("states                       5478").contains("value for the first player   draw (0)");
        robot.interact(() -> game.close());
        assertThat(robot.lookup("#rules-analysis").tryQuery()).as("closing the game closes its analysis").isEmpty();
    }

    @Test void aHintSelectsTheComputersMoveAndCountsAsHelp(FxRobot robot) throws Exception {
        assertThat(game.session().isAssisted()).isFalse();
        robot.interact(() -> game.controls().hint());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.session().isAssisted() && !game.controls().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            @SuppressWarnings("unchecked") var list = (javafx.scene.control.ListView<RulesMove>) game.root().lookup("#rules-moves");
            RulesMove hinted = list.getSelectionModel().getSelectedItem();
            assertThat(hinted).isNotNull();
            assertThat(((javafx.scene.control.Label) game.root().lookup(".rules-status")).getText()).endsWith("Hint: " + hinted.label());
        });
        assertThat(game.session().position()).as("a hint plays nothing").isZero();
    }

    @Test void aPlayedMoveGlidesFromItsZoneARollSpinsTheDieAndAnUndoJumps(FxRobot robot) {
        robot.interact(() -> {
            var race = ShippedGames.load("dice-race");
            var s = arcade.api.session.Session.newGame(race, arcade.api.model.GameId.seeded(race.presets().get(0).params(), 1));
            List<arcade.api.session.Session.Change<arcade.gamesystem.model.RulesState, RulesMove>> changes = new java.util.ArrayList<>();
            s.addListener(changes::add);
            s.chance("6");
            s.play(new RulesMove("advance(6)"));
            MoveAnimation a = new MoveAnimation(() -> { });
            a.start(changes.get(0));
            assertThat(a.running()).as("the roll spins the die").isTrue();
            assertThat(a.shown(s.state())).isSameAs(s.state());
            a.start(changes.get(1));
            assertThat(a.running()).as("the move glides").isTrue();
            assertThat(a.shown(s.state())).as("the board shows the position before the move meanwhile").isEqualTo(changes.get(1).before());
            a.stop();
            assertThat(a.running()).isFalse();
            assertThat(a.shown(s.state())).isSameAs(s.state());
            s.undo();
            a.start(changes.get(changes.size() - 1));
            assertThat(a.running()).as("an undo is shown at once").isFalse();
        });
    }

    @Test void aFinishedGameIsRecordedOnceAndAnUnfinishedOneResumes(FxRobot robot) throws Exception {
        show(robot, card("take-away", Optional.empty()));
        robot.interact(() -> game.controls().newGame(game.controls().presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow()));
        assertThat(game.session().state().game().name()).isEqualTo("Take-away");
        robot.clickOn(centreOf(robot, "heap"));
        robot.interact(() -> game.root().lookup("#rules-moves").requestFocus());
        robot.type(KeyCode.ENTER); // take(1): the winning move, 3 stones left for the computer
        waitForPosition(2);
        AtomicReference<Optional<SavedGame>> s = new AtomicReference<>();
        robot.interact(() -> s.set(game.snapshot()));
        assertThat(s.get()).isPresent();
        assertThat(s.get().get().extra()).containsEntry("variant", "four").doesNotContainKey("file");
        robot.interact(() -> {
            RulesGame again = card("take-away", s.get());
            assertThat(again.session().state()).isEqualTo(game.session().state());
            again.close();
            SavedGame v = s.get().get();
            SavedGame earlier = new SavedGame(v.version(), "rules", v.gameId(), v.entries(), v.position(), v.elapsedMillis(),
                    Map.of("variant", "take-away/four", "opponent", "MEDIUM"), v.ui(), v.assisted(), v.undos());
            RulesGame onRulesCard = new RulesGame(ctx, Optional.of(earlier), "rules", Optional.empty());
            assertThat(onRulesCard.session().state()).as("an autosave of the earlier single card continues").isEqualTo(game.session().state());
            assertThat(onRulesCard.snapshot().orElseThrow().extra()).containsEntry("variant", "take-away/four");
            onRulesCard.close();
        });
        while (!game.session().isOver()) {
            robot.interact(() -> {
                @SuppressWarnings("unchecked") var list = (javafx.scene.control.ListView<RulesMove>) game.root().lookup("#rules-moves");
                int left = game.session().state().size(game.session().state().game().zone("heap").orElseThrow());
                list.getSelectionModel().select(new RulesMove(left % 3 == 0 ? "take(1)" : "take(" + left % 3 + ")"));
                list.requestFocus();
            });
            robot.type(KeyCode.ENTER);
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.session().isOver() || !game.controls().busyProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(ctx.records).hasSize(1);
        String fourStones = ShippedGames.load("take-away").presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow().params();
        assertThat(ctx.records.get(0).params()).isEqualTo(fourStones);
        assertThat(ctx.records.get(0).result()).isEqualTo(GameRecord.Result.WIN);
    }

    @Test void ludoIsARingWithHomeStretchesWhoseFieldsNeverTouchAndAClickOnTheDieRolls(FxRobot robot) throws Exception {
        show(robot, card("ludo", Optional.empty()));
        robot.interact(() -> {
            var game0 = game.session().state().game();
            List<Rectangle2D> fields = new java.util.ArrayList<>();
            for (var track : game0.tracks().values()) for (Zone z : track) if (!fields.contains(game.painter().area(z))) fields.add(game.painter().area(z));
            assertThat(game0.players()).as("the first preset: two players").hasSize(2);
            assertThat(fields).as("the ring and two home stretches").hasSize(20 + 8).doesNotContainNull();
            for (int a = 0; a < fields.size(); a++)
                for (int b = a + 1; b < fields.size(); b++) {
                    Rectangle2D f = fields.get(a), g = fields.get(b);
                    double dx = f.getMinX() + f.getWidth() / 2 - g.getMinX() - g.getWidth() / 2, dy = f.getMinY() + f.getHeight() / 2 - g.getMinY() - g.getHeight() / 2;
                    assertThat(Math.hypot(dx, dy)).as("fields " + a + " and " + b + " are apart").isGreaterThanOrEqualTo(f.getWidth());
                }
            Rectangle2D home = game.painter().area(game0.zone("home-Red").orElseThrow());
            assertThat(home).isNotNull();
            var pane = game.root().lookup(".canvas-pane").getLayoutBounds();
            assertThat(pane.contains(home.getMinX(), home.getMinY()) && pane.contains(home.getMaxX(), home.getMaxY())).as("Red's home is on the canvas").isTrue();
        });
        robot.clickOn(centreOf(robot, "die"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.session().position() >= 1);
        var steps = game.session().history().get(1).steps();
        assertThat(steps).as("the first step is Red's roll").hasSize(1);
        assertThat(steps.get(0).isChance()).isTrue();
        assertThat(steps.get(0).chance()).matches("[1-6]");
        robot.interact(() -> game.controls().newGame(game.controls().presets().get(1)));
        robot.interact(() -> {
            var three = game.session().state().game();
            assertThat(three.players()).extracting(Object::toString).containsExactly("Red", "Green", "Blue");
            long stretches = three.zones().stream().filter(z -> z.name().startsWith("goal-") && game.painter().area(z) != null).count();
            assertThat(stretches).as("three home stretches drawn").isEqualTo(12);
            assertThat(three.zone("home-Yellow")).isEmpty();
        });
    }

    @Test void enterPlaysTheOnlyMoveWhenItIsAPass(FxRobot robot) throws Exception {
        show(robot, card("ludo", Optional.empty()));
        robot.interact(() -> game.session().chance("1")); // Red rolls 1 with every piece at home: passing is all Red can do
        WaitForAsyncUtils.waitForFxEvents();
        List<RulesMove> legal = game.session().definition().orElseThrow().rules().legalMoves(game.session().state());
        assertThat(legal).hasSize(1);
        robot.interact(() -> game.root().lookup(".canvas-pane").requestFocus());
        robot.type(KeyCode.RIGHT); // the cursor appears on a field with no move of its own
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.session().position() >= 2);
        assertThat(game.session().history().get(2).moves()).containsExactly(legal.get(0));
    }

    @Test void theOpenFileCardPlaysAChosenFileAndItsAutosaveReopensIt(FxRobot robot) throws Exception {
        Path file = Files.createTempDirectory("rules-open").resolve("mini.json");
        Files.writeString(file, ShippedGames.text("take-away").replace("\"Take-away\"", "\"Mini take-away\""));
        RulesGame opener = new RulesGame(ctx, Optional.empty(), "rules", Optional.empty());
        opener.setDialogs(answering(file));
        show(robot, opener);
        assertThat(game.session()).as("nothing is played before a file is chosen").isNull();
        assertThat(game.snapshot()).isEmpty();
        robot.clickOn("#rules-open-file");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> game.session() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(game.session().state().game().name()).isEqualTo("Mini take-away");
        robot.interact(() -> game.controls().newGame(game.controls().presets().get(0)));
        robot.clickOn(centreOf(robot, "heap"));
        robot.interact(() -> game.root().lookup("#rules-moves").requestFocus());
        robot.type(KeyCode.ENTER);
        waitForPosition(2);
        Optional<SavedGame> saved = game.snapshot();
        assertThat(saved).isPresent();
        assertThat(saved.get().extra()).containsEntry("file", file.toString());
        RulesGame resumed = new RulesGame(ctx, saved, "rules", Optional.empty());
        show(robot, resumed);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> resumed.session() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(resumed.session().state().game().name()).isEqualTo("Mini take-away");
        assertThat(resumed.session().position()).isEqualTo(2);
        assertThat(ctx.messages).isEmpty();
    }

    @Test void aBrokenChosenFileIsReportedWithItsLineAndTheGameGoesOn(FxRobot robot) throws Exception {
        Path file = Files.createTempDirectory("rules-open").resolve("broken.json");
        Files.writeString(file, "{\"name\": \"Broken\",\n \"players\": [\"A\"]");
        robot.clickOn(centreOf(robot, "a1"));
        waitForPosition(2);
        game.setDialogs(answering(file));
        robot.clickOn("#rules-open-file");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !ctx.messages.isEmpty());
        assertThat(ctx.messages.get(0)).startsWith("warn: The rules file could not be opened. broken.json: line 2");
        assertThat(game.session().position()).as("the game in play is kept").isEqualTo(2);
        assertThat(game.session().state().game().name()).isEqualTo("Tic-tac-toe");
    }

    private static FileActions.Dialogs answering(Path file) {
        return new FileActions.Dialogs() {
            @Override public Optional<Path> chooseOpen(Window owner, FileChooser chooser) { return Optional.of(file); }
            @Override public Optional<Path> chooseSave(Window owner, FileChooser chooser) { return Optional.empty(); }
        };
    }
}
