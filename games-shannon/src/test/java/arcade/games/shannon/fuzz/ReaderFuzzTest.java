package arcade.games.shannon.fuzz;

import arcade.games.shannon.model.boards.BoardFormatException;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.net.NetCodec;
import arcade.games.shannon.net.ProtocolException;
import arcade.api.testing.FuzzTexts;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing the readers of what comes from outside: board files and network lines. Whatever the
 * bytes (random text, or a valid file or line with a few characters changed, cut or doubled), a
 * reader either returns a value or refuses with its own exception, whose message is for players;
 * it never throws anything else and never hangs.
 */
class ReaderFuzzTest {
    private static final String BOARD = BoardJson.write(ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(3)));

    @Property(tries = 400)
    void aBoardFileIsReadOrRefusedInWords(@ForAll("boardTexts") String text) {
        try {
            BoardJson.read(text, "fuzz");
        } catch (BoardFormatException e) {
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Property(tries = 400)
    void aNetworkLineIsDecodedOrRefusedInWords(@ForAll("netLines") String line) {
        try {
            NetCodec.decode(line);
        } catch (ProtocolException e) {
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Provide Arbitrary<String> boardTexts() { return FuzzTexts.textsAround(BOARD); }

    @Provide Arbitrary<String> netLines() {
        return Arbitraries.oneOf(FuzzTexts.textsAround("{\"t\":\"move\",\"v\":2,\"n\":3,\"e\":17}"),
                FuzzTexts.textsAround("{\"t\":\"hello\",\"v\":2,\"nonce\":\"00112233445566778899aabbccddeeff\"}"));
    }
}
