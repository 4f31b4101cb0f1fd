package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeState;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * A computer snake for the Snake automaton under either rule set: the thesis's (+3 growth per
 * apple, a bitten tail cell is fatal even in the step it would empty) or the classic one (+1, the
 * head may follow the tail); the growth and the tail rule are read from the state's options.
 *
 * <p><b>Hamiltonian cycle with safe shortcuts</b> (after John Tapsell's "nokia snake" solver):
 * when the free cells form a rectangle with an even number of cells and no poison lies on it, the
 * snake follows a fixed Hamiltonian cycle, which by itself can never fail. It may cut ahead along
 * the cycle toward the apple, but only to a cell that lies strictly between its head and its
 * tail in cycle order, leaving at least (pending growth + 3 + margin) free cells before the tail,
 * never past the apple, and only while the snake covers less than a set fraction of the board.
 * So the body always stays in cycle order and the cycle stays open ahead of the head.
 *
 * <p><b>Classic rules</b> (the head may follow the tail): a {@link SplicedCycle}, a cycle rebuilt
 * around each apple with the body kept as one unbroken stretch of it, so it never leaves holes
 * behind and can take short paths to the end of the game. It falls back to the above when the
 * body is not one chain of cells the cycle can hold.
 *
 * <p><b>Elsewhere</b> (walls inside the field, poison, a body not in cycle order, two snakes) it
 * plays greedily but safely: a time-aware breadth-first search to the nearest apple (a body cell
 * counts as free once its TTL has run out), taken only if from the apple a path to a cell that
 * will free up still exists; otherwise the move that keeps such an escape and the most room.
 *
 * <p>Not thread-safe (it caches the cycle); cheap: well under a millisecond per move on 20×20.
 */
public final class Autopilot {
    /** Cut ahead only while at least this fraction of the board is empty. */
    public static final double DEFAULT_SHORTCUT_LIMIT = 0.5;
    /** Extra free cells kept before the tail when cutting ahead. */
    public static final int DEFAULT_MARGIN = 3;

    private final double shortcutLimit;
    private final int margin;
    private String cycleKey;
    private HamiltonianCycle cycle;
    private Mode lastMode = Mode.NONE;
    private final SplicedCycle spliced = new SplicedCycle();
    private String splicedKey;

    /** Which strategy chose the last move. */
    public enum Mode { NONE, CYCLE, GREEDY }

    public Autopilot() { this(DEFAULT_SHORTCUT_LIMIT, DEFAULT_MARGIN); }

    /** The plain Hamiltonian cycle, never cutting ahead (the baseline the shortcuts improve on). */
    public static Autopilot plainCycle() { return new Autopilot(Double.POSITIVE_INFINITY, DEFAULT_MARGIN); }

    public Autopilot(double shortcutLimit, int margin) {
        this.shortcutLimit = shortcutLimit;
        this.margin = margin;
    }

    /** The strategy of the last {@link #direction} call. */
    public Mode lastMode() { return lastMode; }

    /** Rebuilds of the classic-rules cycle that the snake followed as a plan till the apple (for tests). */
    long plansMade() { return spliced.plans(); }

    /** Timed cut-outs followed as a plan till the apple, and plans replaced by a shorter rebuild on the way (for tests). */
    long timedPlansMade() { return spliced.timedPlans(); }
    long replansMade() { return spliced.replans(); }

    /** Loops cut out of the way to the apple so far, and how often a known cycle was lost (classic rules). */
    long shortcutsMade() { return spliced.shortcuts(); }
    long cyclesLost() { return spliced.lost(); }

    /** The move for every snake of the state. */
    public SnakeMove next(SnakeState s) {
        if (s.options().snakes() == 1) return SnakeMove.of(direction(s, 1));
        return SnakeMove.of(direction(s, 1), direction(s, 2));
    }

    /** The input for one snake ({@code NONE} keeps its direction; also when it has no head or the game is over). */
    public Direction direction(SnakeState s, int snake) {
        if (!s.isRunning() || s.head(snake).isEmpty()) return Direction.NONE;
        BoardView v = new BoardView(s, snake);
        if (v.head < 0) return Direction.NONE;
        Direction d = null;
        // only alone on the field: a rival could step into the cell the cycle keeps free
        if (s.options().totalSnakes() == 1 && v.tailFollow && shortcutLimit <= 1) d = splicedMove(s, v);
        if (d == null && s.options().snakes() == 1) d = cycleMove(s, v);
        lastMode = d != null ? Mode.CYCLE : Mode.GREEDY;
        if (d == null) d = greedyMove(v);
        return d == v.heading ? Direction.NONE : d;
    }

    // ---------------------------------------------------------------- a cycle rebuilt around each apple

    private Direction splicedMove(SnakeState s, BoardView v) {
        String key = s.options().params();
        if (!key.equals(splicedKey)) {
            splicedKey = key;
            spliced.reset();
        }
        return spliced.move(v, () -> cycleFor(s, v));
    }

    // ---------------------------------------------------------------- Hamiltonian cycle with shortcuts

    private Direction cycleMove(SnakeState s, BoardView v) {
        HamiltonianCycle c = cycleFor(s, v);
        if (c == null) return null;
        if (!inOrder(c, v)) {
            HamiltonianCycle r = c.reversed();
            if (!inOrder(r, v)) return null;
            cycle = c = r;
        }
        int n = c.size();
        int h = c.order(v.row(v.head), v.col(v.head));
        int t = c.order(v.row(v.tail), v.col(v.tail));
        int toTail = v.length == 1 ? n : c.distance(h, t);        // the tail is this far ahead along the cycle
        int run = toTail - 1;                                      // free cells ahead before the tail
        int growth = v.pendingGrowth();
        int apple = Integer.MAX_VALUE, apples = 0;
        for (int idx = 0; idx < v.type.length; idx++)
            if (v.type[idx] == SnakeCell.CA0_F) {
                apples++;
                int o = c.order(v.row(idx), v.col(idx));
                if (o >= 0) apple = Math.min(apple, c.distance(h, o));
            }
        int maxCut = maxCut(n, toTail, apple, apples, v.length, growth, v.growth, v.tailFollow);
        Direction follow = null, best = null;
        int bestDistance = 0;
        for (Direction d : MOVES) {
            if (d == v.heading.opposite()) continue;
            int nb = v.neighbour(v.head, d);
            if (nb < 0 || !v.enterable(nb)) continue;
            int o = c.order(v.row(nb), v.col(nb));
            if (o < 0) continue;
            int dist = c.distance(h, o);
            if (dist < 1 || dist > run) continue;                   // would leave cycle order
            if (dist == 1) follow = d;
            if (dist <= maxCut && dist > bestDistance) { best = d; bestDistance = dist; }
        }
        return best != null ? best : follow;
    }

    /**
     * How far ahead along the cycle the head may jump (Tapsell's rule, with the automaton's growth):
     * the tail must stay a buffer ahead — under the thesis's rules a snake's length more, the
     * setting measured with its +3 growth; under the classic rules Tapsell's own bound, which on
     * 8×8 saves another 11 % of the steps with every board still filled; pending growth and the
     * growth of an apple on the way are paid for in advance, plus 10 cells when a further apple is
     * likely to appear on the way; no cutting once half the board is snake; never past the apple.
     */
    private int maxCut(int n, int toTail, int apple, int apples, int length, int growth, int growthPerApple, boolean tailFollow) {
        int empty = n - length - apples;
        if (empty < shortcutLimit * n) return 1;
        int cut = toTail - (tailFollow ? 0 : length) - margin - growth;
        if (apple < toTail) {
            cut -= growthPerApple;
            if ((long) (toTail - apple) * 4 > empty) cut -= 10;
        }
        cut = Math.min(cut, apple);
        return Math.max(cut, 1);
    }

    private static final Direction[] MOVES = {Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN};

    /** The cycle of the free rectangle of this layout, or null when there is none or poison lies on it. */
    private HamiltonianCycle cycleFor(SnakeState s, BoardView v) {
        String key = s.options().params();
        if (!key.equals(cycleKey)) {
            cycleKey = key;
            cycle = buildCycle(v);
        }
        if (cycle == null) return null;
        for (int idx = 0; idx < v.type.length; idx++) {
            byte t = v.type[idx];
            boolean inside = v.row(idx) >= 1 && v.row(idx) <= v.rows && v.col(idx) >= 1 && v.col(idx) <= v.cols
                    && cycle.order(v.row(idx), v.col(idx)) >= 0;
            if (inside && (t == SnakeCell.CA0_W || t == SnakeCell.CA0_P)) return null;
            if (t == SnakeCell.CA0_S && !inside) return null;
        }
        return cycle;
    }

    /** The bounding box of the non-wall cells, if every cell inside it is free of walls. */
    private static HamiltonianCycle buildCycle(BoardView v) {
        int top = Integer.MAX_VALUE, bottom = -1, left = Integer.MAX_VALUE, right = -1;
        for (int i = 1; i <= v.rows; i++)
            for (int j = 1; j <= v.cols; j++)
                if (v.type[i * v.stride + j] != SnakeCell.CA0_W) {
                    top = Math.min(top, i); bottom = Math.max(bottom, i);
                    left = Math.min(left, j); right = Math.max(right, j);
                }
        if (bottom < 0) return null;
        for (int i = top; i <= bottom; i++)
            for (int j = left; j <= right; j++)
                if (v.type[i * v.stride + j] == SnakeCell.CA0_W) return null;
        HamiltonianCycle c = HamiltonianCycle.of(top, left, bottom - top + 1, right - left + 1, v.rows, v.cols);
        if (c == null) return null;
        // travel it the way that does not start with a reversal
        int h = c.order(v.row(v.head), v.col(v.head));
        if (h < 0) return c;
        int ni = c.row(h + 1), nj = c.col(h + 1);
        Direction first = directionBetween(v.row(v.head), v.col(v.head), ni, nj);
        return first == v.heading.opposite() ? c.reversed() : c;
    }

    private static Direction directionBetween(int i, int j, int ni, int nj) {
        for (Direction d : MOVES) if (i + d.di() == ni && j + d.dj() == nj) return d;
        return Direction.NONE;
    }

    /** True when the body, from tail to head (ascending TTL), advances along the cycle. */
    private static boolean inOrder(HamiltonianCycle c, BoardView v) {
        int[] byTtl = new int[v.length];
        int minTtl = v.ttl[v.tail];
        for (int idx = 0; idx < v.own.length; idx++) {
            if (!v.own[idx]) continue;
            int k = v.ttl[idx] - minTtl;
            if (k < 0 || k >= v.length) return false;
            byTtl[k] = c.order(v.row(idx), v.col(idx));
            if (byTtl[k] < 0) return false;
        }
        long span = 0;
        for (int k = 1; k < v.length; k++) {
            int d = c.distance(byTtl[k - 1], byTtl[k]);
            if (d == 0) return false;
            span += d;
        }
        return span < c.size();
    }

    // ---------------------------------------------------------------- greedy with an escape check

    private Direction greedyMove(BoardView v) {
        int[] path = pathToApple(v);
        if (path != null && escapeAfter(v, path)) {
            Direction d = directionTo(v, v.head, path[0]);
            if (d != null) return d;
        }
        Direction best = null;
        long bestScore = Long.MIN_VALUE;
        for (Direction d : MOVES) {
            if (d == v.heading.opposite()) continue;
            int nb = v.neighbour(v.head, d);
            if (nb < 0 || !v.freeAt(nb, 1, v.ttl)) continue;
            Reach r = reach(v, nb, 1, v.ttl);
            long score = (r.escape ? 1L << 40 : 0) + ((long) r.area << 20) + (d == v.heading ? 1 : 0);
            if (score > bestScore) { bestScore = score; best = d; }
        }
        return best != null ? best : v.heading;
    }

    private static Direction directionTo(BoardView v, int from, int to) {
        for (Direction d : MOVES) if (v.neighbour(from, d) == to) return d;
        return null;
    }

    /** Shortest path (excluding the head) to the nearest apple with time-aware passability, or null. */
    private static int[] pathToApple(BoardView v) {
        int[] dist = new int[v.type.length];
        int[] prev = new int[v.type.length];
        Arrays.fill(dist, -1);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        dist[v.head] = 0;
        q.add(v.head);
        while (!q.isEmpty()) {
            int cur = q.poll();
            if (cur != v.head && v.type[cur] == SnakeCell.CA0_F) {
                int[] path = new int[dist[cur]];
                for (int p = cur, k = dist[cur] - 1; k >= 0; p = prev[p], k--) path[k] = p;
                return path;
            }
            for (Direction d : MOVES) {
                if (cur == v.head && d == v.heading.opposite()) continue;
                int nb = v.neighbour(cur, d);
                if (nb < 0 || dist[nb] >= 0 || !v.freeAt(nb, dist[cur] + 1, v.ttl)) continue;
                dist[nb] = dist[cur] + 1;
                prev[nb] = cur;
                q.add(nb);
            }
        }
        return null;
    }

    /** After following the path and eating, can the head still reach a cell that frees up? */
    private static boolean escapeAfter(BoardView v, int[] path) {
        int k = path.length;
        int[] ttl = v.ttl.clone();
        byte[] saved = v.type.clone();
        for (int idx = 0; idx < ttl.length; idx++) {
            if (v.type[idx] == SnakeCell.CA0_S) {
                ttl[idx] -= k;
                if (ttl[idx] <= 0) { v.type[idx] = SnakeCell.CA0_E; ttl[idx] = 0; }
                else if (v.own[idx]) ttl[idx] += v.growth;
            }
        }
        for (int j = 0; j < k; j++) {
            int idx = path[j];
            v.type[idx] = SnakeCell.CA0_S;
            ttl[idx] = v.headTtl - (k - 1 - j) + v.growth;
        }
        Reach r = reach(v, path[k - 1], 0, ttl);
        System.arraycopy(saved, 0, v.type, 0, saved.length);
        return r.escape && r.area >= 1;
    }

    private record Reach(boolean escape, int area) {}

    /** Time-aware flood fill from {@code start} reached at time {@code t0}: area, and whether a snake cell frees in time. */
    private static Reach reach(BoardView v, int start, int t0, int[] ttl) {
        int[] dist = new int[v.type.length];
        Arrays.fill(dist, -1);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        dist[start] = t0;
        q.add(start);
        int area = 0;
        boolean escape = false;
        while (!q.isEmpty()) {
            int cur = q.poll();
            area++;
            for (Direction d : MOVES) {
                int nb = v.neighbour(cur, d);
                if (nb < 0 || dist[nb] >= 0) continue;
                int t = dist[cur] + 1;
                if (v.type[nb] == SnakeCell.CA0_S) {
                    if (v.freedBy(ttl[nb], t)) { escape = true; dist[nb] = t; q.add(nb); }
                    continue;
                }
                if (!v.enterable(nb)) continue;
                dist[nb] = t;
                q.add(nb);
            }
        }
        return new Reach(escape, area);
    }
}
