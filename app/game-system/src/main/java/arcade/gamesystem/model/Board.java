package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The grid of a rules game: rows × cols cell zones named like a chess board, {@code a1} in the
 * bottom-left corner (columns are letters, rows are numbers counted from the bottom).
 */
public final class Board {
    private final int rows;
    private final int cols;
    private final int firstZone;

    Board(int rows, int cols, int firstZone) {
        this.rows = rows;
        this.cols = cols;
        this.firstZone = firstZone;
    }

    public int rows() { return rows; }

    public int cols() { return cols; }

    /** The zone number of the cell in column {@code col} (0 = a) and row {@code row} (0 = bottom). */
    public int zone(int col, int row) { return firstZone + row * cols + col; }

    public boolean isCell(int zone) { return zone >= firstZone && zone < firstZone + rows * cols; }

    public int colOf(int zone) { return (zone - firstZone) % cols; }

    public int rowOf(int zone) { return (zone - firstZone) / cols; }

    public static String cellName(int col, int row) { return String.valueOf((char) ('a' + col)) + (row + 1); }

    /** Every run of {@code length} cells in a row, column or diagonal, as zone numbers. */
    public List<int[]> lines(int length) {
        List<int[]> out = new ArrayList<>();
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int c = 0; c < cols; c++)
            for (int r = 0; r < rows; r++)
                for (int[] d : dirs) {
                    int ec = c + d[0] * (length - 1), er = r + d[1] * (length - 1);
                    if (ec < 0 || ec >= cols || er < 0 || er >= rows) continue;
                    int[] line = new int[length];
                    for (int k = 0; k < length; k++) line[k] = zone(c + d[0] * k, r + d[1] * k);
                    out.add(line);
                }
        return out;
    }
}
