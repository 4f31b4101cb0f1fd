package arcade.games.shannon.net;

import arcade.api.model.IllegalMoveException;

import java.util.ArrayList;
import java.util.List;

/** A peer's own copy of the match: the agreed game and the list of edge tags played. Not thread-safe. */
final class NetMatch<S, M> {
    private final MatchSetup setup;
    private final NetGame<S, M> game;
    private final String localSide;
    private final List<Integer> turns = new ArrayList<>();
    private S state;

    NetMatch(MatchSetup setup, NetGame<S, M> game, String localSide) {
        this.setup = setup;
        this.game = game;
        this.localSide = localSide;
        this.state = game.initial();
    }

    MatchSetup setup() { return setup; }
    S initial() { return game.initial(); }
    String localSide() { return localSide; }
    int count() { return turns.size(); }
    boolean isOver() { return game.rules().isTerminal(state); }
    int turnAt(int n) { return turns.get(n); }
    List<Integer> turnsFrom(int from) { return List.copyOf(turns.subList(Math.min(from, turns.size()), turns.size())); }

    /** Why {@code side} may not play {@code edge} now, or null when it may. */
    String check(int edge, String side) {
        if (game.rules().isTerminal(state)) return "the game is over";
        if (!game.sideToMove(state).equals(side)) return "it is not " + side + "'s turn";
        M m;
        try {
            m = game.moveOf(state, edge);
        } catch (IllegalArgumentException e) {
            return "the board has no such link";
        }
        return game.rules().isLegal(state, m) ? null : game.nameOf(state, edge) + " is not free";
    }

    /** Like {@link #check} for whichever side is to move (moves replayed on resume). */
    String checkAny(int edge) {
        return game.rules().isTerminal(state) ? "the game is over" : check(edge, game.sideToMove(state));
    }

    void apply(int edge) {
        M m = game.moveOf(state, edge);
        try {
            state = game.rules().apply(state, m);
        } catch (IllegalMoveException e) {
            throw new IllegalStateException("checked move refused by the rules: " + e.getMessage(), e);
        }
        turns.add(edge);
    }
}
