package arcade.games.shannon.net;

/** Builds the game of a match from its setup; a board that does not validate is refused. */
@FunctionalInterface
public interface NetGameFactory<S, M> {
    NetGame<S, M> create(MatchSetup setup) throws InvalidSetupException;

    /** A match setup this build cannot play (bad board, seed mismatch); the message is for the user. */
    class InvalidSetupException extends Exception {
        public InvalidSetupException(String message) { super(message); }
    }
}
