package arcade.games.shannon.model.boards;

import arcade.games.shannon.model.Board;

/** Plane geometry for boards: segment crossings (the generator's and the editor's planarity test). */
public final class Geometry {
    private Geometry() {}

    /**
     * True when segments p1p2 and p3p4 share a point other than a common endpoint: a proper
     * crossing, a touch in the interior of one of them, or a collinear overlap.
     */
    public static boolean segmentsCross(double x1, double y1, double x2, double y2,
                                        double x3, double y3, double x4, double y4) {
        double d1 = orient(x3, y3, x4, y4, x1, y1), d2 = orient(x3, y3, x4, y4, x2, y2);
        double d3 = orient(x1, y1, x2, y2, x3, y3), d4 = orient(x1, y1, x2, y2, x4, y4);
        if (d1 * d2 < 0 && d3 * d4 < 0) return true;                       // proper crossing
        if (d1 == 0 && d2 == 0) {                                           // collinear: overlap of positive length?
            boolean useX = Math.abs(x2 - x1) + Math.abs(x4 - x3) >= Math.abs(y2 - y1) + Math.abs(y4 - y3);
            double a1 = useX ? x1 : y1, a2 = useX ? x2 : y2, b1 = useX ? x3 : y3, b2 = useX ? x4 : y4;
            double lo = Math.max(Math.min(a1, a2), Math.min(b1, b2)), hi = Math.min(Math.max(a1, a2), Math.max(b1, b2));
            return hi - lo > 1e-12;
        }
        // an endpoint lying inside the other segment (a T-junction) also counts
        return (d1 == 0 && inside(x3, y3, x4, y4, x1, y1)) || (d2 == 0 && inside(x3, y3, x4, y4, x2, y2))
                || (d3 == 0 && inside(x1, y1, x2, y2, x3, y3)) || (d4 == 0 && inside(x1, y1, x2, y2, x4, y4));
    }

    /** Pairs of edges of the board, drawn straight between vertex positions, that cross. */
    public static int countCrossings(Board board) {
        int count = 0;
        for (int i = 0; i < board.edgeCount(); i++) {
            for (int j = i + 1; j < board.edgeCount(); j++) {
                Board.Edge e = board.edge(i), f = board.edge(j);
                if (crosses(board, e, f)) count++;
            }
        }
        return count;
    }

    /** True when two edges of the board cross (edges sharing an endpoint may still overlap). */
    public static boolean crosses(Board board, Board.Edge e, Board.Edge f) {
        Board.Vertex a = board.vertex(e.u()), b = board.vertex(e.v()), c = board.vertex(f.u()), d = board.vertex(f.v());
        return segmentsCross(a.x(), a.y(), b.x(), b.y(), c.x(), c.y(), d.x(), d.y());
    }

    private static double orient(double ax, double ay, double bx, double by, double cx, double cy) {
        double v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
        return Math.abs(v) < 1e-12 ? 0 : v;
    }

    /** P on segment AB (collinearity already known) and not one of its endpoints. */
    private static boolean inside(double ax, double ay, double bx, double by, double px, double py) {
        boolean within = px >= Math.min(ax, bx) - 1e-12 && px <= Math.max(ax, bx) + 1e-12
                && py >= Math.min(ay, by) - 1e-12 && py <= Math.max(ay, by) + 1e-12;
        return within && !same(px, py, ax, ay) && !same(px, py, bx, by);
    }

    private static boolean same(double ax, double ay, double bx, double by) {
        return Math.abs(ax - bx) < 1e-12 && Math.abs(ay - by) < 1e-12;
    }
}
