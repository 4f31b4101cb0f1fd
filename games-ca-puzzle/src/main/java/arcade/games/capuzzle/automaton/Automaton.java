package arcade.games.capuzzle.automaton;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A radius-1 automaton with 2..10 states: its kind, colours, transition table, description and
 * (picture kind) its board. Immutable; the editor's changes return new automata.
 * The table is indexed by l·n²+c·n+r; a totalistic automaton fills all permutations of each
 * multiset; a picture automaton may leave entries {@link Rule#UNDEFINED}, which evolve to 0.
 */
public final class Automaton {
    public static final int MIN_STATES = 2, MAX_STATES = 10;
    /** Result of a triple a picture automaton does not define. */
    public static final int DEFAULT_STATE = 0;
    /** Colours for new automata: white/black first, as in Wolfram's pictures, then well separated hues. */
    public static final List<String> DEFAULT_COLOURS = List.of("#FFFFFF", "#000000", "#E53935", "#1E88E5", "#FDD835",
            "#43A047", "#8D6E63", "#FB8C00", "#8E24AA", "#00ACC1");

    private final Kind kind;
    private final int n;
    private final List<String> colours;
    private final int[] table;
    private final String description;
    private final PictureSetup picture;

    public Automaton(Kind kind, int n, List<String> colours, int[] table, String description, PictureSetup picture) {
        this.kind = Objects.requireNonNull(kind);
        if (n < MIN_STATES || n > MAX_STATES) throw new IllegalArgumentException("an automaton has 2 to 10 states, not " + n);
        if (colours.size() != n) throw new IllegalArgumentException("one colour per state");
        if (table.length != n * n * n) throw new IllegalArgumentException("the table has n³ entries");
        if ((kind == Kind.PICTURE) != (picture != null)) throw new IllegalArgumentException("a picture automaton and only it has a board");
        this.n = n;
        this.colours = List.copyOf(colours);
        this.table = table.clone();
        this.description = description == null ? "" : description;
        this.picture = picture;
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++) {
            int v = this.table[key(l, c, r)];
            if (v < (kind == Kind.PICTURE ? -1 : 0) || v >= n) throw new IllegalArgumentException("result out of range");
            if (kind == Kind.TOTALISTIC && v != this.table[sortedKey(l, c, r)]) throw new IllegalArgumentException("not permutation-invariant");
        }
    }

    /** Wolfram's elementary rule N: φ(l,c,r) = (N >> (4l+2c+r)) & 1. */
    public static Automaton wolfram(int number, String description) {
        if (number < 0 || number > 255) throw new IllegalArgumentException("a Wolfram number is 0..255");
        int[] t = new int[8];
        for (int k = 0; k < 8; k++) t[k] = (number >> k) & 1;
        return new Automaton(Kind.COMMON, 2, DEFAULT_COLOURS.subList(0, 2), t, description, null);
    }

    /** The result function of a formula rule. */
    @FunctionalInterface public interface Formula { int apply(int l, int c, int r); }

    /** A complete automaton from a formula; for the totalistic kind the formula must not depend on the order. */
    public static Automaton of(Kind kind, int n, Formula f, String description) {
        int[] t = new int[n * n * n];
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++)
            t[(l * n + c) * n + r] = kind == Kind.TOTALISTIC ? f.apply(min3(l, c, r), mid3(l, c, r), max3(l, c, r)) : f.apply(l, c, r);
        return new Automaton(kind, n, DEFAULT_COLOURS.subList(0, n), t, description, null);
    }

    /** The editor's template: every configuration, results 0, the default palette, no description. */
    public static Automaton template(Kind kind, int n) {
        if (kind == Kind.PICTURE) {
            int[] t = new int[n * n * n];
            Arrays.fill(t, Rule.UNDEFINED);
            return new Automaton(kind, n, DEFAULT_COLOURS.subList(0, n), t, "",
                    new PictureSetup(10, 10, false, 0, List.of(new int[10])));
        }
        return of(kind, n, (l, c, r) -> 0, "");
    }

    public Kind kind() { return kind; }
    public int states() { return n; }
    public List<String> colours() { return colours; }
    public String description() { return description; }
    /** The picture automaton's board, null for the other kinds. */
    public PictureSetup picture() { return picture; }

    public int key(int l, int c, int r) { return (l * n + c) * n + r; }

    private int sortedKey(int l, int c, int r) { return key(min3(l, c, r), mid3(l, c, r), max3(l, c, r)); }

    /** φ: the next state of the centre; an undefined picture triple gives {@link #DEFAULT_STATE}. */
    public int apply(int l, int c, int r) {
        int v = table[key(l, c, r)];
        return v < 0 ? DEFAULT_STATE : v;
    }

    /** The stored result, or {@link Rule#UNDEFINED}. */
    public int result(int l, int c, int r) { return table[key(l, c, r)]; }

    public boolean isDefined(int l, int c, int r) { return table[key(l, c, r)] >= 0; }

    /** The rules as shown in the overview: canonical order (descending lexicographic), totalistic as sorted triples. */
    public List<Rule> rules() {
        List<Rule> out = new ArrayList<>();
        for (int l = n - 1; l >= 0; l--) for (int c = n - 1; c >= 0; c--) for (int r = n - 1; r >= 0; r--) {
            if (kind == Kind.TOTALISTIC && !(l <= c && c <= r)) continue;
            int v = table[key(l, c, r)];
            if (v >= 0) out.add(new Rule(l, c, r, v));
        }
        return out;
    }

    /** How many rules a complete automaton of this kind with n states has (THESIS.md 2). */
    public static int ruleCount(Kind kind, int n) {
        return kind == Kind.TOTALISTIC ? n * (n + 1) * (n + 2) / 6 : n * n * n;
    }

    /** The same automaton with one result changed (totalistic: for the whole multiset). */
    public Automaton withResult(int l, int c, int r, int result) {
        int[] t = table.clone();
        if (kind == Kind.TOTALISTIC) {
            for (int[] p : permutations(l, c, r)) t[key(p[0], p[1], p[2])] = result;
        } else t[key(l, c, r)] = result;
        return new Automaton(kind, n, colours, t, description, picture);
    }

    public Automaton withColour(int state, String colour) {
        List<String> cs = new ArrayList<>(colours);
        cs.set(state, colour);
        return new Automaton(kind, n, cs, table, description, picture);
    }

    public Automaton withDescription(String text) { return new Automaton(kind, n, colours, table, text, picture); }

    public Automaton withPicture(PictureSetup setup) { return new Automaton(kind, n, colours, table, description, setup); }

    /** The distinct permutations of a triple (at most 6), in a fixed order. */
    public static List<int[]> permutations(int a, int b, int c) {
        int[][] all = {{a, b, c}, {a, c, b}, {b, a, c}, {b, c, a}, {c, a, b}, {c, b, a}};
        List<int[]> out = new ArrayList<>();
        for (int[] p : all) if (out.stream().noneMatch(q -> Arrays.equals(q, p))) out.add(p);
        return out;
    }

    static int min3(int a, int b, int c) { return Math.min(a, Math.min(b, c)); }
    static int max3(int a, int b, int c) { return Math.max(a, Math.max(b, c)); }
    static int mid3(int a, int b, int c) { return a + b + c - min3(a, b, c) - max3(a, b, c); }

    @Override public boolean equals(Object o) {
        return o instanceof Automaton a && a.kind == kind && a.n == n && a.colours.equals(colours) && Arrays.equals(a.table, table)
                && a.description.equals(description) && Objects.equals(a.picture, picture);
    }

    @Override public int hashCode() { return Objects.hash(kind, n, colours, Arrays.hashCode(table), description, picture); }
}
