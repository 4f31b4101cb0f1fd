package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.model.Library;
import arcade.games.capuzzle.model.LibraryEntry;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Checklist 1: the three file kinds round-trip; malformed files are refused with the line. */
class AutomatonFormatTest {
    private static final String RULE30 = """
            2
            #FFFFFF
            #000000
            common
            8
            1 1 1 0
            1 1 0 0
            1 0 1 0
            1 0 0 1
            0 1 1 1
            0 1 0 1
            0 0 1 1
            0 0 0 0
            Wolfram rule 30: new = left XOR (centre OR right).
            """;

    @Test void theSpecsRule30FileIsRule30() throws AutomatonFormatException {
        Automaton a = AutomatonFormat.parse("rule30.ccell", RULE30);
        assertThat(a.kind()).isEqualTo(Kind.COMMON);
        for (int k = 0; k < 8; k++) assertThat(a.apply(k >> 2 & 1, k >> 1 & 1, k & 1)).isEqualTo(30 >> k & 1);
        assertThat(a.description()).isEqualTo("Wolfram rule 30: new = left XOR (centre OR right).");
    }

    @Test void everyBundledAutomatonRoundTrips() throws AutomatonFormatException {
        List<LibraryEntry> all = Library.all();
        assertThat(all.stream().map(e -> e.automaton().kind()).distinct()).contains(Kind.COMMON, Kind.TOTALISTIC, Kind.PICTURE);
        for (LibraryEntry e : all) {
            Automaton a = e.automaton();
            assertThat(AutomatonFormat.parse(a.kind(), AutomatonFormat.format(a))).as(e.id()).isEqualTo(a);
            assertThat(a.description()).as(e.id()).isNotBlank();
        }
    }

    @Test void aMultiLineDescriptionAndCrLfSurvive() throws AutomatonFormatException {
        Automaton a = Automaton.of(Kind.TOTALISTIC, 3, (l, c, r) -> (l + c + r) % 3, "first line\n\nthird line");
        String text = AutomatonFormat.format(a).replace("\n", "\r\n");
        assertThat(AutomatonFormat.parse("x.tcell", text)).isEqualTo(a);
    }

    @Test void theExtensionDecidesTheKind() {
        assertThatThrownBy(() -> AutomatonFormat.parse("rule30.tcell", RULE30)).hasMessageContaining("line 4");
        assertThatThrownBy(() -> AutomatonFormat.parse("rule30.txt", RULE30)).hasMessageContaining(".ccell");
    }

    private static void refused(String name, String text, String lineAndWords) {
        assertThatThrownBy(() -> AutomatonFormat.parse(name, text)).isInstanceOf(AutomatonFormatException.class).hasMessageContaining(lineAndWords);
    }

    @Test void malformedFilesAreRefusedWithTheLineNumber() {
        refused("a.ccell", "11\n", "line 1: the number of states must be 2 to 10");
        refused("a.ccell", "two\n", "line 1: the number of states must be a whole number");
        refused("a.ccell", RULE30.replace("#000000", "#00000G"), "line 3: '#00000G' is not a colour");
        refused("a.ccell", RULE30.replace("\n8\n", "\n7\n"), "line 5: a common automaton with 2 states has 8 rules, not 7");
        refused("a.ccell", RULE30.replace("1 0 1 0\n", "1 1 0 1\n"), "line 8: the triple 1 1 0 already has a rule");
        refused("a.ccell", RULE30.replace("0 0 0 0\n", "0 0 0 2\n"), "line 13: a state must be 0 to 1, not 2");
        refused("a.ccell", RULE30.replace("0 1 0 1\n", "0 1 0\n"), "line 11: a rule (left centre right result) needs 4 numbers, found 3");
        refused("a.ccell", "2\n#FFFFFF\n#000000\ncommon\n8\n1 1 1 0\n", "line 7: the file ends where rule 2 of 8 was expected");
        refused("a.tcell", "2\n#FFFFFF\n#000000\ntotalistic\n4\n0 0 1 1\n1 0 0 0\n1 1 1 0\n0 0 0 0\n", "line 7: the triple 1 0 0 already has a rule");
        refused("a.pcell", "2\n#FFFFFF\n#000000\npicture\n5 3 round 0\n", "line 5: the board type is 'flat' or 'cyclic'");
        refused("a.pcell", "2\n#FFFFFF\n#000000\npicture\n5 3 flat 0\n1\n0 1 1\n", "line 7: an initial row needs 5 numbers, found 3");
    }
}
