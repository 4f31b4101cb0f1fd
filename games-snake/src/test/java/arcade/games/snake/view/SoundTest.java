package arcade.games.snake.view;

import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.ai.Autopilot;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** Sound: generated tones, which step gets which cue, and a player that never holds up the caller. */
class SoundTest {

    @Test void everyCueIsAShortAudibleToneThatStartsAndEndsSilently() {
        for (Tones.Cue cue : Tones.Cue.values()) {
            byte[] pcm = Tones.of(cue);
            double seconds = pcm.length / 2.0 / Tones.RATE;
            assertThat(seconds).as("%s", cue).isBetween(0.04, 0.5);
            int peak = 0;
            for (int k = 0; k < pcm.length; k += 2) peak = Math.max(peak, Math.abs(sample(pcm, k / 2)));
            assertThat(peak).as("%s is audible", cue).isGreaterThan(Short.MAX_VALUE / 8);
            assertThat(Math.abs(sample(pcm, 0))).as("%s fades in", cue).isLessThan(200);
            assertThat(Math.abs(sample(pcm, pcm.length / 2 - 1))).as("%s fades out", cue).isLessThan(200);
        }
        assertThat(Tones.of(Tones.Cue.DEATH).length).isGreaterThan(Tones.of(Tones.Cue.EAT).length);
    }

    private static int sample(byte[] pcm, int k) { return (short) ((pcm[2 * k] & 0xff) | (pcm[2 * k + 1] << 8)); }

    @Test void eatingAndCrashingGetTheirCuesAndOrdinaryStepsAreQuiet() {
        SnakeRules rules = new SnakeRules(false);
        SnakeState s = SnakeState.initial(SnakeOptions.autopilotBoard(8, 8).withClassicRules(), 4);
        Autopilot ai = new Autopilot();
        int eats = 0, quiet = 0;
        while (s.isRunning() && s.step() < 300) {
            SnakeState next = rules.apply(s, ai.next(s));
            Tones.Cue cue = SoundCues.between(s, next);
            if (next.applesEaten() > s.applesEaten()) { assertThat(cue).isEqualTo(Tones.Cue.EAT); eats++; }
            else if (next.score() == s.score()) { assertThat(cue).isNull(); quiet++; }
            s = next;
        }
        assertThat(eats).isPositive();
        assertThat(quiet).isGreaterThan(eats);

        // the thesis's snake running straight into the right wall
        SnakeState t = SnakeState.initial(SnakeOptions.thesis().withPoison(false), 1);
        Tones.Cue last = null;
        while (!t.isGameOver()) {
            SnakeState next = rules.apply(t, SnakeMove.of(arcade.games.snake.model.Direction.NONE));
            last = SoundCues.between(t, next);
            t = next;
        }
        assertThat(last).isEqualTo(Tones.Cue.DEATH);
        assertThat(SoundCues.between(null, t)).isNull();
    }

    @Test void playingNeverWaitsAndNothingIsPlayedWhileSoundIsOff() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        try (SnakeSounds off = new SnakeSounds(() -> { asked.incrementAndGet(); return false; })) {
            for (int k = 0; k < 20; k++) off.play(Tones.Cue.EAT);
            Thread.sleep(100);
            assertThat(asked.get()).isEqualTo(20);
            assertThat(off.played()).isZero();
        }
        try (SnakeSounds on = new SnakeSounds(() -> true)) {
            long t0 = System.nanoTime();
            for (int k = 0; k < 50; k++) on.play(Tones.Cue.DEATH); // 50 × 0.38 s of sound
            assertThat((System.nanoTime() - t0) / 1e6).as("ms to hand over 50 cues").isLessThan(200);
            long end = System.currentTimeMillis() + 5_000;
            while (!on.isSilent() && on.played() == 0 && System.currentTimeMillis() < end) Thread.sleep(20);
            // a machine without audio goes quiet for good; one with audio has played the first cue
            assertThat(on.isSilent() || on.played() > 0).isTrue();
            assertThat(on.played()).as("the surplus is dropped, not queued").isLessThanOrEqualTo(3);
        }
    }
}
