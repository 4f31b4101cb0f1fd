package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;

/** Card facts as lookup tables: the search asks them millions of times a second, and divisions are slow. */
final class CardTable {
    private CardTable() {}

    static final byte[] RANK = new byte[Cards.COUNT];
    static final byte[] SUIT = new byte[Cards.COUNT];
    static final boolean[] RED = new boolean[Cards.COUNT];
    private static final boolean[] FITS = new boolean[Cards.COUNT * Cards.COUNT];

    static {
        for (int c = 0; c < Cards.COUNT; c++) {
            RANK[c] = (byte) Cards.rank(c);
            SUIT[c] = (byte) Cards.suit(c);
            RED[c] = Cards.isRed(c);
            for (int below = 0; below < Cards.COUNT; below++) FITS[c * Cards.COUNT + below] = Cards.fitsOn(c, below);
        }
    }

    static boolean fitsOn(int card, int below) { return FITS[card * Cards.COUNT + below]; }
}
