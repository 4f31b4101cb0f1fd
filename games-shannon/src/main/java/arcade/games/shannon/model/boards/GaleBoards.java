package arcade.games.shannon.model.boards;

import arcade.games.shannon.model.Board;

/**
 * Gale's game (Bridg-It) as a Shannon graph (THESIS.md §7.4), and Shannon's Bird Cage.
 *
 * <p>Order k: Short's dots form k rows × (k+1) columns; column 0 is merged into A and column k into
 * B. Edges: every horizontal neighbour pair (k·k edges) and the vertical neighbours in the inner
 * columns 1..k−1 ((k−1)² edges). A bridge of one player blocks exactly one bridge of the other, so
 * Short claiming an edge = building a bridge, Cut deleting one = the opponent's crossing bridge.
 * On these boards the first player wins and the second loses (G + AB splits into two spanning trees).
 */
public final class GaleBoards {
    public static final int MIN_ORDER = 1;
    public static final int MAX_ORDER = 12;
    /** The commercial Bridg-It board (Hassenfeld Brothers, about 1960). */
    public static final int COMMERCIAL_ORDER = 5;

    private GaleBoards() {}

    /** The Bridg-It board of order {@code k}: V = k(k−1)+2, E = k² + (k−1)². */
    public static Board bridgIt(int k) {
        return build("Bridg-It " + k, k, false);
    }

    /**
     * Shannon's Bird Cage: the Bridg-It family board Shannon played (and built a machine for) under
     * that name. As a graph it is Gale's board of the commercial order 5; it is drawn turned by 45°
     * (a diamond-shaped cage) with A top-left and B bottom-right, like the generated boards.
     */
    public static Board birdCage() {
        return build("Bird Cage", COMMERCIAL_ORDER, true);
    }

    /** Whether a board is Shannon's Bird Cage exactly as {@link #birdCage()} builds it. */
    public static boolean isBirdCage(Board b) {
        return b.name().equals("Bird Cage") && b.equals(birdCage());
    }

    /** The order of a Bridg-It board or of the Bird Cage (as built here), or 0 for any other board. */
    public static int orderOf(Board b) {
        if (isBirdCage(b)) return COMMERCIAL_ORDER;
        if (!b.name().startsWith("Bridg-It ")) return 0;
        int k;
        try {
            k = Integer.parseInt(b.name().substring("Bridg-It ".length()).trim());
        } catch (NumberFormatException e) {
            return 0;
        }
        if (k < MIN_ORDER || k > MAX_ORDER) return 0;
        return b.vertexCount() == k * (k - 1) + 2 && b.edgeCount() == k * k + (k - 1) * (k - 1)
                && b.equals(bridgIt(k).withName(b.name())) ? k : 0;
    }

    /**
     * Short's two dots that link {@code e} of an order-{@code k} board joins, as {column, row,
     * column, row} on the dot grid (k rows of k+1 columns; columns 0 and k are A's and B's sides).
     */
    public static int[] dots(int k, int e) {
        if (e < k * k) {
            int r = e / k, c = e % k;
            return new int[] {c, r, c + 1, r};
        }
        int j = e - k * k, c = 1 + j / (k - 1), r = j % (k - 1);
        return new int[] {c, r, c, r + 1};
    }

    private static Board build(String name, int k, boolean diamond) {
        if (k < MIN_ORDER || k > MAX_ORDER)
            throw new IllegalArgumentException("Bridg-It order must be between " + MIN_ORDER + " and " + MAX_ORDER + ", got " + k);
        Board.Builder b = Board.builder(name);
        double mid = (k - 1) / 2.0;
        int a = vertex(b, 0, mid, diamond, k);
        int[][] dot = new int[k][k + 1];
        for (int r = 0; r < k; r++) {
            dot[r][0] = a;
            for (int c = 1; c < k; c++) dot[r][c] = vertex(b, c, r, diamond, k);
        }
        int bb = vertex(b, k, mid, diamond, k);
        for (int r = 0; r < k; r++) dot[r][k] = bb;
        for (int r = 0; r < k; r++) for (int c = 0; c < k; c++) b.edge(dot[r][c], dot[r][c + 1]);
        for (int c = 1; c < k; c++) for (int r = 0; r + 1 < k; r++) b.edge(dot[r][c], dot[r + 1][c]);
        return b.a(a).b(bb).build();
    }

    private static int vertex(Board.Builder b, double x, double y, boolean diamond, int k) {
        if (!diamond) return b.vertex(x, y);
        // turn by 45° about the board centre: A goes to the top-left, B to the bottom-right
        double cx = x - k / 2.0, cy = y - (k - 1) / 2.0;
        return b.vertex((cx + cy) * Math.sqrt(0.5) + k / 2.0, (cx - cy) * Math.sqrt(0.5) + k / 2.0);
    }
}
