package arcade.games.snake.model;

import java.util.Locale;

/**
 * Named wall layouts (walls are ordinary cell states, so a layout needs no rule change, THESIS §17).
 * Coordinates are the computed cells 1..rows × 1..cols. With wrapping edges the border wall gets a
 * gap in the middle third of each side, so the snake can leave through it and come back on the
 * opposite side (THESIS §5).
 */
public enum Level {
    /** No walls at all: with a fictitious ring, leaving the field is fatal; with the torus the field has no edge. */
    OPEN,
    /** The thesis's layout: walls on rows 1 and m and columns 1 and n. */
    BOX,
    /** Box plus a plus sign in the middle, its arms covering the central half. */
    CROSS,
    /** Box split into four rooms by a full cross with a two-cell door in each arm. */
    ROOMS,
    /** Box plus two horizontal bars, forming a corridor through the middle. */
    TUNNEL,
    /** The campaign: each level's walls come from its file ({@link Campaign}); here only the border. */
    CAMPAIGN;

    public String id() { return name().toLowerCase(Locale.ROOT); }

    public static Level ofId(String id) {
        for (Level l : values()) if (l.id().equals(id)) return l;
        return null;
    }

    /** True when (i, j) is a wall of this layout on a rows × cols field. */
    public boolean isWall(int i, int j, int rows, int cols, boolean wrapRows, boolean wrapCols) {
        if (this == OPEN) return false;
        if (border(i, j, rows, cols, wrapRows, wrapCols)) return true;
        int midRow = (rows + 1) / 2, midCol = (cols + 1) / 2;
        return switch (this) {
            case OPEN, BOX, CAMPAIGN -> false;
            case CROSS -> (i == midRow && j > cols / 4 && j <= cols - cols / 4)
                    || (j == midCol && i > rows / 4 && i <= rows - rows / 4);
            case ROOMS -> (i == midRow && !door(j, cols)) || (j == midCol && !door(i, rows));
            case TUNNEL -> (i == rows / 3 + 1 || i == rows - rows / 3) && j > cols / 5 && j <= cols - cols / 5;
        };
    }

    private static boolean border(int i, int j, int rows, int cols, boolean wrapRows, boolean wrapCols) {
        boolean topOrBottom = i == 1 || i == rows;
        boolean leftOrRight = j == 1 || j == cols;
        if (topOrBottom && !(wrapRows && inMiddleThird(j, cols))) return true;
        return leftOrRight && !(wrapCols && inMiddleThird(i, rows));
    }

    private static boolean inMiddleThird(int k, int n) { return k > n / 3 && k <= n - n / 3; }

    /** Doors of the rooms: two cells centred in each half of an arm. */
    private static boolean door(int k, int n) {
        int q1 = (n + 2) / 4, q3 = n - (n + 2) / 4 + 1;
        return k == q1 || k == q1 + 1 || k == q3 || k == q3 - 1;
    }
}
