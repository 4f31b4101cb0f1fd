package arcade.games.shannon.net;

import java.util.List;

/**
 * What the network layer reports to the game. Called on network threads: a JavaFX view hands each
 * call over to the FX thread itself.
 */
public interface NetEvents {
    /** The match is agreed (or resumed): the board, the sides, and every move so far. */
    void matchReady(MatchSetup setup, String localSide, List<Integer> turns);

    /** The peer played move number {@code n} (already validated). */
    void remoteMove(int n, int edge);

    /** The connection dropped; the match can be resumed. */
    void connectionLost(String reason);

    /** A message from the peer was refused; the match goes on. */
    void refused(String reason);

    /** The match is over for the network: the peer left or the peers disagree. */
    void ended(String reason);

    /** Someone tried to join (or rejoin) with a wrong code and was refused; {@code total} so far. */
    default void wrongCode(int total) {}

    /** Progress for the status line ("waiting for a player on port 47031"). */
    default void info(String message) {}
}
