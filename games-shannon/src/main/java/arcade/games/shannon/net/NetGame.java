package arcade.games.shannon.net;

import arcade.api.model.GameRules;

/**
 * What the network layer needs to know of the game to validate every move itself: the rules, the
 * agreed initial position, how a move maps to the edge tag sent on the wire, and whose turn it is.
 */
public interface NetGame<S, M> {
    GameRules<S, M> rules();

    S initial();

    int edgeOf(M move);

    /** The move that plays edge {@code edge} in {@code state}; IllegalArgumentException if none. */
    M moveOf(S state, int edge);

    /** How a player names the move on edge {@code edge} (it exists), for messages: "link c2–d3". */
    default String nameOf(S state, int edge) { return "move " + edge; }

    /** "short" or "cut". */
    String sideToMove(S state);
}
