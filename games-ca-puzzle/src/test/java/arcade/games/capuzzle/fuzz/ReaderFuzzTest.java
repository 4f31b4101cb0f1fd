package arcade.games.capuzzle.fuzz;

import arcade.api.testing.FuzzTexts;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.model.Library;
import arcade.games.capuzzle.model.LibraryEntry;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing automaton files: random text, or a bundled automaton's file with characters changed,
 * cut or doubled, is read or refused with an {@link AutomatonFormatException} in plain words,
 * never anything else.
 */
class ReaderFuzzTest {
    @Property(tries = 300)
    void anAutomatonFileIsReadOrRefusedInWords(@ForAll("automatonTexts") String text) {
        try {
            AutomatonFormat.parse("fuzz.ccell", text);
        } catch (AutomatonFormatException e) {
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Provide Arbitrary<String> automatonTexts() {
        return Arbitraries.of(Library.all()).map(LibraryEntry::automaton).map(AutomatonFormat::format)
                .flatMap(FuzzTexts::textsAround);
    }
}
