package arcade.games.shannon.model.definition;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class StatsVariantsTest {
    @Test void statisticsKeysReadAsWords() {
        assertThat(StatsVariants.describe("7x5-vs-perfect-short")).isEqualTo("7×5, you Short vs Perfect");
        assertThat(StatsVariants.describe("5x4-balanced-hotseat")).isEqualTo("Balanced 5×4, two players");
        assertThat(StatsVariants.describe("bridgit5-network-cut")).isEqualTo("Bridg-It 5, network, you Cut");
        assertThat(StatsVariants.describe("birdcage-vs-easy-cut")).isEqualTo("Bird Cage, you Cut vs Easy");
        assertThat(StatsVariants.describe("something else")).isEqualTo("something else");
    }
}
