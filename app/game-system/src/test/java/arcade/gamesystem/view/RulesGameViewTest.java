package arcade.gamesystem.view;

import arcade.api.fx.FileActions;
import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.api.testing.fx.FakeGameContext;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.model.Zone;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
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
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules games on the host, headless: a click plays and the computer answers off the FX thread,
 * undo takes both back, the keyboard plays, the last move and the winning line are marked, a forced
 * move is made with a notice, the computer rolls its own die, records and resume, the Rules File card.
 */
@ExtendWith(ApplicationExtension.class)
class RulesGameViewTest {
    private FakeGameContext ctx;
    private GameInstance game;
    private Stage stage;

    @Start void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        game = card("tic-tac-toe", Optional.empty());
        stage.setScene(new Scene((Parent) game.root(), 900, 650));
        stage.show();
    }

    @org.junit.jupiter.api.BeforeEach void firstGameReady() { waitUntil(() -> GameHost.isReady(game)); }

    private GameInstance card(String id, Optional<SavedGame> resume) {
        return RulesGame.open(ctx, resume, id, ShippedGames.load(id), null, null);
    }

    private RulesView view() { return RulesView.of(game); }

    private Session<RulesState, RulesMove> session() { return view().play.session(); }

    /** Shows another game in the test window instead of the current one. */
    private void show(FxRobot robot, GameInstance g) {
        robot.interact(() -> {
            game.close();
            game = g;
            stage.getScene().setRoot((Parent) g.root());
        });
        waitUntil(() -> !(g instanceof OpenFileGame) && GameHost.isReady(g) || g instanceof OpenFileGame);
    }

    private static void waitUntil(BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void waitForPosition(int position) {
        waitUntil(() -> session().position() == position && !game.controls().busyProperty().get());
    }

    private Point2D centreOf(FxRobot robot, String zone) {
        AtomicReference<Point2D> p = new AtomicReference<>();
        robot.interact(() -> {
            Rectangle2D r = area(zone);
            p.set(view().canvas.localToScreen(r.getMinX() + r.getWidth() / 2, r.getMinY() + r.getHeight() / 2));
        });
        return p.get();
    }

    private Rectangle2D area(String zone) {
        Zone z = session().state().game().zone(zone).orElseThrow();
        return view().painter.area(z);
    }

    private Color pixel(double x, double y) {
        return view().canvas.canvas().snapshot(null, null).getPixelReader().getColor((int) x, (int) y);
    }

    @Test void aClickOnACellPlaysThereTheComputerAnswersAndItsMoveIsMarked(FxRobot robot) {
        assertThat(session().state().game().name()).isEqualTo("Tic-tac-toe");
        robot.clickOn(centreOf(robot, "b2"));
        waitForPosition(2);
        assertThat(session().history().get(1).moves()).containsExactly(new RulesMove("place(b2)"));
        assertThat(session().state().toMove()).isZero();
        waitUntil(() -> !view().animating());
        String answer = view().frame().lastMove().label().replaceAll(".*\\((.*)\\)", "$1");
        AtomicReference<Color> disc = new AtomicReference<>(), edge = new AtomicReference<>(), plain = new AtomicReference<>();
        AtomicReference<Color> last = new AtomicReference<>();
        robot.interact(() -> {
            Rectangle2D b2 = area("b2"), reply = area(answer), mine = area("b2");
            disc.set(pixel(b2.getMinX() + b2.getWidth() * 0.25, b2.getMinY() + b2.getHeight() / 2)); // beside the letter on the disc
            last.set(RulesPalette.resolve((Parent) view().node()).last());
            edge.set(nearest(reply, last.get()));
            plain.set(nearest(mine, last.get()));
        });
        assertThat(disc.get().getRed()).as("X's disc is drawn in the first player's (red) colour").isGreaterThan(disc.get().getBlue());
        assertThat(close(edge.get(), last.get())).as("the computer's reply is framed as the last move: " + edge.get() + " " + last.get() + " " + answer).isTrue();
        assertThat(close(plain.get(), last.get())).as("the move before it is not").isFalse();
    }

    /** Of the pixels across a zone's left edge, the one nearest in colour to {@code c}. */
    private Color nearest(Rectangle2D zone, Color c) {
        Color best = null;
        for (int dx = 0; dx <= 5; dx++) {
            Color p = pixel(zone.getMinX() + dx, zone.getMinY() + zone.getHeight() / 2);
            if (best == null || distance(p, c) < distance(best, c)) best = p;
        }
        return best;
    }

    private static double distance(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue());
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue()) < 0.12;
    }

    @Test void undoTakesBackTheMoveAndTheComputersAnswer(FxRobot robot) {
        robot.clickOn(centreOf(robot, "a1"));
        waitForPosition(2);
        robot.interact(() -> game.controls().undo());
        assertThat(session().position()).isZero();
        assertThat(game.controls().canRedoProperty().get()).isTrue();
    }

    @Test void theMoveListPlaysWithTheKeyboardAndNamesMovesByTheirCells(FxRobot robot) {
        robot.interact(() -> view().moves.requestFocus());
        robot.type(KeyCode.DOWN, KeyCode.ENTER);
        waitForPosition(2);
        assertThat(session().history().get(1).moves()).containsExactly(new RulesMove("place(b1)"));
        assertThat(Notation.of("place(b1)")).isEqualTo("b1");
        assertThat(Notation.of("c3xe5xg7")).isEqualTo("c3xe5xg7");
        assertThat(Notation.of("take(2)")).isEqualTo("take 2");
    }

    @Test void theBoardHasAKeyboardCursorThatArrowsMoveAndEnterPlays(FxRobot robot) {
        robot.interact(() -> view().canvas.requestFocus());
        robot.type(KeyCode.RIGHT); // the cursor appears on the first cell, a1
        robot.type(KeyCode.RIGHT, KeyCode.UP, KeyCode.ENTER);
        waitForPosition(2);
        assertThat(session().history().get(1).moves()).containsExactly(new RulesMove("place(b2)"));
    }

    @Test void analyseShowsTheGameLabBesideTheGame(FxRobot robot) {
        robot.clickOn("#rules-analyse");
        waitUntil(() -> robot.lookup("#rules-analysis").tryQuery().isPresent());
        String text = robot.lookup("#rules-analysis").queryAs(javafx.scene.control.TextArea.class).getText();
        assertThat(text).contains("states                       5478").contains("value for the first player   draw (0)");
        assertThat(text).as("the position on the board first, each move valued").startsWith("This position, X to move, solved:")
                .containsPattern("place\\(b2\\) +draws");
        robot.interact(() -> game.close());
        assertThat(robot.lookup("#rules-analysis").tryQuery()).as("closing the game closes its analysis").isEmpty();
    }

    @Test void aHintSelectsTheComputersMoveAndCountsAsHelp(FxRobot robot) {
        assertThat(session().isAssisted()).isFalse();
        robot.interact(() -> game.controls().hint());
        waitUntil(() -> session().isAssisted() && !game.controls().busyProperty().get());
        robot.interact(() -> {
            RulesMove hinted = view().moves.getSelectionModel().getSelectedItem();
            assertThat(hinted).isNotNull();
            assertThat(game.controls().statusProperty().get()).isEqualTo("Hint: " + Notation.of(hinted.label()));
        });
        assertThat(session().position()).as("a hint plays nothing").isZero();
    }

    @Test void aPlayedMoveGlidesFromItsZoneARollSpinsTheDieAndAnUndoJumps(FxRobot robot) {
        robot.interact(() -> {
            var race = ShippedGames.load("dice-race");
            var s = Session.newGame(race, GameId.seeded(race.presets().get(0).params(), 1));
            List<Session.Change<RulesState, RulesMove>> changes = new java.util.ArrayList<>();
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
            s.undo();
            a.start(changes.get(changes.size() - 1));
            assertThat(a.running()).as("an undo is shown at once").isFalse();
        });
    }

    @Test void aWonGameEndsOnTheCardOnceWithTheGameAndAnUnfinishedOneResumes(FxRobot robot) {
        show(robot, card("take-away", Optional.empty()));
        robot.interact(() -> game.controls().newGame(game.controls().presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow()));
        waitUntil(() -> GameHost.isReady(game) && session().state().size(session().state().game().zone("heap").orElseThrow()) == 4);
        robot.interact(() -> view().play.play(new RulesMove("take(1)"))); // 3 stones left for the computer: a won game for A
        waitUntil(() -> session().state().toMove() == 0 && !game.controls().busyProperty().get());
        AtomicReference<Optional<SavedGame>> saved = new AtomicReference<>();
        robot.interact(() -> saved.set(game.snapshot()));
        if (!session().isOver()) {
            assertThat(saved.get()).isPresent();
            assertThat(saved.get().get().extra()).containsEntry("opponent", "MEDIUM").doesNotContainKey("file");
            GameInstance again = card("take-away", saved.get());
            waitUntil(() -> GameHost.isReady(again));
            assertThat(RulesView.of(again).play.state()).isEqualTo(session().state());
            robot.interact(again::close);
            int left = session().state().size(session().state().game().zone("heap").orElseThrow());
            robot.interact(() -> view().play.play(new RulesMove("take(" + left + ")")));
        }
        waitUntil(() -> game.ending().getValue() != null);
        assertThat(game.ending().getValue().title()).isEqualTo("A wins");
        assertThat(ctx.records).hasSize(1);
        assertThat(ctx.finishedGames).hasSize(1);
        String fourStones = ShippedGames.load("take-away").presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow().params();
        assertThat(ctx.records.get(0).params()).isEqualTo(fourStones);
        assertThat(ctx.records.get(0).result()).isEqualTo(GameRecord.Result.WIN);
    }

    @Test void aForcedMoveIsMadeForThePlayerWithANoticeAndUndoSkipsIt(FxRobot robot) {
        show(robot, card("take-away", Optional.empty()));
        robot.interact(() -> game.controls().newGame(game.controls().presets().stream().filter(p -> p.id().equals("four")).findFirst().orElseThrow()));
        waitUntil(() -> GameHost.isReady(game) && session().state().size(session().state().game().zone("heap").orElseThrow()) == 4);
        robot.interact(() -> ((javafx.scene.control.ComboBox<Opponent>) robot.lookup("#rules-opponent").query()).setValue(Opponent.HOT_SEAT));
        robot.interact(() -> view().play.play(new RulesMove("take(2)")));
        robot.interact(() -> view().play.play(new RulesMove("take(1)"))); // one stone left: A can only take it
        waitUntil(() -> session().isOver());
        assertThat(session().history().get(session().position()).moves()).containsExactly(new RulesMove("take(1)"));
        assertThat(game.ending().getValue().title()).isEqualTo("A wins");
        robot.interact(() -> game.controls().undo()); // the forced move goes back with the move that led to it
        assertThat(session().position()).isEqualTo(1);
        assertThat(session().state().toMove()).isEqualTo(1);
        robot.interact(() -> game.controls().redo());
        waitUntil(() -> session().isOver());
    }

    @Test void ludoIsARingWithHomeStretchesAClickOnTheDieRollsAndAForcedPassIsMade(FxRobot robot) {
        show(robot, card("ludo", Optional.empty()));
        robot.interact(() -> {
            var game0 = session().state().game();
            List<Rectangle2D> fields = new java.util.ArrayList<>();
            for (var track : game0.tracks().values()) for (Zone z : track) if (!fields.contains(view().painter.area(z))) fields.add(view().painter.area(z));
            assertThat(game0.players()).as("the first preset: two players").hasSize(2);
            assertThat(fields).as("the ring and two home stretches").hasSize(20 + 8).doesNotContainNull();
        });
        robot.clickOn(centreOf(robot, "die"));
        waitUntil(() -> session().position() >= 1);
        var steps = session().history().get(1).steps();
        assertThat(steps).as("the first step is Red's roll").hasSize(1);
        assertThat(steps.get(0).isChance()).isTrue();
        assertThat(steps.get(0).chance()).matches("[1-6]");
        // Red rolls 1 with every piece at home: passing is all Red can do, and the host makes it
        waitUntil(() -> !game.controls().busyProperty().get());
        robot.interact(() -> game.controls().restart());
        int at = session().position(); // the restart's entry
        robot.interact(() -> assertThat(view().play.perform(List.of(Session.Step.chance("1")))).isTrue());
        waitUntil(() -> session().position() >= at + 3);
        assertThat(session().history().get(at + 2).moves()).extracting(RulesMove::label).containsExactly("pass");
        var blue = session().history().get(at + 3).steps();
        assertThat(blue.get(0).isChance()).as("then the computer rolls Blue's die itself").isTrue();
    }

    @Test void theOpenFileCardPlaysAChosenFileAndItsAutosaveReopensIt(FxRobot robot) throws Exception {
        Path file = Files.createTempDirectory("rules-open").resolve("mini.json");
        Files.writeString(file, ShippedGames.text("take-away").replace("\"Take-away\"", "\"Mini take-away\""));
        OpenFileGame opener = new OpenFileGame(ctx, Optional.empty(), "rules");
        opener.setDialogs(answering(file));
        show(robot, opener);
        assertThat(opener.game()).as("nothing is played before a file is chosen").isNull();
        assertThat(opener.snapshot()).isEmpty();
        robot.clickOn("Open rules file…");
        waitUntil(() -> opener.game() != null && GameHost.isReady(opener.game()));
        RulesView v = RulesView.of(opener.game());
        assertThat(v.play.state().game().name()).isEqualTo("Mini take-away");
        assertThat(opener.activeControls().getValue()).as("the chrome's commands act on the file's game").isSameAs(opener.game().activeControls().getValue());
        robot.interact(() -> v.play.play(new RulesMove("take(1)")));
        waitUntil(() -> v.play.session().position() == 2 && !opener.activeControls().getValue().busyProperty().get());
        Optional<SavedGame> saved = opener.snapshot();
        assertThat(saved).isPresent();
        assertThat(saved.get().extra()).containsEntry("file", file.toString());
        OpenFileGame resumed = new OpenFileGame(ctx, saved, "rules");
        show(robot, resumed);
        waitUntil(() -> resumed.game() != null && GameHost.isReady(resumed.game()));
        assertThat(RulesView.of(resumed.game()).play.state().game().name()).isEqualTo("Mini take-away");
        assertThat(RulesView.of(resumed.game()).play.session().position()).isEqualTo(2);
        assertThat(ctx.messages).isEmpty();
    }

    @Test void aBrokenChosenFileIsReportedWithItsLineAndTheGameGoesOn(FxRobot robot) throws Exception {
        Path good = Files.createTempDirectory("rules-open").resolve("mini.json");
        Files.writeString(good, ShippedGames.text("tic-tac-toe"));
        Path broken = good.resolveSibling("broken.json");
        Files.writeString(broken, "{\"name\": \"Broken\",\n \"players\": [\"A\"]");
        OpenFileGame opener = new OpenFileGame(ctx, Optional.empty(), "rules");
        opener.setDialogs(answering(good));
        show(robot, opener);
        robot.clickOn("Open rules file…");
        waitUntil(() -> opener.game() != null && GameHost.isReady(opener.game()));
        GameInstance first = opener.game();
        opener.setDialogs(answering(broken));
        robot.clickOn("#rules-open-file");
        waitUntil(() -> !ctx.messages.isEmpty());
        assertThat(ctx.messages.get(0)).startsWith("warn: The rules file could not be opened. broken.json: line 2");
        assertThat(opener.game()).as("the game in play is kept").isSameAs(first);
    }

    private static FileActions.Dialogs answering(Path file) {
        return new FileActions.Dialogs() {
            @Override public Optional<Path> chooseOpen(Window owner, FileChooser chooser) { return Optional.of(file); }
            @Override public Optional<Path> chooseSave(Window owner, FileChooser chooser) { return Optional.empty(); }
        };
    }
}
