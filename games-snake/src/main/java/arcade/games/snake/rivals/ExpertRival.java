package arcade.games.snake.rivals;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeState;

import java.util.Arrays;

/**
 * The expert rival's plan: it looks one step into every other snake's future and counts time.
 * <ul>
 *   <li>A cell another head may enter next step is a possible head-on crash: taken only if every
 *       other move is worse.</li>
 *   <li>It heads for the apple it reaches before every other snake (distances along real paths,
 *       where a body cell counts as free from the step its tail has passed it), and goes for a
 *       contested apple only when there is none it reaches first.</li>
 *   <li>It refuses a move whose room is smaller than itself, counting the cells the bodies will
 *       have freed by the time it gets there, and avoids one where the cells it reaches first are
 *       fewer than three times its length, so another snake cannot cut it off.</li>
 * </ul>
 * A decision depends on the state alone.
 */
final class ExpertRival {
    private static final Direction[] MOVES = {Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN};
    private static final int FAR = Integer.MAX_VALUE / 4;
    /** Steps added to a contested apple, so one it reaches first is preferred while there is one. */
    private static final int CONTESTED = 40;
    /**
     * A move is taken as a possible cut-off when the cells it reaches first are fewer than this many
     * times its length (measured with the rivals tool: 1 left 19–27 % of expert rivals crashing, 3
     * about 7–12 % at the same pace of apples; 4 and more slowed it down).
     */
    private static final int CUT_OFF = 3;

    private final SnakeState s;
    private final int rows, cols, width;
    private final boolean torus, tailFollow;

    private ExpertRival(SnakeState s) {
        this.s = s;
        rows = s.rows();
        cols = s.cols();
        width = cols + 2;
        torus = s.options().torus();
        tailFollow = s.options().tailFollow();
    }

    /** The direction rival {@code snake} should move in ({@code null} when every move kills it at once). */
    static Direction choose(SnakeState s, int snake) { return new ExpertRival(s).choose(snake); }

    private Direction choose(int me) {
        SnakeState.Cell h = s.head(me).orElseThrow();
        Direction heading = s.direction(h.row(), h.col());
        int length = Math.max(s.length(me), s.targetLength(me));
        boolean[] headOn = new boolean[(rows + 2) * width];
        int[] others = othersDistances(me, headOn);
        Direction best = null;
        long bestScore = Long.MAX_VALUE;
        for (Direction d : MOVES) {
            if (d == heading.opposite()) continue;
            int n = neighbour(idx(h.row(), h.col()), d);
            if (n < 0 || !enterable(n, 1)) continue;
            int[] mine = distances(new int[]{n}, 1);
            long score = appleSteps(mine, others) * 4L + (d == heading ? 0 : 1);
            int room = 0, first = 0;
            for (int i = 0; i < mine.length; i++) {
                if (mine[i] >= FAR) continue;
                room++;
                if (mine[i] < others[i]) first++;
            }
            if (room <= length) score += 1_000_000L * (length + 1 - room); // a pocket too small for it: only if nothing else
            if (headOn[n]) score += 500_000L;                              // another head may enter it too
            int enough = CUT_OFF * length;
            if (first <= enough) score += 2_000L * (enough + 1 - first);  // another snake could close it in
            if (score < bestScore) { bestScore = score; best = d; }
        }
        return best;
    }

    /** Steps to the best apple: the nearest it reaches first, else the nearest contested one (with a surcharge). */
    private long appleSteps(int[] mine, int[] others) {
        long first = FAR, contested = FAR;
        for (int i = 0; i < mine.length; i++) {
            if (mine[i] >= FAR || !isApple(i)) continue;
            if (mine[i] < others[i]) first = Math.min(first, mine[i]);
            else contested = Math.min(contested, mine[i] + CONTESTED); // a tie is a head-on crash on the apple
        }
        return Math.min(first, contested);
    }

    /**
     * How soon any other snake's head can be at each cell (FAR where none can), and in
     * {@code headOn} the cells another head may enter next step.
     */
    private int[] othersDistances(int me, boolean[] headOn) {
        int[] heads = new int[s.options().totalSnakes()];
        int n = 0;
        for (int k = 1; k <= s.options().totalSnakes(); k++) {
            if (k == me || s.head(k).isEmpty()) continue;
            SnakeState.Cell c = s.head(k).get();
            int at = idx(c.row(), c.col());
            heads[n++] = at;
            Direction heading = s.direction(c.row(), c.col());
            for (Direction d : MOVES) {
                int nb = d == heading.opposite() ? -1 : neighbour(at, d);
                if (nb >= 0 && enterable(nb, 1)) headOn[nb] = true;
            }
        }
        return distances(Arrays.copyOf(heads, n), 0);
    }

    /** Breadth-first steps from {@code from} (reached at step {@code start}) to every cell, a body cell counting once its tail has passed. */
    private int[] distances(int[] from, int start) {
        int[] dist = new int[(rows + 2) * width];
        Arrays.fill(dist, FAR);
        int[] queue = new int[dist.length];
        int head = 0, tail = 0;
        for (int f : from) {
            dist[f] = start;
            queue[tail++] = f;
        }
        while (head < tail) {
            int c = queue[head++];
            for (Direction d : MOVES) {
                int nb = neighbour(c, d);
                if (nb < 0 || dist[nb] <= dist[c] + 1 || !enterable(nb, dist[c] + 1)) continue;
                dist[nb] = dist[c] + 1;
                queue[tail++] = nb;
            }
        }
        return dist;
    }

    /** True when a head arriving at cell {@code i} after {@code steps} steps survives it: no wall, poison, or body still there. */
    private boolean enterable(int i, int steps) {
        int r = i / width, c = i % width, t = s.typeCode(r, c);
        if (t == SnakeCell.CA0_W || t == SnakeCell.CA0_P) return false;
        if (t != SnakeCell.CA0_S) return true;
        int ttl = s.ttl(r, c);
        return tailFollow ? ttl <= steps : ttl < steps;
    }

    private boolean isApple(int i) { return s.typeCode(i / width, i % width) == SnakeCell.CA0_F; }

    private int idx(int r, int c) { return r * width + c; }

    /** The cell next to {@code i} in direction {@code d}, across the edge on a torus; -1 off a ringed field. */
    private int neighbour(int i, Direction d) {
        int r = i / width + d.di(), c = i % width + d.dj();
        if (torus) {
            r = 1 + Math.floorMod(r - 1, rows);
            c = 1 + Math.floorMod(c - 1, cols);
        }
        return r < 1 || c < 1 || r > rows || c > cols ? -1 : idx(r, c);
    }
}
