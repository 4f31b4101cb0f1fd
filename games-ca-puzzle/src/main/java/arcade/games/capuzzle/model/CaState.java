package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;
import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.automaton.Scoring;
import arcade.games.capuzzle.solver.Known;

import java.util.Arrays;
import java.util.Objects;

/**
 * A position: the puzzle, which cells are revealed, which states were already guessed wrongly
 * in each hidden cell (a bit per state), and the score counters. Immutable.
 */
public final class CaState {
    private final Puzzle puzzle;
    private final boolean[] revealed;
    private final int[] wrong;
    private final int hiddenCount;
    private final int score, streak, moves, mistakes, hints;

    private CaState(Puzzle puzzle, boolean[] revealed, int[] wrong, int score, int streak, int moves, int mistakes, int hints) {
        this.puzzle = puzzle;
        this.revealed = revealed;
        this.wrong = wrong;
        int h = 0;
        for (boolean b : revealed) if (!b) h++;
        this.hiddenCount = h;
        this.score = score;
        this.streak = streak;
        this.moves = moves;
        this.mistakes = mistakes;
        this.hints = hints;
    }

    public static CaState start(Puzzle puzzle) {
        return new CaState(puzzle, puzzle.initialReveals(), new int[puzzle.board().cells()], 0, 0, 0, 0, 0);
    }

    public Puzzle puzzle() { return puzzle; }
    public Board board() { return puzzle.board(); }
    public int score() { return score; }
    public int streak() { return streak; }
    public int moves() { return moves; }
    public int mistakes() { return mistakes; }
    public int hints() { return hints; }
    public int hiddenCount() { return hiddenCount; }
    public boolean solved() { return hiddenCount == 0; }

    private int index(int row, int col) { return row * puzzle.board().width() + col; }

    public boolean isRevealed(int row, int col) { return revealed[index(row, col)]; }

    /** The revealed value, or {@link Rule#UNDEFINED} for a hidden cell. */
    public int shown(int row, int col) { return revealed[index(row, col)] ? puzzle.value(row, col) : Rule.UNDEFINED; }

    /** Bit s set when state s was already guessed wrongly in this cell. */
    public int wrongMask(int row, int col) { return wrong[index(row, col)]; }

    public boolean[] revealedMask() { return revealed.clone(); }

    /** What the player knows now: the revealed cells and the states already guessed wrongly. */
    public Known known() { return new Known(puzzle, revealed, wrong); }

    /** The position after a guess (right: reveal and reward; wrong: penalty, the cell stays hidden). */
    CaState guess(int row, int col, int state) {
        Scoring s = puzzle.scoring();
        int i = index(row, col);
        if (puzzle.value(row, col) == state) {
            boolean[] rev = revealed.clone();
            rev[i] = true;
            return new CaState(puzzle, rev, wrong, score + s.reward(streak), streak + 1, moves + 1, mistakes, hints);
        }
        int[] w = wrong.clone();
        w[i] |= 1 << state;
        return new CaState(puzzle, revealed, w, score - s.penalty(streak), 0, moves + 1, mistakes + 1, hints);
    }

    /** The position after a paid hint: the cell is revealed for the current penalty, and the streak resets. */
    CaState paidReveal(int row, int col) {
        boolean[] rev = revealed.clone();
        rev[index(row, col)] = true;
        return new CaState(puzzle, rev, wrong, score - puzzle.scoring().penalty(streak), 0, moves + 1, mistakes, hints + 1);
    }

    @Override public boolean equals(Object o) {
        return o instanceof CaState s && s.score == score && s.streak == streak && s.moves == moves && s.mistakes == mistakes
                && s.hints == hints && Arrays.equals(s.revealed, revealed) && Arrays.equals(s.wrong, wrong) && s.puzzle.equals(puzzle);
    }

    @Override public int hashCode() { return Objects.hash(score, streak, moves, Arrays.hashCode(revealed), Arrays.hashCode(wrong)); }

    @Override public String toString() { return "CaState[score=" + score + ", moves=" + moves + ", hidden=" + hiddenCount + "]"; }
}
