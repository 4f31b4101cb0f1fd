package arcade.gamesystem.bench;

import arcade.api.session.Rng;

/**
 * Connect Four written by hand (a bitboard per player, one column of {@code rows + 1} bits each),
 * only to time random playouts against the rules file's: the ratio is the cost of generality.
 */
final class NativeConnectFour {
    private final int rows, cols, h;
    private final long[] mine = new long[2];
    private final int[] height;

    NativeConnectFour(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.h = rows + 1;
        this.height = new int[cols];
    }

    /** One random playout from the empty board; returns its moves. */
    int playout(Rng rng) {
        mine[0] = mine[1] = 0;
        java.util.Arrays.fill(height, 0);
        int[] open = new int[cols];
        for (int ply = 0; ; ply++) {
            int n = 0;
            for (int c = 0; c < cols; c++) if (height[c] < rows) open[n++] = c;
            if (n == 0) return ply; // a draw
            int c = open[rng.nextInt(n)];
            int p = ply & 1;
            mine[p] |= 1L << (c * h + height[c]++);
            if (fourInARow(mine[p])) return ply + 1;
        }
    }

    private boolean fourInARow(long b) {
        for (int shift : new int[] {1, h, h - 1, h + 1}) {
            long m = b & (b >>> shift);
            if ((m & (m >>> 2 * shift)) != 0) return true;
        }
        return false;
    }
}
