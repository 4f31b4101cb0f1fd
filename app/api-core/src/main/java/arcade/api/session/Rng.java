package arcade.api.session;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * SplitMix64: our own seeded generator, so that a seed gives the same game on every JDK
 * (java.util.Random's algorithms and shuffle are not ours to pin). Not thread-safe; cheap to copy.
 */
public final class Rng implements RandomGenerator {
    private long state;

    public Rng(long seed) { this.state = seed; }

    /** A copy that continues the same sequence independently. */
    public Rng copy() { Rng r = new Rng(0); r.state = state; return r; }

    /** The internal state, so a generator can be stored inside an immutable game state. */
    public long state() { return state; }

    public static Rng ofState(long state) { Rng r = new Rng(0); r.state = state; return r; }

    @Override public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        // Lemire's unbiased multiply-and-reject on 32 random bits.
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    @Override public double nextDouble() { return (nextLong() >>> 11) * 0x1.0p-53; }

    // The JDK's defaults for the methods below live in its internal RandomSupport and may change
    // between releases; defining them here keeps every seeded game identical on every JDK.

    @Override public int nextInt() { return (int) (nextLong() >>> 32); }

    @Override public boolean nextBoolean() { return nextLong() < 0; }

    @Override public float nextFloat() { return (nextLong() >>> 40) * 0x1.0p-24f; }

    /** Uniform in [origin, bound). */
    @Override public int nextInt(int origin, int bound) {
        if (origin >= bound) throw new IllegalArgumentException("bound must be greater than origin: " + origin + " >= " + bound);
        long span = (long) bound - origin;
        if (span <= Integer.MAX_VALUE) return origin + nextInt((int) span);
        return (int) (origin + nextLong(span));
    }

    /** Uniform in [0, bound), by rejection so that no value is favoured. */
    @Override public long nextLong(long bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        long r, v;
        do {
            r = nextLong() >>> 1;
            v = r % bound;
        } while (r - v + (bound - 1) < 0);
        return v;
    }

    /** Uniform in [origin, bound). */
    @Override public long nextLong(long origin, long bound) {
        if (origin >= bound) throw new IllegalArgumentException("bound must be greater than origin: " + origin + " >= " + bound);
        long span = bound - origin;
        if (span > 0) return origin + nextLong(span);
        long r; // the span overflows a long: draw until inside
        do { r = nextLong(); } while (r < origin || r >= bound);
        return r;
    }

    /** Fisher–Yates, from the last element down: the same permutation for the same seed everywhere. */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    public void shuffle(int[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = a[i]; a[i] = a[j]; a[j] = t;
        }
    }

    /** A fresh seed derived from a text, e.g. to turn a typed word into a game seed. */
    public static long seedOf(String text) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < text.length(); i++) { h ^= text.charAt(i); h *= 0x100000001b3L; }
        return new Rng(h).nextLong();
    }
}
