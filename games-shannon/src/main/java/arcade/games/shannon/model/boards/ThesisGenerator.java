package arcade.games.shannon.model.boards;

import arcade.games.shannon.model.Board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The thesis's board generator (THESIS.md §5): a lattice with diagonals, random vertices dropped, short
 * non-crossing edges added. The order in which random numbers are drawn is fixed (THESIS.md §5.2–5.6),
 * so the same params and seed give the same board, tag for tag, on every machine.
 *
 * <p>Procedure, per attempt:
 * <ol>
 * <li>Vertices: rows j = 1..n, columns i = 1..m; draw r for every position (also A and B); create
 * the vertex if r ≤ p, or always for A = (1,1) and B = (m,n). Tags in creation order.</li>
 * <li>Edges, same order over positions: the horizontal edge to (i+1,j); the vertical edge to the
 * nearest existing vertex below; then the cell's diagonals "\" and "/" (when both are possible a
 * coin decides which is tried first). Each try draws r and adds the edge if r ≤ q and it crosses
 * no existing edge.</li>
 * <li>If A and B are not connected, start again with the same generator; otherwise keep A's
 * component and renumber compactly, keeping the order.</li>
 * <li>Jitter: for each kept vertex in tag order, dx then dy uniform in [−0.15, 0.15] lattice units.</li>
 * </ol>
 * The numbers come from {@code new java.util.Random(seed).nextDouble()}, as THESIS.md §5.5 fixes: its
 * generator is specified to the bit by the JDK, so a seed gives the same board everywhere (network
 * peers build the board from the shared seed), and the board statistics of THESIS.md §7.2 were taken
 * on exactly these boards. It is the one use of {@code java.util.Random} in the pure code; the rest
 * of the arcade draws from {@code arcade.api.session.Rng}.
 */
public final class ThesisGenerator {
    /** Largest jitter in lattice units (THESIS.md §5.6: keeps edges apart and vertices ≥ 0.58 apart). */
    public static final double JITTER = 0.15;
    private static final int MAX_ATTEMPTS = 10_000;

    private ThesisGenerator() {}

    /** The board for {@code params} and {@code seed}; named e.g. {@code 7x5 #42}. */
    public static Board generate(GeneratorParams params, long seed) {
        Random rng = new Random(seed);
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            Board b = attempt(params, rng, params.width() + "x" + params.height() + " #" + seed);
            if (b != null) return b;
        }
        throw new IllegalStateException("no connected board after " + MAX_ATTEMPTS + " attempts for " + params);
    }

    /** One attempt; null when A and B end up disconnected (the caller retries with the same stream). */
    private static Board attempt(GeneratorParams params, Random rng, String name) {
        int m = params.width(), n = params.height();
        double p = params.vertexProbability(), q = params.edgeProbability();
        int[][] tag = new int[m + 2][n + 2]; // 1-based lattice, 0 = no vertex, else tag + 1
        List<int[]> lattice = new ArrayList<>(); // tag -> {i, j}
        for (int j = 1; j <= n; j++) {
            for (int i = 1; i <= m; i++) {
                double r = rng.nextDouble();
                boolean terminal = (i == 1 && j == 1) || (i == m && j == n);
                if (terminal || r <= p) {
                    lattice.add(new int[]{i, j});
                    tag[i][j] = lattice.size();
                }
            }
        }
        List<int[]> edges = new ArrayList<>();
        for (int j = 1; j <= n; j++) {
            for (int i = 1; i <= m; i++) {
                if (tag[i][j] != 0 && i < m && tag[i + 1][j] != 0) tryEdge(rng, q, lattice, edges, tag[i][j] - 1, tag[i + 1][j] - 1);
                if (tag[i][j] != 0) {
                    int k = j + 1;
                    while (k <= n && tag[i][k] == 0) k++;
                    if (k <= n) tryEdge(rng, q, lattice, edges, tag[i][j] - 1, tag[i][k] - 1);
                }
                if (i < m && j < n) {
                    List<int[]> cand = new ArrayList<>(2);
                    if (tag[i][j] != 0 && tag[i + 1][j + 1] != 0) cand.add(new int[]{tag[i][j] - 1, tag[i + 1][j + 1] - 1});
                    if (tag[i + 1][j] != 0 && tag[i][j + 1] != 0) cand.add(new int[]{tag[i + 1][j] - 1, tag[i][j + 1] - 1});
                    if (cand.size() == 2 && rng.nextDouble() < 0.5) java.util.Collections.reverse(cand);
                    for (int[] c : cand) tryEdge(rng, q, lattice, edges, c[0], c[1]);
                }
            }
        }
        int a = tag[1][1] - 1, b = tag[m][n] - 1;
        boolean[] keep = component(lattice.size(), edges, a);
        if (!keep[b]) return null;
        int[] renumber = new int[lattice.size()];
        Board.Builder builder = Board.builder(name);
        List<int[]> kept = new ArrayList<>();
        for (int v = 0; v < lattice.size(); v++) {
            if (keep[v]) { renumber[v] = kept.size(); kept.add(lattice.get(v)); } else renumber[v] = -1;
        }
        for (int[] pos : kept) {
            double dx = -JITTER + 2 * JITTER * rng.nextDouble();
            double dy = -JITTER + 2 * JITTER * rng.nextDouble();
            builder.vertex(pos[0] - 1 + dx, pos[1] - 1 + dy);
        }
        for (int[] e : edges) if (keep[e[0]]) builder.edge(renumber[e[0]], renumber[e[1]]);
        return builder.a(renumber[a]).b(renumber[b]).build();
    }

    private static void tryEdge(Random rng, double q, List<int[]> lattice, List<int[]> edges, int u, int v) {
        double r = rng.nextDouble(); // always drawn, even when the edge will be rejected
        if (r <= q && !crossesExisting(lattice, edges, u, v)) edges.add(new int[]{u, v});
    }

    private static boolean crossesExisting(List<int[]> lattice, List<int[]> edges, int u, int v) {
        int[] p1 = lattice.get(u), p2 = lattice.get(v);
        for (int[] e : edges) {
            if (e[0] == u || e[0] == v || e[1] == u || e[1] == v) continue; // sharing an endpoint is no crossing
            if (Geometry.segmentsCross(p1[0], p1[1], p2[0], p2[1],
                    lattice.get(e[0])[0], lattice.get(e[0])[1], lattice.get(e[1])[0], lattice.get(e[1])[1])) return true;
        }
        return false;
    }

    private static boolean[] component(int n, List<int[]> edges, int from) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) { adj.get(e[0]).add(e[1]); adj.get(e[1]).add(e[0]); }
        boolean[] seen = new boolean[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[from] = true;
        queue.add(from);
        while (!queue.isEmpty()) for (int w : adj.get(queue.poll())) if (!seen[w]) { seen[w] = true; queue.add(w); }
        return seen;
    }
}
