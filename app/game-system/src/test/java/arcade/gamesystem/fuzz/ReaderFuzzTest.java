package arcade.gamesystem.fuzz;

import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesSource;
import arcade.gamesystem.model.ShippedGames;
import arcade.api.testing.FuzzTexts;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing rules files: random text, or a shipped rules file with characters changed, cut or
 * doubled, is loaded or refused with a {@link RulesFileException} naming the problem in words,
 * never anything else.
 */
class ReaderFuzzTest {
    @Property(tries = 300)
    void aRulesFileIsLoadedOrRefusedInWords(@ForAll("rulesTexts") String text) {
        try {
            new RulesDefinition(RulesSource.load("fuzz.json", text));
        } catch (RulesFileException e) {
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Provide Arbitrary<String> rulesTexts() {
        return Arbitraries.oneOf(FuzzTexts.textsAround(ShippedGames.text("tic-tac-toe")), FuzzTexts.textsAround(ShippedGames.text("nim")));
    }
}
