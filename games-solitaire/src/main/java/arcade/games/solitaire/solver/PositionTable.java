package arcade.games.solitaire.solver;

/**
 * The positions a search has explored, each with the obligation it was reached under
 * ({@link Pending}; with unlimited passes {@link Search} records all but one kind as free). A
 * position explored freely covers the same position reached later under an obligation, which may
 * make only some of its moves; keeping both in one table costs one lookup where a key mixing in
 * the obligation and a second lookup for the free position would cost two.
 *
 * <p>With a pass limit a position also carries how far it has gone through its passes
 * ({@link Board#passesSpent}, left out of its key): one explored less far on covers it, since every
 * line from it can be played from there. Kept in a parallel byte array, made only when first
 * needed, so that searches with unlimited passes pay nothing for it.
 *
 * <p>Open addressing with linear probing over longs: the key's upper 55 bits and the obligation in
 * the low 9 (0 marks an empty slot, so a key whose upper bits are all 0 is taken as 1 &lt;&lt; 9).
 */
final class PositionTable {
    private static final long TAG = 0x1FF;

    private long[] slots;
    /** Per slot, how far through its passes the position there has gone, unsigned (null while none has). */
    private byte[] spentAt;
    private int size;

    PositionTable(int capacity) { slots = new long[Integer.highestOneBit(Math.max(16, capacity) * 2 - 1)]; }

    /**
     * Records {@code key} under {@code obligation} (below 512); false when it was there already
     * under the same obligation, or, when {@code coveredByFree}, without one.
     */
    boolean add(long key, int obligation, boolean coveredByFree) { return add(key, obligation, coveredByFree, 0); }

    /**
     * As {@link #add(long, int, boolean)} for a position that has gone {@code spent} (below 256)
     * through its passes: it is covered only by one recorded as far or less far on. One recorded
     * further on under the same obligation is then brought back to this, and the position is
     * explored again.
     */
    boolean add(long key, int obligation, boolean coveredByFree, int spent) {
        long k = key & ~TAG;
        if (k == 0) k = TAG + 1;
        if (2 * (size + 1) > slots.length) grow();
        if (spent > 0 && spentAt == null) spentAt = new byte[slots.length];
        int mask = slots.length - 1, worse = -1;
        for (int i = index(k, mask); slots[i] != 0; i = (i + 1) & mask) {
            long e = slots[i];
            if ((e & ~TAG) != k) continue;
            int seen = (int) (e & TAG);
            if (seen != obligation && !(coveredByFree && seen == Pending.NONE)) continue;
            if (spentAt == null || (spentAt[i] & 0xFF) <= spent) return false;
            if (seen == obligation) worse = i;
        }
        if (worse >= 0) spentAt[worse] = (byte) spent;
        else insert(k | obligation, spent);
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
        spentAt = null;
        size = 0;
    }

    private static int index(long k, int mask) { return (int) (k >>> 9 ^ k >>> 37) & mask; }

    private void insert(long e, int passesSpent) {
        int mask = slots.length - 1, i = index(e & ~TAG, mask);
        while (slots[i] != 0) i = (i + 1) & mask;
        slots[i] = e;
        if (spentAt != null) spentAt[i] = (byte) passesSpent;
        size++;
    }

    private void grow() {
        long[] old = slots;
        byte[] oldSpent = spentAt;
        slots = new long[old.length * 2];
        spentAt = oldSpent == null ? null : new byte[slots.length];
        size = 0;
        for (int i = 0; i < old.length; i++) if (old[i] != 0) insert(old[i], oldSpent == null ? 0 : oldSpent[i] & 0xFF);
    }
}
