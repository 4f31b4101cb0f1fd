package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.KlondikeState;

/** Search boards from full game states: only the solvers that may see every card use this. */
public final class Boards {
    private Boards() {}

    public static Board of(KlondikeState s) {
        int[][] cols = new int[7][];
        int[] down = new int[7];
        for (int c = 0; c < 7; c++) {
            cols[c] = new int[s.columnSize(c)];
            for (int i = 0; i < cols[c].length; i++) cols[c][i] = s.card(c, i);
            down[c] = s.faceDown(c);
        }
        int[] homes = new int[4];
        for (int suit = 0; suit < 4; suit++) homes[suit] = s.foundationHeight(suit);
        int[] waste = new int[s.wasteSize()];
        for (int i = 0; i < waste.length; i++) waste[i] = s.wasteCard(i);
        int[] stock = new int[s.stockSize()];
        for (int i = 0; i < stock.length; i++) stock[i] = s.stockCard(i);
        return new Board(s.params().draw(), s.params().passes(), cols, down, homes, waste, stock, s.recycles());
    }
}
