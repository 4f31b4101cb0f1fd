package arcade.games.capuzzle.model;

/**
 * What a player picks: the automaton (a library id, or {@code custom} for a file given in the
 * game id's description), the board size and type, and which cells show at the start. Text form:
 * {@code rule30-10x10-flat-hard}; {@code -fair} for fair puzzles without a grade, nothing for the
 * thesis's own puzzles.
 */
public record PuzzleParams(String automaton, int width, int generations, boolean cyclic, Mode mode) {
    public static final String CUSTOM = "custom";

    public PuzzleParams {
        if (mode == null) mode = Mode.THESIS;
    }

    /** Whether deduction alone solves it (every mode but the thesis's). */
    public boolean fair() { return mode != Mode.THESIS; }

    public PuzzleParams withAutomaton(String id) { return new PuzzleParams(id, width, generations, cyclic, mode); }
}
