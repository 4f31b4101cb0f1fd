package arcade.games.shannon.net;

import com.google.gson.JsonObject;

import java.util.Objects;

/**
 * Everything both peers must agree on before the first move.
 *
 * @param gameId     the host's name for the match, used to resume it
 * @param board      the board description (generated from a seed, or a whole board file)
 * @param starts     "short" or "cut": who moves first
 * @param joinerSide "short" or "cut": the side of the player who joined
 * @param sharedSeed a hash of both peers' nonces, so neither side chooses the board
 */
public record MatchSetup(String gameId, JsonObject board, String starts, String joinerSide, long sharedSeed) {
    public MatchSetup {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(starts, "starts");
        Objects.requireNonNull(joinerSide, "joinerSide");
    }

    public String hostSide() { return other(joinerSide); }

    public static String other(String side) { return side.equals("short") ? "cut" : "short"; }
}
