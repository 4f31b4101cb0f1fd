package arcade.games.solitaire.view;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.Positions;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class WinCascadeTest {
    private static final KlondikeState WON = Positions.draw1().home(13, 13, 13, 13).build();
    private static final TableGeometry G = new TableGeometry(WON, 800, 560);

    @Test void kingsLeaveFirstAndEveryCardOnce() {
        assertThat(Cards.rank(WinCascade.card(0))).isEqualTo(13);
        assertThat(Cards.rank(WinCascade.card(51))).isEqualTo(1);
        Set<Integer> cards = new HashSet<>();
        for (int i = 0; i < 52; i++) cards.add(WinCascade.card(i));
        assertThat(cards).hasSize(52);
    }

    @Test void aCardWaitsItsTurnThenStartsFromItsFoundation() {
        assertThat(WinCascade.position(10, 10 * WinCascade.CARD_DELAY_NANOS - 1, G, 800, 560)).isNull();
        double[] at = WinCascade.position(10, 10 * WinCascade.CARD_DELAY_NANOS, G, 800, 560);
        assertThat(at).containsExactly(G.columnX(3 + 10 % 4), G.rowY);
    }

    @Test void everyCardStaysAboveTheFloorAndHasLeftTheTableWhenItEnds() {
        for (int i = 0; i < 52; i++) {
            for (long t = 0; t < WinCascade.DURATION_NANOS; t += 100_000_000L) {
                double[] at = WinCascade.position(i, t, G, 800, 560);
                if (at != null) assertThat(at[1]).isLessThanOrEqualTo(560 - G.cardH);
            }
            assertThat(WinCascade.gone(WinCascade.position(i, WinCascade.DURATION_NANOS, G, 800, 560), G, 800)).as("card " + i).isTrue();
        }
    }
}
