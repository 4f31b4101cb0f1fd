package arcade.games.shannon.view.board;

import arcade.games.shannon.model.Board;

/**
 * Maps a board's lattice coordinates to canvas pixels (THESIS.md §5.6: spacing s, margin, centred) and
 * finds the link nearest to a point. Pure arithmetic, rebuilt whenever the canvas or board changes.
 */
public final class BoardGeometry {
    public final double scale;   // pixels per lattice unit (s of THESIS.md §5.6)
    public final double originX;
    public final double originY;
    private final double minX;
    private final double minY;
    private final Board board;
    /** Per edge: sideways offset of its midpoint in lattice units (parallel edges fan out). */
    private final double[] bend;

    public BoardGeometry(Board board, double width, double height) {
        this(board, width, height, 0);
    }

    /** Fitted below a band of {@code top} pixels kept free for a label or banner over the board. */
    public BoardGeometry(Board board, double width, double fullHeight, double top) {
        double height = Math.max(fullHeight - top, 1);
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, y1 = -Double.MAX_VALUE;
        for (Board.Vertex v : board.vertices()) {
            x0 = Math.min(x0, v.x()); y0 = Math.min(y0, v.y());
            x1 = Math.max(x1, v.x()); y1 = Math.max(y1, v.y());
        }
        double spanX = Math.max(x1 - x0, 1), spanY = Math.max(y1 - y0, 1);
        double margin = Math.max(28, 0.08 * Math.min(width, height));
        // Room for the terminal cells (radius 0.17 s) beyond the outermost positions, and on the
        // left and top for the coordinates drawn there.
        double near = CoordinatePainter.OUTSIDE + 0.16, far = 0.2;
        double s = Math.min((width - 2 * margin) / (spanX + near + far), (height - 2 * margin) / (spanY + near + far));
        s = Math.max(s, 8);
        this.scale = s;
        this.minX = x0;
        this.minY = y0;
        this.originX = (width - spanX * s) / 2 + (near - far) / 2 * s;
        this.originY = top + (height - spanY * s) / 2 + (near - far) / 2 * s;
        this.board = board;
        this.bend = bends(board);
    }

    private static double[] bends(Board board) {
        java.util.List<int[]> pairs = new java.util.ArrayList<>();
        for (Board.Edge e : board.edges()) pairs.add(new int[] {e.u(), e.v()});
        return bends(pairs);
    }

    /**
     * Sideways offsets (lattice units) that fan out parallel links between the same two cells:
     * 0 for a single link, symmetric offsets for two or more (the board and the editor share them).
     */
    public static double[] bends(java.util.List<int[]> pairs) {
        double[] out = new double[pairs.size()];
        java.util.Map<Long, java.util.List<Integer>> groups = new java.util.HashMap<>();
        for (int i = 0; i < pairs.size(); i++) {
            int[] e = pairs.get(i);
            long key = (long) Math.min(e[0], e[1]) << 32 | Math.max(e[0], e[1]);
            groups.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(i);
        }
        for (java.util.List<Integer> g : groups.values()) {
            if (g.size() < 2) continue;
            for (int k = 0; k < g.size(); k++) {
                int i = g.get(k);
                int[] e = pairs.get(i);
                double sign = e[0] < e[1] ? 1 : -1; // same geometric side whatever the edge's direction
                out[i] = sign * (k - (g.size() - 1) / 2.0) * 0.28;
            }
        }
        return out;
    }

    /** A point at parameter t on the link from a to b, bowed sideways by {@code offset} (same units as the points). */
    public static double[] curvePoint(double ax, double ay, double bx, double by, double offset, double t) {
        if (offset == 0) return new double[] {ax + (bx - ax) * t, ay + (by - ay) * t};
        double dx = bx - ax, dy = by - ay, len = Math.max(Math.hypot(dx, dy), 1e-9);
        double cx = (ax + bx) / 2 - dy / len * offset, cy = (ay + by) / 2 + dx / len * offset;
        double a = (1 - t) * (1 - t), b = 2 * (1 - t) * t, c = t * t;
        return new double[] {a * ax + b * cx + c * bx, a * ay + b * cy + c * by};
    }

    /** A point at parameter t (0 = the edge's u end, 1 = its v end) along the drawn edge. */
    public double[] pointOnEdge(int edge, double t) {
        Board.Edge e = board.edge(edge);
        Board.Vertex u = board.vertex(e.u()), v = board.vertex(e.v());
        return curvePoint(x(u), y(u), x(v), y(v), bend[edge] * scale * 2, t);
    }

    public boolean isCurved(int edge) { return bend[edge] != 0; }

    public double x(Board.Vertex v) { return px(v.x()); }
    public double y(Board.Vertex v) { return py(v.y()); }

    /** Canvas coordinates of a lattice position. */
    public double px(double latticeX) { return originX + (latticeX - minX) * scale; }
    public double py(double latticeY) { return originY + (latticeY - minY) * scale; }

    /** Lattice coordinates of a canvas point (for the editor). */
    public double latticeX(double px) { return (px - originX) / scale + minX; }
    public double latticeY(double py) { return (py - originY) / scale + minY; }

    public double cellRadius() { return 0.12 * scale; }
    public double terminalRadius() { return 0.17 * scale; }

    /** How far from a link a click still plays it: generous, but never less than a finger's width. */
    public double hitDistance() { return Math.max(0.3 * scale, 12); }

    /** Distance from (px,py) to the segment (ax,ay)-(bx,by). */
    public static double segmentDistance(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax, dy = by - ay;
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        double cx = ax + t * dx - px, cy = ay + t * dy - py;
        return Math.sqrt(cx * cx + cy * cy);
    }

    public double distanceToEdge(int edge, double px, double py) {
        int steps = isCurved(edge) ? 8 : 1;
        double best = Double.MAX_VALUE;
        double[] p = pointOnEdge(edge, 0);
        for (int k = 1; k <= steps; k++) {
            double[] q = pointOnEdge(edge, k / (double) steps);
            best = Math.min(best, segmentDistance(px, py, p[0], p[1], q[0], q[1]));
            p = q;
        }
        return best;
    }

    /** The edge among {@code candidates} nearest to (px,py) within the hit distance, or -1. */
    public int nearestEdge(int[] candidates, double px, double py) {
        int best = -1;
        double bestD = hitDistance();
        for (int e : candidates) {
            double d = distanceToEdge(e, px, py);
            if (d <= bestD) { bestD = d; best = e; }
        }
        return best;
    }
}
