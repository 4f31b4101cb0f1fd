package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.HashMap;
import java.util.Map;

/**
 * The exhaustive oracle: plain minimax over every move, memoised on (marked edges, deleted
 * edges, side to move) as bit masks. Exponential, for small graphs only (at most
 * {@link #MAX_EDGES} edges); the tests and the {@code verify} tool check Lehman's classifier
 * and the perfect player against it.
 */
public final class Minimax {
    public static final int MAX_EDGES = 20;

    private final Board board;
    private final int n, m;
    private final int[] eu, ev;
    private final Map<Long, Boolean> memo = new HashMap<>(); // key -> "side to move wins"

    public Minimax(Board board) {
        if (board.edgeCount() > MAX_EDGES) throw new IllegalArgumentException("minimax handles at most " + MAX_EDGES + " edges, got " + board.edgeCount());
        if (board.vertexCount() > 64) throw new IllegalArgumentException("minimax handles at most 64 vertices");
        this.board = board;
        this.n = board.vertexCount();
        this.m = board.edgeCount();
        eu = new int[m];
        ev = new int[m];
        for (int e = 0; e < m; e++) { eu[e] = board.edge(e).u(); ev[e] = board.edge(e).v(); }
    }

    /** The winner with best play from {@code s}. */
    public Side winner(ShannonState s) {
        if (s.board() != board && !s.board().equals(board)) throw new IllegalArgumentException("state of another board");
        if (s.isOver()) return s.winner().get();
        int marked = 0, deleted = 0;
        for (int e = 0; e < m; e++) {
            if (s.isMarked(e)) marked |= 1 << e;
            else if (s.isDeleted(e)) deleted |= 1 << e;
        }
        boolean moverWins = wins(marked, deleted, s.toMove() == Side.SHORT);
        return moverWins ? s.toMove() : s.toMove().other();
    }

    /** The class from the winners with either side to move. */
    public PositionClass classify(ShannonState s) {
        if (s.isOver()) return s.winner().get() == Side.SHORT ? PositionClass.SHORT : PositionClass.CUT;
        Side shortFirst = winner(s.withToMove(Side.SHORT)), cutFirst = winner(s.withToMove(Side.CUT));
        if (shortFirst == Side.SHORT && cutFirst == Side.SHORT) return PositionClass.SHORT;
        if (shortFirst == Side.CUT && cutFirst == Side.CUT) return PositionClass.CUT;
        if (shortFirst == Side.SHORT) return PositionClass.FIRST;
        throw new IllegalStateException("second player wins: impossible by Lehman's theorem, at " + s);
    }

    /** Number of positions memoised so far. */
    public int positionsSolved() { return memo.size(); }

    private boolean wins(int marked, int deleted, boolean shortToMove) {
        long key = (long) marked | (long) deleted << 20 | (shortToMove ? 1L << 40 : 0);
        Boolean known = memo.get(key);
        if (known != null) return known;
        int free = ~(marked | deleted) & ((1 << m) - 1);
        boolean result = false;
        for (int f = free; f != 0 && !result; f &= f - 1) {
            int e = Integer.numberOfTrailingZeros(f);
            if (shortToMove) {
                int nm = marked | 1 << e;
                result = connected(nm) || !wins(nm, deleted, false);
            } else {
                int nd = deleted | 1 << e;
                result = !connected(~nd & ((1 << m) - 1)) || !wins(marked, nd, true);
            }
        }
        memo.put(key, result);
        return result;
    }

    /** A–B connectivity over the edges in {@code edges}. */
    private boolean connected(int edges) {
        long reached = 1L << board.a();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int f = edges; f != 0; f &= f - 1) {
                int e = Integer.numberOfTrailingZeros(f);
                boolean u = (reached >>> eu[e] & 1) != 0, v = (reached >>> ev[e] & 1) != 0;
                if (u != v) { reached |= 1L << eu[e] | 1L << ev[e]; grew = true; }
            }
        }
        return (reached >>> board.b() & 1) != 0;
    }
}
