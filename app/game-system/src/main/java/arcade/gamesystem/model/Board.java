package arcade.gamesystem.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The board of a rules game: its cells (zones numbered from {@code firstZone}), where each is
 * drawn, which cells neighbour which in each named direction, and its lines. Three shapes:
 * <ul>
 * <li>a square grid, rows × cols cells named like a chess board ({@code a1} bottom left; columns
 *     are letters, rows count from the bottom), directions N, NE, E, SE, S, SW, W, NW;</li>
 * <li>a hex grid, the rhombus of Hex: size × size cells named the same way, each row drawn half a
 *     cell to the right of the one below, directions E, W, NE, NW, SE, SW;</li>
 * <li>points joined by lines (Nine Men's Morris): points named by the file, two points adjacent
 *     when they follow each other on a line.</li>
 * </ul>
 */
public final class Board {
    /** The board's shape. */
    public enum Shape { SQUARE, HEX, POINTS }

    static final List<String> SQUARE_DIRECTIONS = List.of("N", "NE", "E", "SE", "S", "SW", "W", "NW");
    private static final int[][] SQUARE_STEPS = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    static final List<String> HEX_DIRECTIONS = List.of("E", "NE", "NW", "W", "SW", "SE");
    private static final int[][] HEX_STEPS = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};

    private final Shape shape;
    private final int rows;
    private final int cols;
    private final int firstZone;
    private final int cells;
    private final double[] x;
    private final double[] y;
    /** neighbour[cell][direction]: the zone number, or -1 off the board. */
    private final int[][] neighbour;
    /** For every cell, its neighbours in any direction (on a points board: along the lines). */
    private final int[][] adjacent;
    private final List<String> directions;
    private final List<int[]> declaredLines;
    private final Map<Integer, List<int[]>> linesByLength = new java.util.concurrent.ConcurrentHashMap<>();

    private Board(Shape shape, int rows, int cols, int firstZone, int cells, double[] x, double[] y, int[][] neighbour,
                  int[][] adjacent, List<String> directions, List<int[]> declaredLines) {
        this.shape = shape;
        this.rows = rows;
        this.cols = cols;
        this.firstZone = firstZone;
        this.cells = cells;
        this.x = x;
        this.y = y;
        this.neighbour = neighbour;
        this.adjacent = adjacent;
        this.directions = directions;
        this.declaredLines = declaredLines;
    }

    /** A square grid whose cells are zones {@code firstZone …}, row by row from the bottom. */
    static Board square(int rows, int cols, int firstZone) { return grid(Shape.SQUARE, rows, cols, firstZone); }

    /** Hex's rhombus of size × size hexagons. */
    static Board hex(int size, int firstZone) { return grid(Shape.HEX, size, size, firstZone); }

    private static Board grid(Shape shape, int rows, int cols, int firstZone) {
        int n = rows * cols;
        int[][] steps = shape == Shape.HEX ? HEX_STEPS : SQUARE_STEPS;
        double[] x = new double[n], y = new double[n];
        int[][] nb = new int[n][steps.length];
        int[][] adj = new int[n][];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                x[i] = shape == Shape.HEX ? c + r * 0.5 : c;
                y[i] = shape == Shape.HEX ? r * Math.sqrt(3) / 2 : r;
                List<Integer> a = new ArrayList<>();
                for (int d = 0; d < steps.length; d++) {
                    int cc = c + steps[d][0], rr = r + steps[d][1];
                    nb[i][d] = cc < 0 || cc >= cols || rr < 0 || rr >= rows ? -1 : firstZone + rr * cols + cc;
                    if (nb[i][d] >= 0) a.add(nb[i][d]);
                }
                adj[i] = a.stream().mapToInt(Integer::intValue).toArray();
            }
        return new Board(shape, rows, cols, firstZone, n, x, y, nb, adj, shape == Shape.HEX ? HEX_DIRECTIONS : SQUARE_DIRECTIONS, List.of());
    }

    /**
     * A board of points at the given drawing positions, joined by lines of point numbers (0-based
     * among the points); consecutive points of a line are adjacent.
     */
    static Board points(int firstZone, double[] x, double[] y, List<int[]> lines) {
        int n = x.length;
        List<List<Integer>> a = new ArrayList<>();
        for (int i = 0; i < n; i++) a.add(new ArrayList<>());
        List<int[]> zoneLines = new ArrayList<>();
        for (int[] line : lines) {
            int[] z = new int[line.length];
            for (int k = 0; k < line.length; k++) {
                z[k] = firstZone + line[k];
                if (k > 0) {
                    if (!a.get(line[k]).contains(firstZone + line[k - 1])) a.get(line[k]).add(firstZone + line[k - 1]);
                    if (!a.get(line[k - 1]).contains(firstZone + line[k])) a.get(line[k - 1]).add(firstZone + line[k]);
                }
            }
            zoneLines.add(z);
        }
        int[][] adj = new int[n][];
        for (int i = 0; i < n; i++) adj[i] = a.get(i).stream().mapToInt(Integer::intValue).toArray();
        return new Board(Shape.POINTS, 0, 0, firstZone, n, x.clone(), y.clone(), new int[n][0], adj, List.of(), List.copyOf(zoneLines));
    }

    public Shape shape() { return shape; }

    /** Rows of a grid (0 for a points board). */
    public int rows() { return rows; }

    /** Columns of a grid (0 for a points board). */
    public int cols() { return cols; }

    public int cellCount() { return cells; }

    public int firstZone() { return firstZone; }

    /** The zone number of the grid cell in column {@code col} (0 = a) and row {@code row} (0 = bottom). */
    public int zone(int col, int row) { return firstZone + row * cols + col; }

    public boolean isCell(int zone) { return zone >= firstZone && zone < firstZone + cells; }

    public int colOf(int zone) { return cols == 0 ? 0 : (zone - firstZone) % cols; }

    public int rowOf(int zone) { return cols == 0 ? 0 : (zone - firstZone) / cols; }

    /** Where a cell is drawn, in board units (x to the right, y upwards; a grid's cells are one unit apart). */
    public double x(int zone) { return x[zone - firstZone]; }

    public double y(int zone) { return y[zone - firstZone]; }

    /** The direction names of this shape (none on a points board). */
    public List<String> directions() { return directions; }

    /** The neighbour of a cell in a direction (an index into {@link #directions()}), or -1 off the board. */
    public int neighbour(int zone, int direction) { return neighbour[zone - firstZone][direction]; }

    /** Every neighbour of a cell (on a points board: the points next to it on its lines). */
    public int[] adjacent(int zone) { return adjacent[zone - firstZone]; }

    /** The lines a points board declares, as zone numbers. */
    public List<int[]> declaredLines() { return declaredLines; }

    public static String cellName(int col, int row) { return String.valueOf((char) ('a' + col)) + (row + 1); }

    /**
     * Every run of {@code length} cells in a straight line: on a square grid its rows, columns and
     * diagonals, on a hex grid the three axes, on a points board the declared lines of that length.
     */
    public List<int[]> lines(int length) {
        return linesByLength.computeIfAbsent(length, this::computeLines);
    }

    private List<int[]> computeLines(int length) {
        List<int[]> out = new ArrayList<>();
        if (shape == Shape.POINTS) {
            for (int[] l : declaredLines) if (l.length == length) out.add(l);
            return Collections.unmodifiableList(out);
        }
        int[][] dirs = shape == Shape.HEX ? new int[][]{{1, 0}, {0, 1}, {-1, 1}} : new int[][]{{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int c = 0; c < cols; c++)
            for (int r = 0; r < rows; r++)
                for (int[] d : dirs) {
                    int ec = c + d[0] * (length - 1), er = r + d[1] * (length - 1);
                    if (ec < 0 || ec >= cols || er < 0 || er >= rows) continue;
                    int[] line = new int[length];
                    for (int k = 0; k < length; k++) line[k] = zone(c + d[0] * k, r + d[1] * k);
                    out.add(line);
                }
        return Collections.unmodifiableList(out);
    }

    /** The lines of {@link #lines(int)} through each cell, for checks that start from one cell. */
    Map<Integer, List<int[]>> linesThrough(int length) {
        Map<Integer, List<int[]>> m = new LinkedHashMap<>();
        for (int[] l : lines(length)) for (int z : l) m.computeIfAbsent(z, k -> new ArrayList<>()).add(l);
        return m;
    }

    /** The built-in zone sets of the board: {@code board}, and on grids {@code row-N}, {@code col-x} and {@code col-N}, {@code dark} and {@code light}. */
    Map<String, List<Integer>> builtInSets() {
        Map<String, List<Integer>> sets = new LinkedHashMap<>();
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < cells; i++) all.add(firstZone + i);
        sets.put("board", all);
        if (shape == Shape.POINTS) return sets;
        for (int r = 0; r < rows; r++) {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < cols; c++) row.add(zone(c, r));
            sets.put("row-" + (r + 1), row);
        }
        List<Integer> dark = new ArrayList<>(), light = new ArrayList<>();
        for (int c = 0; c < cols; c++) {
            List<Integer> col = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                col.add(zone(c, r));
                ((c + r) % 2 == 0 ? dark : light).add(zone(c, r));
            }
            sets.put("col-" + (char) ('a' + c), col);
            sets.put("col-" + (c + 1), col);
        }
        if (shape == Shape.SQUARE) {
            sets.put("dark", dark);
            sets.put("light", light);
        }
        return sets;
    }
}
