package arcade.api.tool;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class StatsTest {

    @Test
    void wilsonIntervalsHaveTheirKnownValues() {
        Stats.Proportion half = Stats.wilson(50, 100);
        assertThat(half.rate()).isEqualTo(0.5);
        assertThat(half.low()).isCloseTo(0.40383, within(1e-5));
        assertThat(half.high()).isCloseTo(0.59617, within(1e-5));
        Stats.Proportion none = Stats.wilson(0, 10);
        assertThat(none.low()).isEqualTo(0.0);
        assertThat(none.high()).isCloseTo(0.27753, within(1e-5));
        Stats.Proportion all = Stats.wilson(10, 10);
        assertThat(all.low()).isCloseTo(0.72247, within(1e-5));
        assertThat(all.high()).isCloseTo(1.0, within(1e-12));
        Stats.Proportion klondike = Stats.wilson(81_945, 100_000);
        assertThat(klondike.low()).isCloseTo(0.81705, within(1e-5));
        assertThat(klondike.high()).isCloseTo(0.82182, within(1e-5));
        assertThat(half.toString()).isEqualTo("0.5000 (95% CI 0.4038–0.5962, n=100)");
        assertThat(Stats.wilson(0, 0).rate()).isNaN();
    }

    @Test
    void percentilesAndMeans() {
        double[] v = {5, 1, 4, 2, 3};
        assertThat(Stats.percentile(v, 0.5)).isEqualTo(3);
        assertThat(Stats.percentile(v, 0)).isEqualTo(1);
        assertThat(Stats.percentile(v, 1)).isEqualTo(5);
        assertThat(v).containsExactly(5, 1, 4, 2, 3); // not sorted in place
        assertThat(Stats.mean(v)).isEqualTo(3);
        assertThat(Stats.meanHalfWidth(new double[]{1, 2, 3, 4, 5})).isCloseTo(1.959963984540054 * Math.sqrt(2.5 / 5), within(1e-12));
        assertThat(Stats.percentile(new double[0], 0.5)).isNaN();
    }
}
