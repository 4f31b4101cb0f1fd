package arcade.games.snake.model;

import arcade.api.session.Rng;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;

import static arcade.games.snake.model.SnakeCell.*;
import static arcade.games.snake.model.SnakeGlobals.*;

/**
 * The field at the start (THESIS §12) and again after a lost life (P5): the walls of the layout, each
 * snake at its start cell, then the apples, drawn from the game's generator in that order.
 */
final class StartLayout {
    private StartLayout() {}

    /**
     * Lays out {@code f} (which must hold its defaults) and points {@code heads} at the start cells.
     * The campaign takes the walls and the start of the level in {@code g}'s LEVEL.
     */
    static void place(Field f, SnakeOptions o, int[] heads, Globals g, Rng rng) {
        byte[] type = f.bytes(TYPE);
        CampaignLevel level = o.campaign() ? Campaign.level((int) g.get(LEVEL)) : null;
        for (int i = 1; i <= o.rows(); i++)
            for (int j = 1; j <= o.cols(); j++)
                if (level != null ? level.isWall(i, j) : o.level().isWall(i, j, o.rows(), o.cols(), o.torus(), o.torus()))
                    type[f.index(i, j)] = CA0_W;
        int[] fair = level == null && o.playsRounds() ? fairStart(f, o, type) : null; // chosen on the bare layout
        for (int s = 1; s <= o.totalSnakes(); s++) {
            int[] rc = level != null ? (s == 1 ? new int[]{level.startRow(), level.startCol()} : rivalStart(level, s, type, f))
                    : fair != null ? (s == 1 ? fair : new int[]{o.rows() + 1 - fair[0], o.cols() + 1 - fair[1]}) : o.start(s);
            Direction d = level == null ? o.startDirection(s) : s == 1 ? level.startDirection() : Direction.ofCode(rc[2]);
            int idx = f.index(rc[0], rc[1]);
            type[idx] = CA0_S;
            f.bytes(DIRECTION)[idx] = (byte) d.code();
            f.ints(TTL)[idx] = o.startLength();
            if (o.totalSnakes() > 1) f.bytes(SNAKE_ID)[idx] = (byte) s;
            heads[s - 1] = idx;
            clearAhead(f, rc[0], rc[1], d); // a layout never puts a wall right in front of a start
        }
        g.set(APPLES_ON_FIELD, 0);
        for (int a = 0; a < o.apples(); a++)
            if (GameStateSupervisor.dropItem(f, CA0_F, rng)) g.set(APPLES_ON_FIELD, g.get(APPLES_ON_FIELD) + 1);
    }

    /**
     * A campaign rival's start {row, col, direction code}: the free cell nearest (scanning rows, then
     * columns, from the point opposite the player's start) that has two free cells ahead in the
     * rival's heading and is not next to another snake.
     */
    private static int[] rivalStart(CampaignLevel l, int snake, byte[] type, Field f) {
        int rows = l.rows(), cols = l.cols();
        // the other corners, as in free play: opposite heading left, below heading up, beside heading down
        int r0 = snake == 4 ? l.startRow() : rows + 1 - l.startRow(), c0 = snake == 3 ? l.startCol() : cols + 1 - l.startCol();
        Direction d = snake == 2 ? Direction.LEFT : snake == 3 ? Direction.UP : Direction.DOWN;
        for (int k = 0; k < rows * cols; k++) {
            int i = 1 + Math.floorMod(r0 - 1 + k / cols, rows), j = 1 + Math.floorMod(c0 - 1 + k % cols, cols);
            if (free(l, type, f, i, j) && free(l, type, f, i + d.di(), j + d.dj()) && free(l, type, f, i + 2 * d.di(), j + 2 * d.dj())
                    && free(l, type, f, i + 1, j) && free(l, type, f, i - 1, j))
                return new int[]{i, j, d.code()};
        }
        throw new IllegalStateException("level " + l.number() + " has no room for computer rival " + (snake - 1));
    }

    /**
     * Two players in rounds: a start that is the same for both (snake 1's cell; snake 2 takes the
     * cell turned half round about the centre). Snake 1 starts in the left third of
     * the upper half heading right, snake 2 on the cell turned half round about the centre heading
     * left, so on the (point-symmetric) layouts both have the same room. Of those cells the one
     * whose shorter run of free cells ahead is longest (counted up to half the width) wins, the
     * nearest to the thesis's start on a tie: on an open box that is the thesis's start itself, in a
     * maze never a cell facing a wall close by.
     */
    private static int[] fairStart(Field f, SnakeOptions o, byte[] type) {
        int rows = o.rows(), cols = o.cols(), want = Math.max(3, cols / 2);
        int[] home = o.start(1);
        int bestR = home[0], bestC = home[1], bestRun = -1, bestDistance = Integer.MAX_VALUE;
        for (int r = 2; r <= rows / 2; r++) // the upper half: the mirror is never on the same row
            for (int c = 2; c <= Math.max(2, cols / 3); c++) {
                int run = Math.min(run(f, type, r, c, Direction.RIGHT, want), run(f, type, rows + 1 - r, cols + 1 - c, Direction.LEFT, want));
                if (type[f.index(r, c)] != CA0_E || type[f.index(rows + 1 - r, cols + 1 - c)] != CA0_E) continue;
                int distance = Math.abs(r - home[0]) + Math.abs(c - home[1]);
                if (run > bestRun || (run == bestRun && distance < bestDistance)) {
                    bestR = r;
                    bestC = c;
                    bestRun = run;
                    bestDistance = distance;
                }
            }
        return new int[]{bestR, bestC};
    }

    /** Free cells ahead of (r, c) heading {@code d}, up to {@code cap}. */
    private static int run(Field f, byte[] type, int r, int c, Direction d, int cap) {
        int n = 0;
        for (int i = r + d.di(), j = c + d.dj(); n < cap && f.isComputed(i, j) && type[f.index(i, j)] == CA0_E; i += d.di(), j += d.dj()) n++;
        return n;
    }

    private static boolean free(CampaignLevel l, byte[] type, Field f, int i, int j) {
        return f.isComputed(i, j) && !l.isWall(i, j) && type[f.index(i, j)] == CA0_E;
    }

    private static void clearAhead(Field f, int r, int c, Direction d) {
        for (int k = 1; k <= 2; k++) {
            int i = r + d.di() * k, j = c + d.dj() * k;
            if (f.isComputed(i, j) && f.get(TYPE, i, j) == CA0_W) f.set(TYPE, i, j, CA0_E);
        }
    }
}
