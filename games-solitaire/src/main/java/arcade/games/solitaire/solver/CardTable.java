package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;

/** Card facts as lookup tables: the search asks them millions of times a second, and divisions are slow. */
final class CardTable {
    private CardTable() {}

    static final byte[] RANK = new byte[Cards.COUNT];
    static final byte[] SUIT = new byte[Cards.COUNT];
    static final boolean[] RED = new boolean[Cards.COUNT];
    private static final boolean[] FITS = new boolean[Cards.COUNT * Cards.COUNT];
    /** The two cards a card fits on (one rank higher, the other colour), lower suit first; -1 for a King. */
    static final byte[] PARENT_A = new byte[Cards.COUNT], PARENT_B = new byte[Cards.COUNT];

    static {
        for (int c = 0; c < Cards.COUNT; c++) {
            RANK[c] = (byte) Cards.rank(c);
            SUIT[c] = (byte) Cards.suit(c);
            RED[c] = Cards.isRed(c);
            for (int below = 0; below < Cards.COUNT; below++) FITS[c * Cards.COUNT + below] = Cards.fitsOn(c, below);
        }
        for (int c = 0; c < Cards.COUNT; c++) {
            int found = 0;
            PARENT_A[c] = PARENT_B[c] = -1;
            for (int p = 0; p < Cards.COUNT; p++) {
                if (!FITS[c * Cards.COUNT + p]) continue;
                if (found++ == 0) PARENT_A[c] = (byte) p; else PARENT_B[c] = (byte) p;
            }
        }
    }

    static boolean fitsOn(int card, int below) { return FITS[card * Cards.COUNT + below]; }
}
