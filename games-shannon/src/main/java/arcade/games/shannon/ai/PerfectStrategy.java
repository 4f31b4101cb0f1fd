package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Winning moves from Lehman's theory (THESIS.md §3.4).
 * <ul>
 * <li><b>Short, Short game</b>: claiming any edge of the two trees keeps two edge-disjoint spanning
 * trees after contraction (the other tree loses one cycle edge), so the position stays a Short game.</li>
 * <li><b>Short, neutral</b>: take the trees of G + AB; the phantom lies in one tree T; treat it as
 * just deleted by Cut and claim an edge of the other tree that rejoins the two halves of T − AB.
 * The result is a Short game.</li>
 * <li><b>Cut, Cut game</b>: every deletion keeps G + AB non-positive, so every move wins.</li>
 * <li><b>Cut, neutral</b>: a winning deletion must break one of the two trees of G + AB (otherwise
 * both survive and Short wins), so only tree edges are tried, each with one classification.</li>
 * </ul>
 * Among winning moves the thesis heuristic's edge is preferred when it wins (it shortens or
 * narrows fastest), then the tree's A–B path or the minimum cut.
 */
public final class PerfectStrategy {

    /** What the perfect player decided, with the work it did (reused by {@link Analysis}). */
    public record Decision(int move, boolean winning, Lehman.Verdict verdict, ThesisHeuristic.Result heuristic) {}

    private PerfectStrategy() {}

    /** The perfect player's move for the side to move; the game must be running. */
    public static Decision decide(ShannonState s) {
        if (s.isOver()) throw new IllegalStateException("the game is over");
        Lehman.Verdict verdict = Lehman.verdict(s);
        ThesisHeuristic.Result h = ThesisHeuristic.analyse(s);
        Side me = s.toMove();
        if (verdict.winner(me) != me) return new Decision(h.move(), false, verdict, h);
        int move = me == Side.SHORT ? shortMove(s, verdict, h) : cutMove(s, verdict, h);
        return new Decision(move, true, verdict, h);
    }

    /** A winning move for the side to move, if it has one. */
    public static Optional<Integer> winningMove(ShannonState s) {
        Decision d = decide(s);
        return d.winning() ? Optional.of(d.move()) : Optional.empty();
    }

    private static int shortMove(ShannonState s, Lehman.Verdict v, ThesisHeuristic.Result h) {
        Lehman.Trees t = v.trees().orElseThrow();
        int[] cls = Lehman.reduce(s).classOf;
        Board g = s.board();
        int a = cls[g.a()], b = cls[g.b()];
        if (v.positionClass() == PositionClass.SHORT || !t.usesPhantom()) {
            if (t.first().contains(h.move()) || t.second().contains(h.move())) return h.move();
            List<Integer> path = treePath(g, cls, t.first(), a, b);
            return path.get(0);
        }
        List<Integer> broken = t.phantomInFirst() ? t.first() : t.second();
        List<Integer> repair = t.phantomInFirst() ? t.second() : t.first();
        // X = the side of A in the broken tree without the phantom
        int[] uf = new int[g.vertexCount()];
        for (int i = 0; i < uf.length; i++) uf[i] = i;
        for (int e : broken) Lehman.union(uf, cls[g.edge(e).u()], cls[g.edge(e).v()]);
        int rootA = Lehman.find(uf, a);
        List<Integer> crossing = new ArrayList<>();
        for (int e : repair) {
            boolean uIn = Lehman.find(uf, cls[g.edge(e).u()]) == rootA, vIn = Lehman.find(uf, cls[g.edge(e).v()]) == rootA;
            if (uIn != vIn) crossing.add(e);
        }
        if (crossing.contains(h.move())) return h.move();
        for (int e : treePath(g, cls, repair, a, b)) if (crossing.contains(e)) return e;
        return crossing.get(0);
    }

    private static int cutMove(ShannonState s, Lehman.Verdict v, ThesisHeuristic.Result h) {
        if (v.positionClass() == PositionClass.CUT) return h.move();
        Lehman.Trees t = v.trees().orElseThrow();
        Set<Integer> treeEdges = new LinkedHashSet<>(t.first());
        treeEdges.addAll(t.second());
        Set<Integer> order = new LinkedHashSet<>();
        order.add(h.move());
        order.addAll(h.minCut());
        order.addAll(h.shortestPath());
        order.addAll(new java.util.TreeSet<>(treeEdges));
        for (int x : order) {
            if (!treeEdges.contains(x) || !s.isFree(x)) continue;
            ShannonState next = s.play(x);
            if (next.isOver() || Lehman.classify(next) == PositionClass.CUT) return x;
        }
        throw new IllegalStateException("no winning deletion in a position classed neutral: " + s);
    }

    /** The edges of {@code tree} on its path between reduced vertices a and b, from a. */
    private static List<Integer> treePath(Board g, int[] cls, List<Integer> tree, int a, int b) {
        int n = g.vertexCount();
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int e : tree) { adj.get(cls[g.edge(e).u()]).add(e); adj.get(cls[g.edge(e).v()]).add(e); }
        int[] predEdge = new int[n];
        java.util.Arrays.fill(predEdge, -2);
        predEdge[a] = -1;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(a);
        while (!q.isEmpty()) {
            int x = q.poll();
            for (int e : adj.get(x)) {
                int cu = cls[g.edge(e).u()], cv = cls[g.edge(e).v()];
                int y = cu == x ? cv : cu;
                if (predEdge[y] != -2) continue;
                predEdge[y] = e;
                q.add(y);
            }
        }
        List<Integer> path = new ArrayList<>();
        if (predEdge[b] == -2) return path;
        for (int y = b; y != a; ) {
            int e = predEdge[y];
            path.add(e);
            int cu = cls[g.edge(e).u()], cv = cls[g.edge(e).v()];
            y = cu == y ? cv : cu;
        }
        java.util.Collections.reverse(path);
        return path;
    }
}
