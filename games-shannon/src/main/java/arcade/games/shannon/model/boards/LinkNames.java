package arcade.games.shannon.model.boards;

import arcade.games.shannon.model.Board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Names for cells and links in the coordinates the board shows, so that a move reads "c2–d3"
 * rather than an internal edge number. Three schemes:
 * <ul>
 *   <li><b>lattice</b> (generated boards, and any board whose cells sit near whole lattice points,
 *       one per point): columns lettered a, b, c… from the left, rows numbered 1, 2, 3… from the
 *       top, as the board's margins show them; A and B keep their letters;</li>
 *   <li><b>dots</b> (Bridg-It drawn as its dot grid): Short's dots in k rows of k+1 columns, the
 *       outer columns being A's and B's sides; a link names the two dots its bridge joins;</li>
 *   <li><b>numbered</b> (any other board): cells numbered 1, 2, 3… in reading order, each number
 *       drawn beside its cell.</li>
 * </ul>
 * A link is named by its two ends, A first and B last, otherwise in reading order; parallel links
 * between the same two cells get "(1)", "(2)"… in edge order. Pure and cheap: built per board.
 */
public final class LinkNames {
    /** How cells are named, which decides what the board draws in its margins. */
    public enum Scheme { LATTICE, DOTS, NUMBERED }

    /** How far a cell may lie from its lattice point (generated boards jitter by at most 0.15). */
    private static final double SNAP = 0.25;
    /** Wider lattices than this are named by numbers (no one reads column "alm"). */
    private static final int MAX_SPAN = 700;
    private final Scheme scheme;
    private final String[] links;
    private final String[] cells;
    private final int columns, rows;
    private final double originX, originY;

    private LinkNames(Scheme scheme, String[] cells, String[] links, int columns, int rows, double originX, double originY) {
        this.scheme = scheme;
        this.originX = originX;
        this.originY = originY;
        this.cells = cells;
        this.links = links;
        this.columns = columns;
        this.rows = rows;
    }

    /** The names of a board drawn as a graph: lattice coordinates when the cells allow, else numbers. */
    public static LinkNames of(Board b) {
        int n = b.vertexCount();
        double ox = Double.MAX_VALUE, oy = Double.MAX_VALUE;
        for (Board.Vertex p : b.vertices()) {
            ox = Math.min(ox, Math.round(p.x()));
            oy = Math.min(oy, Math.round(p.y()));
        }
        int[] col = new int[n], row = new int[n];
        boolean lattice = true;
        Set<Long> taken = new HashSet<>();
        for (int v = 0; v < n && lattice; v++) {
            Board.Vertex p = b.vertex(v);
            double cx = Math.round(p.x()) - ox, cy = Math.round(p.y()) - oy;
            if (cx > MAX_SPAN || cy > MAX_SPAN) { lattice = false; break; }
            col[v] = (int) cx;
            row[v] = (int) cy;
            // Terminals keep their letters wherever they sit (Bridg-It's A lies between two rows).
            if (v == b.a() || v == b.b()) continue;
            if (Math.abs(p.x() - Math.round(p.x())) > SNAP || Math.abs(p.y() - Math.round(p.y())) > SNAP
                    || !taken.add((long) col[v] << 32 | row[v])) lattice = false;
        }
        String[] cells = new String[n];
        int[] rank = new int[n];
        Integer[] order = new Integer[n];
        for (int v = 0; v < n; v++) order[v] = v;
        Comparator<Integer> reading = lattice
                ? Comparator.<Integer>comparingInt(v -> col[v]).thenComparingInt(v -> row[v])
                : Comparator.<Integer>comparingDouble(v -> Math.round(b.vertex(v).y() * 2)).thenComparingDouble(v -> b.vertex(v).x());
        Arrays.sort(order, Comparator.<Integer>comparingInt(v -> v == b.a() ? 0 : v == b.b() ? 2 : 1)
                .thenComparing(reading).thenComparingInt(v -> v));
        int cols = 0, rowCount = 0, number = 1;
        for (int i = 0; i < n; i++) {
            int v = order[i];
            rank[v] = i;
            if (v == b.a() || v == b.b()) continue;
            if (lattice) {
                cells[v] = column(col[v]) + (row[v] + 1);
                cols = Math.max(cols, col[v] + 1);
                rowCount = Math.max(rowCount, row[v] + 1);
            } else {
                cells[v] = Integer.toString(number++);
            }
        }
        cells[b.a()] = "A";
        cells[b.b()] = "B";
        return new LinkNames(lattice ? Scheme.LATTICE : Scheme.NUMBERED, cells, linkNames(b, cells, rank), cols, rowCount, ox, oy);
    }

