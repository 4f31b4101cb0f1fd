package arcade.api.fx;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The loop runs from a kick until its frame says nothing animates any more. */
class AnimationLoopTest {
    private FrameTicker.Manual ticker;
    private final List<Long> frames = new ArrayList<>();
    private long animateUntil;

    private AnimationLoop loop() {
        return new AnimationLoop(f -> ticker = new FrameTicker.Manual(f), now -> {
            frames.add(now);
            return now < animateUntil;
        });
    }

    @Test void idleUntilKickedThenStopsItselfWhenTheLastAnimationEnds() {
        AnimationLoop loop = loop();
        assertThat(loop.isRunning()).isFalse();
        assertThat(ticker.frame(1)).isFalse();
        animateUntil = 30;
        loop.kick();
        assertThat(loop.isRunning()).isTrue();
        ticker.frame(10);
        ticker.frame(20);
        assertThat(loop.isRunning()).isTrue();
        ticker.frame(30);                       // the frame that finishes the animation is still drawn
        assertThat(loop.isRunning()).isFalse();
        assertThat(ticker.frame(40)).isFalse();
        assertThat(frames).containsExactly(10L, 20L, 30L);
    }

    @Test void aSecondKickWhileRunningChangesNothingAndStopEndsAtOnce() {
        AnimationLoop loop = loop();
        animateUntil = 1_000;
        loop.kick();
        loop.kick();
        ticker.frame(5);
        loop.stop();
        assertThat(loop.isRunning()).isFalse();
        assertThat(ticker.frame(6)).isFalse();
        loop.kick();                            // a new animation restarts it
        ticker.frame(7);
        assertThat(frames).containsExactly(5L, 7L);
    }
}
