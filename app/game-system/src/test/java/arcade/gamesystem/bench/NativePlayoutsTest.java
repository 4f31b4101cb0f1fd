package arcade.gamesystem.bench;

import arcade.api.session.Rng;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The hand-written games behind the playout ratio play whole games: they are fair baselines, not empty loops. */
class NativePlayoutsTest {
    @Test void connectFourPlayoutsEndWithinTheBoard() {
        NativeConnectFour g = new NativeConnectFour(6, 7);
        Rng rng = new Rng(7);
        for (int i = 0; i < 200; i++) assertThat(g.playout(rng)).isBetween(7, 42);
    }

    @Test void reversiPlayoutsFillMostOfTheBoard() {
        NativeReversi g = new NativeReversi(8);
        Rng rng = new Rng(7);
        long total = 0;
        for (int i = 0; i < 200; i++) {
            int plies = g.playout(rng);
            assertThat(plies).isBetween(9, 80);
            total += plies;
        }
        assertThat(total / 200.0).as("random Reversi games nearly fill the 60 empty squares").isBetween(55.0, 64.0);
    }
}
