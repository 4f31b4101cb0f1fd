package arcade.games.minesweeper.tools;

import arcade.games.minesweeper.ai.Table;
import arcade.games.minesweeper.model.Game;
import arcade.games.minesweeper.model.MinesState;
import arcade.games.minesweeper.model.PlayerBoard;

/** A game seen through the player's view only, for the automatic players. */
public final class GameTable implements Table {
    private final Game game;
    private PlayerBoard view;

    public GameTable(Game game) { this.game = game; }

    @Override public PlayerBoard look() {
        if (view == null) view = game.state().view();
        return view;
    }

    @Override public void reveal(int x, int y) { game.reveal(x, y); view = null; }
    @Override public void flag(int x, int y) { game.flag(x, y); view = null; }
    @Override public boolean isUnknown(int x, int y) {
        byte cover = game.state().cover(game.state().grid().index(x, y));
        return cover == MinesState.COVERED || cover == MinesState.MARKED;
    }

    @Override public boolean playing() { return game.playing(); }
}
