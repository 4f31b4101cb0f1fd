package arcade.games.shannon.view.dialogs;

import arcade.api.session.Rng;

import java.util.Optional;

/**
 * Checks what the player typed in the Custom dialog, in plain words, instead of silently changing
 * it: a size outside its range or a non-number is refused with the allowed range; a seed may be a
 * number or any word, and the dialog shows which seed a word gives.
 */
public final class CustomInput {
    static final int MIN_WIDTH = 2, MAX_WIDTH = 12, MIN_HEIGHT = 2, MAX_HEIGHT = 10, MIN_ORDER = 2, MAX_ORDER = 8;

    private CustomInput() {}

    /** A whole number from min to max, or the reason it is refused ("Width must be a whole number from 2 to 12"). */
    static Result number(String text, int min, int max, String what) {
        String t = text == null ? "" : text.trim();
        String range = what + " must be a whole number from " + min + " to " + max;
        if (t.isEmpty()) return Result.error(range + ".");
        int v;
        try {
            v = Integer.parseInt(t);
        } catch (NumberFormatException e) {
            return Result.error(range + "; \u201c" + t + "\u201d is not a number.");
        }
        if (v < min || v > max) return Result.error(range + "; " + v + " is out of range.");
        return Result.ok(v);
    }

    /** The seed a text gives: a number is the seed itself; any other text is hashed into one. */
    static long seed(String text) {
        String t = text.trim();
        try {
            return Long.parseLong(t);
        } catch (NumberFormatException e) {
            return Rng.seedOf(t) & 0x3fffffffL;
        }
    }

    /** What the seed field means, shown under it: empty text is random, a word names its seed. */
    static String describeSeed(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) return "A new random board.";
        try {
            Long.parseLong(t);
            return "Seed " + t + ".";
        } catch (NumberFormatException e) {
            return "The word \u201c" + t + "\u201d gives seed " + seed(t) + ".";
        }
    }

    /** A checked number or the reason it was refused. */
    record Result(int value, Optional<String> error) {
        static Result ok(int v) { return new Result(v, Optional.empty()); }
        static Result error(String why) { return new Result(0, Optional.of(why)); }
        boolean isOk() { return error.isEmpty(); }
    }
}
