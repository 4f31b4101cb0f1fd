package arcade.shell.stats;

import javafx.scene.chart.NumberAxis;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The value axis of the time and score charts keeps a sensible scale with one or two games. */
class StatsChartsTest {
    @Test void oneTimeOfFortyFourSecondsIsShownFromZeroInRoundSteps() {
        NumberAxis a = StatsCharts.valueAxis("Seconds", 44, 44);
        assertThat(a.isAutoRanging()).isFalse();
        assertThat(a.getLowerBound()).isZero();
        assertThat(a.getUpperBound()).isEqualTo(50);
        assertThat(a.getTickUnit()).isEqualTo(10);
    }

    @Test void aNegativeVegasScoreStaysOnTheChart() {
        NumberAxis a = StatsCharts.valueAxis("Score", -52, 20);
        assertThat(a.getLowerBound()).isLessThanOrEqualTo(-52);
        assertThat(a.getUpperBound()).isGreaterThanOrEqualTo(20);
    }

    @Test void stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        assertThat(StatsCharts.niceStep(8.8)).isEqualTo(10);
        assertThat(StatsCharts.niceStep(0.3)).isEqualTo(0.5);
        assertThat(StatsCharts.niceStep(130)).isEqualTo(200);
        assertThat(StatsCharts.niceStep(1)).isEqualTo(1);
    }
}
