package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * A Hamiltonian cycle through every free and snake cell that is rebuilt around each apple, for the
 * classic rules (+1 growth, the head may follow the tail).
 *
 * <p><b>Invariant:</b> the snake's body, tail to head, is one unbroken stretch of the cycle. Then
 * the cell after the head on the cycle is always free (or the leaving tail once the board is
 * full), so following the cycle can never kill the snake, whatever it eats.
 *
 * <p><b>Rebuilding</b> keeps the invariant: the new cycle is the body, then the shortest path from
 * the head to the apple, then a path from the apple through <em>every</em> other free cell to a
 * cell beside the tail. That last path starts as the shortest path from the apple to the tail's
 * side and is widened by detours: an edge u→v with two free cells u′, v′ beside it (u′ next to
 * u, v′ next to v) becomes u→u′→v′→v, until no edge can be widened. If it then covers every free
 * cell, and brings the apple closer, the new cycle replaces the old one; otherwise the old one
 * stays, which is still safe. Eight ways of widening are tried (each first direction, depth or
 * breadth first), on up to four shortest paths (breadth-first search trying each direction first),
 * and only when the shortest path beats the cycle by {@value #REBUILD_GAIN} steps.
 * When no rebuild fits, the head may still cut ahead through a 2×2 square ({@link #cutToward}).
 * Unlike cutting ahead on a fixed cycle, neither leaves holes in the body for apples to fall
 * into, so the snake keeps taking short paths long after half the board is snake.
 *
 * <p>Starts from the fixed cycle of the free rectangle when the body lies along it, else from a
 * rebuild; when neither exists (a snake taken over in a tangle) {@link #move} answers null.
 */
final class SplicedCycle {
    private int[] next;            // cell → next cell on the cycle, −1 off the cycle
    private int size;

    /** Forgets the cycle (a new board). */
    void reset() { next = null; }

    /** The move along the cycle, cutting ahead toward the apple where the cycle can be restitched; null when no safe cycle is known. */
    Direction move(BoardView v, HamiltonianCycle fixed) {
        int[] body = bodyFromTail(v);
        if (body == null) return null;
        boolean valid = next != null && next.length == v.type.length && holds(v, body) && !reverses(v);
        if (!valid && fixed != null) {
            adopt(v, fixed);
            valid = holds(v, body) && !reverses(v);
        }
        int apple = nearestApple(v);
        if (!valid && apple >= 0) {
            int[] path = shortestPath(v, apple, 0);
            int[] rebuilt = path == null ? null : rebuild(v, body, path, 0);
            if (rebuilt != null) { next = rebuilt; valid = true; }
        }
        if (!valid) { next = null; return null; }
        if (apple >= 0) {
            int[] path = shortestPath(v, apple, 0);
            int before = along(v.head, apple);
            if (path != null && path.length + REBUILD_GAIN < before) {
                boolean done = false;
                for (int variant = 0; variant < VARIANTS && !done; variant++)
                    done = adoptIfShorter(v, rebuild(v, body, path, variant), apple, before);
                for (int order = 1; order < 4 && !done; order++) {
                    int[] other = shortestPath(v, apple, order);
                    for (int variant = 0; variant < VARIANTS && !done; variant++)
                        done = adoptIfShorter(v, rebuild(v, body, other, variant), apple, before);
                }
            }
            cutToward(v, apple);
        }
        int to = next[v.head];
        for (Direction d : MOVES) if (v.neighbour(v.head, d) == to) return d == v.heading.opposite() ? null : d;
        return null;
    }

    /** Takes the rebuilt cycle if it brings the apple closer than {@code before} steps. */
    private boolean adoptIfShorter(BoardView v, int[] rebuilt, int apple, int before) {
        if (rebuilt == null) return false;
        int[] old = next;
        next = rebuilt;
        if (along(v.head, apple) < before) return true;
        next = old;
        return false;
    }

    private void adopt(BoardView v, HamiltonianCycle c) {
        next = new int[v.type.length];
        Arrays.fill(next, -1);
        size = c.size();
        for (int k = 0; k < size; k++) next[c.row(k) * v.stride + c.col(k)] = c.row(k + 1) * v.stride + c.col(k + 1);
    }

    /**
     * Cuts ahead from the head h to a neighbour x when the skipped stretch f1…x′ (x′ before x)
     * closes into a loop (x′ beside f1, so h, f1, x′, x are a 2×2 square) and that loop can be
     * spliced back into the free part of the cycle through another 2×2 square: an edge p→q of the
     * loop beside an edge r→s of the cycle (r beside q, s beside p) becomes r→q…p→s. The result is
     * again one cycle through every cell with the body unbroken. Taken only when it brings the
     * apple closer along the cycle.
     */
    private void cutToward(BoardView v, int apple) {
        int n = next.length;
        int[] order = new int[n];
        Arrays.fill(order, -1);
        int k = 0;
        for (int c = next[v.head]; !v.own[c] && k <= size; c = next[c]) order[c] = ++k;   // the free part, in cycle order
        if (order[apple] < 0) return;
        int[] prev = new int[n];
        for (int c = 0; c < n; c++) if (next[c] >= 0) prev[next[c]] = c;
        int f1 = next[v.head];
        int bestGain = 0, bestX = -1, bestP = -1, bestR = -1;
        boolean[] inLoop = new boolean[n];
        for (Direction d : MOVES) {
            int x = v.neighbour(v.head, d);
            if (x < 0 || x == f1 || d == v.heading.opposite() || order[x] < 0 || order[x] > order[apple] || !v.enterable(x)) continue;
            int xPrev = prev[x];
            if (!adjacent(v, xPrev, f1)) continue;
            int skipped = order[x] - 1;
            if (skipped - 1 <= bestGain) continue;
            for (int c = f1; ; c = next[c]) { inLoop[c] = true; if (c == xPrev) break; }
            int p = -1, r = -1;
            boolean late = false;
            for (int c = f1; ; c = next[c]) {
                int q = c == xPrev ? f1 : next[c];
                for (Direction dd : MOVES) {
                    int rr = v.neighbour(q, dd);
                    if (rr < 0 || inLoop[rr] || order[rr] < 0) continue;
                    int ss = next[rr];
                    if (ss < 0 || inLoop[ss] || !adjacent(v, ss, c)) continue;
                    if (!(ss == v.tail || order[ss] >= 0)) continue;
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
        int xPrev = prev[bestX], q = bestP == xPrev ? f1 : next[bestP], s = next[bestR];
        next[xPrev] = f1;
        next[bestP] = s;
        next[bestR] = q;
        next[v.head] = bestX;
    }

    /** The body's cells from the tail to the head (ascending TTL, each next to the one before), or null. */
    private static int[] bodyFromTail(BoardView v) {
        int[] body = new int[v.length];
        int minTtl = v.ttl[v.tail];
        Arrays.fill(body, -1);
        for (int idx = 0; idx < v.own.length; idx++) {
            if (!v.own[idx]) continue;
            int k = v.ttl[idx] - minTtl;
            if (k < 0 || k >= v.length || body[k] >= 0) return null;
            body[k] = idx;
        }
        for (int k = 1; k < body.length; k++) if (!adjacent(v, body[k - 1], body[k])) return null;
        return body[body.length - 1] == v.head ? body : null;
    }

    /** True when the body is a stretch of the cycle and every other cell of the board is on it. */
    private boolean holds(BoardView v, int[] body) {
        for (int k = 1; k < body.length; k++) if (next[body[k - 1]] != body[k]) return false;
        int cells = 0;
        for (int idx = 0; idx < v.type.length; idx++) if (v.own[idx] || v.enterable(idx)) cells++;
        if (cells != size) return false;
        int to = next[v.head];
        return to >= 0 && (v.enterable(to) || (to == v.tail && body.length == size));
    }

    /** True when the cycle would turn the head back on itself (a snake of one cell at the start). */
    private boolean reverses(BoardView v) { return v.neighbour(v.head, v.heading.opposite()) == next[v.head]; }

    /** Steps from a to b along the cycle (the cycle's size when b is not on it). */
    private int along(int a, int b) {
        int steps = 0;
        for (int c = a; c != b && steps < size; c = next[c]) steps++;
        return steps;
    }

    private static int nearestApple(BoardView v) {
        for (int idx = 0; idx < v.type.length; idx++) if (v.type[idx] == arcade.games.snake.model.SnakeCell.CA0_F) return idx;
        return -1;
    }

    /** Shortest path over free cells from the head (not included) to the target (included), or null; {@code order} picks which of equally short paths (the direction tried first). */
    private static int[] shortestPath(BoardView v, int target, int order) {
        int[] prev = new int[v.type.length];
        Arrays.fill(prev, -2);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        prev[v.head] = -1;
        q.add(v.head);
        while (!q.isEmpty()) {
            int cur = q.poll();
            if (cur == target) {
                int n = 0;
                for (int c = cur; c != v.head; c = prev[c]) n++;
                int[] path = new int[n];
                for (int c = cur, k = n - 1; c != v.head; c = prev[c], k--) path[k] = c;
                return path;
            }
            for (int m = 0; m < 4; m++) {
                Direction d = MOVES[(m + order) % 4];
                if (cur == v.head && d == v.heading.opposite()) continue;
                int nb = v.neighbour(cur, d);
                if (nb < 0 || prev[nb] != -2 || !v.enterable(nb)) continue;
                prev[nb] = cur;
                q.add(nb);
            }
        }
        return null;
    }

    /** The cycle body + path + a path through every other free cell back to the tail, or null when the widening misses a cell. */
    private int[] rebuild(BoardView v, int[] body, int[] path, int variant) {
        int n = v.type.length;
        boolean[] used = new boolean[n];
        for (int c : body) used[c] = true;
        for (int c : path) used[c] = true;
        int apple = path[path.length - 1];
        int[] tailward = pathBesideTail(v, apple, used);
        if (tailward == null) return null;
        int[] route = new int[n];
        Arrays.fill(route, -1);
        for (int k = 1; k < body.length; k++) route[body[k - 1]] = body[k];
        int last = v.head;
        for (int c : path) { route[last] = c; last = c; }
        for (int c : tailward) { route[last] = c; used[c] = true; last = c; }
        route[last] = v.tail;
        widen(v, route, used, apple, v.tail, variant);
        if (!coversAll(v, used)) {
            // a few cells left over: let the way to the apple take them, if it stays worth it
            widen(v, route, used, v.head, apple, variant);
            if (!coversAll(v, used)) return null;
        }
        int cells = 0;
        for (int idx = 0; idx < n; idx++) if (v.own[idx] || v.enterable(idx)) cells++;
        size = cells;
        return route;
    }

    /** Shortest path over unused free cells from the apple (not included) to a cell beside the tail; empty when the apple is beside it. */
    private static int[] pathBesideTail(BoardView v, int apple, boolean[] used) {
        if (adjacent(v, apple, v.tail) && apple != v.tail) return new int[0];
        int[] prev = new int[v.type.length];
        Arrays.fill(prev, -2);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        prev[apple] = -1;
        q.add(apple);
        while (!q.isEmpty()) {
            int cur = q.poll();
            if (cur != apple && adjacent(v, cur, v.tail)) {
                int n = 0;
                for (int c = cur; c != apple; c = prev[c]) n++;
                int[] path = new int[n];
                for (int c = cur, k = n - 1; c != apple; c = prev[c], k--) path[k] = c;
                return path;
            }
            for (Direction d : MOVES) {
                int nb = v.neighbour(cur, d);
                if (nb < 0 || prev[nb] != -2 || used[nb] || !v.enterable(nb)) continue;
                prev[nb] = cur;
                q.add(nb);
            }
        }
        return null;
    }

    private static boolean coversAll(BoardView v, boolean[] used) {
        for (int idx = 0; idx < used.length; idx++) if (!used[idx] && !v.own[idx] && v.enterable(idx)) return false;
        return true;
    }

    /** Widens the route between {@code from} and {@code to} with two-cell detours until none fits. */
    private static void widen(BoardView v, int[] route, boolean[] used, int from, int to, int variant) {
        Direction[] moves = new Direction[4];
        for (int k = 0; k < 4; k++) moves[k] = MOVES[(k + variant) % 4];
        boolean breadthFirst = variant >= 4;
        ArrayDeque<Integer> edges = new ArrayDeque<>();
        for (int c = from; c != to; c = route[c]) edges.push(c);
        while (!edges.isEmpty()) {
            int u = breadthFirst ? edges.pollLast() : edges.pollFirst(), w = route[u];
            for (Direction d : moves) {
                int u2 = v.neighbour(u, d), w2 = v.neighbour(w, d);
                if (u2 < 0 || w2 < 0 || u2 == w || used[u2] || used[w2] || !v.enterable(u2) || !v.enterable(w2)
                        || !adjacent(v, u2, w2)) continue;
                route[u] = u2; route[u2] = w2; route[w2] = w;
                used[u2] = used[w2] = true;
                edges.push(w2);
                edges.push(u2);
                edges.push(u);
                break;
            }
        }
    }

    private static boolean adjacent(BoardView v, int a, int b) {
        for (Direction d : MOVES) if (v.neighbour(a, d) == b) return true;
        return false;
    }

    /** Rebuild the whole cycle only when that shortens the way to the apple by at least this many steps. */
    private static final int REBUILD_GAIN = 20;
    /** Ways of widening tried in turn: four first directions, depth first then breadth first. */
    private static final int VARIANTS = 8;

    private static final Direction[] MOVES = {Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN};
}
