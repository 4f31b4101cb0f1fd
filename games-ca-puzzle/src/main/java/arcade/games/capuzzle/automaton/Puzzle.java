package arcade.games.capuzzle.automaton;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One puzzle: the automaton, the board, the full solution (generation 0 on top) and the cells
 * revealed at the start. Immutable.
 */
public final class Puzzle {
    private final Automaton automaton;
    private final Board board;
    private final int[][] solution;
    private final boolean[] initiallyRevealed;
    private final List<Rule> fallbackRules;
    private final Scoring scoring;

    public Puzzle(Automaton automaton, Board board, int[][] solution, boolean[] initiallyRevealed, List<Rule> fallbackRules, Scoring scoring) {
        this.automaton = Objects.requireNonNull(automaton);
        this.board = Objects.requireNonNull(board);
        this.solution = Arrays.stream(solution).map(int[]::clone).toArray(int[][]::new);
        if (initiallyRevealed.length != board.cells()) throw new IllegalArgumentException("one flag per cell");
        this.initiallyRevealed = initiallyRevealed.clone();
        this.fallbackRules = List.copyOf(fallbackRules);
        this.scoring = scoring;
    }

    /** The thesis's puzzle: evolve row 0 and reveal the bottom row (flat: also the first and last real columns). */
    public static Puzzle thesis(Automaton a, Board board, int[] row0, Scoring scoring) {
        Evolution e = Evolution.of(a, board, row0);
        return new Puzzle(a, board, e.rows(), thesisReveals(board), e.fallbackRules(), scoring);
    }

    /** THESIS.md 4: every cell of the last row; on a flat board also real columns 0 and W−1 of every row. */
    public static boolean[] thesisReveals(Board board) {
        int w = board.width(), m = board.generations();
        boolean[] rev = new boolean[w * m];
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++)
            rev[t * w + i] = t == m - 1 || (!board.cyclic() && (i == 0 || i == w - 1));
        return rev;
    }

    /** The same puzzle with more cells revealed at the start (fair mode's extra clues). */
    public Puzzle withRevealed(boolean[] revealed) {
        return new Puzzle(automaton, board, solution, revealed, fallbackRules, scoring);
    }

    public Automaton automaton() { return automaton; }
    public Board board() { return board; }
    public Scoring scoring() { return scoring; }
    /** Picture triples with no rule that the evolution met; they evolved to 0. */
    public List<Rule> fallbackRules() { return fallbackRules; }

    public int value(int row, int col) { return solution[row][col]; }

    public int[] row(int t) { return solution[t].clone(); }

    public int[][] solution() { return Arrays.stream(solution).map(int[]::clone).toArray(int[][]::new); }

    public boolean initiallyRevealed(int row, int col) { return initiallyRevealed[row * board.width() + col]; }

    public boolean[] initialReveals() { return initiallyRevealed.clone(); }

    public int initialRevealCount() {
        int k = 0;
        for (boolean b : initiallyRevealed) if (b) k++;
        return k;
    }

    @Override public boolean equals(Object o) {
        return o instanceof Puzzle p && p.automaton.equals(automaton) && p.board.equals(board) && Arrays.deepEquals(p.solution, solution)
                && Arrays.equals(p.initiallyRevealed, initiallyRevealed) && p.scoring.equals(scoring);
    }

    @Override public int hashCode() { return Objects.hash(automaton, board, Arrays.deepHashCode(solution), Arrays.hashCode(initiallyRevealed)); }
}
