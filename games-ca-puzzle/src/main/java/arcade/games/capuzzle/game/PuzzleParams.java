package arcade.games.capuzzle.game;

/**
 * What a player picks: the automaton (a library id, or {@code custom} for a file given in the
 * game id's description), the board size and type, and fair mode. Text form:
 * {@code rule30-10x10-flat-fair} (without {@code -fair} for the thesis's puzzles).
 */
public record PuzzleParams(String automaton, int width, int generations, boolean cyclic, boolean fair) {
    public static final String CUSTOM = "custom";

    public PuzzleParams withAutomaton(String id) { return new PuzzleParams(id, width, generations, cyclic, fair); }
}
