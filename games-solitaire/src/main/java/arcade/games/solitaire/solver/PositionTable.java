package arcade.games.solitaire.solver;

/**
 * The positions a search has explored, each with the obligation it was reached under
 * ({@link Pending}). A position explored freely covers the same position reached later under an
 * obligation, which may make only some of its moves; keeping both in one table costs one lookup
 * where a key mixing in the obligation and a second lookup for the free position would cost two.
 *
 * <p>Open addressing with linear probing over longs: the key's upper 55 bits and the obligation in
 * the low 9 (0 marks an empty slot, so a key whose upper bits are all 0 is taken as 1 &lt;&lt; 9).
 */
final class PositionTable {
    private static final long TAG = 0x1FF;

    private long[] slots;
    private int size;

    PositionTable(int capacity) { slots = new long[Integer.highestOneBit(Math.max(16, capacity) * 2 - 1)]; }

    /**
     * Records {@code key} under {@code obligation} (below 512); false when it was there already
     * under the same obligation, or, when {@code coveredByFree}, without one.
     */
    boolean add(long key, int obligation, boolean coveredByFree) {
        long k = key & ~TAG;
        if (k == 0) k = TAG + 1;
        if (2 * (size + 1) > slots.length) grow();
        int mask = slots.length - 1;
        for (int i = index(k, mask); slots[i] != 0; i = (i + 1) & mask) {
            long e = slots[i];
            if ((e & ~TAG) != k) continue;
            int seen = (int) (e & TAG);
            if (seen == obligation || coveredByFree && seen == Pending.NONE) return false;
        }
        insert(k | obligation);
        return true;
    }

    int size() { return size; }

    /**
     * Empties the table for the next search. A table grown large by one long search is given back
     * rather than wiped on every later (usually short) one.
     */
    void clear() {
        if (size == 0) return;
        if (slots.length > 1 << 16 && size < slots.length >>> 4) slots = new long[1 << 15];
        else java.util.Arrays.fill(slots, 0L);
        size = 0;
    }

    private static int index(long k, int mask) { return (int) (k >>> 9 ^ k >>> 37) & mask; }

    private void insert(long e) {
        int mask = slots.length - 1, i = index(e & ~TAG, mask);
        while (slots[i] != 0) i = (i + 1) & mask;
        slots[i] = e;
        size++;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        size = 0;
        for (long e : old) if (e != 0) insert(e);
    }
}