    /**
     * The names of a Bridg-It board (or the Bird Cage) of order {@code k} drawn as its dot grid:
     * link e joins Short's dots {@link GaleBoards#dots}; cells of the graph are named after their dot.
     */
    public static LinkNames dots(Board b, int k) {
        if (GaleBoards.orderOf(b) != k || k == 0) throw new IllegalArgumentException("not a Bridg-It board of order " + k);
        String[] links = new String[b.edgeCount()];
        String[] cells = new String[b.vertexCount()];
        for (int e = 0; e < links.length; e++) {
            int[] d = GaleBoards.dots(k, e);
            String from = column(d[0]) + (d[1] + 1), to = column(d[2]) + (d[3] + 1);
            links[e] = from + "–" + to;
            Board.Edge edge = b.edge(e);
            // The dot at column 0 or k stands for A or B; every inner dot is one cell of the graph.
            if (d[0] > 0) cells[edge.u()] = from;
            if (d[2] < k) cells[edge.v()] = to;
        }
        cells[b.a()] = "A";
        cells[b.b()] = "B";
        return new LinkNames(Scheme.DOTS, cells, links, k + 1, k, 0, 0);
    }

    /** The letters of column {@code c} (from 0): a … z, then aa, ab … */
    public static String column(int c) {
        if (c < 0) throw new IllegalArgumentException("column " + c);
        StringBuilder s = new StringBuilder();
        int x = c;
        do {
            s.insert(0, (char) ('a' + x % 26));
            x = x / 26 - 1;
        } while (x >= 0);
        return s.toString();
    }

    public Scheme scheme() { return scheme; }

    /** The name of link {@code e}, e.g. "c2–d3", "A–b1", "4–7 (2)". */
    public String link(int e) { return links[e]; }

    /** The name of cell {@code v}: "A", "B", "c2", or a number. */
    public String cell(int v) { return cells[v]; }

    /** Columns and rows of the lattice or dot grid (0 for numbered cells). */
    public int columns() { return columns; }
    public int rows() { return rows; }

    /** Where column 0 and row 0 of the lattice lie, in the board's lattice units. */
    public double originX() { return originX; }
    public double originY() { return originY; }

    private static String[] linkNames(Board b, String[] cells, int[] rank) {
        String[] out = new String[b.edgeCount()];
        Map<Long, List<Integer>> pairs = new HashMap<>();
        for (int e = 0; e < out.length; e++) {
            Board.Edge edge = b.edge(e);
            int first = rank[edge.u()] <= rank[edge.v()] ? edge.u() : edge.v();
            out[e] = cells[first] + "–" + cells[edge.other(first)];
            long key = (long) Math.min(edge.u(), edge.v()) << 32 | Math.max(edge.u(), edge.v());
            pairs.computeIfAbsent(key, k -> new ArrayList<>()).add(e);
        }
        for (List<Integer> group : pairs.values()) {
            if (group.size() < 2) continue;
            for (int i = 0; i < group.size(); i++) out[group.get(i)] += " (" + (i + 1) + ")";
        }
        return out;
    }
}
