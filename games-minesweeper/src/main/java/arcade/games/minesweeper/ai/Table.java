package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;

/** A game as an automatic player sees it: the view, and the two things it may do. */
public interface Table {
    PlayerBoard look();
    void reveal(int x, int y);
    void flag(int x, int y);
    /** False once the game is won or lost. */
    boolean playing();

    /** Whether the cell is still hidden and unflagged; a table may answer without building a view. */
    default boolean isUnknown(int x, int y) {
        PlayerBoard v = look();
        return v.isUnknown(v.grid().index(x, y));
    }

    /** Carries out a solver's actions in order, passing over a cell a cascade opened meanwhile, until the game ends. */
    default void playAll(java.util.List<Action> actions) {
        for (Action a : actions) {
            if (!playing()) return;
            if (!isUnknown(a.x(), a.y())) continue;
            if (a.kind() == Action.Kind.FLAG) flag(a.x(), a.y());
            else reveal(a.x(), a.y());
        }
    }
}
