package arcade.api.testing;

import arcade.api.model.GameRules;

import java.util.List;

/** Tic-tac-toe keeps the shared rules contract (and so proves the contract test can pass). */
class TicTacToeContractTest extends GameRulesContract<TicTacToe.Board, Integer> {
    @Override protected GameRules<TicTacToe.Board, Integer> rules() { return new TicTacToe(); }
    @Override protected TicTacToe.Board initialState(long seed) { return TicTacToe.Board.empty(); }
    @Override protected int plyBound() { return 9; }
    @Override protected List<TicTacToe.Board> extraStates() {
        return List.of(TicTacToe.position("XX.OO...."), TicTacToe.position("....X..O."), TicTacToe.position("XOXXOOOXX"));
    }
}
