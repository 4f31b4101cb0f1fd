package arcade.games.shannon.net;

import com.google.gson.JsonObject;

import java.util.List;

/**
 * The messages of the Shannon network protocol, one JSON object per line. Moves are edge tags, as
 * in the thesis's move list; {@code n} numbers the moves from 0, so a resent or duplicated move is
 * recognised.
 */
public sealed interface NetMessage {

    /**
     * Joiner → host, first line. {@code game} is null for a new match, else the match to resume;
     * {@code nonce} is the joiner's fresh random hex.
     */
    record Hello(String game, int moves, String nonce) implements NetMessage {}

    /** Host → joiner, after a hello it may accept: the host's fresh nonce. */
    record Challenge(String nonce) implements NetMessage {}

    /** Joiner → host: the joiner's proof that it knows the join code (see {@link Handshake}). */
    record Auth(String proof) implements NetMessage {}

    /**
     * Host → joiner, once the joiner's proof is right: the match (its id, board description, who
     * starts, the joiner's side), the moves the joiner is missing starting at index {@code from}
     * (0 on a new match), and the host's own proof that it knows the code.
     */
    record Welcome(String game, JsonObject board, String starts, String you,
                   int from, List<Integer> turns, String proof) implements NetMessage {
        public Welcome { turns = List.copyOf(turns); }
    }

    /** Either side: the mover's {@code n}-th move of the match (0-based), an edge tag. */
    record Move(int n, int edge) implements NetMessage {}

    /** Either side: the last message was refused; {@code n} is the receiver's move count. */
    record Reject(int n, String reason) implements NetMessage {}

    /** Either side: the match ends (resignation, a broken peer, the window closed). */
    record Bye(String reason) implements NetMessage {}
}
