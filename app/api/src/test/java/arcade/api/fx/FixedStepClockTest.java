package arcade.api.fx;

import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The fixed-timestep clock and the loop that runs it only while a game is played (no FX thread needed). */
class FixedStepClockTest {

    private static int stepsOver(double seconds, double fps) {
        FixedStepClock clock = new FixedStepClock();
        long frame = Math.round(1e9 / fps);
        int steps = clock.frame(0, 0.3);
        for (long t = frame; t <= Math.round(seconds * 1e9); t += frame) steps += clock.frame(t, 0.3);
        return steps;
    }

    @Test void oneStepPerPeriodIndependentOfTheFrameRate() {
        assertThat(stepsOver(3.05, 60)).isEqualTo(10);
        assertThat(stepsOver(3.05, 144)).isEqualTo(10);
        assertThat(stepsOver(3.05, 24)).isEqualTo(10);
        assertThat(stepsOver(0.29, 60)).isZero();
    }

    @Test void aHiccupIsClampedAndLeavesNoBacklog() {
        FixedStepClock clock = new FixedStepClock();
        clock.frame(0, 0.3);
        assertThat(clock.frame(5_000_000_000L, 0.3)).isZero();          // 5 s stall counts as 0.25 s
        assertThat(clock.frame(5_050_000_000L, 0.3)).isEqualTo(1);      // 0.25 + 0.05 = one period
        clock.restart();
        assertThat(clock.frame(9_000_000_000L, 0.3)).isZero();          // after a pause the time base restarts
        assertThat(clock.accumulatedNanos()).isEqualTo(0);
    }

    @Test void atMostTheAllowedStepsPerFrameAndTheRestIsDropped() {
        FixedStepClock clock = new FixedStepClock(1_000_000_000L, 2);
        clock.frame(0, 0.1);
        assertThat(clock.frame(950_000_000L, 0.1)).isEqualTo(2);        // 9 periods due, 2 allowed
        assertThat(clock.accumulatedNanos()).isLessThan(100_000_000L);
        assertThat(clock.fraction()).isBetween(0.0, 1.0);
    }

    @Test void fractionTellsHowFarTheNextStepHasCome() {
        FixedStepClock clock = new FixedStepClock();
        clock.frame(0, 0.2);
        clock.frame(50_000_000L, 0.2);
        assertThat(clock.fraction()).isCloseTo(0.25, org.assertj.core.data.Offset.offset(1e-9));
        clock.reset();
        assertThat(clock.fraction()).isZero();
    }

    @Test void badSettingsAreRefused() {
        assertThatThrownBy(() -> new FixedStepClock(0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FixedStepClock(10, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
