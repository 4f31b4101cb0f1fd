package arcade.api.testing;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import static org.assertj.core.api.Assertions.assertThat;

/** Inputs for the fuzz tests of every reader (boards, replays, rules files, network lines): random text, and a valid text with a few characters changed, cut or doubled. */
public final class FuzzTexts {
    private FuzzTexts() {}

    public static Arbitrary<String> textsAround(String valid) {
        Arbitrary<String> random = Arbitraries.strings().all().ofMaxLength(400);
        Arbitrary<String> json = Arbitraries.strings().withChars("{}[]\":,0123456789-.eE truefalsn\\").ofMaxLength(200);
        Arbitrary<String> cut = Arbitraries.integers().between(0, valid.length()).map(n -> valid.substring(0, n));
        Arbitrary<String> changed = Combinators.combine(Arbitraries.integers().between(0, Math.max(0, valid.length() - 1)),
                Arbitraries.chars().all(), Arbitraries.integers().between(1, 3)).as((at, c, times) -> {
            StringBuilder b = new StringBuilder(valid);
            for (int k = 0; k < times && b.length() > 0; k++) b.setCharAt((at * (k + 7)) % b.length(), c);
            return b.toString();
        });
        Arbitrary<String> doubled = Arbitraries.integers().between(0, valid.length())
                .map(n -> valid.substring(0, n) + valid.substring(Math.max(0, n - 10)));
        return Arbitraries.oneOf(random, json, cut, changed, doubled);
    }

    /** A refusal's message is plain words: present, and free of Java exception names. */
    public static void plain(String message) {
        assertThat(message).isNotBlank();
        assertThat(message).doesNotContainPattern("[A-Za-z]+(Exception|Error)\\b").doesNotContain("java.");
    }
}
