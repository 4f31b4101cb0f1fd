package arcade.games.shannon.net;

import com.google.gson.JsonObject;

import java.util.List;
import java.util.Objects;

/**
 * What a peer keeps on disk while a match runs, so that a restarted program can rejoin it: the
 * agreed setup, the join code (it authenticates the rejoin), the moves so far and where the host is.
 *
 * @param role "host" or "join"
 * @param host the host's address as the joiner typed it ("" on the host's side)
 * @param port the port the host listens on
 */
public record SavedMatch(String role, MatchSetup setup, String code, List<Integer> turns, String host, int port) {
    public static final String HOST = "host";
    public static final String JOIN = "join";

    public SavedMatch {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(code, "code");
        turns = List.copyOf(turns);
        if (!role.equals(HOST) && !role.equals(JOIN)) throw new IllegalArgumentException("role must be host or join");
    }

    public boolean hosting() { return role.equals(HOST); }

    /** The local player's side. */
    public String localSide() { return hosting() ? setup.hostSide() : setup.joinerSide(); }

    /** The board description of the match (for the view's label). */
    public JsonObject board() { return setup.board(); }
}
