package arcade.games.shannon.ai;

import java.util.Arrays;

/**
 * A maximum packing of two edge-disjoint forests in a multigraph (matroid partition, the union of
 * two graphic matroids), grown one edge at a time with Edmonds' augmenting paths searched
 * breadth-first (THESIS.md §3.3). An edge that cannot be inserted is spanned by the packing; the edges
 * labelled by that failed search (see {@link #labelled()}) form a closed set in which each forest
 * spans every labelled edge — the source of Short's two spanning trees.
 *
 * <p>Cost: O(|E|·|V|) per insertion. Not thread-safe; used inside one computation.
 */
final class TwoForestPacking {
    private final int n;
    private int m;
    private int[] eu = new int[16], ev = new int[16];
    private int[] owner = new int[16];     // -1 outside the packing, else forest 0 or 1
    private final Forest[] forests;
    private int[] pred = new int[16];      // BFS labels of the last search: -2 unlabelled, -1 root
    private int[] queue = new int[16];
    private int lastStart = -1;

    TwoForestPacking(int vertexCount) {
        n = vertexCount;
        forests = new Forest[]{new Forest(0), new Forest(1)};
    }

    /** Adds an edge to the ground set (not yet packed) and returns its id. */
    int addEdge(int u, int v) {
        if (m == eu.length) {
            int cap = m * 2;
            eu = Arrays.copyOf(eu, cap); ev = Arrays.copyOf(ev, cap); owner = Arrays.copyOf(owner, cap);
            pred = Arrays.copyOf(pred, cap); queue = Arrays.copyOf(queue, cap);
        }
        eu[m] = u; ev[m] = v; owner[m] = -1;
        return m++;
    }

    int edgeCount() { return m; }
    int u(int e) { return eu[e]; }
    int v(int e) { return ev[e]; }
    /** -1 if the edge is outside the packing, else the forest (0 or 1) holding it. */
    int owner(int e) { return owner[e]; }

    /**
     * Tries to add edge {@code x} to the packing, rearranging it along a shortest augmenting path.
     * Returns false when x is spanned (the packing is left unchanged and {@link #labelled()} holds
     * the closed set found by the search).
     */
    boolean insert(int x) {
        if (owner[x] >= 0) throw new IllegalStateException("edge already packed");
        lastStart = x;
        if (eu[x] == ev[x]) { Arrays.fill(pred, 0, m, -2); pred[x] = -1; return false; } // a loop spans nothing
        for (Forest f : forests) {
            f.refresh();
            if (f.comp[eu[x]] != f.comp[ev[x]]) { put(x, f.id); return true; }
        }
        Arrays.fill(pred, 0, m, -2);
        pred[x] = -1;
        int head = 0, tail = 0;
        queue[tail++] = x;
        while (head < tail) {
            int y = queue[head++];
            for (Forest f : forests) {
                if (owner[y] == f.id) continue;
                int a = eu[y], b = ev[y];
                if (f.comp[a] != f.comp[b]) { augment(y, f.id); return true; }
                // label every unlabelled edge of the cycle y closes in f
                while (a != b) {
                    int z;
                    if (f.depth[a] >= f.depth[b]) { z = f.parentEdge[a]; a = f.parent[a]; }
                    else { z = f.parentEdge[b]; b = f.parent[b]; }
                    if (pred[z] == -2) { pred[z] = y; queue[tail++] = z; }
                }
            }
        }
        return false;
    }

    /** After a failed {@link #insert}: which edges its search labelled (the start edge included). */
    boolean[] labelled() {
        boolean[] l = new boolean[m];
        for (int e = 0; e < m; e++) l[e] = pred[e] != -2;
        return l;
    }

    private void augment(int y, int forest) {
        int cur = y, target = forest;
        while (true) {
            int old = owner[cur];
            owner[cur] = target;
            if (pred[cur] == -1) break;
            target = old;             // the predecessor takes the place cur leaves
            cur = pred[cur];
        }
        forests[0].dirty = true;
        forests[1].dirty = true;
    }

    private void put(int x, int forest) {
        owner[x] = forest;
        forests[forest].dirty = true;
    }

    /** One forest as rooted trees (parent pointers and depths), rebuilt lazily after a change. */
    private final class Forest {
        final int id;
        final int[] parent = new int[n], parentEdge = new int[n], depth = new int[n], comp = new int[n];
        boolean dirty = true;
        private final int[] head = new int[n];
        private int[] next = new int[0], stack = new int[n];

        Forest(int id) { this.id = id; }

        void refresh() {
            if (!dirty) return;
            dirty = false;
            Arrays.fill(head, -1);
            if (next.length < 2 * m) next = new int[2 * eu.length];
            for (int e = 0; e < m; e++) {   // adjacency as linked lists of half-edges 2e (at u) and 2e+1 (at v)
                if (owner[e] != id) continue;
                next[2 * e] = head[eu[e]]; head[eu[e]] = 2 * e;
                next[2 * e + 1] = head[ev[e]]; head[ev[e]] = 2 * e + 1;
            }
            Arrays.fill(comp, -1);
            for (int r = 0; r < n; r++) {
                if (comp[r] >= 0) continue;
                comp[r] = r; parent[r] = -1; parentEdge[r] = -1; depth[r] = 0;
                int sp = 0;
                stack[sp++] = r;
                while (sp > 0) {
                    int v = stack[--sp];
                    for (int h = head[v]; h >= 0; h = next[h]) {
                        int e = h >> 1;
                        int w = (h & 1) == 0 ? ev[e] : eu[e];
                        if (comp[w] >= 0) continue;
                        comp[w] = r; parent[w] = v; parentEdge[w] = e; depth[w] = depth[v] + 1;
                        stack[sp++] = w;
                    }
                }
            }
        }
    }
}
