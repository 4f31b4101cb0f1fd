package arcade.gamesystem.model;

import arcade.gamesystem.format.RulesFileException;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** A zone's label from the file: on a zone or a set, numbered with $n, checked when the file is loaded. */
class ZoneLabelsTest {
    private static final String GAME = """
            {"format": 2, "name": "Labels", "players": ["South", "North"],
             "zones": [{"prefix": "pit-", "count": 3}, {"name": "store", "label": "STORE"}, "spare"],
             "sets": {"row": {"zones": [{"prefix": "pit-", "from": 1, "to": 3}, "store"], "label": "Pit $n"}},
             "tokens": [{"kind": "seed", "each": 1, "in": "row"}],
             "moves": [{"id": "take", "params": [{"name": "z", "zones": ["row"]}], "pre": [{"notEmpty": "$z"}],
                        "effect": [{"move": {"from": "$z", "to": "spare"}}]}],
             "noMoves": "loss"}
            """;

    private static CompiledGame compile(String text) throws RulesFileException {
        RulesDefinition d = new RulesDefinition(RulesSource.load("labels.json", text));
        return d.game(d.presets().get(0).params());
    }

    @Test void aSetLabelsItsZonesInOrderAndAZoneKeepsItsOwnLabel() throws Exception {
        CompiledGame g = compile(GAME);
        assertThat(g.label(g.zone("pit-1").orElseThrow())).isEqualTo("Pit 1");
        assertThat(g.label(g.zone("pit-3").orElseThrow())).isEqualTo("Pit 3");
        assertThat(g.label(g.zone("store").orElseThrow())).as("the zone's own label wins").isEqualTo("STORE");
        assertThat(g.hasLabel(g.zone("spare").orElseThrow())).isFalse();
    }

    @Test void aLabelIsOneLineOfAtMostFortyCharacters() {
        String forty = "x".repeat(40);
        assertThat(catchThrowableOfType(RulesFileException.class, () -> compile(GAME.replace("STORE", forty)))).isNull();
        RulesFileException tooLong = catchThrowableOfType(RulesFileException.class, () -> compile(GAME.replace("STORE", forty + "y")));
        assertThat(tooLong).isNotNull();
        assertThat(tooLong.getMessage()).startsWith("labels.json: ").contains("zones[1].label").contains("at most 40 characters").contains("has 41");
        RulesFileException setTooLong = catchThrowableOfType(RulesFileException.class, () -> compile(GAME.replace("Pit $n", forty + " $n")));
        assertThat(setTooLong).isNotNull();
        assertThat(setTooLong.getMessage()).contains("sets.row.label").contains("at most 40");
        RulesFileException twoLines = catchThrowableOfType(RulesFileException.class, () -> compile(GAME.replace("STORE", "Store\\nSouth")));
        assertThat(twoLines).isNotNull();
        assertThat(twoLines.problem()).contains("one line");
        RulesFileException notText = catchThrowableOfType(RulesFileException.class, () -> compile(GAME.replace("\"STORE\"", "7")));
        assertThat(notText).isNotNull();
        assertThat(notText.problem()).contains("text");
    }

    @Test void aSetWithALabelNeedsFormatTwo() {
        RulesFileException e = catchThrowableOfType(RulesFileException.class,
                () -> compile(GAME.replace("\"format\": 2", "\"format\": 1").replace(", {\"name\": \"store\", \"label\": \"STORE\"}", ", \"store\"")));
        assertThat(e).isNotNull();
        assertThat(e.problem()).contains("format");
    }

    @Test void everyZoneAPlayerSeesInTheShippedGamesIsNamedInWords() {
        for (String id : java.util.List.of("kalah", "morris", "nim", "dice-race", "take-away", "hex", "reversi", "draughts", "breakthrough", "gomoku", "connect-four")) {
            RulesDefinition d = ShippedGames.load(id);
            CompiledGame g = d.game(d.presets().get(0).params());
            for (Zone z : g.zones()) {
                boolean drawnAsPile = g.board().map(b -> !b.isCell(z.index())).orElse(true) && g.die().map(die -> !die.faceZones().contains(z) && !die.rest().equals(z)).orElse(true);
                if (drawnAsPile) assertThat(g.hasLabel(z)).as(id + ": " + z.name()).isTrue();
            }
        }
    }
}
