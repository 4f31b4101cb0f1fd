package arcade.games.snake.ai;

import java.util.Arrays;

/**
 * Cutting ahead on a {@link SplicedCycle}: the head h steps to a neighbour x further along the
 * cycle when the skipped stretch f1…x′ (x′ before x) closes into a loop (x′ beside f1, so h, f1,
 * x′, x are a 2×2 square) and that loop can be spliced back into the free part of the cycle
 * through another 2×2 square: an edge p→q of the loop beside an edge r→s of the cycle (r beside
 * q, s beside p) becomes r→q…p→s. The result is again one cycle through every cell with the body
 * unbroken. Taken only when it brings the apple closer along the cycle. Work arrays are kept
 * between steps.
 */
final class CycleCuts {
    private int[] order, prev;
    private boolean[] inLoop;

    /**
     * The cheap test first: is there a neighbour x of the head, short of the apple on the cycle,
     * whose cycle predecessor closes the 2×2 square with the head and the head's successor?
     */
    private static boolean anyCandidate(CellGraph g, int[] next, int head, int back, int apple, boolean[] free) {
        int f1 = next[head], dirF1 = g.direction(head, f1);
        if (dirF1 < 0) return false;
        boolean any = false;
        for (int d = 0; d < 4 && !any; d++) {
            int x = g.next(head, d);
            if (x < 0 || x == f1 || d == back || !free[x] || (d + 2) % 4 == dirF1) continue;
            int xPrev = g.next(f1, d);                        // the square's fourth cell
            any = xPrev >= 0 && next[xPrev] == x;
        }
        if (!any) return false;
        for (int c = f1, k = 0; k < next.length; c = next[c], k++) {   // x must come before the apple
            for (int d = 0; d < 4; d++) if (c != f1 && g.next(head, d) == c && d != back) return true;
            if (c == apple || !free[c]) return false;
        }
        return false;
    }

    /** Restitches {@code next} in place when a cut ahead toward the apple fits. */
    void cutToward(CellGraph g, int[] next, int size, int head, int back, int apple, boolean[] own, int tail, boolean[] free) {
        if (!anyCandidate(g, next, head, back, apple, free)) return;
        int n = next.length;
        if (order == null || order.length != n) {
            order = new int[n];
            prev = new int[n];
            inLoop = new boolean[n];
        }
        Arrays.fill(order, -1);
        int k = 0;
        for (int c = next[head]; !own[c] && k <= size; c = next[c]) order[c] = ++k;   // the free part, in cycle order
        if (order[apple] < 0) return;
        for (int c = 0; c < n; c++) if (next[c] >= 0) prev[next[c]] = c;
        int f1 = next[head];
        int bestGain = 0, bestX = -1, bestP = -1, bestR = -1;
        for (int d = 0; d < 4; d++) {
            int x = g.next(head, d);
            if (x < 0 || x == f1 || d == back || order[x] < 0 || order[x] > order[apple] || !free[x]) continue;
            int xPrev = prev[x];
            if (!g.adjacent(xPrev, f1)) continue;
            int skipped = order[x] - 1;
            if (skipped - 1 <= bestGain) continue;
            for (int c = f1; ; c = next[c]) { inLoop[c] = true; if (c == xPrev) break; }
            int p = -1, r = -1;
            boolean late = false;
            for (int c = f1; ; c = next[c]) {
                int q = c == xPrev ? f1 : next[c];
                for (int dd = 0; dd < 4; dd++) {
                    int rr = g.next(q, dd);
                    if (rr < 0 || inLoop[rr] || order[rr] < 0) continue;
                    int ss = next[rr];
                    if (ss < 0 || inLoop[ss] || !g.adjacent(ss, c)) continue;
                    if (!(ss == tail || order[ss] >= 0)) continue;
                    boolean after = order[rr] >= order[apple];
                    if (p < 0 || after && !late) { p = c; r = rr; late = after; }
                }
                if (late || c == xPrev) break;
            }
            for (int c = f1; ; c = next[c]) { inLoop[c] = false; if (c == xPrev) break; }
            if (p < 0) continue;
            int gain = late ? skipped - 1 : -1;
            if (gain > bestGain) { bestGain = gain; bestX = x; bestP = p; bestR = r; }
        }
        if (bestX < 0) return;
        restitch(next, head, bestX, bestP, bestR, f1);
    }

    private void restitch(int[] next, int head, int bestX, int bestP, int bestR, int f1) {
        int xPrev = prev[bestX], q = bestP == xPrev ? f1 : next[bestP], s = next[bestR];
        next[xPrev] = f1;
        next[bestP] = s;
        next[bestR] = q;
        next[head] = bestX;
    }
}
