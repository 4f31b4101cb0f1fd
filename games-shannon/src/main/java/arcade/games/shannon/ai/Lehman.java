package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Lehman's solution of the Shannon switching game (THESIS.md §3.2–3.3). The position is reduced
 * (marked edges contracted, deleted edges removed); a maximum two-forest packing of the free edges
 * is built; then a phantom A–B edge is offered:
 * <ul>
 * <li>if the phantom is spanned, A and B lie in a positive subgraph (two edge-disjoint spanning
 * trees): a <b>Short</b> game;</li>
 * <li>otherwise it is packed, and a second phantom is offered: if that one is spanned, G + AB is
 * positive but G is not: <b>first</b> player wins;</li>
 * <li>otherwise a <b>Cut</b> game.</li>
 * </ul>
 * When positive, the spanned search also yields the two trees (of G, or of G + AB with the
 * phantom in one of them) that Short's strategy repairs.
 */
public final class Lehman {

    /** Two edge-disjoint spanning trees of one vertex set holding A and B, as board edge indices. */
    public record Trees(List<Integer> first, List<Integer> second, boolean phantomInFirst, boolean phantomInSecond) {
        public Trees {
            first = List.copyOf(first);
            second = List.copyOf(second);
        }

        /** True when these are trees of G + AB and the phantom A–B edge is in one of them. */
        public boolean usesPhantom() { return phantomInFirst || phantomInSecond; }
    }

    /**
     * The verdict on a position.
     *
     * @param positionClass Lehman's class
     * @param trees the two trees when the class is SHORT (trees of G) or FIRST (trees of G + AB)
     */
    public record Verdict(PositionClass positionClass, Optional<Trees> trees) {
        public Side winner(Side toMove) { return positionClass.winner(toMove); }
    }

    private Lehman() {}

    /** Only the class. */
    public static PositionClass classify(ShannonState s) { return verdict(s).positionClass(); }

    /** The class and, where they exist, the trees. A finished game is classed by its winner. */
    public static Verdict verdict(ShannonState s) {
        if (s.isOver()) {
            return new Verdict(s.winner().get() == Side.SHORT ? PositionClass.SHORT : PositionClass.CUT, Optional.empty());
        }
        Reduced r = reduce(s);
        TwoForestPacking packing = new TwoForestPacking(r.vertexCount);
        List<Integer> boardEdge = new ArrayList<>();
        for (int i = 0; i < r.eu.length; i++) {
            int id = packing.addEdge(r.eu[i], r.ev[i]);
            boardEdge.add(r.edge[i]);
            packing.insert(id);
        }
        int phantom1 = packing.addEdge(r.a, r.b);
        boardEdge.add(-1);
        if (!packing.insert(phantom1)) {
            return new Verdict(PositionClass.SHORT, Optional.of(trees(packing, boardEdge, r.a)));
        }
        int phantom2 = packing.addEdge(r.a, r.b);
        boardEdge.add(-2);
        if (!packing.insert(phantom2)) {
            return new Verdict(PositionClass.FIRST, Optional.of(trees(packing, boardEdge, r.a)));
        }
        return new Verdict(PositionClass.CUT, Optional.empty());
    }

    /** The component of the labelled set that holds A, split by forest. */
    private static Trees trees(TwoForestPacking p, List<Integer> boardEdge, int a) {
        boolean[] labelled = p.labelled();
        int maxVertex = 0;
        for (int e = 0; e < p.edgeCount(); e++) maxVertex = Math.max(maxVertex, Math.max(p.u(e), p.v(e)));
        int[] uf = new int[maxVertex + 1];
        for (int i = 0; i < uf.length; i++) uf[i] = i;
        for (int e = 0; e < p.edgeCount(); e++) if (labelled[e]) union(uf, p.u(e), p.v(e));
        int root = find(uf, a);
        List<Integer> t1 = new ArrayList<>(), t2 = new ArrayList<>();
        boolean ph1 = false, ph2 = false;
        for (int e = 0; e < p.edgeCount(); e++) {
            if (!labelled[e] || p.owner(e) < 0 || find(uf, p.u(e)) != root) continue;
            int be = boardEdge.get(e);
            if (p.owner(e) == 0) { if (be >= 0) t1.add(be); else ph1 = true; }
            else { if (be >= 0) t2.add(be); else ph2 = true; }
        }
        return new Trees(t1, t2, ph1, ph2);
    }

    /** The reduced multigraph: marked edges contracted, deleted edges and loops dropped. */
    static final class Reduced {
        final int vertexCount, a, b;
        final int[] eu, ev, edge;      // free edges between different classes, with their board index
        final int[] classOf;           // board vertex -> reduced vertex

        Reduced(int vertexCount, int a, int b, int[] eu, int[] ev, int[] edge, int[] classOf) {
            this.vertexCount = vertexCount; this.a = a; this.b = b; this.eu = eu; this.ev = ev; this.edge = edge; this.classOf = classOf;
        }
    }

    static Reduced reduce(ShannonState s) {
        Board g = s.board();
        int n = g.vertexCount();
        int[] uf = new int[n];
        for (int i = 0; i < n; i++) uf[i] = i;
        for (int e = 0; e < g.edgeCount(); e++) if (s.isMarked(e)) union(uf, g.edge(e).u(), g.edge(e).v());
        int[] classOf = new int[n];
        int[] compact = new int[n];
        Arrays.fill(compact, -1);
        int k = 0;
        for (int v = 0; v < n; v++) {
            int r = find(uf, v);
            if (compact[r] < 0) compact[r] = k++;
            classOf[v] = compact[r];
        }
        int[] eu = new int[g.edgeCount()], ev = new int[g.edgeCount()], idx = new int[g.edgeCount()];
        int m = 0;
        for (int e = 0; e < g.edgeCount(); e++) {
            if (!s.isFree(e)) continue;
            int cu = classOf[g.edge(e).u()], cv = classOf[g.edge(e).v()];
            if (cu == cv) continue;
            eu[m] = cu; ev[m] = cv; idx[m] = e; m++;
        }
        return new Reduced(k, classOf[g.a()], classOf[g.b()], Arrays.copyOf(eu, m), Arrays.copyOf(ev, m), Arrays.copyOf(idx, m), classOf);
    }

    static int find(int[] uf, int x) {
        while (uf[x] != x) { uf[x] = uf[uf[x]]; x = uf[x]; }
        return x;
    }

    static void union(int[] uf, int x, int y) {
        int rx = find(uf, x), ry = find(uf, y);
        if (rx != ry) uf[rx] = ry;
    }
}
