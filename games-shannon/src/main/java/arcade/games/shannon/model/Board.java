package arcade.games.shannon.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An immutable Shannon board: an undirected multigraph with two terminals A and B, and a position
 * for every vertex so it can be drawn.
 *
 * <p>Vertices and edges are numbered 0, 1, 2, … (the thesis's <em>tags</em>); moves and the network
 * protocol name edges by these indices. Positions are in <em>lattice units</em> (generated boards:
 * column and row from 0, plus a small jitter); the view scales the bounding box to its canvas.
 * Parallel edges are allowed here (several theory examples use them); self-loops are not.
 * Connectivity is not required: a board whose terminals are already separated is a finished game.
 */
public final class Board {

    /** A vertex position in lattice units (x to the right, y downwards). */
    public record Vertex(double x, double y) {
        public Vertex {
            if (!Double.isFinite(x) || !Double.isFinite(y)) throw new IllegalArgumentException("vertex position must be finite");
        }
    }

    /** An undirected edge between vertices {@code u} and {@code v}. */
    public record Edge(int u, int v) {
        /** The endpoint that is not {@code w}. */
        public int other(int w) { return w == u ? v : u; }
        public boolean touches(int w) { return u == w || v == w; }
    }

    private final String name;
    private final List<Vertex> vertices;
    private final List<Edge> edges;
    private final int a;
    private final int b;
    private final int[][] incident;

    /**
     * @param name     a short label shown to the player (e.g. {@code "7x5 #42"}, {@code "Bridg-It 5"})
     * @param vertices vertex positions, indexed by vertex number
     * @param edges    edges, indexed by edge number (the move names)
     * @param a        terminal A (Short's start)
     * @param b        terminal B
     * @throws IllegalArgumentException for an endpoint out of range, a self-loop, or A == B
     */
    public Board(String name, List<Vertex> vertices, List<Edge> edges, int a, int b) {
        this.name = Objects.requireNonNull(name, "name");
        this.vertices = List.copyOf(vertices);
        this.edges = List.copyOf(edges);
        int n = this.vertices.size();
        if (n < 2) throw new IllegalArgumentException("a board needs at least 2 vertices, got " + n);
        if (a < 0 || a >= n) throw new IllegalArgumentException("A = " + a + " is not a vertex (0.." + (n - 1) + ")");
        if (b < 0 || b >= n) throw new IllegalArgumentException("B = " + b + " is not a vertex (0.." + (n - 1) + ")");
        if (a == b) throw new IllegalArgumentException("A and B must be different vertices, both are " + a);
        this.a = a;
        this.b = b;
        int[] degree = new int[n];
        for (int i = 0; i < this.edges.size(); i++) {
            Edge e = this.edges.get(i);
            if (e.u() < 0 || e.u() >= n || e.v() < 0 || e.v() >= n)
                throw new IllegalArgumentException("edge " + i + " (" + e.u() + "," + e.v() + ") names an unknown vertex");
            if (e.u() == e.v()) throw new IllegalArgumentException("edge " + i + " is a self-loop at vertex " + e.u());
            degree[e.u()]++;
            degree[e.v()]++;
        }
        incident = new int[n][];
        for (int v = 0; v < n; v++) incident[v] = new int[degree[v]];
        int[] fill = new int[n];
        for (int i = 0; i < this.edges.size(); i++) { // ascending edge order: the thesis's tie-break
            Edge e = this.edges.get(i);
            incident[e.u()][fill[e.u()]++] = i;
            incident[e.v()][fill[e.v()]++] = i;
        }
    }

    public String name() { return name; }
    public int vertexCount() { return vertices.size(); }
    public int edgeCount() { return edges.size(); }
    public List<Vertex> vertices() { return vertices; }
    public List<Edge> edges() { return edges; }
    public Vertex vertex(int v) { return vertices.get(v); }
    public Edge edge(int e) { return edges.get(e); }
    /** Terminal A, where Short's path starts (thesis: the last living cell). */
    public int a() { return a; }
    /** Terminal B, the cell to heal. */
    public int b() { return b; }

    /** Indices of the edges at {@code v}, ascending. The returned array is a copy. */
    public int[] incidentEdges(int v) { return incident[v].clone(); }

    /** No-copy access for the hot loops of this package (win detection after every move). */
    int[] incidentShared(int v) { return incident[v]; }

    /** The number of edges at {@code v} (parallel edges counted separately). */
    public int degree(int v) { return incident[v].length; }

    /** The same graph under another name. */
    public Board withName(String newName) { return new Board(newName, vertices, edges, a, b); }

    /** True when some edge joins the same two vertices as an earlier one. */
    public boolean hasParallelEdges() {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (Edge e : edges) {
            long key = (long) Math.min(e.u(), e.v()) << 32 | Math.max(e.u(), e.v());
            if (!seen.add(key)) return true;
        }
        return false;
    }

    /**
     * A stable 64-bit fingerprint of the graph and the positions (FNV-1a over a canonical text),
     * used to pin generator output in tests and to check that two peers hold the same board.
     */
    public long fingerprint() {
        StringBuilder sb = new StringBuilder();
        sb.append(vertices.size()).append(';').append(a).append(';').append(b).append(';');
        for (Vertex v : vertices) sb.append(String.format(java.util.Locale.ROOT, "%.6f,%.6f;", v.x(), v.y()));
        for (Edge e : edges) sb.append(e.u()).append('-').append(e.v()).append(';');
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < sb.length(); i++) { h ^= sb.charAt(i); h *= 0x100000001b3L; }
        return h;
    }

    /** A builder for code that assembles a board edge by edge (generators, tests, the editor). */
    public static Builder builder(String name) { return new Builder(name); }

    /** Mutable helper that produces an immutable {@link Board}. */
    public static final class Builder {
        private final String name;
        private final List<Vertex> vertices = new ArrayList<>();
        private final List<Edge> edges = new ArrayList<>();
        private int a = 0;
        private int b = -1;

        private Builder(String name) { this.name = name; }

        /** Adds a vertex and returns its number. */
        public int vertex(double x, double y) { vertices.add(new Vertex(x, y)); return vertices.size() - 1; }
        /** Adds an edge and returns its number. */
        public int edge(int u, int v) { edges.add(new Edge(u, v)); return edges.size() - 1; }
        public Builder a(int v) { a = v; return this; }
        public Builder b(int v) { b = v; return this; }
        public int vertexCount() { return vertices.size(); }
        public int edgeCount() { return edges.size(); }
        /** Builds the board; B defaults to the last vertex. */
        public Board build() { return new Board(name, vertices, edges, a, b < 0 ? vertices.size() - 1 : b); }
    }

    @Override public boolean equals(Object o) {
        return o instanceof Board other && a == other.a && b == other.b && name.equals(other.name)
                && vertices.equals(other.vertices) && edges.equals(other.edges);
    }

    @Override public int hashCode() { return Objects.hash(name, vertices, edges, a, b); }

    @Override public String toString() {
        return name + " (" + vertices.size() + " vertices, " + edges.size() + " edges, A=" + a + ", B=" + b + ")";
    }

    /** Small graphs for tests and examples: vertices on a circle, A = 0, B = the last vertex. */
    public static Board of(String name, int vertexCount, int[][] edgePairs) {
        Builder bl = builder(name);
        for (int i = 0; i < vertexCount; i++) {
            double t = 2 * Math.PI * i / vertexCount;
            bl.vertex(Math.cos(t), Math.sin(t));
        }
        for (int[] p : edgePairs) bl.edge(p[0], p[1]);
        return bl.a(0).b(vertexCount - 1).build();
    }
}
