package arcade.games.snake.view.sound;

/**
 * The game's sounds, generated rather than bundled: short sine tones with a quick fade in and out
 * (no clicks), as 16-bit signed little-endian mono PCM at {@link #RATE} Hz.
 */
public final class Tones {
    static final float RATE = 22_050f;
    private static final double VOLUME = 0.28;

    private Tones() {}

    /** What happened in the game that a sound marks: one cue per kind of event. */
    public enum Cue {
        /** An apple eaten. */ EAT,
        /** A points bonus eaten. */ BONUS,
        /** An extra life eaten. */ EXTRA_LIFE,
        /** A fake bonus eaten: points lost. */ FAKE,
        /** A shrink bonus eaten. */ SHRINK,
        /** A slow-down bonus eaten. */ SLOW,
        /** A computer rival crashed. */ RIVAL_OUT,
        /** A crash that costs a life (or a round). */ CRASH,
        /** The next campaign level. */ LEVEL_UP,
        /** The game is lost (or over with two players). */ GAME_OVER,
        /** The board is full or the campaign done. */ WIN
    }

    static byte[] of(Cue cue) {
        return switch (cue) {
            case EAT -> concat(tone(880, 880, 0.06));
            case BONUS -> concat(tone(660, 660, 0.06), tone(990, 990, 0.09));
            case EXTRA_LIFE -> concat(tone(660, 660, 0.06), tone(880, 880, 0.06), tone(1320, 1320, 0.12));
            case FAKE -> concat(tone(520, 520, 0.07), tone(370, 370, 0.12));
            case SHRINK -> concat(tone(990, 620, 0.14));
            case SLOW -> concat(tone(392, 262, 0.28));
            case RIVAL_OUT -> concat(tone(300, 200, 0.1));
            case CRASH -> concat(tone(440, 110, 0.38));
            case LEVEL_UP -> concat(tone(523, 523, 0.08), tone(659, 659, 0.08), tone(784, 784, 0.08), tone(1047, 1047, 0.16));
            case GAME_OVER -> concat(tone(392, 392, 0.14), tone(330, 330, 0.14), tone(262, 200, 0.34));
            case WIN -> concat(tone(523, 523, 0.1), tone(659, 659, 0.1), tone(784, 784, 0.1), tone(1047, 1047, 0.1), tone(1568, 1568, 0.26));
        };
    }

    /** A tone gliding from {@code f0} to {@code f1} Hz over {@code seconds}. */
    static byte[] tone(double f0, double f1, double seconds) {
        int n = (int) (RATE * seconds);
        byte[] out = new byte[2 * n];
        int fade = Math.max(1, (int) (RATE * 0.008));
        double phase = 0;
        for (int k = 0; k < n; k++) {
            double f = f0 + (f1 - f0) * k / n;
            phase += 2 * Math.PI * f / RATE;
            double envelope = Math.min(1, Math.min(k / (double) fade, (n - 1 - k) / (double) fade));
            short v = (short) Math.round(Math.sin(phase) * envelope * VOLUME * Short.MAX_VALUE);
            out[2 * k] = (byte) v;
            out[2 * k + 1] = (byte) (v >> 8);
        }
        return out;
    }

    private static byte[] concat(byte[]... parts) {
        int len = 0;
        for (byte[] p : parts) len += p.length;
        byte[] out = new byte[len];
        int at = 0;
        for (byte[] p : parts) { System.arraycopy(p, 0, out, at, p.length); at += p.length; }
        return out;
    }
}
