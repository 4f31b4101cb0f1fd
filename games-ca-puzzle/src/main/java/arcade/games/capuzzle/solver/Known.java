package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Puzzle;

/**
 * What a player knows of a puzzle at some point: its public parts (automaton, board), the
 * revealed cells (row-major over the real cells) and, per hidden cell, the states already
 * guessed wrongly there (a bit per state). Deductions read the solution of revealed cells only.
 */
public record Known(Puzzle puzzle, boolean[] revealed, int[] wrong) {
    public Known {
        if (revealed.length != puzzle.board().cells() || wrong.length != revealed.length)
            throw new IllegalArgumentException("one flag and one mask per cell");
        revealed = revealed.clone();
        wrong = wrong.clone();
    }

    /** The puzzle as it starts: its own reveals and no wrong guesses. */
    public static Known atStart(Puzzle puzzle) { return new Known(puzzle, puzzle.initialReveals(), new int[puzzle.board().cells()]); }

    public boolean isRevealed(int row, int col) { return revealed[row * puzzle.board().width() + col]; }

    public int wrongMask(int row, int col) { return wrong[row * puzzle.board().width() + col]; }

    /** The same knowledge with one more cell revealed. */
    public Known reveal(int row, int col) {
        boolean[] r = revealed.clone();
        r[row * puzzle.board().width() + col] = true;
        return new Known(puzzle, r, wrong);
    }
}
