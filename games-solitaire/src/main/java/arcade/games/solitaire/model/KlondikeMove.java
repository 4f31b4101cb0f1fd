package arcade.games.solitaire.model;

import arcade.api.model.MoveFormatException;

/**
 * A move, as short text: {@code draw}, {@code recycle}, {@code w>t3}, {@code w>f}, {@code t2>f},
 * {@code t2x3>t5} (three cards from column 2 onto column 5), {@code fH>t4} (a heart back from its
 * foundation). Columns are numbered 1–7 in the text and 0–6 here.
 *
 * @param from  source column (tableau moves) or suit (foundation moves); −1 otherwise
 * @param count cards moved (tableau to tableau); 1 otherwise, 0 for draw and recycle
 * @param to    target column; −1 for a foundation or none
 */
public record KlondikeMove(Kind kind, int from, int count, int to) {

    public enum Kind { DRAW, RECYCLE, WASTE_TO_TABLEAU, WASTE_TO_FOUNDATION, TABLEAU_TO_TABLEAU, TABLEAU_TO_FOUNDATION, FOUNDATION_TO_TABLEAU }

    public static final KlondikeMove DRAW = new KlondikeMove(Kind.DRAW, -1, 0, -1);
    public static final KlondikeMove RECYCLE = new KlondikeMove(Kind.RECYCLE, -1, 0, -1);
    public static final KlondikeMove WASTE_HOME = new KlondikeMove(Kind.WASTE_TO_FOUNDATION, -1, 1, -1);

    public static KlondikeMove wasteTo(int col) { return new KlondikeMove(Kind.WASTE_TO_TABLEAU, -1, 1, col); }
    public static KlondikeMove home(int col) { return new KlondikeMove(Kind.TABLEAU_TO_FOUNDATION, col, 1, -1); }
    public static KlondikeMove column(int from, int count, int to) { return new KlondikeMove(Kind.TABLEAU_TO_TABLEAU, from, count, to); }
    public static KlondikeMove back(int suit, int to) { return new KlondikeMove(Kind.FOUNDATION_TO_TABLEAU, suit, 1, to); }

    public boolean toFoundation() { return kind == Kind.WASTE_TO_FOUNDATION || kind == Kind.TABLEAU_TO_FOUNDATION; }

    public String text() {
        return switch (kind) {
            case DRAW -> "draw";
            case RECYCLE -> "recycle";
            case WASTE_TO_TABLEAU -> "w>t" + (to + 1);
            case WASTE_TO_FOUNDATION -> "w>f";
            case TABLEAU_TO_FOUNDATION -> "t" + (from + 1) + ">f";
            case TABLEAU_TO_TABLEAU -> "t" + (from + 1) + "x" + count + ">t" + (to + 1);
            case FOUNDATION_TO_TABLEAU -> "f" + Cards.SUITS.charAt(from) + ">t" + (to + 1);
        };
    }

    @Override public String toString() { return text(); }

    /** The move named by {@code text}; {@link MoveFormatException} with a message in words otherwise. */
    public static KlondikeMove parse(String text) {
        String t = text == null ? "" : text.trim();
        switch (t) {
            case "draw": return DRAW;
            case "recycle": return RECYCLE;
            case "w>f": return WASTE_HOME;
            default: break;
        }
        int arrow = t.indexOf('>');
        if (arrow <= 0) throw bad(text);
        String src = t.substring(0, arrow), dst = t.substring(arrow + 1);
        if (dst.equals("f")) {
            if (src.length() == 2 && src.charAt(0) == 't') return home(column(src.substring(1), text));
            throw bad(text);
        }
        if (!dst.startsWith("t")) throw bad(text);
        int to = column(dst.substring(1), text);
        if (src.equals("w")) return wasteTo(to);
        if (src.length() == 2 && src.charAt(0) == 'f') {
            int suit = Cards.SUITS.indexOf(src.charAt(1));
            if (suit < 0) throw bad(text);
            return back(suit, to);
        }
        if (src.startsWith("t") && src.length() >= 4 && src.charAt(2) == 'x') {
            int from = column(src.substring(1, 2), text);
            String n = src.substring(3);
            if (!n.matches("[1-9][0-9]?")) throw bad(text);
            return column(from, Integer.parseInt(n), to);
        }
        throw bad(text);
    }

    private static int column(String digit, String text) {
        if (digit.length() != 1 || digit.charAt(0) < '1' || digit.charAt(0) > '7') throw bad(text);
        return digit.charAt(0) - '1';
    }

    private static MoveFormatException bad(String text) {
        return new MoveFormatException("'" + text + "' is not a Klondike move (e.g. draw, w>t3, t2>f, t2x3>t5, fH>t4)");
    }
}
