package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;
import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeState;

/**
 * A flat, read-only copy of what the autopilot needs from a state, seen from one snake: cell
 * types, TTLs, which snake cells are its own, its head, direction, length and pending growth.
 * Indices are row-major with the ring: {@code i * stride + j}.
 */
final class BoardView {
    final int rows, cols, stride;
    final boolean torus;
    /** The rules: growth per apple, and whether the head may enter the cell the tail leaves. */
    final int growth;
    final boolean tailFollow;
    final byte[] type;
    final int[] ttl;
    final boolean[] own;
    final int head, tail, length, headTtl;
    final Direction heading;

    BoardView(SnakeState s, int snake) {
        rows = s.rows();
        cols = s.cols();
        stride = cols + 2;
        torus = s.options().torus();
        growth = s.options().growth();
        tailFollow = s.options().tailFollow();
        int size = (rows + 2) * stride;
        type = new byte[size];
        ttl = new int[size];
        own = new boolean[size];
        int h = -1, t = -1, len = 0, minTtl = Integer.MAX_VALUE;
        for (int i = 0; i <= rows + 1; i++)
            for (int j = 0; j <= cols + 1; j++) {
                int idx = i * stride + j;
                boolean computed = i >= 1 && j >= 1 && i <= rows && j <= cols;
                type[idx] = (byte) (computed ? s.typeCode(i, j) : SnakeCell.CA0_W);
                if (!computed) continue;
                ttl[idx] = s.ttl(i, j);
                if (type[idx] == SnakeCell.CA0_S && s.snakeId(i, j) == snake) {
                    own[idx] = true;
                    len++;
                    if (s.directionCode(i, j) != 0) h = idx;
                    if (ttl[idx] < minTtl) { minTtl = ttl[idx]; t = idx; }
                }
            }
        head = h;
        tail = t;
        length = len;
        headTtl = h < 0 ? 0 : ttl[h];
        heading = h < 0 ? Direction.NONE : Direction.ofCode(s.directionCode(h / stride, h % stride));
    }

    int row(int idx) { return idx / stride; }
    int col(int idx) { return idx % stride; }

    /** Steps still to grow: the head's TTL minus the length. */
    int pendingGrowth() { return Math.max(0, headTtl - length); }

    /** The computed cell one step from idx in direction d (wrapping on a torus), or −1 off the field. */
    int neighbour(int idx, Direction d) {
        int i = row(idx) + d.di(), j = col(idx) + d.dj();
        if (torus) {
            i = Math.floorMod(i - 1, rows) + 1;
            j = Math.floorMod(j - 1, cols) + 1;
        }
        if (i < 1 || j < 1 || i > rows || j > cols) return -1;
        return i * stride + j;
    }

    /** Cells a head may enter without dying: Empty, Apple, and every kind of bonus. */
    boolean enterable(int idx) {
        byte t = type[idx];
        return t == SnakeCell.CA0_E || t == SnakeCell.CA0_F || t == SnakeCell.CA0_B || t == SnakeCell.CA0_R || t == SnakeCell.CA0_D;
    }

    /** True when a head arriving at idx after {@code steps} steps finds it free (snake cells free up as their TTL runs out). */
    boolean freeAt(int idx, int steps, int[] ttlNow) {
        if (enterable(idx)) return true;
        return type[idx] == SnakeCell.CA0_S && freedBy(ttlNow[idx], steps);
    }

    /**
     * True when a snake cell with this TTL is free for a head arriving after {@code steps} steps:
     * its tail has left before (thesis), or leaves in that very step (classic rules).
     */
    boolean freedBy(int ttlNow, int steps) { return tailFollow ? ttlNow <= steps : ttlNow < steps; }
}
