package arcade.games.snake.ai;

import java.util.Arrays;

/**
 * A Hamiltonian cycle through every cell of a rectangle of the field (rows {@code top..top+h−1},
 * columns {@code left..left+w−1}), which exists when the rectangle has an even number of cells
 * and both sides are at least 2. Construction: along the first row, then boustrophedon through
 * the other columns, and back up the first column. {@link #order} gives each cell's position on the
 * cycle (−1 outside the rectangle); {@link #cell} the inverse.
 */
final class HamiltonianCycle {
    final int top, left, height, width, fieldRows, fieldCols;
    private final int[] order;   // by (i * (fieldCols + 2) + j), −1 outside
    private final int[] cells;   // position → packed index

    private HamiltonianCycle(int top, int left, int height, int width, int fieldRows, int fieldCols, int[] path) {
        this.top = top;
        this.left = left;
        this.height = height;
        this.width = width;
        this.fieldRows = fieldRows;
        this.fieldCols = fieldCols;
        this.order = new int[(fieldRows + 2) * (fieldCols + 2)];
        Arrays.fill(order, -1);
        this.cells = path;
        for (int k = 0; k < path.length; k++) order[path[k]] = k;
    }

    /** The cycle of the rectangle, or null when none exists. */
    static HamiltonianCycle of(int top, int left, int height, int width, int fieldRows, int fieldCols) {
        if (height < 2 || width < 2 || (height * width) % 2 != 0) return null;
        boolean transpose = height % 2 != 0; // the construction needs an even number of rows
        int r = transpose ? width : height, c = transpose ? height : width;
        int[] path = new int[r * c];
        int k = 0;
        for (int j = 0; j < c; j++) path[k++] = pack(0, j, transpose, top, left, fieldCols);
        for (int i = 1; i < r; i++) {
            if (i % 2 == 1) for (int j = c - 1; j >= 1; j--) path[k++] = pack(i, j, transpose, top, left, fieldCols);
            else for (int j = 1; j < c; j++) path[k++] = pack(i, j, transpose, top, left, fieldCols);
        }
        for (int i = r - 1; i >= 1; i--) path[k++] = pack(i, 0, transpose, top, left, fieldCols);
        return new HamiltonianCycle(top, left, height, width, fieldRows, fieldCols, path);
    }

    private static int pack(int a, int b, boolean transpose, int top, int left, int fieldCols) {
        int i = top + (transpose ? b : a), j = left + (transpose ? a : b);
        return i * (fieldCols + 2) + j;
    }

    /** The same cycle travelled the other way round. */
    HamiltonianCycle reversed() {
        int[] rev = new int[cells.length];
        for (int k = 0; k < cells.length; k++) rev[k] = cells[(cells.length - k) % cells.length];
        return new HamiltonianCycle(top, left, height, width, fieldRows, fieldCols, rev);
    }

    int size() { return cells.length; }

    /** Position of cell (i, j) on the cycle, or −1. */
    int order(int i, int j) {
        int p = i * (fieldCols + 2) + j;
        return p >= 0 && p < order.length ? order[p] : -1;
    }

    int row(int position) { return cells[Math.floorMod(position, cells.length)] / (fieldCols + 2); }
    int col(int position) { return cells[Math.floorMod(position, cells.length)] % (fieldCols + 2); }

    /** Forward distance along the cycle from position a to position b (0..size−1). */
    int distance(int a, int b) { return Math.floorMod(b - a, cells.length); }
}
