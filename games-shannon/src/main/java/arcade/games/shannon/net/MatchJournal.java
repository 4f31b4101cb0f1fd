package arcade.games.shannon.net;

/**
 * Where a peer records its match as it goes (after the handshake and after every move), so that a
 * program that dies can rejoin. Called on network threads and the FX thread: implementations must
 * return quickly and write elsewhere.
 */
public interface MatchJournal {
    MatchJournal NONE = new MatchJournal() {
        @Override public void save(SavedMatch match) {}
        @Override public void clear() {}
    };

    void save(SavedMatch match);

    /** The match is over or abandoned: nothing to rejoin. */
    void clear();
}
