package arcade.gamesystem.format;

import arcade.api.session.Rng;
import arcade.gamesystem.model.RulesSource;
import arcade.gamesystem.model.ShippedGames;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** A broken rules file gets one message naming the file, the place and the problem in words. */
class RulesFileErrorsTest {
    private static final String TTT = ShippedGames.text("tic-tac-toe");
    private static final String NOISE = "{}[]\":,$x0 \u00e9";

    private static RulesFileException error(String text) {
        RulesFileException e = catchThrowableOfType(RulesFileException.class, () -> RulesSource.load("my-game.json", text));
        assertThat(e).as("the file must be refused").isNotNull();
        assertThat(e.getMessage()).startsWith("my-game.json: ").doesNotContain("Exception").doesNotContain("java.").doesNotContain("null");
        return e;
    }

    @Test
    void theCardsLineIsOneShortLineAndTheIconANameOfThePack() throws Exception {
        String blurb = "Noughts and crosses: three in a row on a 3 × 3 board.";
        assertThat(TTT).contains(blurb).contains("\"icon\": \"mdi2p-pound\"");
        RulesSource ok = RulesSource.load("my-game.json", TTT);
        assertThat(ok.blurb()).contains(blurb);
        assertThat(ok.icon()).contains("mdi2p-pound");
        String plain = TTT.replace("\"blurb\": \"" + blurb + "\",", "").replace("\"icon\": \"mdi2p-pound\",", "");
        assertThat(RulesSource.load("my-game.json", plain).blurb()).isEmpty();
        assertThat(RulesSource.load("my-game.json", plain).icon()).isEmpty();
        assertThat(error(TTT.replace(blurb, "x".repeat(91))).problem()).contains("at most 90");
        assertThat(error(TTT.replace(blurb, "Three\\nin a row.")).problem()).contains("one line");
        assertThat(error(TTT.replace("mdi2p-pound", "a pound sign")).problem()).contains("icon name");
    }

    @Test
    void truncatedJsonNamesLineAndColumn() {
        RulesFileException e = error(TTT.substring(0, TTT.indexOf("\"moves\"") + 12));
        assertThat(e.where()).matches("line \\d+, column \\d+");
        assertThat(e.problem()).contains("not valid JSON");
    }

    @Test
    void syntaxErrorsAreNamedInWordsWithTheirLineAndColumn() {
        RulesFileException e = error("{\n  \"name\": \"x\"\n  \"players\": [\"A\"]\n}");
        assertThat(e.where()).isEqualTo("line 3, column 3");
        assertThat(e.problem()).contains("a comma is missing before this field");
        e = error("{\"players\": [\"A\" \"B\"]}");
        assertThat(e.problem()).contains("a comma is missing between two values");
        e = error("{\"players\": [\"A\",]}");
        assertThat(e.problem()).contains("remove the comma");
        e = error("{\"name\": 'x'}");
        assertThat(e.problem()).contains("double quotes").contains("single quotes");
        e = error("{\n// a note\n}");
        assertThat(e.where()).isEqualTo("line 2, column 1");
        assertThat(e.problem()).contains("no comments");
        e = error("{\"a\": 1, \"a\": 2}");
        assertThat(e.problem()).contains("'a' appears twice");
    }

    @Test
    void aCheckAfterParsingNamesTheLineAndColumnOfTheValueToo() {
        RulesFileException e = error(TTT.replace("{\"empty\": \"$cell\"}", "{\"empty\": \"d4\"}"));
        String[] lines = TTT.split("\n");
        int line = 0;
        for (int i = 0; i < lines.length; i++) if (lines[i].contains("{\"empty\": \"$cell\"}")) line = i + 1;
        assertThat(e.line()).isEqualTo(line);
        assertThat(e.column()).isEqualTo(lines[line - 1].indexOf("\"$cell\"") + 1);
        assertThat(e.getMessage()).contains("line " + line + ", column " + e.column() + " (moves[0].pre[0].empty)");
    }

