package arcade.gamesystem.view;

import arcade.api.host.GameHost;
import arcade.api.plugin.GameInstance;
import arcade.api.session.Session;
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
import javafx.scene.paint.Color;
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
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each family drawn as its players know it, checked by the pixels of the canvas: Kalah's stores
 * and pits as hollows with their seeds, the pit sown marked and a click on a pit sowing it;
 * Morris's lines, the supplies beside the board, a mill drawn through and the phase in the status;
 * Hex's edges in the colours of the players who join them and the winning chain drawn through.
 */
@ExtendWith(ApplicationExtension.class)
class FamilyDrawingTest {
    private FakeGameContext ctx;
    private GameInstance game;
    private Stage stage;

    @Start void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ctx = new FakeGameContext();
        stage.setScene(new Scene(new javafx.scene.layout.Pane(), 1000, 700));
        stage.show();
    }

    private void open(FxRobot robot, String id) {
        robot.interact(() -> {
            game = RulesGame.open(ctx, Optional.empty(), id, ShippedGames.load(id), null, null);
            stage.getScene().setRoot((Parent) game.root());
        });
        waitUntil(() -> GameHost.isReady(game));
        robot.interact(() -> view().bar.opponent.setValue(Opponent.HOT_SEAT)); // both sides played here, no computer moves between
        waitUntil(() -> view().frame() != null && view().painter.areas().size() > 0);
    }

    private RulesView view() { return RulesView.of(game); }

    private Session<RulesState, RulesMove> session() { return view().play.session(); }

    private static void waitUntil(BooleanSupplier c) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, c::getAsBoolean);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void play(FxRobot robot, String... labels) {
        for (String l : labels) {
            int at = session().position();
            robot.interact(() -> view().play.play(new RulesMove(l)));
            waitUntil(() -> session().position() == at + 1 && !view().animating());
        }
    }

    private Rectangle2D area(String zone) {
        Zone z = session().state().game().zone(zone).orElseThrow();
        return view().painter.area(z);
    }

    private Color pixel(FxRobot robot, double x, double y) {
        AtomicReference<Color> c = new AtomicReference<>();
        robot.interact(() -> c.set(view().canvas.canvas().snapshot(null, null).getPixelReader().getColor((int) Math.round(x), (int) Math.round(y))));
        return c.get();
    }

    /** The canvas as a picture file, to look at when a pixel check fails. */
    private void dump(FxRobot robot, String name) {
        robot.interact(() -> {
            try {
                var img = view().canvas.canvas().snapshot(null, null);
                var r = img.getPixelReader();
                int w = (int) img.getWidth(), h = (int) img.getHeight();
                var out = new java.io.ByteArrayOutputStream();
                out.write(("P6 " + w + " " + h + " 255\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                for (int y = 0; y < h; y++)
                    for (int x = 0; x < w; x++) {
                        int argb = r.getArgb(x, y);
                        out.write(argb >> 16 & 255);
                        out.write(argb >> 8 & 255);
                        out.write(argb & 255);
                    }
                java.nio.file.Path dir = java.nio.file.Path.of("target", "drawings");
                java.nio.file.Files.createDirectories(dir);
                java.nio.file.Files.write(dir.resolve(name + ".ppm"), out.toByteArray());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private RulesPalette palette(FxRobot robot) {
        AtomicReference<RulesPalette> p = new AtomicReference<>();
        robot.interact(() -> p.set(RulesPalette.resolve((Parent) view().node()).forPlayers(session().state().game().players())));
        return p.get();
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen()) + Math.abs(a.getBlue() - b.getBlue()) < 0.12;
    }

    private static Point2D centre(Rectangle2D r) { return new Point2D(r.getMinX() + r.getWidth() / 2, r.getMinY() + r.getHeight() / 2); }

    @Test void kalahIsALongBoardOfHollowsWithAStoreAtEachEndAndAClickOnAPitSowsIt(FxRobot robot) {
        open(robot, "kalah");
        RulesPalette p = palette(robot);
        Color hollow = SowingPainter.hollowOf(p);
        Rectangle2D southStore = area("store-South"), northStore = area("store-North"), pit1 = area("pit-South-1"), north1 = area("pit-North-1");
        assertThat(southStore.getHeight()).as("a store is a long hollow").isGreaterThan(2 * southStore.getWidth());
        assertThat(southStore.getMinX()).as("South's store at the right end").isGreaterThan(area("pit-South-6").getMaxX());
        assertThat(northStore.getMaxX()).as("North's store at the left end").isLessThan(area("pit-North-6").getMinX());
        assertThat(pit1.getMinY()).as("the near row is South's, the player at this computer").isGreaterThan(north1.getMaxY());
        assertThat(close(pixel(robot, centre(southStore).getX(), southStore.getMinY() + southStore.getHeight() * 0.3), hollow))
                .as("the empty store is drawn as a hollow").isTrue();
        Color seedAt = pixel(robot, centre(pit1).getX(), pit1.getMinY() + pit1.getHeight() * 0.5 - pit1.getHeight() / 2 * 0.8 * 0.42);
        assertThat(close(seedAt, hollow)).as("a seed lies in the pit: " + seedAt).isFalse();

        Point2D click = centre(area("pit-South-3"));
        robot.interact(() -> {});
        robot.clickOn(view().canvas.localToScreen(click.getX(), click.getY()));
        try { waitUntil(() -> session().position() == 1 && !view().animating()); } catch (AssertionError e) {
            throw new AssertionError(game.controls().statusProperty().get() + " " + arcade.gamesystem.model.MovePicker.zonesOf(session().state(), new RulesMove("3")) + " " + view().painter.zoneAt(click.getX(), click.getY()), e);
        }
        assertThat(session().history().get(1).moves()).containsExactly(new RulesMove("3"));
        assertThat(session().state().toMove()).as("the last seed fell in the store: South again").isZero();
        Rectangle2D sown = area("pit-South-3");
        dump(robot, "kalah");
        double ringAt = (sown.getWidth() / 2 + 4) * Math.sqrt(0.5); // on the ring at 45°, inside the keyboard cursor's square frame
        Color ring = pixel(robot, centre(sown).getX() + ringAt, centre(sown).getY() - ringAt);
        assertThat(close(ring, p.last())).as("the pit sown is ringed as the last move: " + ring).isTrue();
        Rectangle2D after = area("pit-South-4");
        assertThat(close(pixel(robot, centre(after).getX() + ringAt, centre(after).getY() - ringAt), p.last())).as("a pit sown into is not").isFalse();
        assertThat(view().moves.getItems()).extracting(RulesMove::label).contains("1", "2", "4");
    }

    @Test void thePlayerWhoTakesNorthAgainstTheComputerHasTheNearRowAndTheStoreAtTheRight(FxRobot robot) {
        open(robot, "kalah");
        play(robot, "1"); // South sows four seeds into pits 2 to 5: North to move
        robot.interact(() -> view().bar.opponent.setValue(Opponent.MEDIUM)); // the person takes North, the side to move
        waitUntil(() -> view().seats.human == 1 && view().painter.areas().size() > 0);
        robot.interact(() -> view().canvas.repaint());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(area("pit-North-1").getMinY()).as("North's row nearest").isGreaterThan(area("pit-South-1").getMaxY());
        assertThat(area("pit-North-1").getMinX()).as("North's pits left to right").isLessThan(area("pit-North-6").getMinX());
        assertThat(area("store-North").getMinX()).as("North's store at the right end").isGreaterThan(area("pit-North-6").getMaxX());
    }

    @Test void morrisIsItsThreeSquaresWithTheSuppliesBesideAndAMillDrawnThrough(FxRobot robot) {
        open(robot, "morris");
        RulesPalette p = palette(robot);
        Point2D a1 = centre(area("a1")), d1 = centre(area("d1")), b2 = centre(area("b2")), d2 = centre(area("d2"));
        Color line = pixel(robot, (a1.getX() + d1.getX()) / 2, a1.getY());
        assertThat(close(line, p.text())).as("the outer square's line between a1 and d1: " + line).isTrue();
        Color between = pixel(robot, (a1.getX() + b2.getX()) / 2 + 8, (a1.getY() + b2.getY()) / 2);
        assertThat(close(between, p.text())).as("no line runs diagonally from a1 to b2").isFalse();
        Color join = pixel(robot, d1.getX(), (d1.getY() + d2.getY()) / 2);
        assertThat(close(join, p.text())).as("the line joining the squares from d1 to d2").isTrue();
        assertThat(area("hand-White").getMaxX()).as("White's supply left of the board").isLessThan(a1.getX());
        assertThat(area("hand-Black").getMinX()).as("Black's supply right of the board").isGreaterThan(centre(area("g1")).getX());
        assertThat(game.controls().statusProperty().get()).contains("White").contains("place a piece").contains("9 left to place");

        play(robot, "a1", "b2", "d1", "b4");
        assertThat(game.controls().statusProperty().get()).contains("a mill removes one of the opponent's pieces");
        assertThat(view().moves.getItems()).extracting(RulesMove::label).contains("g1xb2", "g1xb4");
        play(robot, "g1xb2");
        dump(robot, "morris");
        Color mill = pixel(robot, (a1.getX() + d1.getX()) / 2, a1.getY());
        assertThat(close(mill, p.last())).as("the mill a1 d1 g1 is drawn through: " + mill).isTrue();
        assertThat(game.controls().statusProperty().get()).startsWith("White closed a mill and took b2.").contains("Black to move: place a piece (7 left to place)");
        assertThat(session().state().tokens(session().state().game().zone("b2").orElseThrow())).isEmpty();
    }

    @Test void hexEdgesAreInTheColoursOfThePlayersWhoJoinThemAndTheWinningChainIsDrawnThrough(FxRobot robot) {
        open(robot, "hex");
        robot.interact(() -> view().play.newGame("size=3,swap=0"));
        waitUntil(() -> session().state().game().board().orElseThrow().rows() == 3 && view().painter.areas().size() > 0);
        RulesPalette p = palette(robot);
        Rectangle2D b1 = area("b1"), a2 = area("a2"), b3 = area("b3"), c2 = area("c2");
        double radius = b1.getWidth() / 2 / 0.72;
        double out = radius * Math.sqrt(3) / 2 + HexPainter.band(radius) / 2 + 1; // the middle of the band beyond a side
        Color bottom = pixel(robot, centre(b1).getX() + out * Math.cos(Math.toRadians(60)), centre(b1).getY() + out * Math.sin(Math.toRadians(60)));
        Color top = pixel(robot, centre(b3).getX() + out * Math.cos(Math.toRadians(240)), centre(b3).getY() + out * Math.sin(Math.toRadians(240)));
        Color left = pixel(robot, centre(a2).getX() - out, centre(a2).getY());
        Color right = pixel(robot, centre(c2).getX() + out, centre(c2).getY());
        Color inside = pixel(robot, centre(b1).getX() + radius * 0.5, centre(b1).getY() + radius * 0.5);
        assertThat(close(inside, p.owner(0)) || close(inside, p.owner(1))).as("inside an empty cell no edge colour: " + inside).isFalse();
        assertThat(close(bottom, p.owner(0))).as("Red joins the bottom edge: " + bottom).isTrue();
        assertThat(close(top, p.owner(0))).as("and the top: " + top).isTrue();
        assertThat(close(left, p.owner(1))).as("Blue joins the left edge: " + left).isTrue();
        assertThat(close(right, p.owner(1))).as("and the right: " + right).isTrue();
        play(robot, "b1", "a2", "b2", "c2", "b3");
        assertThat(session().rules().outcome(session().state())).isPresent();
        dump(robot, "hex");
        Point2D lo = centre(area("b1")), mid = centre(area("b2"));
        Color through = pixel(robot, (lo.getX() + mid.getX()) / 2, (lo.getY() + mid.getY()) / 2);
        assertThat(close(through, p.last())).as("the chain b1 b2 b3 is drawn through: " + through).isTrue();
    }

    @Test void eachSquareFamilyHasTheBoardItsPlayersKnow() {
        assertThat(SquareLook.of(ShippedGames.load("draughts").game("standard"))).isEqualTo(SquareLook.CHEQUERED);
        assertThat(SquareLook.of(ShippedGames.load("breakthrough").game(ShippedGames.load("breakthrough").presets().get(0).params()))).isEqualTo(SquareLook.CHEQUERED);
        assertThat(SquareLook.of(ShippedGames.load("gomoku").game(ShippedGames.load("gomoku").presets().get(0).params()))).isEqualTo(SquareLook.LINES);
        assertThat(SquareLook.of(ShippedGames.load("reversi").game("size=8"))).isEqualTo(SquareLook.FELT);
        assertThat(SquareLook.of(ShippedGames.load("tic-tac-toe").game(ShippedGames.load("tic-tac-toe").presets().get(0).params()))).isEqualTo(SquareLook.CELLS);
        assertThat(SquareLook.of(ShippedGames.load("connect-four").game(ShippedGames.load("connect-four").presets().get(0).params()))).isEqualTo(SquareLook.CELLS);
    }

    @Test void aKingWearsItsCrown(FxRobot robot) {
        open(robot, "draughts");
        RulesState s = session().state();
        int king = s.game().types().of(s.game().types().kindIndex("king"), 0);
        AtomicReference<Color> gold = new AtomicReference<>(), plain = new AtomicReference<>();
        RulesPalette p = palette(robot);
        robot.interact(() -> {
            javafx.scene.canvas.Canvas c = new javafx.scene.canvas.Canvas(60, 60);
            BoardPainter.disc(c.getGraphicsContext2D(), 30, 30, 24, king, s, p);
            gold.set(c.snapshot(null, null).getPixelReader().getColor(30, 36));
            javafx.scene.canvas.Canvas d = new javafx.scene.canvas.Canvas(60, 60);
            BoardPainter.disc(d.getGraphicsContext2D(), 30, 30, 24, s.game().types().of(s.game().types().kindIndex("man"), 0), s, p);
            plain.set(d.snapshot(null, null).getPixelReader().getColor(30, 36));
        });
        assertThat(close(gold.get(), Color.web("#e3b341"))).as("the king's crown: " + gold.get()).isTrue();
        assertThat(close(plain.get(), Color.web("#e3b341"))).as("a man has none").isFalse();
    }
}
