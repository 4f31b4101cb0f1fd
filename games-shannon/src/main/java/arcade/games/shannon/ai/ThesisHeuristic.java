package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The thesis algorithm "max-flow ∩ Dijkstra" (THESIS.md §4.1), identical for both roles: the closest-to-A
 * minimum A–B edge cut (Edmonds–Karp with capacity |E| on marked edges and 1 on free ones) and the
 * 0/1 shortest A–B path (marked edges cost 0); the move is the first path edge, counted from A,
 * that lies in the cut. Tie-breaks are fixed (adjacency in ascending edge order, BFS augmenting
 * paths, Dijkstra ordered by (distance, vertex) with strict improvement), so the result is
 * deterministic. Includes the two corrections of THESIS.md §4.1 to the thesis's min-cut search: signed
 * residuals in both directions, and vertices marked visited when enqueued.
 */
public final class ThesisHeuristic {

    /** The heuristic's view of a running position. */
    public record Result(List<Integer> minCut, boolean[] sourceSide, int flow, List<Integer> shortestPath, int move) {
        public Result {
            minCut = List.copyOf(minCut);
            shortestPath = List.copyOf(shortestPath);
        }
    }

    private ThesisHeuristic() {}

    /** The edge the thesis AI plays (Short marks it, Cut deletes it). The game must be running. */
    public static int move(ShannonState s) { return analyse(s).move(); }

    /** Cut, path and move; the game must be running. */
    public static Result analyse(ShannonState s) {
        if (s.isOver()) throw new IllegalStateException("the game is over");
        boolean[] sourceSide = new boolean[s.board().vertexCount()];
        int flow = maxFlow(s, sourceSide);
        List<Integer> cut = cutEdges(s, sourceSide);
        List<Integer> path = shortestPath(s);
        boolean[] inCut = new boolean[s.edgeCount()];
        for (int e : cut) inCut[e] = true;
        for (int e : path) if (inCut[e]) return new Result(cut, sourceSide, flow, path, e);
        throw new IllegalStateException("the shortest path does not cross the minimum cut: " + s);
    }

    /** The edges of the minimum A–B cut closest to A (all free while the game runs). */
    public static List<Integer> minCut(ShannonState s) {
        boolean[] side = new boolean[s.board().vertexCount()];
        maxFlow(s, side);
        return cutEdges(s, side);
    }

    /**
     * Edmonds–Karp from A to B; fills {@code sourceSide} with the vertices reached by the last,
     * failing search, and returns the flow value.
     */
    static int maxFlow(ShannonState s, boolean[] sourceSide) {
        Board g = s.board();
        int m = g.edgeCount(), n = g.vertexCount();
        int big = 0;
        for (int e = 0; e < m; e++) if (!s.isDeleted(e)) big++;
        int[] cap = new int[m];
        for (int e = 0; e < m; e++) cap[e] = s.isMarked(e) ? big : 1;
        int[] flow = new int[m];
        int[][] adj = new int[n][];
        for (int v = 0; v < n; v++) adj[v] = g.incidentEdges(v);
        int total = 0;
        int[] predEdge = new int[n];
        int[] predVertex = new int[n];
        while (true) {
            java.util.Arrays.fill(sourceSide, false);
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            sourceSide[g.a()] = true;
            queue.add(g.a());
            while (!queue.isEmpty() && !sourceSide[g.b()]) {
                int v = queue.poll();
                for (int e : adj[v]) {
                    if (s.isDeleted(e)) continue;
                    int w = g.edge(e).other(v);
                    if (sourceSide[w] || residual(g, cap, flow, v, e) <= 0) continue;
                    sourceSide[w] = true; // visited on enqueue: the thesis's loop cannot recur
                    predEdge[w] = e;
                    predVertex[w] = v;
                    queue.add(w);
                }
            }
            if (!sourceSide[g.b()]) return total;
            int delta = Integer.MAX_VALUE;
            for (int w = g.b(); w != g.a(); w = predVertex[w]) delta = Math.min(delta, residual(g, cap, flow, predVertex[w], predEdge[w]));
            for (int w = g.b(); w != g.a(); w = predVertex[w]) {
                int e = predEdge[w];
                flow[e] += predVertex[w] == g.edge(e).u() ? delta : -delta;
            }
            total += delta;
        }
    }

    /** Spare capacity from v along e: flow towards v counts as negative, so the BFS may pass back. */
    private static int residual(Board g, int[] cap, int[] flow, int v, int e) {
        return cap[e] - (v == g.edge(e).u() ? flow[e] : -flow[e]);
    }

    private static List<Integer> cutEdges(ShannonState s, boolean[] side) {
        List<Integer> cut = new ArrayList<>();
        for (int e = 0; e < s.edgeCount(); e++) {
            if (s.isDeleted(e)) continue;
            Board.Edge ed = s.board().edge(e);
            if (side[ed.u()] != side[ed.v()]) cut.add(e);
        }
        return cut;
    }

    /** Dijkstra with marked edges costing 0 and free ones 1; edges from A to B, empty if B is unreachable. */
    public static List<Integer> shortestPath(ShannonState s) {
        Board g = s.board();
        int n = g.vertexCount();
        int[] dist = new int[n];
        int[] pred = new int[n];
        java.util.Arrays.fill(dist, Integer.MAX_VALUE);
        java.util.Arrays.fill(pred, -1);
        boolean[] done = new boolean[n];
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
        dist[g.a()] = 0;
        pq.add(new long[]{0, g.a()});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int v = (int) top[1];
            if (done[v]) continue;
            done[v] = true;
            for (int e : g.incidentEdges(v)) {
                if (s.isDeleted(e)) continue;
                int w = g.edge(e).other(v);
                int nd = dist[v] + (s.isMarked(e) ? 0 : 1);
                if (nd < dist[w]) { // strict improvement only
                    dist[w] = nd;
                    pred[w] = e;
                    pq.add(new long[]{nd, w});
                }
            }
        }
        if (dist[g.b()] == Integer.MAX_VALUE) return List.of();
        List<Integer> path = new ArrayList<>();
        for (int w = g.b(); w != g.a(); ) {
            int e = pred[w];
            path.add(e);
            w = g.edge(e).other(w);
        }
        java.util.Collections.reverse(path);
        return path;
    }
}
