package arcade.games.snake.ai;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Two-cell detours for {@link SplicedCycle}'s rebuilds: an edge u→w of a route with free cells u′
 * beside u and w′ beside w, u′ beside w′, becomes u→u′→w′→w. {@link #widen} adds detours until
 * none fits; {@link #coverable} tells beforehand when some left-out cells can never be taken in.
 * Its own work arrays, kept between calls.
 */
final class Detours {
    private final CellGraph g;
    private final int[] deque, queue, seen;

    Detours(CellGraph g) {
        this.g = g;
        deque = new int[6 * g.cells];
        queue = new int[g.cells];
        seen = new int[g.cells];
    }

    /**
     * Widens {@code route} between {@code from} and {@code to} with detours over cells that are
     * free and not yet used, until none fits; marks the cells taken in {@code used} and answers
     * how many were added. Variant k below 4: the first detour that fits, trying first direction
     * k, depth first; 4 to 7 the same breadth first; {@value #FEWEST_WAYS}: depth first, the
     * detour whose two cells have the fewest free neighbours left (Warnsdorff's rule: the cells
     * most at risk of being cut off are taken in first).
     */
    int widen(int[] route, int from, int to, int variant, boolean[] used, boolean[] free) {
        boolean breadthFirst = variant >= 4 && variant < FEWEST_WAYS;
        int start = 3 * g.cells, head = start, tail = start;   // deque[head..tail): pushes go in front
        for (int c = from; c != to; c = route[c]) deque[--head] = c;
        int added = 0;
        while (head < tail) {
            int u = breadthFirst ? deque[--tail] : deque[head++], w = route[u];
            int k = detour(u, w, variant, used, free);
            if (k >= 0) {
                int u2 = g.next(u, k), w2 = g.next(w, k);
                route[u] = u2; route[u2] = w2; route[w2] = w;
                used[u2] = used[w2] = true;
                added += 2;
                deque[--head] = w2;
                deque[--head] = u2;
                deque[--head] = u;
            }
            if (head == tail) head = tail = start;
        }
        return added;
    }

    /** The variant that picks the detour whose cells have the fewest free neighbours left. */
    static final int FEWEST_WAYS = 8;

    /** The direction of the detour to take beside the edge u→w in this variant, or −1 when none fits. */
    private int detour(int u, int w, int variant, boolean[] used, boolean[] free) {
        int pick = -1, least = Integer.MAX_VALUE;
        for (int m = 0; m < 4; m++) {
            int k = (m + variant) % 4;
            int u2 = g.next(u, k), w2 = g.next(w, k);
            if (u2 < 0 || w2 < 0 || u2 == w || used[u2] || used[w2] || !free[u2] || !free[w2] || !g.adjacent(u2, w2)) continue;
            if (variant < FEWEST_WAYS) return k;
            int ways = g.openSides(u2, free, used) + g.openSides(w2, free, used);
            if (ways < least) { least = ways; pick = k; }
        }
        return pick;
    }

    /**
     * False when the free cells left off the route cannot all be taken in by detours: each detour
     * takes two neighbouring cells of one region of left-out cells, one of each chessboard colour,
     * beside the route; so every region must hold as many cells of one colour as of the other and
     * touch a route cell that detours may start from ({@code opensTo}). A single cell cut off is
     * the common case.
     */
    boolean coverable(boolean[] free, boolean[] onRoute, IntPredicate opensTo) {
        Arrays.fill(seen, 0);
        for (int idx = 0; idx < g.cells; idx++) {
            if (!free[idx] || onRoute[idx] || seen[idx] != 0) continue;
            int qh = 0, qt = 0, balance = 0;
            boolean touches = false;
            seen[idx] = 1;
            queue[qt++] = idx;
            while (qh < qt) {
                int cur = queue[qh++];
                balance += g.colour(cur) == 0 ? 1 : -1;
                for (int k = 0; k < 4; k++) {
                    int nb = g.next(cur, k);
                    if (nb < 0) continue;
                    if (onRoute[nb]) touches |= opensTo.test(nb);
                    else if (free[nb] && seen[nb] == 0) { seen[nb] = 1; queue[qt++] = nb; }
                }
            }
            if (!touches || balance != 0 && !g.torus) return false;   // colours only hold off the torus
        }
        return true;
    }
}