    @Test
    void aNumberBeyondTheRangeSaysSoRatherThanThatItIsNoWholeNumber() {
        RulesFileException e = error(TTT.replace("\"count\": 5, \"in\": \"src-X\"", "\"count\": 2147483647, \"in\": \"src-X\""));
        assertThat(e.problem()).doesNotContain("expected a whole number").contains("2147483647").contains("between");
    }

    @Test
    void emptyAndNonObjectFilesAreRefused() {
        assertThat(error("").problem()).isEqualTo("the file is empty");
        assertThat(error("[1, 2]").problem()).contains("expected an object");
        assertThat(error("{\"name\": 'single quotes'}").problem()).contains("not valid JSON");
    }

    @Test
    void wrongTypesNameTheField() {
        RulesFileException e = error(TTT.replace("\"players\": [\"X\", \"O\"]", "\"players\": \"X\""));
        assertThat(e.where()).isEqualTo("players");
        assertThat(e.problem()).contains("expected a list").contains("\"X\"");
        e = error(TTT.replace("\"rows\": 3", "\"rows\": \"three\""));
        assertThat(e.where()).isEqualTo("board.rows");
        assertThat(e.problem()).contains("whole number");
        e = error(TTT.replace("\"count\": 5, \"in\": \"src-X\"", "\"count\": 2.5, \"in\": \"src-X\""));
        assertThat(e.where()).isEqualTo("tokens[0].count");
    }

    @Test
    void aReferenceToAMissingZoneNamesTheZoneAndThePath() {
        RulesFileException e = error(TTT.replace("\"from\": \"src-$player\"", "\"from\": \"pile-$player\""));
        assertThat(e.where()).isEqualTo("moves[0].effect[0].move.from");
        assertThat(e.problem()).contains("no zone named 'pile-X'").contains("from \"pile-$player\"");
        e = error(TTT.replace("{\"empty\": \"$cell\"}", "{\"empty\": \"d4\"}"));
        assertThat(e.where()).isEqualTo("moves[0].pre[0].empty");
        assertThat(e.problem()).contains("'d4'").contains("a1 to c3");
    }

    @Test
    void anUnknownPrimitiveIsNamedWithTheKnownOnes() {
        RulesFileException e = error(TTT.replace("{\"move\": {", "{\"teleport\": {"));
        assertThat(e.where()).isEqualTo("moves[0].effect[0]");
        assertThat(e.problem()).contains("unknown effect 'teleport'").contains("moveAll");
        e = error(TTT.replace("{\"empty\": \"$cell\"}", "{\"vacant\": \"$cell\"}"));
        assertThat(e.problem()).contains("unknown condition 'vacant'").contains("lowestEmptyInColumn");
        e = error(TTT.replace("\"board\": {\"rows\"", "\"bord\": {\"rows\""));
        assertThat(e.problem()).contains("unknown field 'bord'");
        e = error(TTT.replace("\"src-$player\"", "\"src-$mover\""));
        assertThat(e.problem()).contains("unknown variable '$mover'").contains("$player");
    }

    @Test
    void aTokenInNoZoneOrInTwoZonesIsRefused() {
        RulesFileException e = error(TTT.replace(", \"in\": \"src-X\"", ""));
        assertThat(e.where()).isEqualTo("tokens[0]");
        assertThat(e.problem()).contains("in no zone");
        String named = TTT.replace("{\"kind\": \"mark\", \"owner\": \"X\", \"count\": 5, \"in\": \"src-X\"}",
                "{\"kind\": \"mark\", \"owner\": \"X\", \"names\": [\"x1\", \"x2\"]}");
        e = error(named.replace("\"moves\":", "\"initial\": {\"src-X\": [\"x1\", \"x2\"], \"a1\": [\"x1\"]},\n  \"moves\":"));
        assertThat(e.where()).isEqualTo("initial.a1[0]");
        assertThat(e.problem()).contains("'x1' is placed in two zones, 'src-X' and 'a1'");
        e = error(named.replace("\"moves\":", "\"initial\": {\"src-X\": [\"x1\"]},\n  \"moves\":"));
        assertThat(e.where()).isEqualTo("tokens[0].names[1]");
        assertThat(e.problem()).contains("'x2' is in no zone");
    }

