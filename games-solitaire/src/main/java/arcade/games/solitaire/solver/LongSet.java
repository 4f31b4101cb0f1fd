package arcade.games.solitaire.solver;

/** An open-addressing set of non-zero longs, without boxing: the thesis search's closed set. */
final class LongSet {
    private long[] keys;
    private int size;

    LongSet(int capacity) { keys = new long[Integer.highestOneBit(Math.max(16, capacity) * 2 - 1)]; }

    /** Adds the key; false when it was there already. */
    boolean add(long key) {
        if (key == 0) key = 1;
        if (2 * (size + 1) > keys.length) grow();
        int mask = keys.length - 1, i = (int) (key ^ key >>> 32) & mask;
        while (keys[i] != 0) {
            if (keys[i] == key) return false;
            i = (i + 1) & mask;
        }
        keys[i] = key;
        size++;
        return true;
    }

    boolean contains(long key) {
        if (key == 0) key = 1;
        int mask = keys.length - 1, i = (int) (key ^ key >>> 32) & mask;
        while (keys[i] != 0) {
            if (keys[i] == key) return true;
            i = (i + 1) & mask;
        }
        return false;
    }

    int size() { return size; }

    /**
     * Empties the set for the next search. A table grown large by one long search is given back
     * rather than wiped on every later (usually short) one.
     */
    void clear() {
        if (size == 0) return;
        if (keys.length > 1 << 16 && size < keys.length >>> 4) keys = new long[1 << 15];
        else java.util.Arrays.fill(keys, 0L);
        size = 0;
    }

    private void grow() {
        long[] old = keys;
        keys = new long[old.length * 2];
        size = 0;
        for (long k : old) if (k != 0) add(k);
    }
}
