package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;

/** Random connected multigraphs for checking the solver against minimax (tests and {@code verify}). */
public final class RandomGraphs {
    private RandomGraphs() {}

    /**
     * A connected multigraph with 2..maxVertices vertices and at most {@code maxEdges} edges
     * (a random spanning tree plus random extra edges, parallel ones allowed), A = 0, B = the last
     * vertex, edge numbers shuffled.
     */
    public static Board next(Rng rng, int maxVertices, int maxEdges) {
        if (maxVertices < 2 || maxEdges < maxVertices - 1) throw new IllegalArgumentException("need maxVertices ≥ 2 and maxEdges ≥ maxVertices − 1");
        int n = 2 + rng.nextInt(maxVertices - 1);
        int m = Math.max(n - 1, 1 + rng.nextInt(maxEdges));
        int[][] edges = new int[m][];
        for (int v = 1; v < n; v++) edges[v - 1] = new int[]{rng.nextInt(v), v};
        for (int i = n - 1; i < m; i++) {
            int u = rng.nextInt(n), v = rng.nextInt(n - 1);
            if (v >= u) v++;
            edges[i] = new int[]{u, v};
        }
        for (int i = m - 1; i > 0; i--) { int j = rng.nextInt(i + 1); int[] t = edges[i]; edges[i] = edges[j]; edges[j] = t; }
        return Board.of("random " + n + "/" + m, n, edges);
    }
}
