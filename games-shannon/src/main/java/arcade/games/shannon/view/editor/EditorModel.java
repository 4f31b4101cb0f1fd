package arcade.games.shannon.view.editor;

import arcade.games.shannon.view.board.BoardGeometry;

import arcade.games.shannon.model.Board;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The board being edited: cells at free positions (lattice units), links as cell pairs, A and B.
 * Plain Java with its own undo stack, so the editor's logic is tested without a window; the
 * editor view only translates mouse gestures into these calls.
 */
public final class EditorModel {
    private record Snapshot(List<double[]> vertices, List<int[]> edges, int a, int b) {}

    private final List<double[]> vertices = new ArrayList<>();
    private final List<int[]> edges = new ArrayList<>();
    private final Deque<Snapshot> undo = new ArrayDeque<>();
    private int a = -1;
    private int b = -1;
    public static final String DEFAULT_NAME = "My board";
    private String name = DEFAULT_NAME;
    private boolean dirty;

    public static EditorModel of(Board board) {
        EditorModel m = new EditorModel();
        for (Board.Vertex v : board.vertices()) m.vertices.add(new double[] {v.x(), v.y()});
        for (Board.Edge e : board.edges()) m.edges.add(new int[] {e.u(), e.v()});
        m.a = board.a();
        m.b = board.b();
        m.name = board.name();
        return m;
    }

    public int vertexCount() { return vertices.size(); }
    public int edgeCount() { return edges.size(); }
    public double x(int v) { return vertices.get(v)[0]; }
    public double y(int v) { return vertices.get(v)[1]; }
    public int edgeU(int e) { return edges.get(e)[0]; }
    public int edgeV(int e) { return edges.get(e)[1]; }
    public int a() { return a; }
    public int b() { return b; }
    public String name() { return name; }
    public boolean isDirty() { return dirty; }
    public void markSaved() { dirty = false; }
    public boolean canUndo() { return !undo.isEmpty(); }

    public void setName(String n) {
        if (n == null || n.isBlank() || n.trim().equals(name)) return;
        name = n.trim();
        dirty = true;
    }

    public int addVertex(double x, double y) {
        remember();
        vertices.add(new double[] {x, y});
        return vertices.size() - 1;
    }

    /** Moves a cell; {@code record} false while a drag is under way (the drag's start was remembered). */
    public void moveVertex(int v, double x, double y, boolean record) {
        if (record) remember();
        vertices.get(v)[0] = x;
        vertices.get(v)[1] = y;
        dirty = true;
    }

    /** Remembers the current board for undo (the start of a drag). */
    public void beginChange() { remember(); }

    /** Deletes a cell and its links; later cells are renumbered, A and B follow. */
    public void deleteVertex(int v) {
        remember();
        vertices.remove(v);
        edges.removeIf(e -> e[0] == v || e[1] == v);
        for (int[] e : edges) {
            if (e[0] > v) e[0]--;
            if (e[1] > v) e[1]--;
        }
        a = a == v ? -1 : a > v ? a - 1 : a;
        b = b == v ? -1 : b > v ? b - 1 : b;
    }

    /** Most links allowed between the same two cells (parallel links are drawn as curves). */
    public static final int MAX_PARALLEL = 3;

    /** Adds a link (a second or third one between the same cells is a parallel link); false for a loop or too many. */
    public boolean addEdge(int u, int v) {
        if (u == v || u < 0 || v < 0 || u >= vertices.size() || v >= vertices.size()) return false;
        int same = 0;
        for (int[] e : edges) if ((e[0] == u && e[1] == v) || (e[0] == v && e[1] == u)) same++;
        if (same >= MAX_PARALLEL) return false;
        remember();
        edges.add(new int[] {u, v});
        return true;
    }

    public void deleteEdge(int e) {
        remember();
        edges.remove(e);
    }

    public void setA(int v) {
        if (v == a) return;
        remember();
        if (v == b) b = a;
        a = v;
    }

    public void setB(int v) {
        if (v == b) return;
        remember();
        if (v == a) a = b;
        b = v;
    }

    public void clear() {
        remember();
        vertices.clear();
        edges.clear();
        a = b = -1;
    }

    public void undo() {
        if (undo.isEmpty()) return;
        Snapshot s = undo.pop();
        vertices.clear();
        s.vertices().forEach(p -> vertices.add(p.clone()));
        edges.clear();
        s.edges().forEach(e -> edges.add(e.clone()));
        a = s.a();
        b = s.b();
        dirty = true;
    }

    /** The cell within {@code radius} of (x,y), nearest first, or -1. */
    public int vertexAt(double x, double y, double radius) {
        int best = -1;
        double bestD = radius;
        for (int i = 0; i < vertices.size(); i++) {
            double d = Math.hypot(x(i) - x, y(i) - y);
            if (d <= bestD) { bestD = d; best = i; }
        }
        return best;
    }

