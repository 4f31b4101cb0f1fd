package arcade.games.shannon.view;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.boards.GaleBoards;

/**
 * Bridg-It drawn as Bridg-It: Short's dots in k rows of k+1 (the outer columns are A's and B's
 * sides) and Cut's dots in between, k+1 rows of k. Link e of the Shannon board is Short's bridge
 * between two neighbouring Short dots, and the Cut bridge that crosses it (same midpoint) is what
 * cutting link e builds. Edge numbers follow {@link GaleBoards#bridgIt}. Pure arithmetic.
 */
final class BridgItGrid {
    final int k;
    final double scale;
    private final double ox, oy;

    BridgItGrid(int k, double width, double height) {
        this.k = k;
        double margin = Math.max(28, 0.08 * Math.min(width, height));
        this.scale = Math.max(8, Math.min(width - 2 * margin, height - 2 * margin) / (k + 0.6));
        this.ox = (width - k * scale) / 2;
        this.oy = (height - k * scale) / 2 + 0.5 * scale;
    }

    /** The order of a Bridg-It board (as built by GaleBoards), or 0 for any other board. */
    static int orderOf(Board b) {
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

    double px(double gx) { return ox + gx * scale; }
    double py(double gy) { return oy + gy * scale; }

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
        return new double[] {px((s[0] + s[2]) / 2), py((s[1] + s[3]) / 2)};
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
