package arcade.api.analysis;

import arcade.api.testing.CoinGame;
import arcade.api.testing.TableGame;
import arcade.api.testing.TicTacToe;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class PathProbabilityTest {
    private final TableGame coin = CoinGame.rules();

    @Test
    void coinGamePathProbabilities() {
        assertThat(PathProbability.of(coin, "c0", List.of("tails", "heads"))).isCloseTo(0.25, within(1e-15));
        assertThat(PathProbability.of(coin, "c0", List.of("tails", "stop"))).isCloseTo(0.5, within(1e-15));
        assertThat(PathProbability.walk(coin, "c0", List.of("tails", "heads")).end()).isEqualTo("WB");
        assertThat(PathProbability.of(coin, "c0", List.of())).isEqualTo(1.0);
    }

    @Test
    void movesCountAsCertain() {
        TicTacToe ttt = new TicTacToe();
        assertThat(PathProbability.of(ttt, ttt.initial(), List.of("4", "0", "8"))).isEqualTo(1.0);
    }

    @Test
    void aStepThatCannotBeTakenIsNamed() {
        assertThatThrownBy(() -> PathProbability.of(coin, "c0", List.of("tails", "edge")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("step 2 'edge'");
        assertThatThrownBy(() -> PathProbability.of(coin, "c0", List.of("heads", "stop")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("after the end");
        assertThatThrownBy(() -> PathProbability.of(coin, "c0", List.of("stop")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("neither a legal move nor a chance event");
    }
}
