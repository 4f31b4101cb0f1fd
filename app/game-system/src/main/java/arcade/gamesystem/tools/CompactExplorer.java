package arcade.gamesystem.tools;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.StateCodec;

import java.util.Map;
import java.util.TreeMap;

/**
 * Counts every reachable state of a rules game exactly (THESIS.md §7), with
 * each state packed into a few words ({@link StateCodec}) in chunks that double as the breadth-first
 * queue, and an open-addressing table of state numbers: a few dozen bytes a state instead of the
 * full automaton's kilobyte and more. It keeps no transitions, only their number.
 */
public final class CompactExplorer {
    private static final int CHUNK_WORDS = 1 << 20;

    /**
     * @param stoppedBy null when every state was counted, else why the count stopped: "state limit",
     *                  "memory" or "time" (the figures are then those reached)
     */
    public record Count(long states, long terminal, Map<String, Long> terminalByOutcome, long transitions, String stoppedBy,
                        long bytes, long millis) {
        public boolean complete() { return stoppedBy == null; }

        /** What the count's own storage took per state. */
        public double bytesPerState() { return states == 0 ? 0 : bytes / (double) states; }
    }

    private final GameRules<RulesState, RulesMove> rules;
    private final StateCodec codec;
    private final int w;
    /** States per chunk: a chunk holds whole states only. */
    private final int perChunk;
    private long[][] chunks = new long[0][];
    private int[] table = new int[1 << 12];
    private int count;
    private final long[] scratch;

    private CompactExplorer(GameRules<RulesState, RulesMove> rules, StateCodec codec) {
        this.rules = rules;
        this.codec = codec;
        this.w = codec.words();
        this.perChunk = Math.max(1, CHUNK_WORDS / w);
        this.scratch = new long[w];
    }

    public static Count count(GameRules<RulesState, RulesMove> rules, RulesState start, int stateLimit, MemoryBudget memory, TimeBudget time) {
        return new CompactExplorer(rules, new StateCodec(start.game())).run(start, stateLimit, memory, time);
    }

    private Count run(RulesState start, int stateLimit, MemoryBudget memory, TimeBudget time) {
        long began = System.nanoTime();
        long terminal = 0, transitions = 0;
        Map<String, Long> byOutcome = new TreeMap<>();
        String stopped = null;
        try {
            add(start, stateLimit, memory);
            for (int i = 0; i < count; i++) {
                if ((i & 255) == 0 && time.over()) { stopped = "time"; break; }
                RulesState s = state(i);
                NodeKind kind = rules.kind(s);
                if (kind == NodeKind.TERMINAL) {
                    terminal++;
                    byOutcome.merge(rules.outcome(s).map(Outcome::toString).orElse("?"), 1L, Long::sum);
                    continue;
                }
                for (RulesMove m : rules.legalMoves(s)) {
                    transitions++;
                    add(rules.apply(s, m), stateLimit, memory);
                }
                if (kind.hasChance()) for (ChanceOutcome<RulesState> o : rules.chanceOutcomes(s)) {
                    transitions++;
                    add(o.next(), stateLimit, memory);
                }
            }
        } catch (Stop e) {
            stopped = e.why;
        } catch (OutOfMemoryError e) { // the last resort: the budget is a share of the heap, so this should not happen
            chunks = new long[0][];
            table = new int[0];
            stopped = "memory";
        }
        return new Count(count, terminal, byOutcome, transitions, stopped, bytes(), (System.nanoTime() - began) / 1_000_000);
    }

    private long bytes() {
        long b = 4L * table.length;
        for (long[] c : chunks) b += 8L * c.length;
        return b;
    }

    private RulesState state(int i) { return codec.decode(chunks[i / perChunk], (i % perChunk) * w); }

    /** Adds a state unless it is known; the table holds state numbers + 1 (0 is empty). */
    private void add(RulesState s, int stateLimit, MemoryBudget memory) {
        codec.encode(s, scratch, 0);
        int mask = table.length - 1;
        int h = hash(scratch) & mask;
        while (table[h] != 0) {
            if (same(table[h] - 1)) return;
            h = (h + 1) & mask;
        }
        if (count >= stateLimit) throw new Stop("state limit");
        int chunk = count / perChunk, off = (count % perChunk) * w;
        if (chunk >= chunks.length) grow(chunk, memory);
        if (off + w > chunks[chunk].length) widen(chunk, memory);
        System.arraycopy(scratch, 0, chunks[chunk], off, w);
        table[h] = count + 1;
        count++;
        if (count * 4L > table.length * 3L) rehash(memory); // at most three quarters full
    }

    private boolean same(int i) {
        long[] c = chunks[i / perChunk];
        int off = (i % perChunk) * w;
        for (int k = 0; k < w; k++) if (c[off + k] != scratch[k]) return false;
        return true;
    }

    /** A new chunk, small at first: it widens as it fills, so a small game takes little. */
    private void grow(int chunk, MemoryBudget memory) {
        int words = Math.min(perChunk, 4096) * w;
        if (bytes() + 8L * words > memory.bytes()) throw new Stop("memory");
        long[][] more = java.util.Arrays.copyOf(chunks, chunk + 1);
        more[chunk] = new long[words];
        chunks = more;
    }

    private void widen(int chunk, MemoryBudget memory) {
        int words = (int) Math.min((long) perChunk * w, 2L * chunks[chunk].length);
        if (bytes() + 8L * words > memory.bytes()) throw new Stop("memory");
        chunks[chunk] = java.util.Arrays.copyOf(chunks[chunk], words);
    }

    private void rehash(MemoryBudget memory) {
        if (table.length >= 1 << 30 || bytes() + 8L * table.length > memory.bytes()) throw new Stop("memory");
        int[] bigger = new int[table.length * 2];
        int mask = bigger.length - 1;
        for (int slot : table) {
            if (slot == 0) continue;
            long[] c = chunks[(slot - 1) / perChunk];
            int off = ((slot - 1) % perChunk) * w;
            int h = hash(c, off) & mask;
            while (bigger[h] != 0) h = (h + 1) & mask;
            bigger[h] = slot;
        }
        table = bigger;
    }

    private int hash(long[] a) { return hash(a, 0); }

    private int hash(long[] a, int off) {
        long h = 0x9E3779B97F4A7C15L;
        for (int k = 0; k < w; k++) {
            h ^= a[off + k];
            h *= 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }

    private static final class Stop extends RuntimeException {
        final String why;

        Stop(String why) {
            super(why, null, false, false);
            this.why = why;
        }
    }
}
