package arcade.games.shannon.view.board;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.boards.GaleBoards;

/**
 * Bridg-It drawn as Bridg-It: Short's dots in k rows of k+1 (the outer columns are A's and B's
 * sides) and Cut's dots in between, k+1 rows of k. Link e of the Shannon board is Short's bridge
 * between two neighbouring Short dots, and the Cut bridge that crosses it (same midpoint) is what
 * cutting link e builds. Edge numbers follow {@link GaleBoards#bridgIt}. Shannon's Bird Cage is the
 * same board of order 5 turned by 45° ({@link GaleBoards#birdCage}), so it is the same grid drawn
 * turned the same way. Pure arithmetic.
 */
public final class BridgItGrid {
    private static final double HALF = Math.sqrt(0.5);
    public final int k;
    public final boolean turned;
    public final double scale;
    private final double cx, cy;

    public BridgItGrid(int k, double width, double height) {
        this(k, false, width, height);
    }

    /** The grid of order k fitted in width × height, turned by 45° (the Bird Cage) or upright. */
    public BridgItGrid(int k, boolean turned, double width, double height) {
        this(k, turned, width, height, 0);
    }

    /** As above, fitted below a band of {@code top} pixels kept free for a label or banner. */
    public BridgItGrid(int k, boolean turned, double width, double fullHeight, double top) {
        double height = Math.max(fullHeight - top, 1);
        this.k = k;
        this.turned = turned;
        double margin = Math.max(16, 0.04 * Math.min(width, height));
        // Everything drawn must fit: the dots, the A and B captions and the coordinates in the margins.
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
        for (double[] p : extremes(k)) {
            double[] d = turn(p[0] - k / 2.0, p[1] - (k - 1) / 2.0, turned);
            x0 = Math.min(x0, d[0] - PAD); x1 = Math.max(x1, d[0] + PAD);
            y0 = Math.min(y0, d[1] - PAD); y1 = Math.max(y1, d[1] + PAD);
        }
        this.scale = Math.max(8, Math.min((width - 2 * margin) / (x1 - x0), (height - 2 * margin) / (y1 - y0)));
        this.cx = width / 2 - (x0 + x1) / 2 * scale;
        this.cy = top + height / 2 - (y0 + y1) / 2 * scale;
    }

    /** Where A's and B's captions and the row numbers stand, left and right of the grid (grid units). */
    public static final double A_CAPTION = -1.25, ROW_NUMBERS = -0.65, B_CAPTION_GAP = 0.6, COLUMN_LETTERS = -1.05;
    /** Room around each point that must fit: half a dot or a letter. */
    private static final double PAD = 0.3;

    /** The outermost points of everything drawn on a grid of order k. */
    private static java.util.List<double[]> extremes(int k) {
        java.util.List<double[]> out = new java.util.ArrayList<>();
        double mid = (k - 1) / 2.0;
        out.add(new double[] {A_CAPTION, mid});
        out.add(new double[] {k + B_CAPTION_GAP, mid});
        for (int c = 0; c <= k; c++) out.add(new double[] {c, COLUMN_LETTERS});
        for (int r = 0; r < k; r++) { out.add(new double[] {ROW_NUMBERS, r}); out.add(new double[] {k, r}); }
        for (int c = 0; c < k; c++) { out.add(new double[] {c + 0.5, -0.5}); out.add(new double[] {c + 0.5, k - 0.5}); }
        return out;
    }

    private static double[] turn(double dx, double dy, boolean turned) {
        return turned ? new double[] {(dx + dy) * HALF, (dx - dy) * HALF} : new double[] {dx, dy};
    }

    /** The grid a board is drawn on as Bridg-It (a Bridg-It board or the Bird Cage), or null. */
    public static BridgItGrid forBoard(Board b, double width, double height) {
        return forBoard(b, width, height, 0);
    }

    /** As above, below a band of {@code top} pixels kept free. */
    public static BridgItGrid forBoard(Board b, double width, double height, double top) {
        int k = orderOf(b);
        return k == 0 ? null : new BridgItGrid(k, isBirdCage(b), width, height, top);
    }

    /** Whether a board is Shannon's Bird Cage exactly as GaleBoards builds it. */
    public static boolean isBirdCage(Board b) { return GaleBoards.isBirdCage(b); }

    /** The order of a Bridg-It board or of the Bird Cage (as built by GaleBoards), or 0 for any other board. */
    public static int orderOf(Board b) { return GaleBoards.orderOf(b); }

    /** Grid point (gx, gy) in pixels: centred, and turned like the Bird Cage's cells when turned. */
    public double[] at(double gx, double gy) {
        double[] d = turn(gx - k / 2.0, gy - (k - 1) / 2.0, turned);
        return new double[] {cx + d[0] * scale, cy + d[1] * scale};
    }

    /** Short's bridge of link e, in grid units: {x1, y1, x2, y2}. */
    public double[] shortBridge(int e) {
        int[] d = GaleBoards.dots(k, e);
        return new double[] {d[0], d[1], d[2], d[3]};
    }

    /** Cut's bridge that crosses link e (what cutting it builds), in grid units. */
    public double[] cutBridge(int e) {
        double[] s = shortBridge(e);
        double mx = (s[0] + s[2]) / 2, my = (s[1] + s[3]) / 2;
        return s[1] == s[3] ? new double[] {mx, my - 0.5, mx, my + 0.5} : new double[] {mx - 0.5, my, mx + 0.5, my};
    }

    /** The middle of link e in pixels (both bridges share it). */
    public double[] midpoint(int e) {
        double[] s = shortBridge(e);
        return at((s[0] + s[2]) / 2, (s[1] + s[3]) / 2);
    }

    /** The candidate link whose middle is nearest (x, y) within 0.45 grid steps, or -1. */
    public int nearest(int[] candidates, double x, double y) {
        int best = -1;
        double bestD = 0.45 * scale;
        for (int e : candidates) {
            double[] m = midpoint(e);
            double d = Math.hypot(m[0] - x, m[1] - y);
            if (d <= bestD) { bestD = d; best = e; }
        }
        return best;
    }
}
