package arcade.games.shannon.net;

import arcade.api.model.GameRules;
import arcade.games.shannon.model.ShannonMove;
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
        if (edge < 0 || edge >= state.edgeCount()) throw new IllegalArgumentException("there is no edge " + edge);
        return new ShannonMove(edge);
    }

    @Override public String sideToMove(ShannonState state) { return state.toMove().id(); }
}
