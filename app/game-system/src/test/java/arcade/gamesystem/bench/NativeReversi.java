package arcade.gamesystem.bench;

import arcade.api.session.Rng;

/**
 * Reversi written by hand on an array (Black first, flips in all eight directions, pass, end when
 * neither can move), only to time random playouts against the rules file's.
 */
final class NativeReversi {
    private static final int[][] DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private final int n;
    private final int[] board;

    NativeReversi(int size) {
        this.n = size;
        this.board = new int[size * size];
    }

    /** One random playout from the start; returns its moves (passes included). */
    int playout(Rng rng) {
        java.util.Arrays.fill(board, 0);
        int m = n / 2;
        board[(m - 1) * n + m - 1] = board[m * n + m] = 2;
        board[(m - 1) * n + m] = board[m * n + m - 1] = 1;
        int[] legal = new int[n * n];
        int player = 1, plies = 0;
        boolean passed = false;
        while (true) {
            int count = 0;
            for (int i = 0; i < n * n; i++) if (board[i] == 0 && flips(i, player, false) > 0) legal[count++] = i;
            if (count == 0) {
                if (passed) return plies;
                passed = true;
            } else {
                passed = false;
                flips(legal[rng.nextInt(count)], player, true);
            }
            player = 3 - player;
            plies++;
        }
    }

    private int flips(int at, int player, boolean play) {
        int r0 = at / n, c0 = at % n, total = 0;
        for (int[] d : DIRS) {
            int r = r0 + d[0], c = c0 + d[1], run = 0;
            while (r >= 0 && r < n && c >= 0 && c < n && board[r * n + c] == 3 - player) { r += d[0]; c += d[1]; run++; }
            if (run == 0 || r < 0 || r >= n || c < 0 || c >= n || board[r * n + c] != player) continue;
            total += run;
            if (play) for (int k = 1; k <= run; k++) board[(r0 + k * d[0]) * n + c0 + k * d[1]] = player;
            if (!play) return total;
        }
        if (play) board[at] = player;
        return total;
    }
}
