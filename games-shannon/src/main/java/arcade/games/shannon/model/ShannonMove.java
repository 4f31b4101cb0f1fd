package arcade.games.shannon.model;

import arcade.api.model.MoveFormatException;

/**
 * A move: the edge the side to move plays (Short marks it, Cut deletes it). Its text form is
 * {@code e} followed by the edge index, e.g. {@code e12}; the same index is the thesis's edge tag
 * used by the network move list.
 */
public record ShannonMove(int edge) {
    public ShannonMove {
        if (edge < 0) throw new IllegalArgumentException("edge index must not be negative: " + edge);
    }

    /** {@code e12}. */
    public String text() { return "e" + edge; }

    /** Parses {@code e12} (or a bare {@code 12}); {@link MoveFormatException} for anything else. */
    public static ShannonMove parse(String text) {
        if (text == null) throw new MoveFormatException("empty move");
        String t = text.trim();
        String digits = t.startsWith("e") || t.startsWith("E") ? t.substring(1) : t;
        if (digits.isEmpty() || digits.length() > 6 || !digits.chars().allMatch(Character::isDigit))
            throw new MoveFormatException("a move looks like e12 (an edge index), got '" + text + "'");
        return new ShannonMove(Integer.parseInt(digits));
    }

    @Override public String toString() { return text(); }
}
