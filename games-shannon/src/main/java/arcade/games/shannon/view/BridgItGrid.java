package arcade.games.shannon.view;

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
final class BridgItGrid {
    private static final double HALF = Math.sqrt(0.5);
    final int k;
    final boolean turned;
    final double scale;
    private final double cx, cy;

    BridgItGrid(int k, double width, double height) {
        this(k, false, width, height);
    }

    /** The grid of order k fitted in width × height, turned by 45° (the Bird Cage) or upright. */
    BridgItGrid(int k, boolean turned, double width, double height) {
        this(k, turned, width, height, 0);
    }

    /** As above, fitted below a band of {@code top} pixels kept free for a label or banner. */
    BridgItGrid(int k, boolean turned, double width, double fullHeight, double top) {
        double height = Math.max(fullHeight - top, 1);
        this.k = k;
        this.turned = turned;
        double margin = Math.max(28, 0.08 * Math.min(width, height));
        // turned, the grid's diagonal (about (2k−1)/√2 grid steps) must fit instead of its side
        double span = turned ? (2 * k - 1) * HALF + 0.6 : k + 0.6;
        this.scale = Math.max(8, Math.min(width - 2 * margin, height - 2 * margin) / span);
        this.cx = width / 2;
        this.cy = top + height / 2;
    }

    /** The grid a board is drawn on as Bridg-It (a Bridg-It board or the Bird Cage), or null. */
    static BridgItGrid forBoard(Board b, double width, double height) {
        return forBoard(b, width, height, 0);
    }

    /** As above, below a band of {@code top} pixels kept free. */
    static BridgItGrid forBoard(Board b, double width, double height, double top) {
        int k = orderOf(b);
        return k == 0 ? null : new BridgItGrid(k, isBirdCage(b), width, height, top);
    }

    /** Whether a board is Shannon's Bird Cage exactly as GaleBoards builds it. */
    static boolean isBirdCage(Board b) {
        return b.name().equals("Bird Cage") && b.equals(GaleBoards.birdCage());
    }

    /** The order of a Bridg-It board or of the Bird Cage (as built by GaleBoards), or 0 for any other board. */
    static int orderOf(Board b) {
        if (isBirdCage(b)) return GaleBoards.COMMERCIAL_ORDER;
        if (!b.name().startsWith("Bridg-It ")) return 0;
        int k;
        try {
            k = Integer.parseInt(b.name().substring("Bridg-It ".length()).trim());
        } catch (NumberFormatException e) {
            return 0;
        }
        if (k < GaleBoards.MIN_ORDER || k > GaleBoards.MAX_ORDER) return 0;
        return b.vertexCount() == k * (k - 1) + 2 && b.edgeCount() == k * k + (k - 1) * (k - 1)
                && b.equals(GaleBoards.bridgIt(k).withName(b.name())) ? k : 0;
    }

    /** Grid point (gx, gy) in pixels: centred, and turned like the Bird Cage's cells when turned. */
    double[] at(double gx, double gy) {
        double dx = gx - k / 2.0, dy = gy - (k - 1) / 2.0;
        if (turned) { double t = dx; dx = (t + dy) * HALF; dy = (t - dy) * HALF; }
        return new double[] {cx + dx * scale, cy + dy * scale};
    }

    /** Short's bridge of link e, in grid units: {x1, y1, x2, y2}. */
    double[] shortBridge(int e) {
        if (e < k * k) {
            int r = e / k, c = e % k;
            return new double[] {c, r, c + 1, r};
        }
        int j = e - k * k, c = 1 + j / (k - 1), r = j % (k - 1);
        return new double[] {c, r, c, r + 1};
    }

    /** Cut's bridge that crosses link e (what cutting it builds), in grid units. */
    double[] cutBridge(int e) {
        double[] s = shortBridge(e);
        double mx = (s[0] + s[2]) / 2, my = (s[1] + s[3]) / 2;
        return s[1] == s[3] ? new double[] {mx, my - 0.5, mx, my + 0.5} : new double[] {mx - 0.5, my, mx + 0.5, my};
    }

    /** The middle of link e in pixels (both bridges share it). */
    double[] midpoint(int e) {
        double[] s = shortBridge(e);
        return at((s[0] + s[2]) / 2, (s[1] + s[3]) / 2);
    }

    /** The candidate link whose middle is nearest (x, y) within 0.45 grid steps, or -1. */
    int nearest(int[] candidates, double x, double y) {
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
