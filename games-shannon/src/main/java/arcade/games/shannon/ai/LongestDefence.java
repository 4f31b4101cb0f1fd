package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonState;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * In a lost position, the move that holds out longest: an exhaustive search where the winner ends
 * the game as fast as it can and the loser drags it out. Exponential in the free links, so it is
 * only run on small positions ({@link #MAX_FREE}); the hint then says "holds out longest" because it
 * was measured, not guessed.
 */
public final class LongestDefence {
    public static final int MAX_FREE = 10;

    /** A move and how many moves the game lasts after it with best play on both sides. */
    public record Defence(int move, int movesLeft) {}

    private final ShannonState root;
    private final int[] free;
    private final Map<Long, long[]> memo = new HashMap<>(); // key -> {moverWins ? 1 : 0, length}

    private LongestDefence(ShannonState root) {
        this.root = root;
        this.free = root.freeEdges();
    }

    /**
     * The longest defence of the side to move when it cannot win; empty when it can win, when the
     * game is over, or when the position has more than {@link #MAX_FREE} free links.
     */
    public static java.util.Optional<Defence> find(ShannonState s) {
        if (s.isOver() || s.freeCount() > MAX_FREE) return java.util.Optional.empty();
        LongestDefence search = new LongestDefence(s);
        if (search.value(s, 0, 0)[0] == 1) return java.util.Optional.empty();
        int best = -1, bestLength = -1;
        for (int i = 0; i < search.free.length; i++) {
            ShannonState next = s.play(search.free[i]);
            int length = 1 + (next.isOver() ? 0 : (int) search.value(next, 1 << i, i)[1]);
            if (length > bestLength) { bestLength = length; best = search.free[i]; }
        }
        return java.util.Optional.of(new Defence(best, bestLength));
    }

    /** How long the game lasts from {@code s}, an over position counting zero; test helper. */
    static OptionalInt length(ShannonState s) {
        if (s.isOver()) return OptionalInt.of(0);
        if (s.freeCount() > MAX_FREE) return OptionalInt.empty();
        return OptionalInt.of((int) new LongestDefence(s).value(s, 0, 0)[1]);
    }

    /**
     * {moverWins, moves to the end} for a running position; {@code played} has bit i set when
     * free[i] of the root has been played, {@code unused} only keeps the signature symmetrical.
     */
    private long[] value(ShannonState s, int played, int unused) {
        long key = 0;
        for (int i = 0; i < free.length; i++) {
            long st = s.isMarked(free[i]) ? 1 : s.isDeleted(free[i]) ? 2 : 0;
            key = key * 3 + st;
        }
        key = key * 2 + s.toMove().ordinal();
        long[] known = memo.get(key);
        if (known != null) return known;
        long fastestWin = Long.MAX_VALUE, slowestLoss = -1;
        for (int i = 0; i < free.length; i++) {
            if ((played & (1 << i)) != 0) continue;
            ShannonState next = s.play(free[i]);
            if (next.isOver()) {
                if (next.winner().get() == s.toMove()) fastestWin = Math.min(fastestWin, 1);
                else slowestLoss = Math.max(slowestLoss, 1);
                continue;
            }
            long[] v = value(next, played | 1 << i, i);
            if (v[0] == 0) fastestWin = Math.min(fastestWin, 1 + v[1]);
            else slowestLoss = Math.max(slowestLoss, 1 + v[1]);
        }
        long[] out = fastestWin != Long.MAX_VALUE ? new long[] {1, fastestWin} : new long[] {0, slowestLoss};
        memo.put(key, out);
        return out;
    }
}
