package arcade.games.shannon.net;

import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The short code the host reads out to the player who joins. Six characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so it survives being read aloud or typed from a
 * screen; it never travels over the network, it only keys the handshake's proofs.
 */
public final class JoinCode {
    public static final int LENGTH = 6;
    static final String ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";

    private JoinCode() {}

    /** A fresh code drawn from {@code random} (the caller supplies a secure source). */
    public static String generate(LongSupplier random) {
        StringBuilder b = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            b.append(ALPHABET.charAt((int) Long.remainderUnsigned(random.getAsLong(), ALPHABET.length())));
        }
        return b.toString();
    }

    /** The code as typed, in the canonical form: upper case, spaces and dashes dropped. */
    public static String normalize(String typed) {
        return typed == null ? "" : typed.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
    }

    /** Why {@code typed} cannot be a join code, in plain words, or null when it can. */
    public static String problem(String typed) {
        String c = normalize(typed);
        if (c.length() != LENGTH) return "The join code has " + LENGTH + " characters, e.g. " + "KT4-M7Q" + ".";
        for (char ch : c.toCharArray()) {
            if (ALPHABET.indexOf(ch) < 0) return "'" + ch + "' is not used in join codes; check the code the host shows.";
        }
        return null;
    }

    /** The code as shown to people: two groups of three, e.g. {@code KT4-M7Q}. */
    public static String display(String code) {
        String c = normalize(code);
        return c.length() == LENGTH ? c.substring(0, 3) + "-" + c.substring(3) : c;
    }
}
