package arcade.games.snake.ai;

import java.util.Arrays;

/**
 * The candidate paths from the head to the apple that {@link SplicedCycle} tries to rebuild its
 * cycle around: shortest paths over free cells in four direction orders, two that hug or avoid the
 * body and walls, one that may cross body cells the tail leaves in time, and longer ones that
 * enter the apple from a chosen side. Its own work arrays,
 * so drawing paths never disturbs the searches of a rebuild being tried.
 */
final class ApplePaths {
    private final CellGraph g;
    private final boolean[] free;         // the board's free cells, refreshed by the owner every step
    private final int[] prev, dist, queue, score;
    private int queueLength;            // cells given a distance by the last distancesFrom, in order
    private BoardView v;
    private int back;

    /** Paths on {@code g}'s board, reading the free cells from {@code free}. */
    ApplePaths(CellGraph g, boolean[] free) {
        this.g = g;
        this.free = free;
        int n = g.cells;
        prev = new int[n];
        dist = new int[n];
        queue = new int[n];
        score = new int[n];
    }

    /** This step's board and the direction the head may not take (−1: any). */
    void look(BoardView v, int back) {
        this.v = v;
        this.back = back;
    }

    /**
     * Distances over free cells from the target, as far as the nearest cell beside the head
     * (one search serves every shortest path); answers the head's distance, or −1 when the
     * target cannot be reached.
     */
    int distancesFrom(int target) {
        Arrays.fill(dist, -1);
        int qh = 0, qt = 0, reached = -1;
        dist[target] = 0;
        queue[qt++] = target;
        while (qh < qt) {
            int cur = queue[qh++];
            if (reached >= 0 && dist[cur] >= reached) break;
            for (int k = 0; k < 4; k++) {
                int nb = g.next(cur, k);
                if (nb < 0 || dist[nb] >= 0) continue;
                if (nb == v.head) {
                    if (k != (back + 2) % 4 || back < 0) reached = dist[cur] + 1;   // not entered by a reversal
                    continue;
                }
                if (!free[nb]) continue;
                dist[nb] = dist[cur] + 1;
                queue[qt++] = nb;
            }
        }
        queueLength = qt;
        return reached;
    }

    /** A shortest path from the head (not included) to the target (included), or null when there is none. */
    int[] shortest(int target) {
        int length = distancesFrom(target);
        return length < 0 ? null : along(length, 0);
    }

    /**
     * A shortest path after {@link #distancesFrom}: each step goes to a neighbour one step nearer,
     * {@code order} picks the direction tried first, so the four orders give different paths
     * where there is a choice.
     */
    int[] along(int length, int order) {
        int[] path = new int[length];
        int cur = v.head;
        for (int step = 0; step < length; step++) {
            int want = length - step - 1, to = -1;
            for (int m = 0; m < 4 && to < 0; m++) {
                int k = (m + order) % 4;
                if (step == 0 && k == back) continue;
                int nb = g.next(cur, k);
                if (nb >= 0 && dist[nb] == want && (free[nb] || want == 0)) to = nb;
            }
            path[step] = cur = to;
        }
        return path;
    }

    /**
     * The shortest path (after {@link #distancesFrom}) that runs beside the most non-free cells
     * (body, walls) — or, with {@code away}, the fewest: a path hugging the body seldom cuts off a
     * free cell that detours cannot take in. One pass over the cells in order of distance from the
     * apple scores every cell.
     */
    int[] hugging(int length, boolean away) {
        for (int q = 0; q < queueLength; q++) {
            int c = queue[q], best = dist[c] == 0 ? 0 : Integer.MIN_VALUE;
            for (int k = 0; k < 4; k++) {
                int nb = g.next(c, k);
                if (nb >= 0 && dist[nb] == dist[c] - 1 && dist[nb] >= 0) best = Math.max(best, score[nb]);
            }
            int walled = 4 - g.openSides(c, free, null);   // body, wall or the board's edge
            score[c] = best + (away ? -walled : walled);
        }
        int[] path = new int[length];
        int cur = v.head;
        for (int step = 0; step < length; step++) {
            int want = length - step - 1, to = -1, top = Integer.MIN_VALUE;
            for (int k = 0; k < 4; k++) {
                if (step == 0 && k == back) continue;
                int nb = g.next(cur, k);
                if (nb >= 0 && dist[nb] == want && (free[nb] || want == 0) && score[nb] > top) { to = nb; top = score[nb]; }
            }
            path[step] = cur = to;
        }
        return path;
    }

    /**
     * A shortest path from the head (not included) to the target (included) that may cross the
     * body cells the tail leaves before the head gets there ({@link BoardView#freedBy}), each
     * cell once; null when there is none. A cell met too early stays open for a later, longer
     * way. Uses the arrays of {@link #distancesFrom}: call it before that.
     */
    int[] timed(int target) {
        Arrays.fill(dist, -1);
        int qh = 0, qt = 0;
        dist[v.head] = 0;
        queue[qt++] = v.head;
        while (qh < qt) {
            int cur = queue[qh++], step = dist[cur] + 1;
            for (int k = 0; k < 4; k++) {
                if (cur == v.head && k == back) continue;
                int nb = g.next(cur, k);
                if (nb < 0 || dist[nb] >= 0) continue;
                if (!free[nb] && !(v.own[nb] && v.freedBy(v.ttl[nb], step))) continue;
                dist[nb] = step;
                prev[nb] = cur;
                if (nb == target) return pathTo(prev, nb, v.head);
                queue[qt++] = nb;
            }
        }
        return null;
    }

    /**
     * A shortest path from the head (not included) over free cells to {@code side}, a neighbour
     * of the target, that does not pass the target, then the target; null when there is none.
     */
    int[] enteringFrom(int target, int side) {
        Arrays.fill(dist, -1);
        int qh = 0, qt = 0;
        dist[v.head] = 0;
        queue[qt++] = v.head;
        while (qh < qt) {
            int cur = queue[qh++];
            for (int k = 0; k < 4; k++) {
                if (cur == v.head && k == back) continue;
                int nb = g.next(cur, k);
                if (nb < 0 || dist[nb] >= 0 || nb == target || !free[nb]) continue;
                dist[nb] = dist[cur] + 1;
                prev[nb] = cur;
                if (nb == side) {
                    int[] way = pathTo(prev, nb, v.head), path = Arrays.copyOf(way, way.length + 1);
                    path[way.length] = target;
                    return path;
                }
                queue[qt++] = nb;
            }
        }
        return null;
    }

    /** The cells from {@code from} (not included) to {@code end} along {@code prev}. */
    static int[] pathTo(int[] prev, int end, int from) {
        int n = 0;
        for (int c = end; c != from; c = prev[c]) n++;
        int[] path = new int[n];
        for (int c = end, k = n - 1; c != from; c = prev[c], k--) path[k] = c;
        return path;
    }
}
