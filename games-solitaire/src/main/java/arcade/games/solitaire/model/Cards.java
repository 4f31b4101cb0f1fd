package arcade.games.solitaire.model;

import arcade.api.model.MoveFormatException;

/**
 * Cards as small ints 0..51: suit·13 + rank−1, suits in the order clubs, diamonds, hearts, spades.
 * Ints keep states compact and solvers fast; this class names and parses them.
 */
public final class Cards {
    private Cards() {}

    public static final int COUNT = 52;
    public static final String RANKS = "A23456789TJQK";
    public static final String SUITS = "CDHS";

    public static int of(int suit, int rank) { return suit * 13 + rank - 1; }
    public static int suit(int card) { return card / 13; }
    /** 1 (Ace) .. 13 (King). */
    public static int rank(int card) { return card % 13 + 1; }
    public static boolean isRed(int card) { return isRedSuit(suit(card)); }
    public static boolean isRedSuit(int suit) { return suit == 1 || suit == 2; }

    /** May {@code card} lie on {@code below} in the tableau: one rank lower, the other colour. */
    public static boolean fitsOn(int card, int below) {
        return rank(card) + 1 == rank(below) && isRed(card) != isRed(below);
    }

    /** Two characters, e.g. {@code TD} for the ten of diamonds. */
    public static String text(int card) {
        return "" + RANKS.charAt(rank(card) - 1) + SUITS.charAt(suit(card));
    }

    /** The card named by two characters (case-insensitive); a message in words otherwise. */
    public static int parse(String text) {
        String t = text.trim().toUpperCase();
        if (t.length() == 3 && t.startsWith("10")) t = "T" + t.charAt(2);
        if (t.length() != 2) throw new MoveFormatException("'" + text + "' is not a card (e.g. TD, AS, KH)");
        int r = RANKS.indexOf(t.charAt(0)), s = SUITS.indexOf(t.charAt(1));
        if (r < 0 || s < 0) throw new MoveFormatException("'" + text + "' is not a card (e.g. TD, AS, KH)");
        return of(s, r + 1);
    }

    public static String suitName(int suit) { return switch (suit) { case 0 -> "clubs"; case 1 -> "diamonds"; case 2 -> "hearts"; default -> "spades"; }; }
}
