package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;


import static org.assertj.core.api.Assertions.assertThat;

/** Covered cards still show their corner index, rank over suit; faces stay light in the dark theme. */
@ExtendWith(ApplicationExtension.class)
class CardFaceTest {
    /** Six face-down cards and a run from the King down to the Two: the longest column there can be. */
    private static final KlondikeState LONG = Positions.draw1()
            .column(0, "*AC *AD *AH *AS *2C *2D KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H").column(1, "3C").build();
    private StackPane host;

    @Start void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        host = new StackPane();
        host.getStyleClass().add("solitaire-root");
        host.getStylesheets().add(SolitaireGame.class.getResource("/arcade/games/solitaire/solitaire.css").toExternalForm());
        stage.setScene(new Scene(host, 800, 420));
        stage.show();
    }

    private PixelReader paint(FxRobot robot, KlondikeState s, TableGeometry g, double w, double h) {
        PixelReader[] out = new PixelReader[1];
        robot.interact(() -> {
            host.applyCss();
            Canvas canvas = new Canvas(w, h);
            TablePainter.paint(canvas.getGraphicsContext2D(), g, s, arcade.api.fx.CssPalette.read(host, SolitairePalette.class, SolitairePalette.PREFIX, java.lang.invoke.MethodHandles.lookup()), CardBack.LATTICE,
                    new TablePainter.Marks(null, -1, 0, 0, false, null, null, -1, false, null, -1, null, -1, null, null), w, h);
            out[0] = canvas.snapshot(null, null).getPixelReader();
        });
        return out[0];
    }

    @Test void atTheTightestOverlapEveryCoveredCardShowsItsRankAndSuit(FxRobot robot) {
        double w = 800, h = 420; // the table of an 800×600 window
        TableGeometry g = new TableGeometry(LONG, w, h);
        assertThat(g.upStep(0) / g.cardW).as("the step keeps the whole index").isGreaterThanOrEqualTo(CardPainter.INDEX_HEIGHT - 1e-9);
        assertThat(g.cardY(0, LONG.columnSize(0) - 1) + g.cardH).as("the column fits the table").isLessThanOrEqualTo(h);
        PixelReader px = paint(robot, LONG, g, w, h);
        for (int i = LONG.faceDown(0); i < LONG.columnSize(0) - 1; i++) {
            int card = LONG.card(0, i);
            double x = g.columnX(0), y = g.cardY(0, i);
            // The suit lies under the rank; both must be inked within the part of the card left showing.
            double rankTop = y + g.cardW * 0.05, suitTop = y + g.cardW * 0.25, next = g.cardY(0, i + 1);
            assertThat(inked(px, card, x, rankTop, suitTop, g.cardW)).as("rank of " + Cards.text(card)).isGreaterThan(4);
            assertThat(inked(px, card, x, suitTop, next, g.cardW)).as("suit of " + Cards.text(card)).isGreaterThan(4);
        }
    }

    @Test void theDarkThemeDarkensTheTableNotTheFaces(FxRobot robot) {
        robot.interact(() -> Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet()));
        robot.interact(() -> host.getStyleClass().add("dark"));
        TableGeometry g = new TableGeometry(LONG, 800, 420);
        PixelReader px = paint(robot, LONG, g, 800, 420);
        Color face = px.getColor((int) (g.columnX(1) + g.cardW / 2), (int) (g.columnsY + g.cardH * 0.8));
        Color table = px.getColor((int) (g.columnX(5) + g.cardW / 2), (int) (g.columnsY + g.cardH * 2));
        assertThat(face.getBrightness()).as("a light face").isGreaterThan(0.85);
        assertThat(table.getBrightness()).as("a dark table").isLessThan(0.4);
    }

    /** Pixels of the card's ink colour (red or black) in the index's column between two heights. */
    private static int inked(PixelReader px, int card, double x, double top, double bottom, double cardW) {
        int n = 0;
        for (int yy = (int) Math.ceil(top); yy < (int) bottom; yy++)
            for (int xx = (int) (x + cardW * 0.03); xx < x + cardW * 0.32; xx++) {
                Color c = px.getColor(xx, yy);
                boolean ink = Cards.isRed(card) ? c.getRed() > 0.55 && c.getGreen() < 0.45 : c.getBrightness() < 0.35;
                if (ink) n++;
            }
        return n;
    }
}
