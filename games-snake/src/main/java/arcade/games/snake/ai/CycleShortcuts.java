package arcade.games.snake.ai;

import java.util.Arrays;

/**
 * Shortens the way from the head to the apple on a {@link SplicedCycle} by local edits that keep
 * the rest of the cycle as it is (the idea of Matej Kotas's AutoSnake3).
 *
 * <p>One edit: a cell a on the way to the apple and a neighbour b further along it (at most the
 * apple) whose cycle predecessor b′ lies beside a's successor a′. Then a→b and b′→a′ cut the
 * stretch a′…b′ out of the way as a loop of its own; the loop goes back into the cycle after the
 * apple through a 2×2 square: a loop edge p→q beside a cycle edge r→s (r beside q, s beside p)
 * becomes r→q…p→s, r being a free cell at or after the apple (so s is free or the tail). Both
 * edits touch only free cells: the result is again one cycle through every cell with the body one
 * unbroken stretch, and the way to the apple is shorter by the loop's length. Edits are made from
 * the head on, starting over after each one, until none fits.
 *
 * <p>The timed edits (the second {@code shorten}) may also use body cells the tail will have left
 * when the head reaches the apple. They work on a plan's way too, which may itself run through
 * body cells the tail leaves just in time: a cut brings the head sooner to every later cell of the
 * way, so it is made only when each of them is still left in time ({@link #slack}), and the loop's
 * own cells must be left by the arrival, for the loop goes after the apple.
 */
final class CycleShortcuts {
    private int[] pos, prev;
    /**
     * For the k-th cell of the way to the apple: how many steps sooner the head could get to it
     * and every later cell of the way and still find each one left by the tail (the way may run
     * through body cells the tail leaves just in time, as a rebuilt plan's way does).
     */
    private int[] slack, way;
    // the timing of the edits in progress (own == null: free cells only)
    private boolean[] own;
    private int[] ttl;
    private int arrival;

    /**
     * Edits {@code next} (a cycle holding the body) in place toward the apple; {@code back} is the
     * direction the head may not take (−1: any). Answers how many edits were made.
     */
    int shorten(CellGraph g, int[] next, int head, int back, int apple, boolean[] free) {
        return shorten(g, next, head, back, apple, free, null, null, 0);
    }

    /**
     * The same edits with AutoSnake3's timing: a loop may also go back in after a body cell that
     * the tail will have left when the head reaches the apple (TTL at most the steps to the apple
     * after the cut), as long as that arrival comes no earlier than {@code arrival}, the least
     * arrival at which the body cells still held form one stretch of the cycle up to the head.
     * Then the cycle holds the body only from the apple on, and the snake follows the way to the
     * apple as a plan (see {@link SplicedCycle}).
     */
    int shorten(CellGraph g, int[] next, int head, int back, int apple, boolean[] free, boolean[] own, int[] ttl, int arrival) {
        this.own = own;
        this.ttl = ttl;
        this.arrival = arrival;
        int n = next.length;
        if (pos == null || pos.length != n) {
            pos = new int[n];
            prev = new int[n];
            slack = new int[n + 1];
            way = new int[n];
        }
        int edits = 0;
        boolean again = true;
        while (again) {
            again = false;
            number(next, head);
            if (pos[apple] < 0) return edits;
            measureSlack(next, head, apple, free);
            int goal = g.lowerBound(head, apple);
            for (int a = head; pos[a] + 3 <= pos[apple] && pos[apple] > goal && !again; a = next[a])
                for (int k = 0; k < 4 && !again; k++) {
                    if (a == head && k == back) continue;              // never a reversal
                    int b = g.next(a, k);
                    if (b < 0 || pos[b] < pos[a] + 3 || pos[b] > pos[apple]) continue;
                    again = cutOut(g, next, a, b, apple, free);
                }
            if (again) edits++;
        }
        return edits;
    }

    /** True when a timed edit may use body cell r: the tail has left it when the head reaches the apple. */
    private boolean leftBy(int r, int arrives) { return own != null && own[r] && ttl[r] <= arrives; }

    /** Fills {@link #slack} along the way from the head to the apple (after {@link #number}). */
    private void measureSlack(int[] next, int head, int apple, boolean[] free) {
        int k = 0;
        for (int c = head; ; c = next[c]) { way[k] = c; if (c == apple) break; k++; }
        slack[k + 1] = Integer.MAX_VALUE;
        for (int i = k; i >= 0; i--) {
            int c = way[i];
            int own = free[c] || i == 0 ? Integer.MAX_VALUE : ttl == null ? 0 : i - ttl[c];
            slack[i] = Math.min(slack[i + 1], own);
        }
    }

    /** Each cell's place on the cycle counted from the head (−1 off it), and its predecessor. */
    private void number(int[] next, int head) {
        Arrays.fill(pos, -1);
        int k = 0;
        int c = head;
        do { pos[c] = k++; prev[next[c]] = c; c = next[c]; } while (c != head && k <= next.length);
    }

    /** The edit for a→b when it fits: the skipped stretch closes into a loop that is spliced back after the apple. */
    private boolean cutOut(CellGraph g, int[] next, int a, int b, int apple, boolean[] free) {
        int a2 = next[a], b2 = prev[b];
        if (!g.adjacent(a2, b2)) return false;
        int cut = pos[b] - pos[a] - 1, arrives = pos[apple] - cut;   // steps to the apple once the loop is out
        if (own != null && arrives < arrival || slack[pos[b]] < cut) return false;
        // the loop goes after the apple: the tail must have left each of its cells when the head gets there
        int latest = 0;
        for (int c = a2; c != b; c = next[c]) {
            if (free[c]) continue;
            if (ttl == null || ttl[c] > arrives) return false;
            latest = Math.max(latest, ttl[c]);
        }
        int fitP = -1, fitR = -1;   // the first loop edge that fits
        for (int p = a2; ; p = next[p]) {                    // loop edge p→q, q after p once closed
            int q = p == b2 ? a2 : next[p];
            for (int k = 0; k < 4; k++) {
                int r = g.next(q, k);
                if (r < 0 || pos[r] < pos[apple] || !(free[r] || leftBy(r, arrives))) continue;    // at or after the apple
                if (!g.adjacent(next[r], p)) continue;                      // its successor: free, or the tail
                fitP = p;
                fitR = r;
                break;
            }
            if (p == b2 || fitR >= 0) break;
        }
        if (fitR < 0) return false;
        int p = fitP, q = p == b2 ? a2 : next[p], s = next[fitR];
        // a later cut must not bring the head there before the tail has left these body cells
        if (!free[fitR]) latest = Math.max(latest, ttl[fitR]);
        arrival = Math.max(arrival, latest);
        next[a] = b;
        next[b2] = a2;
        next[fitR] = q;
        next[p] = s;
        return true;
    }
}
