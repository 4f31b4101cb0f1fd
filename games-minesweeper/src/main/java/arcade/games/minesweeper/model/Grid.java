package arcade.games.minesweeper.model;

import java.util.BitSet;

/** Cell indexing (row by row, {@code i = y * width + x}) and the 8-neighbourhood, precomputed per size. */
public final class Grid {
    public final int width, height;
    private final int[][] neighbours;

    public Grid(int width, int height) {
        this.width = width;
        this.height = height;
        neighbours = new int[width * height][];
        for (int y = 0; y < height; y++) for (int x = 0; x < width; x++) {
            int[] buf = new int[8];
            int n = 0;
            for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if ((dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < width && ny < height) buf[n++] = ny * width + nx;
            }
            neighbours[y * width + x] = java.util.Arrays.copyOf(buf, n);
        }
    }

    private static final java.util.Map<Long, Grid> CACHE = new java.util.concurrent.ConcurrentHashMap<>();

    public static Grid of(int width, int height) { return CACHE.computeIfAbsent(((long) width << 32) | height, k -> new Grid(width, height)); }
    public static Grid of(MinesParams p) { return of(p.width(), p.height()); }

    public int cells() { return width * height; }
    public int index(int x, int y) { return y * width + x; }
    public int x(int i) { return i % width; }
    public int y(int i) { return i / width; }

    /** The neighbours of cell {@code i}; the array is shared, do not change it. */
    public int[] neighbours(int i) { return neighbours[i]; }

    public BitSet neighbourhood(int i) {
        BitSet b = new BitSet(cells());
        for (int n : neighbours[i]) b.set(n);
        return b;
    }
}
