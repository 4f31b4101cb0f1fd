package arcade.games.shannon.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Why a finished game ended: Short's A–B route of healed links, or the cut links that separate A's
 * side of the board from B. The view highlights these edges on the result.
 */
public final class Ending {
    private Ending() {}

    /** Edges of one path of marked edges from A to B (empty when there is none), in order from A. */
    public static List<Integer> winningPath(ShannonState s) {
        Board board = s.board();
        int n = board.vertexCount();
        int[] via = new int[n];
        java.util.Arrays.fill(via, -2);
        via[board.a()] = -1;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(board.a()));
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int e : board.incidentShared(v)) {
                if (!s.isMarked(e)) continue;
                int w = board.edge(e).other(v);
                if (via[w] == -2) { via[w] = e; queue.add(w); }
            }
        }
        if (via[board.b()] == -2) return List.of();
        List<Integer> path = new ArrayList<>();
        for (int v = board.b(); v != board.a(); v = board.edge(via[v]).other(v)) path.add(0, via[v]);
        return path;
    }

    /** Deleted edges with exactly one end on A's side (the cells still joined to A): Cut's separating cut. */
    public static List<Integer> separatingCut(ShannonState s) {
        boolean[] side = s.reachableFromA();
        if (side[s.board().b()]) return List.of();
        List<Integer> cut = new ArrayList<>();
        for (int e = 0; e < s.edgeCount(); e++) {
            Board.Edge edge = s.board().edge(e);
            if (s.isDeleted(e) && side[edge.u()] != side[edge.v()]) cut.add(e);
        }
        return cut;
    }

    /** The edges that explain the result: the winning path or the separating cut (empty while the game runs). */
    public static List<Integer> explaining(ShannonState s) {
        if (s.winner().isEmpty()) return List.of();
        return s.winner().get() == Side.SHORT ? winningPath(s) : separatingCut(s);
    }
}
