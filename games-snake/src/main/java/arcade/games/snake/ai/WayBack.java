package arcade.games.snake.ai;

import java.util.Arrays;

/**
 * The way back of a {@link SplicedCycle} rebuild: a shortest path over the free cells not yet
 * used, from the apple to a cell beside the tail, which the detours then widen into the rest of
 * the cycle. Two shapes of the same length: the first one found, and one that keeps beside cells
 * it cannot use (the body, the way to the apple, walls). Where the first leaves a strip of free
 * cells one cell wide between itself and the body, which detours cannot take in, the second
 * often runs along the body and leaves none. Its own work arrays, kept between calls.
 */
final class WayBack {
    private final CellGraph g;
    private final int[] prev, dist, queue;
    private boolean[] free, used;

    WayBack(CellGraph g) {
        this.g = g;
        prev = new int[g.cells];
        dist = new int[g.cells];
        queue = new int[g.cells];
    }

    /**
     * The first shortest way found from the apple (not included) to a cell beside the tail, over
     * cells free and not used; empty when the apple is beside the tail, null when there is none.
     * Keeps its search for {@link #hugging}.
     */
    int[] shortest(int apple, int tail, boolean[] free, boolean[] used) {
        this.free = free;
        this.used = used;
        if (apple != tail && g.adjacent(apple, tail)) return new int[0];
        Arrays.fill(dist, -1);
        int qh = 0, qt = 0;
        dist[apple] = 0;
        queue[qt++] = apple;
        while (qh < qt) {
            int cur = queue[qh++];
            if (cur != apple && g.adjacent(cur, tail)) return ApplePaths.pathTo(prev, cur, apple);
            for (int k = 0; k < 4; k++) {
                int nb = g.next(cur, k);
                if (nb < 0 || dist[nb] >= 0 || used[nb] || !free[nb]) continue;
                dist[nb] = dist[cur] + 1;
                prev[nb] = cur;
                queue[qt++] = nb;
            }
        }
        return null;
    }

    /**
     * After {@link #shortest} found {@code way}: a way as short to the same end whose every step,
     * walked back from that end, goes to the cell with the most sides closed (not free, or used);
     * null when that is {@code way} itself. The search has found every cell nearer the apple than
     * the end, so each step back has its choice of all of them.
     */
    int[] hugging(int[] way) {
        int n = way.length;
        if (n < 2) return null;
        int[] hugged = new int[n];
        int c = way[n - 1];
        hugged[n - 1] = c;
        for (int step = n - 2; step >= 0; step--) {
            int best = -1, top = -1;
            for (int k = 0; k < 4; k++) {
                int nb = g.next(c, k);
                if (nb < 0 || dist[nb] != step + 1) continue;
                int closed = 4 - g.openSides(nb, free, used);
                if (closed > top) { top = closed; best = nb; }
            }
            hugged[step] = c = best;
        }
        return Arrays.equals(hugged, way) ? null : hugged;
    }
}
