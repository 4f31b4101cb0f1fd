package arcade.games.snake.view.sound;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.SourceDataLine;
import java.util.Optional;

/** Where the tones go. Opened on the sound thread the first time it is needed. */
public interface SoundDevice {
    /** 16-bit signed little-endian mono at {@link Tones#RATE} Hz. */
    AudioFormat FORMAT = new AudioFormat(Tones.RATE, 16, 1, true, false);

    /** An open output: writing blocks while the sound plays. */
    interface Output {
        void write(byte[] pcm);
        void close();
    }

    /** The output, or empty when this machine has no device to play on. */
    Optional<Output> open();

    /** The system's default audio line. */
    static SoundDevice system() {
        return () -> {
            try {
                SourceDataLine line = AudioSystem.getSourceDataLine(FORMAT);
                line.open(FORMAT, (int) (FORMAT.getFrameRate() * FORMAT.getFrameSize() / 10));
                line.start();
                return Optional.of(new Output() {
                    @Override public void write(byte[] pcm) { line.write(pcm, 0, pcm.length); }
                    @Override public void close() { line.stop(); line.close(); }
                });
            } catch (Exception | LinkageError e) { // no mixer, no line, a system without audio
                return Optional.empty();
            }
        };
    }
}
