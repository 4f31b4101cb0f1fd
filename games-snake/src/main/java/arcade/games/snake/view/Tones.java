package arcade.games.snake.view;

/**
 * The game's sounds, generated rather than bundled: short sine tones with a quick fade in and out
 * (no clicks), as 16-bit signed little-endian mono PCM at {@link #RATE} Hz.
 */
final class Tones {
    static final float RATE = 22_050f;
    private static final double VOLUME = 0.28;

    private Tones() {}

    /** What happened in the game that a sound marks. */
    enum Cue { EAT, BONUS, DEATH, LEVEL_UP }

    static byte[] of(Cue cue) {
        return switch (cue) {
            case EAT -> concat(tone(880, 880, 0.06));
            case BONUS -> concat(tone(660, 660, 0.06), tone(990, 990, 0.09));
            case DEATH -> concat(tone(440, 110, 0.38));
            case LEVEL_UP -> concat(tone(523, 523, 0.08), tone(659, 659, 0.08), tone(784, 784, 0.08), tone(1047, 1047, 0.16));
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
