package arcade.api.fx;

/** A cell of a rectangular grid: column {@code col} (x) and row {@code row} (y), both from 0. */
public record GridCell(int col, int row) {
    public GridCell {
        if (col < 0 || row < 0) throw new IllegalArgumentException("a cell has no negative coordinates: " + col + "," + row);
    }
}
