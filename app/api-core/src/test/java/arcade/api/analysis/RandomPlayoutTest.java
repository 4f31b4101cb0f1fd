package arcade.api.analysis;

import arcade.api.session.Rng;
import arcade.api.testing.CoinGame;
import arcade.api.testing.DefectGames;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class RandomPlayoutTest {
    private final TicTacToe ttt = new TicTacToe();

    @Test
    void theSameSeedGivesTheSamePlayout() {
        RandomPlayout.Result<TicTacToe.Board> a = RandomPlayout.run(ttt, ttt.initial(), 42, 9);
        RandomPlayout.Result<TicTacToe.Board> b = RandomPlayout.run(ttt, ttt.initial(), 42, 9);
        assertThat(a).isEqualTo(b);
        assertThat(a.ending()).isEqualTo(RandomPlayout.Ending.TERMINAL);
        assertThat(a.states()).hasSize(a.plies() + 1);
        assertThat(a.plies()).isBetween(5, 9);
    }

    @Test
    void seedsGiveDifferentGamesAndEveryOutcomeOccurs() {
        Set<String> finals = new HashSet<>();
        Set<Object> outcomes = new HashSet<>();
        for (long seed = 0; seed < 300; seed++) {
            RandomPlayout.Result<TicTacToe.Board> r = RandomPlayout.run(ttt, ttt.initial(), seed, 9);
            finals.add(r.finalState().cells());
            outcomes.add(r.outcome().orElseThrow());
        }
        assertThat(finals.size()).isGreaterThan(150);
        assertThat(outcomes).hasSize(3);
    }

    @Test
    void thePlyBoundStopsANonTerminatingGame() {
        RandomPlayout.Result<String> r = RandomPlayout.run(DefectGames.passCycle(), "a", new Rng(3), 0);
        assertThat(r.ending()).isEqualTo(RandomPlayout.Ending.PLY_LIMIT);
        int limited = 0;
        for (long seed = 0; seed < 50; seed++)
            if (RandomPlayout.run(DefectGames.passCycle(), "a", seed, 4).ending() == RandomPlayout.Ending.PLY_LIMIT) limited++;
        assertThat(limited).isPositive();
    }

    @Test
    void aDeadEndIsReportedAsStuck() {
        boolean stuck = false;
        for (long seed = 0; seed < 20 && !stuck; seed++)
            stuck = RandomPlayout.run(DefectGames.deadEnd(), "s", seed, 10).ending() == RandomPlayout.Ending.STUCK;
        assertThat(stuck).isTrue();
    }

    @Test
    void chanceIsSampledWithItsProbabilities() {
        int aWins = 0, n = 4000;
        for (long seed = 0; seed < n; seed++) {
            RandomPlayout.Result<String> r = RandomPlayout.run(CoinGame.rules(), "c0", seed, 5);
            if (r.finalState().equals("WA")) aWins++;
            assertThat(r.steps().get(0).chance()).isTrue();
        }
        // P(heads at c0) = 1/2; 4,000 playouts: ±4.5 standard deviations is ±0.036.
        assertThat(aWins / (double) n).isBetween(0.464, 0.536);
    }
}
