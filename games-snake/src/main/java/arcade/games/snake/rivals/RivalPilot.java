package arcade.games.snake.rivals;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.RivalStrength;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeState;

import java.util.ArrayDeque;

/**
 * Steers the computer rivals of a game (snake ids after the players'), each at the game's
 * strength: greedy and careful here, expert by {@link ExpertRival}'s plan. A decision depends on
 * the state alone, and the inputs it gives are recorded in the move, so a replay plays the rivals
 * back exactly.
 */
public final class RivalPilot {
    private static final Direction[] MOVES = {Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN};

    /** The inputs of every rival for the step from {@code s}, in snake id order. */
    public Direction[] inputs(SnakeState s) {
        int players = s.options().snakes(), all = s.options().totalSnakes();
        Direction[] out = new Direction[all - players];
        for (int k = players + 1; k <= all; k++) out[k - players - 1] = direction(s, k, s.options().rivalStrength());
        return out;
    }

    /** The input of rival {@code snake} ({@code NONE} keeps its heading; also when it has no head). */
    public Direction direction(SnakeState s, int snake, RivalStrength strength) {
        if (!s.isRunning() || s.head(snake).isEmpty()) return Direction.NONE;
        SnakeState.Cell h = s.head(snake).get();
        Direction heading = s.direction(h.row(), h.col());
        if (strength == RivalStrength.EXPERT) {
            Direction d = ExpertRival.choose(s, snake);
            return d == null || d == heading ? Direction.NONE : d;
        }
        Direction best = null;
        long bestScore = Long.MAX_VALUE;
        int length = s.length(snake);
        for (Direction d : MOVES) {
            if (d == heading.opposite()) continue;
            int[] n = neighbour(s, h.row(), h.col(), d);
            if (n == null || !safe(s, n[0], n[1])) continue;
            long score = appleDistance(s, n[0], n[1]) * 4L + (d == heading ? 0 : 1);
            if (strength != RivalStrength.GREEDY) {
                int room = room(s, n[0], n[1], length + 2);
                if (room <= length) score += 1_000_000L * (length + 1 - room); // a pocket too small for it: only if nothing else
                if (nextToOtherHead(s, snake, n[0], n[1])) score += 500_000L;  // another head may enter it too: a head-on crash
            }
            if (score < bestScore) { bestScore = score; best = d; }
        }
        if (best == null) return Direction.NONE;
        return best == heading ? Direction.NONE : best;
    }

    /** The cell next to (i, j) in direction d, across the edge on a torus; null off a ringed field. */
    private static int[] neighbour(SnakeState s, int i, int j, Direction d) {
        int ni = i + d.di(), nj = j + d.dj();
        if (s.options().torus()) {
            ni = 1 + Math.floorMod(ni - 1, s.rows());
            nj = 1 + Math.floorMod(nj - 1, s.cols());
        }
        return ni < 1 || nj < 1 || ni > s.rows() || nj > s.cols() ? null : new int[]{ni, nj};
    }

    /** A cell the head can enter without dying at once: not a wall, poison or snake. */
    private static boolean safe(SnakeState s, int i, int j) {
        int t = s.typeCode(i, j);
        return t != SnakeCell.CA0_W && t != SnakeCell.CA0_P && t != SnakeCell.CA0_S;
    }

    /** True when another snake's head is next to (i, j), so it may move there in the same step. */
    private static boolean nextToOtherHead(SnakeState s, int snake, int i, int j) {
        for (int k = 1; k <= s.options().totalSnakes(); k++) {
            if (k == snake || s.head(k).isEmpty()) continue;
            SnakeState.Cell h = s.head(k).get();
            for (Direction d : MOVES) {
                int[] n = neighbour(s, h.row(), h.col(), d);
                if (n != null && n[0] == i && n[1] == j) return true;
            }
        }
        return false;
    }

    /** Manhattan distance to the nearest apple (a large number when there is none). */
    private static int appleDistance(SnakeState s, int i, int j) {
        int best = 10_000;
        for (int r = 1; r <= s.rows(); r++)
            for (int c = 1; c <= s.cols(); c++)
                if (s.typeCode(r, c) == SnakeCell.CA0_F) best = Math.min(best, Math.abs(r - i) + Math.abs(c - j));
        return best;
    }

    /** Safe cells reachable from (i, j), counted up to {@code enough}. */
    private static int room(SnakeState s, int i, int j, int enough) {
        boolean[][] seen = new boolean[s.rows() + 2][s.cols() + 2];
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{i, j});
        seen[i][j] = true;
        int n = 0;
        while (!q.isEmpty() && n < enough) {
            int[] c = q.poll();
            n++;
            for (Direction d : MOVES) {
                int[] nb = neighbour(s, c[0], c[1], d);
                if (nb == null || seen[nb[0]][nb[1]] || !safe(s, nb[0], nb[1])) continue;
                seen[nb[0]][nb[1]] = true;
                q.add(nb);
            }
        }
        return n;
    }
}
