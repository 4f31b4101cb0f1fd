package arcade.api.fx;

import javafx.geometry.Rectangle2D;

import java.util.Optional;

/**
 * Where a W×H grid of cells lies on a canvas: cell size, origin, hit-testing from a point to a
 * cell, and a cell's rectangle. Built by {@link #fit}, which centres the largest grid that fits and
 * snaps the cell size and origin to whole device pixels for the given output scale (1 on a normal
 * screen, 2 on a HiDPI one), so grid lines stay crisp and every cell has the same pixel size.
 * Immutable; rebuild it when the canvas size or the grid changes.
 */
public final class GridGeometry {
    private final int cols, rows;
    private final double cellW, cellH, originX, originY;

    public GridGeometry(int cols, int rows, double cellWidth, double cellHeight, double originX, double originY) {
        if (cols < 1 || rows < 1) throw new IllegalArgumentException("a grid needs at least one column and one row");
        if (!(cellWidth > 0) || !(cellHeight > 0)) throw new IllegalArgumentException("cells need a positive size");
        this.cols = cols;
        this.rows = rows;
        this.cellW = cellWidth;
        this.cellH = cellHeight;
        this.originX = originX;
        this.originY = originY;
    }

    /**
     * Square cells as large as fit in {@code width × height} minus {@code padding} on each side,
     * centred, at least {@code minCell} wide (the grid then overflows, e.g. into a viewport), with
     * sizes and origin on whole device pixels for {@code outputScale}.
     */
    public static GridGeometry fit(int cols, int rows, double width, double height, double padding, double minCell, double outputScale) {
        if (cols < 1 || rows < 1) throw new IllegalArgumentException("a grid needs at least one column and one row");
        double scale = outputScale > 0 ? outputScale : 1;
        double raw = Math.min((width - 2 * padding) / cols, (height - 2 * padding) / rows);
        double cell = Math.max(Math.floor(Math.max(raw, 0) * scale) / scale, Math.max(minCell, 1 / scale));
        // Centred when it fits; an overflowing grid starts at the padding (a viewport scrolls the rest).
        double ox = snap(Math.max(padding, (width - cell * cols) / 2), scale);
        double oy = snap(Math.max(padding, (height - cell * rows) / 2), scale);
        return new GridGeometry(cols, rows, cell, cell, ox, oy);
    }

    /** {@link #fit} on a normal screen with no minimum cell size. */
    public static GridGeometry fit(int cols, int rows, double width, double height, double padding) {
        return fit(cols, rows, width, height, padding, 1, 1);
    }

    /** The output scale of the window showing {@code node} (2 on a typical HiDPI screen), 1 before it is shown. */
    public static double outputScale(javafx.scene.Node node) {
        var scene = node.getScene();
        var window = scene == null ? null : scene.getWindow();
        return window == null ? 1 : Math.max(window.getOutputScaleX(), window.getOutputScaleY());
    }

    /** Rounds {@code v} to the nearest whole device pixel for the output scale. */
    public static double snap(double v, double outputScale) {
        double s = outputScale > 0 ? outputScale : 1;
        return Math.round(v * s) / s;
    }

    public int cols() { return cols; }
    public int rows() { return rows; }
    public double cellWidth() { return cellW; }
    public double cellHeight() { return cellH; }
    public double originX() { return originX; }
    public double originY() { return originY; }
    /** Size of the whole grid. */
    public double width() { return cellW * cols; }
    public double height() { return cellH * rows; }

    /** Column under {@code x}, or -1 outside the grid. */
    public int colAt(double x) {
        double c = Math.floor((x - originX) / cellW);
        return c >= 0 && c < cols ? (int) c : -1;
    }

    /** Row under {@code y}, or -1 outside the grid. */
    public int rowAt(double y) {
        double r = Math.floor((y - originY) / cellH);
        return r >= 0 && r < rows ? (int) r : -1;
    }

    /** The cell under a point, empty outside the grid. */
    public Optional<GridCell> cellAt(double x, double y) {
        int c = colAt(x), r = rowAt(y);
        return c < 0 || r < 0 ? Optional.empty() : Optional.of(new GridCell(c, r));
    }

    public boolean contains(int col, int row) { return col >= 0 && col < cols && row >= 0 && row < rows; }

    public double cellX(int col) { return originX + col * cellW; }
    public double cellY(int row) { return originY + row * cellH; }
    public double centerX(int col) { return cellX(col) + cellW / 2; }
    public double centerY(int row) { return cellY(row) + cellH / 2; }

    /** The cell's rectangle. */
    public Rectangle2D cellBounds(int col, int row) { return cellBounds(col, row, 0); }

    /** The cell's rectangle shrunk by {@code inset} on every side (a gap between drawn cells). */
    public Rectangle2D cellBounds(int col, int row, double inset) {
        if (!contains(col, row)) throw new IndexOutOfBoundsException("no cell " + col + "," + row + " in a " + cols + "×" + rows + " grid");
        double in = Math.min(inset, Math.min(cellW, cellH) / 2);
        return new Rectangle2D(cellX(col) + in, cellY(row) + in, cellW - 2 * in, cellH - 2 * in);
    }

    /**
     * The columns and rows that intersect a visible rectangle, as {first col, first row, last col,
     * last row} (inclusive), so a painter draws only what shows; empty ranges have first > last.
     */
    public int[] visibleRange(double x, double y, double w, double h) {
        int c0 = clamp((int) Math.floor((x - originX) / cellW), cols), r0 = clamp((int) Math.floor((y - originY) / cellH), rows);
        int c1 = clamp((int) Math.ceil((x + w - originX) / cellW) - 1, cols), r1 = clamp((int) Math.ceil((y + h - originY) / cellH) - 1, rows);
        if (x + w <= originX || y + h <= originY || x >= originX + width() || y >= originY + height()) return new int[]{0, 0, -1, -1};
        return new int[]{c0, r0, c1, r1};
    }

    private static int clamp(int v, int n) { return Math.max(0, Math.min(n - 1, v)); }
}
