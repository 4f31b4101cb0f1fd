package arcade.games.snake.view.field;

/**
 * Where the field sits on the canvas: square cells as large as fit, the field centred. Rows and
 * columns are the computed cells (1-based in the model, 0-based here).
 */
public record FieldGeometry(double originX, double originY, double cell, int rows, int cols) {

    /** Fits {@code rows × cols} square cells into {@code width × height} with {@code margin} around. */
    public static FieldGeometry fit(double width, double height, int rows, int cols, double margin) {
        double availW = Math.max(1, width - 2 * margin), availH = Math.max(1, height - 2 * margin);
        double cell = Math.max(1, Math.floor(Math.min(availW / cols, availH / rows)));
        double w = cell * cols, h = cell * rows;
        return new FieldGeometry(Math.floor((width - w) / 2), Math.floor((height - h) / 2), cell, rows, cols);
    }

    /** Left edge of 1-based column {@code j}. */
    public double x(int j) { return originX + (j - 1) * cell; }

    /** Top edge of 1-based row {@code i}. */
    public double y(int i) { return originY + (i - 1) * cell; }

    public double width() { return cell * cols; }

    public double height() { return cell * rows; }
}
