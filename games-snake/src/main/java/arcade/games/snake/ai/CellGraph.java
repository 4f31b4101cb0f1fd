package arcade.games.snake.ai;

import arcade.games.snake.model.Direction;

/**
 * The neighbours of every cell of one board shape, worked out once so that searches repeated
 * tens of thousands of times a game look them up instead of recomputing rows, columns and wrap.
 * Directions are numbered as in {@link #MOVES}; {@link #next} answers −1 off the field.
 */
final class CellGraph {
    static final Direction[] MOVES = {Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN};

    final int cells, stride, rows, cols;
    final boolean torus;
    private final int[] next;   // cell * 4 + direction → cell, −1 off the field

    CellGraph(BoardView v) {
        cells = v.type.length;
        stride = v.stride;
        rows = v.rows;
        cols = v.cols;
        torus = v.torus;
        next = new int[cells * 4];
        for (int idx = 0; idx < cells; idx++) {
            boolean computed = v.row(idx) >= 1 && v.row(idx) <= rows && v.col(idx) >= 1 && v.col(idx) <= cols;
            for (int k = 0; k < 4; k++) next[idx * 4 + k] = computed ? v.neighbour(idx, MOVES[k]) : -1;
        }
    }

    /** True when this graph was made for a board of the same shape. */
    boolean fits(BoardView v) { return v.type.length == cells && v.stride == stride && v.torus == torus && v.rows == rows; }

    /** The cell one step from idx in direction k, or −1. */
    int next(int idx, int k) { return next[idx * 4 + k]; }

    /** The direction from a to its neighbour b, or −1 when they are not neighbours. */
    int direction(int a, int b) {
        for (int k = 0; k < 4; k++) if (next[a * 4 + k] == b) return k;
        return -1;
    }

    boolean adjacent(int a, int b) {
        if (torus) return direction(a, b) >= 0;
        int d = Math.abs(a - b);   // off the torus, border cells keep rows apart: ±1 never wraps
        return d == 1 || d == stride;
    }

    /** The number of the direction d, or −1 for none. */
    static int index(Direction d) {
        for (int k = 0; k < 4; k++) if (MOVES[k] == d) return k;
        return -1;
    }

    /** How many of the cell's neighbours are free and, when {@code used} is given, not used; the board's edge counts as closed. */
    int openSides(int c, boolean[] free, boolean[] used) {
        int open = 0;
        for (int k = 0; k < 4; k++) {
            int nb = next[c * 4 + k];
            if (nb >= 0 && free[nb] && (used == null || !used[nb])) open++;
        }
        return open;
    }

    /** The cell's chessboard colour, 0 or 1: neighbours differ. */
    int colour(int idx) { return (idx / stride + idx % stride) & 1; }

    /** A lower bound of the steps between two cells (their distance on the open grid). */
    int lowerBound(int a, int b) {
        if (torus) return 0;
        return Math.abs(a / stride - b / stride) + Math.abs(a % stride - b % stride);
    }
}