    /** The link within {@code distance} of (x,y), or -1. */
    public int edgeAt(double x, double y, double distance) {
        int best = -1;
        double bestD = distance;
        double[] bends = bends();
        for (int i = 0; i < edges.size(); i++) {
            int[] e = edges.get(i);
            double[] p = point(i, bends, 0);
            for (int k = 1; k <= 8; k++) {
                double[] q = point(i, bends, k / 8.0);
                double d = BoardGeometry.segmentDistance(x, y, p[0], p[1], q[0], q[1]);
                if (d <= bestD) { bestD = d; best = i; }
                p = q;
            }
        }
        return best;
    }

    /** Per link, how far it bows sideways (lattice units): parallel links fan out as curves. */
    public double[] bends() { return BoardGeometry.bends(edges); }

    /** A point at parameter t along link {@code e} as drawn, in lattice units. */
    public double[] point(int e, double[] bends, double t) {
        int[] p = edges.get(e);
        return BoardGeometry.curvePoint(x(p[0]), y(p[0]), x(p[1]), y(p[1]), bends[e] * 2, t);
    }

    /** What keeps this from being a playable board, or an empty list. */
    public List<String> problems() {
        List<String> p = new ArrayList<>();
        if (vertices.size() < 2) p.add("Place at least two cells.");
        if (a < 0) p.add("Choose cell A (the Set A tool).");
        if (b < 0) p.add("Choose cell B (the Set B tool).");
        if (edges.isEmpty()) p.add("Draw at least one link.");
        if (p.isEmpty() && !connected()) p.add("A and B are not joined by links: Cut would have won before the first move.");
        if (p.isEmpty()) {
            List<Integer> stray = strayCells();
            if (!stray.isEmpty()) p.add(strayText(stray));
        }
        return p;
    }

    /** Cells that no chain of links joins to A (nor, since A and B are joined, to B); empty before A is set. */
    public List<Integer> strayCells() {
        List<Integer> out = new ArrayList<>();
        if (a < 0) return out;
        boolean[] seen = reach(a);
        for (int v = 0; v < vertices.size(); v++) if (!seen[v]) out.add(v);
        return out;
    }

    /** "The cell at (3, 1.5) is joined to neither A nor B: link it or erase it." */
    private String strayText(List<Integer> stray) {
        List<String> at = new ArrayList<>();
        for (int i = 0; i < Math.min(stray.size(), 4); i++) at.add("(" + fmt(x(stray.get(i))) + ", " + fmt(y(stray.get(i))) + ")");
        String where = String.join(", ", at) + (stray.size() > 4 ? " and " + (stray.size() - 4) + " more" : "");
        return stray.size() == 1 ? "The cell at " + where + " is joined to neither A nor B: link it or erase it (it is ringed in red)."
                : stray.size() + " cells are joined to neither A nor B, at " + where + ": link them or erase them (they are ringed in red).";
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(Math.round(v * 10) / 10.0);
    }

    private boolean connected() { return reach(a)[b]; }

    private boolean[] reach(int from) {
        boolean[] seen = new boolean[vertices.size()];
        Deque<Integer> q = new ArrayDeque<>();
        seen[from] = true;
        q.add(from);
        while (!q.isEmpty()) {
            int v = q.poll();
            for (int[] e : edges) {
                int w = e[0] == v ? e[1] : e[1] == v ? e[0] : -1;
                if (w >= 0 && !seen[w]) { seen[w] = true; q.add(w); }
            }
        }
        return seen;
    }

    /** The board, or IllegalStateException listing what is missing. */
    public Board toBoard() {
        List<String> p = problems();
        if (!p.isEmpty()) throw new IllegalStateException(String.join(" ", p));
        Board.Builder bl = Board.builder(name);
        for (double[] v : vertices) bl.vertex(v[0], v[1]);
        for (int[] e : edges) bl.edge(e[0], e[1]);
        return bl.a(a).b(b).build();
    }

    /** Replaces the whole board (a loaded file), undoably. */
    public void replace(Board board) {
        remember();
        EditorModel m = of(board);
        vertices.clear();
        vertices.addAll(m.vertices);
        edges.clear();
        edges.addAll(m.edges);
        a = m.a;
        b = m.b;
        name = m.name;
        dirty = false;
    }

    private void remember() {
        List<double[]> vs = new ArrayList<>();
        vertices.forEach(v -> vs.add(v.clone()));
        List<int[]> es = new ArrayList<>();
        edges.forEach(e -> es.add(e.clone()));
        undo.push(new Snapshot(vs, es, a, b));
        if (undo.size() > 200) undo.removeLast();
        dirty = true;
    }
}
