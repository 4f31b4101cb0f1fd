package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.HashSet;
import java.util.Set;

/**
 * Checks Lehman's classifier and the perfect player against {@link Minimax} on every position
 * reachable from the empty board (either side first) of one small graph.
 */
public final class Verification {

    /**
     * @param positions      running positions checked
     * @param classAgreed    positions where the classifier's class equals minimax's
     * @param wonPositions   positions where the side to move wins (by minimax)
     * @param winsKept       of those, positions where the perfect player's move keeps the win
     */
    public record Tally(long positions, long classAgreed, long wonPositions, long winsKept) {
        public Tally plus(Tally o) {
            return new Tally(positions + o.positions, classAgreed + o.classAgreed, wonPositions + o.wonPositions, winsKept + o.winsKept);
        }
        public static Tally zero() { return new Tally(0, 0, 0, 0); }
    }

    private Verification() {}

    public static Tally check(Board board) {
        Minimax mm = new Minimax(board);
        long[] t = new long[4];
        Set<Long> seen = new HashSet<>();
        for (Side first : Side.values()) visit(ShannonState.initial(board, first), mm, seen, t);
        return new Tally(t[0], t[1], t[2], t[3]);
    }

    private static void visit(ShannonState s, Minimax mm, Set<Long> seen, long[] t) {
        if (s.isOver()) return;
        long key = 0;
        for (int e = s.edgeCount() - 1; e >= 0; e--) key = key * 3 + s.edgeState(e).ordinal();
        key = key * 2 + s.toMove().ordinal();
        if (!seen.add(key)) return;
        PerfectStrategy.Decision d = PerfectStrategy.decide(s);
        t[0]++;
        if (d.verdict().positionClass() == mm.classify(s)) t[1]++;
        if (mm.winner(s) == s.toMove()) {
            t[2]++;
            if (mm.winner(s.play(d.move())) == s.toMove()) t[3]++;
        }
        for (int e : s.freeEdges()) visit(s.play(e), mm, seen, t);
    }
}
