package arcade.integration;

import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.store.GameRecord;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.solver.Budget;
import arcade.games.solitaire.solver.ThoughtfulSolver;
import arcade.games.solitaire.solver.Verdict;
import arcade.games.solitaire.view.SolitaireView;
import arcade.shell.chrome.GameChrome;
import arcade.games.solitaire.model.Cards;
import javafx.geometry.Point2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.event.EventType;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;
import javafx.scene.robot.Robot;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static arcade.integration.ShellHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Klondike inside the real shell, on the host: a turn of the stock, Undo through the chrome (key
 * and button), dialogs, a game lost and a game won (by Solve) on the shell's card, each in the
 * statistics' last games with its rules in words, a replay, Vegas dollars and the passes on the
 * figures bar, Esc.
 */
@ExtendWith(ApplicationExtension.class)
class SolitaireInShellTest {
    private ShellHarness arcade;

    @Start void start(Stage stage) throws Exception { arcade = new ShellHarness(stage); }

    @AfterEach void stop(FxRobot robot) { robot.interact(() -> arcade.shell.shutdown()); }

    @Test void aTurnOfTheStockAndTheChromesUndoTakesItBack(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        assertThat(chrome.isPaused()).as("a turn-based game never opens paused").isFalse();
        assertThat(chrome.isEnabled("undo")).isFalse();
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.D); // turns the stock
        waitFor(() -> chrome.isEnabled("undo"));
        robot.push(KeyCode.CONTROL, KeyCode.Z);
        waitFor(() -> !chrome.isEnabled("undo"));
        robot.interact(chrome::focusGame);
        robot.type(KeyCode.D);
        waitFor(() -> chrome.isEnabled("undo"));
        robot.clickOn("#tool-undo");
        waitFor(() -> !chrome.isEnabled("undo"));
        arcade.openAndCloseDialogs(robot, () -> assertThat(chrome.isPaused()).isFalse(), () -> assertThat(chrome.isPaused()).isFalse());
        arcade.leaveWithEsc(robot);
    }

    /** One pass through a stock that gives nothing: the game is lost, the card says so, and it replays from the last games. */
    @Test void aDealWithNoWayOutIsLostOnTheCardAndReplays(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        GameId stuck = GameId.described("draw3-1pass", stuckDeal());
        robot.interact(() -> table.startGame(stuck));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(stuck));
        robot.interact(chrome::focusGame);
        // Eight turns: the first and the last are real key presses, the six between go to the focus owner.
        robot.type(KeyCode.D);
        turnStock(robot, chrome, 6);
        robot.type(KeyCode.D);
        waitFor(chrome::isEndCardShowing);
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("No moves left");
        var last = arcade.shell.storage().stats().lastGames("solitaire");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().result()).isEqualTo(GameRecord.Result.LOSS);
        assertThat(KlondikeDefinition.INSTANCE.describeParams(last.get(0).record().params())).startsWith("Draw 3").doesNotContain("draw3");
        robot.clickOn("#end-replay");
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("#replay-bar").tryQuery().isEmpty());
        putCardAway(robot, chrome);
        arcade.leaveWithEsc(robot);
    }

    /** Solve plays a proven line to the last card: the card says the game was won, with help. */
    @Test void solveWinsAProvenDealAndTheCardSaysSo(FxRobot robot) throws Exception {
        Path settings = arcade.home.resolve("games").resolve("solitaire").resolve("settings.json");
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"version\":1,\"autoHome\":true,\"winnableOnly\":false,\"autoPlayMillis\":50,\"cardBack\":\"LATTICE\",\"hintDetails\":false}");
        GameId winnable = null;
        for (long seed = 1; winnable == null; seed++) {
            GameId id = GameId.seeded("draw1-3passes", seed);
            if (new ThoughtfulSolver(Budget.of(400_000, 60_000)).solve(KlondikeDefinition.INSTANCE.initialState(id)).verdict() == Verdict.WINNABLE)
                winnable = id;
        }
        GameId deal = winnable;
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        robot.interact(() -> table.startGame(deal));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(deal));
        robot.interact(() -> chrome.game().actions().stream().filter(a -> a.id().equals("solve")).findFirst().orElseThrow().fire());
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, chrome::isEndCardShowing);
        assertThat(table.state().isWon()).isTrue();
        assertThat(robot.lookup("#end-card-title").queryAs(Label.class).getText()).isEqualTo("You won!");
        var last = arcade.shell.storage().stats().lastGames("solitaire");
        assertThat(last).hasSize(1);
        assertThat(last.get(0).record().assisted()).isTrue();
        assertThat(KlondikeDefinition.INSTANCE.describeParams(last.get(0).record().params())).isEqualTo("Draw 1, 3 passes");
        putCardAway(robot, chrome);
        arcade.leaveWithEsc(robot);
    }

    /** The figures bar shows the Vegas dollars, and the passes until the stock is spent; a turn past it is refused in words. */
    @Test void vegasDollarsAndThePassesLeftAreOnTheBar(FxRobot robot) {
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        GameId vegas = GameId.seeded("draw3-unlimited-vegas", 11);
        robot.interact(() -> table.startGame(vegas));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(vegas));
        assertThat(robot.lookup("#solitaire-score").queryAs(Label.class).getText()).isEqualTo("Vegas \u2212$52");
        GameId limited = GameId.seeded("draw3-3passes", 11);
        robot.interact(() -> table.startGame(limited));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(limited));
        robot.interact(chrome::focusGame);
        // Three passes of eight turns, two recycles between: the first and the last turn are real key
        // presses; the 24 between go to the table (the focus owner) as the Scene would send them.
        robot.type(KeyCode.D);
        turnStock(robot, chrome, 24);
        robot.type(KeyCode.D);
        waitFor(() -> robot.lookup("#solitaire-passes").queryAs(Label.class).getText().equals("No pass left"));
        robot.type(KeyCode.D);
        waitFor(() -> chrome.game().controls().statusProperty().get().contains("The stock is spent."));
        assertThat(table.session().moveCount()).isEqualTo(26);
        arcade.leaveWithEsc(robot);
    }

    /**
     * In the 800×600 window: a column built from King to Two by drags, squeezed to fit, keeps
     * every covered card's rank and suit readable, and a double-click sends the Ace under the
     * pointer home once — the Two it turns up stays where it is.
     */
    @Test void aLongColumnKeepsEveryIndexAndADoubleClickSendsOnlyTheAceHome(FxRobot robot) throws Exception {
        Path settings = arcade.home.resolve("games").resolve("solitaire").resolve("settings.json");
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"version\":1,\"autoHome\":false,\"winnableOnly\":false,\"autoPlayMillis\":50,\"cardBack\":\"LATTICE\",\"hintDetails\":false}");
        GameChrome chrome = arcade.open(robot, "solitaire");
        waitFor(() -> GameHost.isReady(chrome.game()));
        SolitaireView table = SolitaireView.of(chrome.game());
        GameId deal = GameId.described("draw1-3passes", ladderDeal());
        robot.interact(() -> table.startGame(deal));
        waitFor(() -> GameHost.isReady(chrome.game()) && table.session().id().equals(deal));
        // Queen of hearts to Two of hearts onto the King of spades in the last column, one drag each.
        int[] from = {0, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5};
        // The first is a real drag; the others are the same press, drag and release sent to the table
        // directly, without the robot's pointer travelling across the window.
        robot.drag(topCard(robot, chrome, table, from[0]), MouseButton.PRIMARY).dropTo(topCard(robot, chrome, table, 6));
        waitFor(() -> table.session().moveCount() == 1);
        for (int i = 1; i < from.length; i++) {
            int moves = i + 1, source = from[i];
            robot.interact(() -> {
                Node surface = chrome.getScene().lookup(".canvas-pane");
                Point2D start = topCardInScene(table, source), end = topCardInScene(table, 6);
                Event.fireEvent(surface, mouse(MouseEvent.MOUSE_PRESSED, start, true));
                Event.fireEvent(surface, mouse(MouseEvent.MOUSE_DRAGGED, end, true));
                Event.fireEvent(surface, mouse(MouseEvent.MOUSE_RELEASED, end, false));
            });
            waitFor(() -> table.session().moveCount() == moves);
        }
        var s = table.state();
        assertThat(s.columnSize(6) - s.faceDown(6)).as("King to Two face up").isEqualTo(12);
        WritableImage shot = onFx(robot, () -> chrome.getScene().snapshot(null));
        for (int i = s.faceDown(6); i < s.columnSize(6) - 1; i++) {
            int index = i;
            Rectangle2D card = onFx(robot, () -> table.cardInScene(6, index)), next = onFx(robot, () -> table.cardInScene(6, index + 1));
            double w = card.getWidth(), rankTop = card.getMinY() + w * 0.05, suitTop = card.getMinY() + w * 0.25;
            assertThat(inked(shot, s.card(6, i), card.getMinX(), rankTop, suitTop, w)).as("rank of " + Cards.text(s.card(6, i))).isGreaterThan(4);
            assertThat(inked(shot, s.card(6, i), card.getMinX(), suitTop, next.getMinY(), w)).as("suit of " + Cards.text(s.card(6, i))).isGreaterThan(4);
        }
        assertThat(onFx(robot, () -> table.cardInScene(6, s.columnSize(6) - 1)).getMaxY()).as("the column fits the window")
                .isLessThanOrEqualTo(chrome.getScene().getHeight());
        // The Ace of spades lies on the Two of spades in column 6 (index 5): a double-click sends the Ace home, the Two stays.
        int ace = s.top(5), two = s.card(5, s.columnSize(5) - 2);
        // The platform's robot clicks twice within one turn of the FX thread: the Scene counts the second
        // click as the double-click's (click count 2) however slowly the machine runs. With the test
        // robot's wait between the clicks, a busy machine made two single clicks of it, and the second
        // sent the uncovered Two home too.
        List<Integer> clickCounts = new CopyOnWriteArrayList<>();
        EventHandler<MouseEvent> counted = e -> clickCounts.add(e.getClickCount());
        robot.interact(() -> chrome.getScene().addEventFilter(MouseEvent.MOUSE_RELEASED, counted));
        robot.moveTo(topCard(robot, chrome, table, 5));
        robot.interact(() -> {
            Robot platform = new Robot();
            platform.mouseClick(MouseButton.PRIMARY);
            platform.mouseClick(MouseButton.PRIMARY);
        });
        waitFor(() -> table.session().moveCount() == from.length + 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(clickCounts).as("a double-click: one click, then the second of two").containsExactly(1, 2);
        assertThat(table.state().foundationHeight(Cards.suit(ace))).as(Cards.text(ace) + " went home").isEqualTo(1);
        assertThat(table.state().top(5)).as("the Two turned up stays on its column").isEqualTo(two);
        assertThat(table.session().moveCount()).as("one move for the double-click").isEqualTo(from.length + 1);
        assertThat(chrome.game().controls().statusProperty().get()).doesNotContain("nowhere");
        arcade.leaveWithEsc(robot);
    }

    /** The D key as the Scene sends it to the table (the focus owner), without the robot's wait per key. */
    private static void turnStock(FxRobot robot, GameChrome chrome, int times) {
        robot.interact(() -> {
            for (int i = 0; i < times; i++)
                Event.fireEvent(chrome.getScene().getFocusOwner(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.D, false, false, false, false));
        });
    }

    private static Point2D topCard(FxRobot robot, GameChrome chrome, SolitaireView table, int column) {
        return onFx(robot, () -> {
            Point2D p = topCardInScene(table, column);
            var scene = chrome.getScene();
            return new Point2D(scene.getWindow().getX() + scene.getX() + p.getX(), scene.getWindow().getY() + scene.getY() + p.getY());
        });
    }

    /** Where the robot takes the column's top card, in the scene (FX thread). */
    private static Point2D topCardInScene(SolitaireView table, int column) {
        Rectangle2D r = table.cardInScene(column, Math.max(0, table.state().columnSize(column) - 1));
        return new Point2D(r.getMinX() + r.getWidth() / 2, r.getMinY() + r.getWidth() * 0.15);
    }

    /** A primary-button mouse event at a point of the scene. */
    private static MouseEvent mouse(EventType<MouseEvent> type, Point2D at, boolean down) {
        return new MouseEvent(type, at.getX(), at.getY(), at.getX(), at.getY(), MouseButton.PRIMARY, 1,
                false, false, false, false, down, false, false, false, false, type == MouseEvent.MOUSE_PRESSED, null);
    }

    private static <T> T onFx(FxRobot robot, java.util.function.Supplier<T> read) {
        java.util.concurrent.atomic.AtomicReference<T> out = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> out.set(read.get()));
        return out.get();
    }

    /** Pixels of the card's ink colour (red or black) in the index's column between two heights. */
    private static int inked(WritableImage shot, int card, double x, double top, double bottom, double cardW) {
        PixelReader px = shot.getPixelReader();
        int n = 0;
        for (int yy = (int) Math.ceil(top); yy < (int) bottom; yy++)
            for (int xx = (int) (x + cardW * 0.03); xx < x + cardW * 0.32; xx++) {
                Color c = px.getColor(xx, yy);
                boolean ink = Cards.isRed(card) ? c.getRed() > 0.55 && c.getGreen() < 0.45 : c.getBrightness() < 0.35;
                if (ink) n++;
            }
        return n;
    }

    /**
     * A deal whose column tops build one ladder: the King of spades last, the Queen of hearts to the
     * Seven of clubs on the other columns, and under them, turned up in turn, the Six of hearts to
     * the Two of hearts; under the Two of hearts the Ace of spades, and under it the Two of spades.
     */
    private static String ladderDeal() {
        String[][] columns = {
                {"QH"}, {"6H", "JC"}, {null, "5C", "TH"}, {null, null, "4H", "9C"}, {null, null, null, "3C", "8H"},
                {null, null, "2S", "AS", "2H", "7C"}, {null, null, null, null, null, null, "KS"}};
        List<String> placed = new ArrayList<>();
        for (String[] column : columns) for (String card : column) if (card != null) placed.add(card);
        List<String> rest = new ArrayList<>();
        for (char suit : "CDHS".toCharArray())
            for (char rank : "A23456789TJQK".toCharArray()) if (!placed.contains("" + rank + suit)) rest.add("" + rank + suit);
        StringBuilder deal = new StringBuilder();
        for (String[] column : columns) for (String card : column) deal.append(card != null ? card : rest.remove(0));
        rest.forEach(deal::append);
        return deal.toString();
    }

    private static void putCardAway(FxRobot robot, GameChrome chrome) {
        if (!chrome.isEndCardShowing()) return;
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> !chrome.isEndCardShowing());
    }

    /**
     * A draw-3 deal in which no card can ever move: every column top and every third talon card is
     * a black card from Two up (black never builds on black, and no Ace is within reach).
     */
    private static String stuckDeal() {
        List<String> black = new ArrayList<>(), rest = new ArrayList<>();
        for (char suit : "CDHS".toCharArray())
            for (char rank : "A23456789TJQK".toCharArray()) {
                String card = "" + rank + suit;
                if ((suit == 'C' || suit == 'S') && rank != 'A') black.add(card); else rest.add(card);
            }
        List<String> shown = new ArrayList<>(black.subList(0, 15));
        rest.addAll(black.subList(15, black.size()));
        StringBuilder deal = new StringBuilder();
        for (int c = 0; c < 7; c++) {
            for (int i = 0; i < c; i++) deal.append(rest.remove(0));
            deal.append(shown.remove(0));
        }
        for (int i = 0; i < 24; i++) deal.append(i % 3 == 2 ? shown.remove(0) : rest.remove(0));
        return deal.toString();
    }
}
