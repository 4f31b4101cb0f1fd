package arcade.games.solitaire.model;

import arcade.api.model.MoveFormatException;
import arcade.api.model.ParamsException;
import arcade.api.session.Rng;

import java.util.ArrayList;
import java.util.List;

/**
 * Deals. A deal is 52 cards in the order of its text: the seven columns from left to right, each
 * from the bottom (face down) card to the top (face up) card, then the stock from the next card to
 * be turned to the last. A seed shuffles the pack (Fisher–Yates with our SplitMix64) and deals it
 * as AisleRiot does: row by row across the columns, the rest to the stock.
 */
public final class Deal {
    private Deal() {}

    /** The order of a seeded deal, in deal-text order. */
    public static int[] fromSeed(long seed) {
        int[] pack = new int[Cards.COUNT];
        for (int i = 0; i < pack.length; i++) pack[i] = i;
        new Rng(seed).shuffle(pack);
        // pack[k] is the k-th card dealt: row r goes to columns r..6.
        byte[][] cols = new byte[7][];
        for (int c = 0; c < 7; c++) cols[c] = new byte[c + 1];
        int k = 0;
        for (int r = 0; r < 7; r++) for (int c = r; c < 7; c++) cols[c][r] = (byte) pack[k++];
        int[] out = new int[Cards.COUNT];
        int o = 0;
        for (byte[] col : cols) for (byte b : col) out[o++] = b;
        while (k < Cards.COUNT) out[o++] = pack[k++];
        return out;
    }

    /** Parses deal text (two-character cards, separated by spaces or not); a message in words otherwise. */
    public static int[] parse(String text) {
        String t = text == null ? "" : text.replaceAll("[\\s,]+", "");
        if (t.length() != 2 * Cards.COUNT)
            throw new ParamsException("a deal is 52 cards of two characters each (e.g. TD), got " + t.length() / 2 + (t.length() % 2 == 0 ? "" : " and a half"));
        int[] cards = new int[Cards.COUNT];
        boolean[] seen = new boolean[Cards.COUNT];
        for (int i = 0; i < Cards.COUNT; i++) {
            String token = t.substring(2 * i, 2 * i + 2);
            int c;
            try {
                c = Cards.parse(token);
            } catch (MoveFormatException e) {
                throw new ParamsException("card " + (i + 1) + " of the deal, '" + token + "', is not a card (e.g. TD, AS, KH)");
            }
            if (seen[c]) throw new ParamsException("the deal holds " + Cards.text(c) + " twice");
            seen[c] = true;
            cards[i] = c;
        }
        return cards;
    }

    public static String format(int[] deal) {
        List<String> s = new ArrayList<>();
        for (int c : deal) s.add(Cards.text(c));
        return String.join(" ", s);
    }

    /** The opening position of a deal under the given rules. */
    public static KlondikeState initialState(KlondikeParams params, int[] deal) {
        byte[][] tableau = new byte[7][];
        int[] down = new int[7];
        int k = 0;
        for (int c = 0; c < 7; c++) {
            tableau[c] = new byte[c + 1];
            for (int i = 0; i <= c; i++) tableau[c][i] = (byte) deal[k++];
            down[c] = c;
        }
        byte[] stock = new byte[Cards.COUNT - k];
        for (int i = 0; i < stock.length; i++) stock[i] = (byte) deal[k++];
        int score = params.scoring() == Scoring.VEGAS ? -52 : 0;
        return new KlondikeState(params, tableau, down, new int[4], stock, new byte[0], 0, score);
    }

    /** The deal a position started from, if no card has moved yet; used to describe a given position. */
    public static int[] of(KlondikeState s) {
        int[] out = new int[Cards.COUNT];
        int k = 0;
        for (int c = 0; c < 7; c++) for (int i = 0; i < s.columnSize(c); i++) out[k++] = s.card(c, i);
        for (int i = 0; i < s.stockSize(); i++) out[k++] = s.stockCard(i);
        if (k != Cards.COUNT) throw new IllegalStateException("not a fresh deal");
        return out;
    }
}
