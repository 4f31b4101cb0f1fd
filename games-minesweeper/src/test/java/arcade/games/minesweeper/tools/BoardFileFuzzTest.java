package arcade.games.minesweeper.tools;

import arcade.api.testing.FuzzTexts;
import arcade.api.tool.ToolArgsException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzzing the analyze tool's board files: random text, or a valid board with characters changed,
 * cut or doubled, is read or refused with one plain line, never anything else.
 */
class BoardFileFuzzTest {
    private static final String BOARD = "5 4 3\n..1F.\n.21..\n1....\n.....\n";

    @Property(tries = 400)
    void aBoardFileIsReadOrRefusedInWords(@ForAll("boardTexts") String text) {
        try {
            BoardFile.parse(text);
        } catch (ToolArgsException e) {
            FuzzTexts.plain(e.getMessage());
        }
    }

    @Provide Arbitrary<String> boardTexts() { return FuzzTexts.textsAround(BOARD); }
}