    @Test
    void anOwnerOrWinnerThatIsNoPlayerIsRefused() {
        RulesFileException e = error(TTT.replace("\"winner\": \"$lastMover\"", "\"winner\": \"Z\""));
        assertThat(e.where()).isEqualTo("win[0].winner");
        assertThat(e.problem()).contains("'Z' is not a player").contains("X, O");
    }

    @Test
    void mutatedAndTruncatedFilesGiveAGameOrALocatedMessageQuickly() {
        Rng rng = new Rng(2026);
        int refused = 0, loaded = 0;
        for (int i = 0; i < 400; i++) {
            String text;
            if (i % 2 == 0) {
                text = TTT.substring(0, rng.nextInt(TTT.length()));
            } else {
                char[] c = TTT.toCharArray();
                for (int k = 0; k < 1 + rng.nextInt(3); k++) c[rng.nextInt(c.length)] = NOISE.charAt(rng.nextInt(NOISE.length()));
                text = new String(c);
            }
            try {
                RulesSource.load("fuzz.json", text);
                loaded++;
            } catch (RulesFileException e) {
                refused++;
                assertThat(e.getMessage()).startsWith("fuzz.json: ").doesNotContain("Exception").doesNotContain("java.");
                assertThat(e.problem()).isNotBlank();
            }
        }
        assertThat(refused).isGreaterThan(200);
        assertThat(loaded + refused).isEqualTo(400);
    }

    @Test
    void tracksAndAlongParamsNameWhatIsWrong() {
        String ludo = ShippedGames.text("ludo");
        RulesFileException e = error(ludo.replace("\"along\": \"path-$player\",\n          \"from\": \"$from\"", "\"along\": \"road-$player\",\n          \"from\": \"$from\""));
        assertThat(e.where()).isEqualTo("moves[1].params[2].along");
        assertThat(e.problem()).startsWith("there is no track named 'road-Red'").contains("path-Red");
        e = error(ludo.replaceFirst("\"prefix\": \"field-\",\n        \"from\": 1,\n        \"to\": 20", "\"prefix\": \"field-\",\n        \"from\": 1,\n        \"to\": 21"));
        assertThat(e.where()).isEqualTo("tracks.path-Red[0]");
        assertThat(e.problem()).isEqualTo("there is no zone named 'field-21'");
        e = error(ludo.replace("\"to\": \"home-$owner\"", "\"to\": \"home-$holder\""));
        assertThat(e.problem()).contains("unknown variable '$holder'").contains("$owner");
    }

    @Test
    void seatsAndThePlayersParamNameWhatIsWrong() {
        String ludo = ShippedGames.text("ludo");
        RulesFileException e = error(ludo.replace("\"Red\",\n      \"Blue\"\n    ],\n    \"3\"", "\"Red\",\n      \"Purple\"\n    ],\n    \"3\""));
        assertThat(e.where()).isEqualTo("seats.2[1]");
        assertThat(e.problem()).startsWith("'Purple' is not a player").contains("Red, Green, Blue, Yellow");
        e = error(ludo.replace("\"max\": 4", "\"max\": 5"));
        assertThat(e.problem()).contains("number of players").contains("from 1 to the 4");
        e = error(ludo.replace("\"Red\",\n      \"Blue\"\n    ],\n    \"3\"", "\"Red\"\n    ],\n    \"3\""));
        assertThat(e.where()).isEqualTo("seats.2");
        assertThat(e.problem()).isEqualTo("2 players need 2 seats here, not 1");
        e = error(ludo.replace("\"owner\": \"Blue\"\n    },\n    {\n      \"name\": \"home-Yellow\"", "\"owner\": \"Bleu\"\n    },\n    {\n      \"name\": \"home-Yellow\""));
        assertThat(e.where()).isEqualTo("zones[2].owner");
        assertThat(e.problem()).startsWith("'Bleu' is not a player");
    }
}
