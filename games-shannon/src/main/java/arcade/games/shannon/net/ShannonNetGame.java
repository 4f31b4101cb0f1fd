package arcade.games.shannon.net;

import arcade.api.model.GameRules;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.boards.LinkNames;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;

/** The Shannon game as the network layer sees it: moves are edge tags, sides "short" and "cut". */
public final class ShannonNetGame implements NetGame<ShannonState, ShannonMove> {
    private final ShannonState initial;

    public ShannonNetGame(ShannonState initial) { this.initial = initial; }

    @Override public GameRules<ShannonState, ShannonMove> rules() { return ShannonRules.INSTANCE; }

    @Override public ShannonState initial() { return initial; }

    @Override public int edgeOf(ShannonMove move) { return move.edge(); }

    @Override public ShannonMove moveOf(ShannonState state, int edge) {
        if (edge < 0 || edge >= state.edgeCount()) throw new IllegalArgumentException("the board has no such link");
        return new ShannonMove(edge);
    }

    /** In the board's own coordinates: a Bridg-It board by its dots (as it is normally drawn), any other by its lattice. */
    @Override public String nameOf(ShannonState state, int edge) {
        Board b = state.board();
        int k = GaleBoards.orderOf(b);
        return "link " + (k > 0 ? LinkNames.dots(b, k) : LinkNames.of(b)).link(edge);
    }

    @Override public String sideToMove(ShannonState state) { return state.toMove().id(); }
}
