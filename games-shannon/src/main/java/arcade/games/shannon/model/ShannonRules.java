package arcade.games.shannon.model;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Shannon switching game as a game automaton. Players {@code short} and {@code cut}; Short
 * marks a free edge, Cut deletes a free edge, turns alternate. Short wins with a marked A–B path,
 * Cut wins when A and B are separated in the graph of free and marked edges. There are no draws
 * and a game lasts at most |E| moves (each move uses up a free edge, and with no free edge left
 * either a marked path joins A and B or they are separated). Stateless and thread-safe.
 */
public final class ShannonRules implements GameRules<ShannonState, ShannonMove> {
    /** The shared instance (the rules have no parameters: who starts is part of the state). */
    public static final ShannonRules INSTANCE = new ShannonRules();

    private static final List<PlayerId> PLAYERS = List.of(Side.SHORT.player(), Side.CUT.player());

    /** The initial state with {@code first} to move (the thesis: Short always starts). */
    public ShannonState newGame(Board board, Side first) { return ShannonState.initial(board, first); }

    /** The initial state with Short to move, the thesis's rule. */
    public ShannonState newGame(Board board) { return newGame(board, Side.SHORT); }

    @Override public List<PlayerId> players() { return PLAYERS; }

    @Override public PlayerId toMove(ShannonState state) { return state.toMove().player(); }

    @Override public NodeKind kind(ShannonState state) { return state.isOver() ? NodeKind.TERMINAL : NodeKind.DECISION; }

    /** The free edges in ascending order; empty once the game is over. */
    @Override public List<ShannonMove> legalMoves(ShannonState state) {
        if (state.isOver()) return List.of();
        List<ShannonMove> moves = new ArrayList<>(state.freeCount());
        for (int e : state.freeEdges()) moves.add(new ShannonMove(e));
        return moves;
    }

    @Override public boolean isLegal(ShannonState state, ShannonMove move) {
        return !state.isOver() && move.edge() < state.edgeCount() && state.isFree(move.edge());
    }

    @Override public ShannonState apply(ShannonState state, ShannonMove move) {
        if (state.isOver()) throw new IllegalMoveException("the game is over");
        if (move.edge() >= state.edgeCount()) throw new IllegalMoveException("there is no edge " + move.text());
        if (!state.isFree(move.edge()))
            throw new IllegalMoveException("edge " + move.text() + " is already " + state.edgeState(move.edge()).name().toLowerCase());
        return state.play(move.edge());
    }

    @Override public Optional<Outcome> outcome(ShannonState state) {
        return state.winner().map(w -> Outcome.win(w.player()));
    }

    @Override public String formatMove(ShannonMove move) { return move.text(); }

    @Override public ShannonMove parseMove(ShannonState state, String text) {
        ShannonMove m = ShannonMove.parse(text);
        if (m.edge() >= state.edgeCount())
            throw new MoveFormatException("there is no edge " + m.text() + " (the board has " + state.edgeCount() + " edges)");
        return m;
    }
}
