package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.gamesystem.model.Board;
import arcade.gamesystem.model.MovePicker;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.StateCodec;
import arcade.gamesystem.model.Zone;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The game-theoretic value of a position of a two-player rules game without dice: alpha-beta
 * over win, draw and loss with a transposition table of packed positions (exact keys, sized by
 * the memory budget, newer entries replacing older; a position and its images under the file's
 * symmetries share an entry), the moves near the board's centre first and a winning move taken
 * at once. A position met again on the current line counts as a draw.
 */
final class Solver {
    /** Thrown when the time budget ran out. */
    static final class OutOfTime extends RuntimeException {
        OutOfTime() { super("out of time", null, false, false); }
    }

    private static final byte EXACT = 1, LOWER = 2, UPPER = 3;
    private final GameRules<RulesState, RulesMove> rules;
    private final StateCodec codec;
    private final int w;
    private final long[] keys;
    private final byte[] entries; // bound kind << 2 | value + 1
    private final int mask;
    private final TimeBudget time;
    private final long[] scratch, spare;
    private final java.util.Set<RulesState> line = new java.util.HashSet<>();
    long nodes;

    Solver(GameRules<RulesState, RulesMove> rules, RulesState start, MemoryBudget memory, TimeBudget time) {
        this.rules = rules;
        this.codec = new StateCodec(start.game());
        this.w = codec.words();
        long perEntry = 8L * w + 1;
        int slots = Integer.highestOneBit((int) Math.max(1 << 10, Math.min(1 << 26, memory.bytes() / 2 / perEntry)));
        this.keys = new long[slots * w];
        this.entries = new byte[slots];
        this.mask = slots - 1;
        this.time = time;
        this.scratch = new long[w];
        this.spare = new long[w];
    }

    /** The positions the table can hold. */
    int capacity() { return entries.length; }

    /** The value of {@code s} for the player to move: +1 win, 0 draw, −1 loss. */
    int value(RulesState s) { return search(s, -1, 1); }

    /** The value of a move for the player who makes it. */
    int valueOf(RulesState s, RulesMove m) {
        RulesState next = rules.apply(s, m);
        int v = search(next, -1, 1);
        return rules.outcome(next).isPresent() || !same(s, next) ? -v : v;
    }

    private boolean same(RulesState a, RulesState b) { return rules.toMove(a).equals(rules.toMove(b)); }

    private int search(RulesState s, int alpha, int beta) {
        if ((++nodes & 4095) == 0 && time.over()) throw new OutOfTime();
        var o = rules.outcome(s);
        if (o.isPresent()) return terminal(o.get(), s);
        if (rules.kind(s) != NodeKind.DECISION) throw new IllegalArgumentException("the solver plays no dice");
        List<RulesMove> moves = rules.legalMoves(s);
        if (moves.isEmpty()) return 0;
        int slot = find(s);
        if (slot >= 0) {
            int kind = entries[slot] >> 2, v = (entries[slot] & 3) - 1;
            if (kind == EXACT || kind == LOWER && v >= beta || kind == UPPER && v <= alpha) return v;
        }
        if (!line.add(s)) return 0; // a repetition on this line: a draw
        int a0 = alpha, best = -2;
        try {
            List<RulesState> next = new ArrayList<>(moves.size());
            for (RulesMove m : order(s, moves)) {
                RulesState n = rules.apply(s, m);
                Outcome won = rules.outcome(n).orElse(null);
                if (won instanceof Outcome.Win win && win.winner().equals(rules.toMove(s))) { best = 1; break; } // a winning move at once
                next.add(n);
            }
            if (best < 1) for (RulesState n : next) {
                int v = same(s, n) && rules.outcome(n).isEmpty() ? search(n, alpha, beta) : -search(n, -beta, -alpha);
                if (v > best) best = v;
                if (best > alpha) alpha = best;
                if (alpha >= beta) break;
            }
        } finally {
            line.remove(s);
        }
        store(s, best, best <= a0 ? UPPER : best >= beta ? LOWER : EXACT);
        return best;
    }

    /** A finished game's value for the player who would move in it. */
    private int terminal(Outcome o, RulesState s) {
        if (!(o instanceof Outcome.Win win)) return 0;
        return win.winner().equals(rules.toMove(s)) ? 1 : -1;
    }

    /** The moves about cells near the board's centre first (in Connect Four the middle columns, in Hex the middle cells). */
    private static List<RulesMove> order(RulesState s, List<RulesMove> moves) {
        Board b = s.game().board().orElse(null);
        if (b == null || b.cellCount() == 0) return moves;
        double cx = (b.cols() - 1) / 2.0, cy = (b.rows() - 1) / 2.0;
        List<RulesMove> out = new ArrayList<>(moves);
        out.sort(Comparator.comparingDouble(m -> {
            double d = 1e9;
            for (Zone z : MovePicker.zonesOf(s, m))
                if (b.isCell(z.index())) d = Math.min(d, Math.abs(b.colOf(z.index()) - cx) + 0.01 * Math.abs(b.rowOf(z.index()) - cy));
            return d;
        }));
        return out;
    }

    private int find(RulesState s) {
        codec.encodeCanonical(s, scratch, 0, spare);
        int slot = hash() & mask;
        if (entries[slot] == 0) return -1;
        for (int k = 0; k < w; k++) if (keys[slot * w + k] != scratch[k]) return -1;
        return slot;
    }

    private void store(RulesState s, int value, byte kind) {
        codec.encodeCanonical(s, scratch, 0, spare);
        int slot = hash() & mask;
        System.arraycopy(scratch, 0, keys, slot * w, w);
        entries[slot] = (byte) (kind << 2 | (value + 1));
    }

    private int hash() {
        long h = 0x9E3779B97F4A7C15L;
        for (int k = 0; k < w; k++) {
            h ^= scratch[k];
            h *= 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }
}
