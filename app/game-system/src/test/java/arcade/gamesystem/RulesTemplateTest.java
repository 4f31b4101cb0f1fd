package arcade.gamesystem;

import arcade.api.analysis.RandomPlayout;
import arcade.api.model.NodeKind;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesSource;
import arcade.gamesystem.model.RulesState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** New rules file…: the commented starter game loads, plays to an end, and never overwrites a file of the player's. */
class RulesTemplateTest {
    @TempDir Path folder;

    @Test void theStarterFileIsACompleteGameWithACommentOnEachPart() throws Exception {
        String text = RulesTemplate.text();
        for (String part : List.of("name", "description", "players", "board", "zones", "tokens", "moves", "win", "draw"))
            assertThat(text).as("a comment on " + part).contains("\"// " + part + "\"");
        RulesDefinition d = new RulesDefinition(RulesSource.load("my-game.json", text));
        assertThat(d.source().name()).isEqualTo("Three in a row");
        RulesState start = d.game(d.presets().get(0).params()).initialState();
        assertThat(d.rules().legalMoves(start)).hasSize(9);
        for (long seed = 1; seed <= 20; seed++) {
            RandomPlayout.Result<RulesState> p = RandomPlayout.run(d.rules(), start, seed, 20);
            RulesState end = p.states().get(p.states().size() - 1);
            assertThat(d.rules().kind(end)).as("seed " + seed + " ends").isEqualTo(NodeKind.TERMINAL);
            assertThat(d.rules().outcome(end)).isPresent();
        }
    }

    @Test void theStarterGameIsWonByALine() throws Exception {
        RulesDefinition d = new RulesDefinition(RulesSource.load("my-game.json", RulesTemplate.text()));
        RulesState s = d.game(d.presets().get(0).params()).initialState();
        for (String cell : List.of("a1", "a2", "b1", "b2", "c1")) {
            RulesMove m = d.rules().legalMoves(s).stream().filter(x -> x.toString().contains(cell)).findFirst().orElseThrow();
            s = d.rules().apply(s, m);
        }
        assertThat(d.rules().kind(s)).isEqualTo(NodeKind.TERMINAL);
        assertThat(d.rules().outcome(s).orElseThrow().toString()).contains("Cross");
    }

    @Test void eachNewFileTakesAFreeNameAndLeavesTheOthersAlone() throws Exception {
        Path sub = folder.resolve("games").resolve("rules");
        Path first = RulesTemplate.create(sub);
        assertThat(first.getFileName()).hasToString("my-game.json");
        Files.writeString(first, "{\"mine\": true}");
        Path second = RulesTemplate.create(sub);
        assertThat(second.getFileName()).hasToString("my-game-2.json");
        assertThat(Files.readString(first)).as("the player's edits are kept").isEqualTo("{\"mine\": true}");
        assertThat(Files.readString(second)).isEqualTo(RulesTemplate.text());
    }

    @Test void theRulesFileCardsPageOffersTheStarterAndTheFormat() {
        String page = new OpenFilePlugin().rulesMarkdown();
        assertThat(page).contains("New rules file…").contains("# The rules format").contains("**Comments.**");
    }
}
