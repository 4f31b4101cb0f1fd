package arcade.games.snake.view;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.SourceDataLine;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Plays the game's cues on a thread of its own, so the frame loop never waits for audio: a cue
 * is handed over and the caller goes on; when cues come faster than they play, the surplus is
 * dropped. Without an audio device (or when the line cannot be opened) Snake is silent and says
 * nothing: sound is a nicety, not a reason for an error message.
 */
final class SnakeSounds implements AutoCloseable {
    private static final AudioFormat FORMAT = new AudioFormat(Tones.RATE, 16, 1, true, false);

    private final BooleanSupplier enabled;
    private final Map<Tones.Cue, byte[]> clips = new EnumMap<>(Tones.Cue.class);
    private final ThreadPoolExecutor player = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(2), r -> {
                Thread t = new Thread(r, "snake-sound");
                t.setDaemon(true);
                return t;
            }, new ThreadPoolExecutor.DiscardPolicy());
    private SourceDataLine line;      // opened on the player thread when first needed
    private volatile boolean silent;  // no device: stay quiet for good
    private volatile int played;

    SnakeSounds(BooleanSupplier enabled) {
        this.enabled = enabled;
        player.allowCoreThreadTimeOut(true);
        for (Tones.Cue c : Tones.Cue.values()) clips.put(c, Tones.of(c));
    }

    /** Plays {@code cue} (null: nothing) if sound is on; returns at once. */
    void play(Tones.Cue cue) {
        if (cue == null || silent || !enabled.getAsBoolean() || player.isShutdown()) return;
        player.execute(() -> write(clips.get(cue)));
    }

    private void write(byte[] pcm) {
        try {
            if (line == null) {
                SourceDataLine l = AudioSystem.getSourceDataLine(FORMAT);
                l.open(FORMAT, (int) (FORMAT.getFrameRate() * FORMAT.getFrameSize() / 10));
                l.start();
                line = l;
            }
            line.write(pcm, 0, pcm.length);
            played++;
        } catch (Exception | LinkageError e) { // no mixer, no line, a headless system without audio
            silent = true;
        }
    }

    /** True once it turned out there is no audio to play on. */
    boolean isSilent() { return silent; }

    /** Cues written to the audio line so far. */
    int played() { return played; }

    /** Stops taking cues and closes the audio line on the player thread, after the cue playing now. */
    @Override public void close() {
        player.getQueue().clear();
        player.execute(this::closeLine);
        player.shutdown();
    }

    private void closeLine() {
        if (line == null) return;
        line.stop();
        line.close();
        line = null;
    }
}
