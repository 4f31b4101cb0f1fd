package arcade.games.shannon.view.match;

import java.util.HashMap;
import java.util.Map;

/**
 * The moves of the player across the network, by their number in the match: the network thread
 * hands them in as they arrive (out of turn too, after a reconnect), and the host's opponent waits
 * for the one it needs.
 */
public final class RemoteMoves {
    private final Map<Integer, Integer> byNumber = new HashMap<>();
    private int base;   // moves already on the board when the match was put on the table
    private int match;  // bumps when another match starts: a wait for the old one ends

    /** A new match starts with {@code alreadyPlayed} links already healed or cut on its board. */
    synchronized void reset(int alreadyPlayed) {
        byNumber.clear();
        base = alreadyPlayed;
        match++;
        notifyAll();
    }

    /** Move {@code n} of the match (0 = the first) is {@code edge}. */
    synchronized void offer(int n, int edge) {
        byNumber.put(n, edge);
        notifyAll();
    }

    /** Waits (off the FX thread) for the move that follows {@code playedOnBoard} played links; interrupted when the game moves on. */
    synchronized int take(int playedOnBoard) throws InterruptedException {
        int mine = match;
        int n = playedOnBoard - base;
        while (!byNumber.containsKey(n)) {
            if (match != mine) throw new InterruptedException("another match started");
            wait();
        }
        return byNumber.get(n);
    }
}
