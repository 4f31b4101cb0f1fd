package arcade.games.solitaire.solver;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The positions a search has explored, each with the obligation it was reached under
 * ({@link Pending}; with unlimited passes {@link Search} records most kinds as free). A
 * position explored freely covers the same position reached later under an obligation, which may
 * make only some of its moves; keeping both in one table costs one lookup where a key mixing in
 * the obligation and a second lookup for the free position would cost two.
 *
 * <p>With a pass limit a position also carries how far it has gone through its passes
 * ({@link Board#passesSpent}, left out of its key): one explored less far on covers it, since every
 * line from it can be played from there. Kept in a parallel byte array, made only when first
 * needed, so that searches with unlimited passes pay nothing for it. In draw 3 with unlimited
 * passes it carries its waste position, in the entry itself ({@link #addAtWaste}).
 *
 * <p>Open addressing with linear probing over longs: the key's upper 48 bits, the waste position
 * in the next 7 and the obligation in the low 9 (0 marks an empty slot, so a key whose upper bits
 * are all 0 is taken as 1 &lt;&lt; 16). One long per position, so one cache line per lookup; filled
 * up to three quarters before it doubles (half left it twice as large for no gain: the table is
 * far larger than the processor's caches, and a smaller one misses them less often).
 */
final class PositionTable {
    private static final long TAG = 0x1FF;
    /** The bits of an entry that are not its key: the obligation, then the waste position ({@link #addAtWaste}). */
    private static final long LOW = 0xFFFF;

    /** Atomic access to the slots once two searching threads share them ({@link #share}). */
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
    /** The most slots a shared table gets (128 MB). */
    static final int MAX_SHARED = 1 << 24;
    /** The longest probe a shared table makes to record a position before it gives up recording it. */
    private static final int MAX_PROBE = 1 << 10;

    private long[] slots;
    /**
     * Whether a second thread uses the table too: then it no longer grows, entries go in by
     * compare-and-set, and a position it has no room for is explored without being recorded.
     */
    private boolean shared;
    /** Per slot, how far through its passes the position there has gone, unsigned (null while none has). */
    private byte[] spentAt;
    /** In an entry's bits 9–15: the waste position ({@link #addAtWaste}) and whether it was explored freely. */
    private static final int WASTE = 0x3F, FREE = 0x40;
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
        long k = key & ~LOW;
        if (k == 0) k = LOW + 1;
        if (4 * (size + 1) > 3 * slots.length) grow();
        if (spent > 0 && spentAt == null) spentAt = new byte[slots.length];
        int mask = slots.length - 1, worse = -1;
        for (int i = index(k, mask); slots[i] != 0; i = (i + 1) & mask) {
            long e = slots[i];
            if ((e & ~LOW) != k) continue;
            int seen = (int) (e & TAG);
            if (seen != obligation && !(coveredByFree && seen == Pending.NONE)) continue;
            if (spentAt == null || (spentAt[i] & 0xFF) <= spent) return false;
            if (seen == obligation) worse = i;
        }
        if (worse >= 0) spentAt[worse] = (byte) spent;
        else insert(k | obligation, spent);
        return true;
    }

    /**
     * Whether turning the stock from waste position {@code from} leads to {@code to}: a fresh pass
     * (0) after turning it through and recycling, or on by whole turns of {@code draw} cards.
     */
    static boolean turningLeads(int from, int to, int draw) { return to == 0 || to >= from && (to - from) % draw == 0; }

    /**
     * As {@link #add(long, int, boolean)} for a position at waste position {@code pos}
     * ({@link Board#wastePos}, below 64), left out of its key: it is covered by the same position
     * recorded at the same waste position, or recorded when explored freely ({@code free}: under
     * no obligation at all) at a waste position from which turning leads to this one, which is at
     * least as good. (Recorded under an obligation, that cover lost a win: draw 3 deal 4122.)
     */
    boolean addAtWaste(long key, int obligation, boolean coveredByFree, int pos, int draw, boolean free) {
        if (shared) return addAtWasteShared(key, obligation, coveredByFree, pos, draw, free);
        long k = key & ~LOW;
        if (k == 0) k = LOW + 1;
        if (4 * (size + 1) > 3 * slots.length) grow();
        int mask = slots.length - 1;
        for (int i = index(k, mask); slots[i] != 0; i = (i + 1) & mask) {
            long e = slots[i];
            if ((e & ~LOW) != k) continue;
            int seen = (int) (e & TAG);
            if (seen != obligation && !(coveredByFree && seen == Pending.NONE)) continue;
            if (coversAtWaste(e, pos, draw)) return false;
        }
        insert(k | obligation | (long) (pos | (free ? FREE : 0)) << 9, 0);
        return true;
    }

    /** Whether entry {@code e}, of the same key and an obligation that covers, covers waste position {@code pos}. */
    private static boolean coversAtWaste(long e, int pos, int draw) {
        int w = (int) (e >>> 9) & 0x7F, p = w & WASTE;
        return p == pos || (w & FREE) != 0 && turningLeads(p, pos, draw);
    }

    /**
     * {@link #addAtWaste} on a shared table: a free slot is taken by compare-and-set, and when the
     * other thread took it first, its entry is compared like any other. Both threads may record the
     * same position at once and both explore it: only time is lost.
     */
    private boolean addAtWasteShared(long key, int obligation, boolean coveredByFree, int pos, int draw, boolean free) {
        long k = key & ~LOW;
        if (k == 0) k = LOW + 1;
        long entry = k | obligation | (long) (pos | (free ? FREE : 0)) << 9;
        boolean room = 8 * (size + 1) <= 7 * slots.length;
        int mask = slots.length - 1, i = index(k, mask);
        for (int probe = 0; probe < MAX_PROBE; probe++, i = (i + 1) & mask) {
            long e = (long) SLOT.getOpaque(slots, i);
            if (e == 0) {
                if (!room) return true;
                if (SLOT.compareAndSet(slots, i, 0L, entry)) {
                    size++; // not exact when both threads add at once: it only tells when to stop recording
                    return true;
                }
                e = (long) SLOT.getOpaque(slots, i);
            }
            if ((e & ~LOW) != k) continue;
            int seen = (int) (e & TAG);
            if (seen != obligation && !(coveredByFree && seen == Pending.NONE)) continue;
            if (coversAtWaste(e, pos, draw)) return false;
        }
        return true;
    }

    /**
     * Opens the table to a second searching thread: moved to {@code capacity} slots (a power of
     * two; never fewer than now), after which it no longer grows. Called by the thread that has
     * used it so far, before the other thread starts.
     */
    void share(int capacity) {
        if (capacity > slots.length) resize(capacity);
        shared = true;
    }

    /**
     * Reads the slot where {@code key}'s lookup starts (and the waste position beside it), to bring
     * them into the cache early; returns what it read.
     */
    long peek(long key) {
        long k = key & ~LOW;
        if (k == 0) k = LOW + 1;
        int i = index(k, slots.length - 1);
        return slots[i];
    }

    int size() { return size; }

    /**
     * Empties the table for the next search. A table grown large by one long search is given back
     * rather than wiped on every later (usually short) one.
     */
    void clear() {
        if (shared) {
            shared = false;
            slots = new long[1 << 15];
        } else if (size == 0) return;
        else if (slots.length > 1 << 16 && size < slots.length >>> 4) slots = new long[1 << 15];
        else java.util.Arrays.fill(slots, 0L);
        spentAt = null;
        size = 0;
    }

    private static int index(long k, int mask) { return (int) (k >>> 16 ^ k >>> 40) & mask; }

    /** Puts entry {@code e} in a free slot; returns the slot. */
    private int insert(long e, int passesSpent) {
        int mask = slots.length - 1, i = index(e & ~LOW, mask);
        while (slots[i] != 0) i = (i + 1) & mask;
        slots[i] = e;
        if (spentAt != null) spentAt[i] = (byte) passesSpent;
        size++;
        return i;
    }

    private void grow() { resize(slots.length * 2); }

    private void resize(int capacity) {
        long[] old = slots;
        byte[] oldSpent = spentAt;
        slots = new long[capacity];
        spentAt = oldSpent == null ? null : new byte[slots.length];
        size = 0;
        for (int i = 0; i < old.length; i++) {
            if (old[i] == 0) continue;
            insert(old[i], oldSpent == null ? 0 : oldSpent[i] & 0xFF);
        }
    }
}
