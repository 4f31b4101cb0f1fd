package arcade.games.capuzzle.automaton;

/**
 * One rule, or a help pattern: the triple (l, c, r) and the result under its middle cell.
 * In a pattern, {@link #UNDEFINED} stands for a hidden cell and matches anything.
 */
public record Rule(int l, int c, int r, int result) {
    /** A hidden cell in a pattern. */
    public static final int UNDEFINED = -1;

    /** Wildcard equality, position by position (common and picture rules). */
    public boolean matchesPattern(Rule p) {
        return (p.l < 0 || p.l == l) && (p.c < 0 || p.c == c) && (p.r < 0 || p.r == r) && (p.result < 0 || p.result == result);
    }

    @Override public String toString() { return l + " " + c + " " + r + " → " + result; }
}
