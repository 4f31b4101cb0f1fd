package arcade.games.snake.view.sound;

import arcade.games.snake.ai.Autopilot;
import arcade.games.snake.model.Campaign;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.model.SnakeSystem;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Sound: generated tones, which event gets which cue, the mute setting, and a player that never holds up the caller. */
class SoundTest {

    @Test void everyCueIsAShortAudibleToneThatStartsAndEndsSilently() {
        for (Tones.Cue cue : Tones.Cue.values()) {
            byte[] pcm = Tones.of(cue);
            double seconds = pcm.length / 2.0 / Tones.RATE;
            assertThat(seconds).as("%s", cue).isBetween(0.04, 0.8);
            int peak = 0;
            for (int k = 0; k < pcm.length; k += 2) peak = Math.max(peak, Math.abs(sample(pcm, k / 2)));
            assertThat(peak).as("%s is audible", cue).isGreaterThan(Short.MAX_VALUE / 8);
            assertThat(Math.abs(sample(pcm, 0))).as("%s fades in", cue).isLessThan(200);
            assertThat(Math.abs(sample(pcm, pcm.length / 2 - 1))).as("%s fades out", cue).isLessThan(200);
        }
        assertThat(Tones.of(Tones.Cue.CRASH).length).isGreaterThan(Tones.of(Tones.Cue.EAT).length);
    }

    @Test void everyCueSoundsDifferent() {
        List<byte[]> seen = new ArrayList<>();
        for (Tones.Cue cue : Tones.Cue.values()) {
            byte[] pcm = Tones.of(cue);
            assertThat(seen).as("%s", cue).noneMatch(p -> java.util.Arrays.equals(p, pcm));
            seen.add(pcm);
        }
    }

    private static int sample(byte[] pcm, int k) { return (short) ((pcm[2 * k] & 0xff) | (pcm[2 * k + 1] << 8)); }

    /** An open 20×20 torus, every bonus kind, three lives; the row ahead of the head cleared. */
    private static SnakeSystem field() {
        SnakeOptions o = SnakeOptions.thesis().withLevel(Level.OPEN).withTorus(true).withPoison(false)
                .withMoreBonuses(true).withExtraBonuses(true).withLives(3);
        SnakeSystem sys = SnakeSystem.start(o, 1);
        SnakeState.Cell h = sys.state().head(1).orElseThrow();
        for (int j = h.col() + 1; j <= o.cols(); j++) sys.field().set(TYPE, h.row(), j, CA0_E);
        return sys;
    }

    /** The cue of the step in which the snake runs into a cell of {@code type} placed just ahead of its head. */
    private static Tones.Cue eatAhead(SnakeSystem sys, int type) {
        SnakeState.Cell h = sys.state().head(1).orElseThrow();
        sys.field().set(TYPE, h.row(), h.col() + 1, type);
        sys.field().set(TTL, h.row(), h.col() + 1, type == CA0_F || type == CA0_W ? 0 : 20);
        SnakeState before = sys.state();
        sys.step(SnakeMove.NONE);
        return SoundCues.between(before, sys.state());
    }

    @Test void eachEventHasItsOwnCue() {
        assertThat(eatAhead(field(), CA0_F)).isEqualTo(Tones.Cue.EAT);
        assertThat(eatAhead(field(), CA0_B)).isEqualTo(Tones.Cue.BONUS);
        assertThat(eatAhead(field(), CA0_X)).isEqualTo(Tones.Cue.EXTRA_LIFE);
        SnakeSystem fake = field();
        eatAhead(fake, CA0_B);
        assertThat(eatAhead(fake, CA0_K)).as("a fake bonus, points to lose").isEqualTo(Tones.Cue.FAKE);
        assertThat(eatAhead(field(), CA0_K)).as("a fake bonus at no points: still its cue").isEqualTo(Tones.Cue.FAKE);
        assertThat(eatAhead(field(), CA0_R)).isEqualTo(Tones.Cue.SHRINK);
        assertThat(eatAhead(field(), CA0_D)).isEqualTo(Tones.Cue.SLOW);
        SnakeSystem crash = field();
        assertThat(eatAhead(crash, CA0_W)).as("a wall with lives to spare").isEqualTo(Tones.Cue.CRASH);
        SnakeState laidOut = crash.state();
        crash.step(SnakeMove.NONE);
        assertThat(SoundCues.between(laidOut, crash.state())).as("the field laid out again is quiet").isNull();

        SnakeSystem plain = field();
        SnakeState before = plain.state();
        plain.step(SnakeMove.of(Direction.NONE));
        assertThat(SoundCues.between(before, plain.state())).as("an ordinary step").isNull();
        assertThat(SoundCues.between(null, plain.state())).isNull();
        assertThat(SoundCues.between(plain.state(), plain.state())).as("no step between them").isNull();
    }

