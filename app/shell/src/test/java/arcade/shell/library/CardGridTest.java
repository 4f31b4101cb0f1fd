package arcade.shell.library;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CardGridTest {
    @Test void columnsFollowTheWidthWithCardsNearTheirTargetSize() {
        assertThat(CardGrid.columns(200)).isEqualTo(1);
        assertThat(CardGrid.columns(752)).as("800 px window").isEqualTo(3);
        assertThat(CardGrid.columns(1552)).as("1600 px window").isEqualTo(5);
        for (double w = 240; w < 3000; w += 37) {
            int c = CardGrid.columns(w);
            double card = CardGrid.cardWidth(w, c);
            assertThat(card).as("width %s", w).isBetween(CardGrid.MIN_CARD, CardGrid.MAX_CARD);
            assertThat(c * card + (c - 1) * CardGrid.GAP).as("width %s", w).isLessThanOrEqualTo(w + 0.001);
        }
    }
}
