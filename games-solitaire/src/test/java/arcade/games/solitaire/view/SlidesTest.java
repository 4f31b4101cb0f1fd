package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SlidesTest {
    private static final KlondikeState START = Positions.draw1().column(0, "*KH 9S").column(2, "TH").stock("2C 3C").build();

    private static List<Slides.Slide> between(KlondikeState a, KlondikeState b) {
        return Slides.between(a, new TableGeometry(a, 800, 560), b, new TableGeometry(b, 800, 560));
    }

    @Test void aMovedCardSlidesFromItsColumnToTheOtherAndBackOnUndo() {
        KlondikeState after = KlondikeRules.INSTANCE.apply(START, KlondikeMove.column(0, 1, 2));
        TableGeometry g = new TableGeometry(START, 800, 560), h = new TableGeometry(after, 800, 560);
        List<Slides.Slide> forward = between(START, after);
        assertThat(forward).containsExactly(new Slides.Slide(Cards.parse("9S"),
                g.columnX(0), g.cardY(0, 1), h.columnX(2), h.cardY(2, 1)));
        List<Slides.Slide> back = between(after, START);
        assertThat(back).containsExactly(new Slides.Slide(Cards.parse("9S"),
                h.columnX(2), h.cardY(2, 1), g.columnX(0), g.cardY(0, 1)));
    }

    @Test void aTurnedCardSlidesFromTheStockButNotBackIntoIt() {
        KlondikeState after = KlondikeRules.INSTANCE.apply(START, KlondikeMove.DRAW);
        TableGeometry h = new TableGeometry(after, 800, 560);
        assertThat(between(START, after)).extracting(Slides.Slide::card, Slides.Slide::toX)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Cards.parse("2C"), h.wasteX(0)));
        assertThat(between(after, START)).isEmpty(); // face down again in the stock
    }
}