    @Test void theEndOfAGameAndANewLevelHaveTheirCues() {
        SnakeRules rules = new SnakeRules(false);
        // the thesis's snake running straight into the right wall, its only life
        SnakeState t = SnakeState.initial(SnakeOptions.thesis().withPoison(false), 1);
        Tones.Cue last = null;
        while (!t.isGameOver()) {
            SnakeState next = rules.apply(t, SnakeMove.of(Direction.NONE));
            last = SoundCues.between(t, next);
            t = next;
        }
        assertThat(last).isEqualTo(Tones.Cue.GAME_OVER);

        // the autopilot fills a small board
        SnakeState s = SnakeState.initial(SnakeOptions.autopilotBoard(4, 4).withClassicRules(), 2);
        Autopilot ai = new Autopilot();
        while (s.isRunning() && s.step() < 2_000) {
            SnakeState next = rules.apply(s, ai.next(s));
            last = SoundCues.between(s, next);
            s = next;
        }
        assertThat(s.isBoardFull()).isTrue();
        assertThat(last).isEqualTo(Tones.Cue.WIN);

        // the campaign's first level: its fifth apple ends it
        SnakeSystem sys = SnakeSystem.start(Campaign.options(), 3);
        List<Tones.Cue> cues = new ArrayList<>();
        for (int k = 0; k < Campaign.level(1).apples(); k++) cues.add(eatAhead(sys, CA0_F));
        assertThat(cues).containsExactly(Tones.Cue.EAT, Tones.Cue.EAT, Tones.Cue.EAT, Tones.Cue.EAT, Tones.Cue.LEVEL_UP);
    }

    /** A device whose writes wait for {@link #release} and are counted down on {@link #writes}. */
    private static final class HeldDevice implements SoundDevice {
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger opened = new AtomicInteger(), written = new AtomicInteger();
        final CountDownLatch writes;

        HeldDevice(int expectedWrites) { this.writes = new CountDownLatch(expectedWrites); }

        @Override public Optional<Output> open() {
            opened.incrementAndGet();
            return Optional.of(new Output() {
                @Override public void write(byte[] pcm) {
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    written.incrementAndGet();
                    writes.countDown();
                }
                @Override public void close() { }
            });
        }
    }

    @Test void cuesThatComeFasterThanTheyPlayAreDroppedWithoutHoldingUpTheCaller() throws InterruptedException {
        HeldDevice device = new HeldDevice(3);
        try (SnakeSounds on = new SnakeSounds(() -> true, device, s -> { })) {
            // the first cue's write is held: had play() waited for it, this loop would never end
            for (int k = 0; k < 50; k++) on.play(Tones.Cue.CRASH);
            assertThat(on.dropped()).as("one playing, two waiting").isEqualTo(47);
            device.release.countDown();
            assertThat(device.writes.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(device.written.get()).isEqualTo(3);
            assertThat(on.status()).isEqualTo(SnakeSounds.Status.READY);
        }
        assertThat(device.opened.get()).as("the device is opened once").isEqualTo(1);
    }

    @Test void nothingIsPlayedWhileSoundIsOffAndTheSettingIsReadForEveryCue() throws InterruptedException {
        AtomicBoolean setting = new AtomicBoolean(false);
        HeldDevice device = new HeldDevice(1);
        device.release.countDown();
        try (SnakeSounds sounds = new SnakeSounds(setting::get, device, s -> { })) {
            for (int k = 0; k < 20; k++) sounds.play(Tones.Cue.EAT);
            sounds.probe();
            assertThat(device.opened.get()).as("sound off: the device is not even opened").isZero();
            assertThat(sounds.dropped()).isZero();
            setting.set(true);
            sounds.play(Tones.Cue.EAT);
            assertThat(device.writes.await(30, TimeUnit.SECONDS)).isTrue();
            setting.set(false);
            sounds.play(Tones.Cue.EAT);
            sounds.play(Tones.Cue.BONUS);
        }
        assertThat(device.written.get()).as("muted again: nothing more").isEqualTo(1);
    }

    @Test void withoutADeviceItSaysSoOnceAndHandsNoMoreCuesOver() throws InterruptedException {
        AtomicInteger opened = new AtomicInteger();
        List<SnakeSounds.Status> reported = new java.util.concurrent.CopyOnWriteArrayList<>();
        CountDownLatch told = new CountDownLatch(1);
        SoundDevice none = () -> { opened.incrementAndGet(); return Optional.empty(); };
        try (SnakeSounds sounds = new SnakeSounds(() -> true, none, s -> { reported.add(s); told.countDown(); })) {
            sounds.probe();
            assertThat(told.await(30, TimeUnit.SECONDS)).isTrue();
            for (int k = 0; k < 10; k++) sounds.play(Tones.Cue.EAT);
            assertThat(sounds.status()).isEqualTo(SnakeSounds.Status.NO_DEVICE);
            assertThat(sounds.played()).isZero();
        }
        assertThat(reported).containsExactly(SnakeSounds.Status.NO_DEVICE);
        assertThat(opened.get()).isEqualTo(1);
    }
}
