package arcade.gamesystem;

import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GamePlugin;
import arcade.gamesystem.model.ShippedGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** One card per rules file: shipped, the player's own, a broken one showing its problem, and the open-a-file card with the tools. */
class RulesGameCollectionTest {
    @TempDir Path folder;

    @Test void everyShippedFileIsItsOwnCardWithItsOwnRulesPage() {
        List<GamePlugin> games = new RulesGameCollection(folder).games();
        List<String> ids = games.stream().map(g -> g.info().id()).toList();
        assertThat(ids).containsExactly("tic-tac-toe", "connect-four", "reversi", "draughts", "hex", "gomoku", "breakthrough", "morris", "kalah",
                "nim", "take-away", "dice-race", "ludo", "rules");
        GamePlugin nim = games.get(ids.indexOf("nim"));
        assertThat(nim.info().name()).isEqualTo("Nim");
        assertThat(nim.info().description()).as("the file's own card line").isEqualTo("Take stones from one of three heaps; the last stone wins.");
        assertThat(nim.category()).isEqualTo(arcade.api.plugin.GameCategory.BOARD_GAMES);
        assertThat(games.stream().map(g -> g.info().iconLiteral()).distinct()).as("every card its own icon").hasSize(games.size());
        assertThat(nim.rulesMarkdown()).startsWith("# Nim\n\nThree heaps").contains("Whoever takes the last stone wins").contains("## Playing");
        assertThat(nim.definition()).isPresent();
        assertThat(nim.describeParams(nim.definition().get().presets().get(0).params())).isEqualTo("Heaps 3, 4, 5");
    }

    @Test void theOpenFileCardKeepsTheHeadlessTools() {
        GamePlugin rules = new RulesGameCollection(folder).games().get(ShippedGames.IDS.size());
        assertThat(rules.info().id()).isEqualTo("rules");
        assertThat(rules.tools()).extracting(t -> t.name()).containsExactly("analyze", "play", "prove", "validate", "bench", "solve");
        assertThat(rules.rulesMarkdown()).contains("Open rules file").contains("games/rules/");
    }

    @Test void ownFilesAreCardsAndABrokenOneIsACardWithItsLine() throws Exception {
        String takeAway = ShippedGames.text("take-away");
        String withoutCardFields = takeAway.replaceAll("\\s*\"blurb\": \"[^\"]*\",", "").replaceAll("\\s*\"icon\": \"[^\"]*\",", "");
        assertThat(withoutCardFields).doesNotContain("blurb").doesNotContain("\"icon\"");
        Files.writeString(folder.resolve("Mini Game.json"), withoutCardFields.replace("\"Take-away\"", "\"Mini take-away\""));
        Files.writeString(folder.resolve("broken.json"), "{\"name\": \"Broken\",\n \"players\": [\"A\"]");
        List<GamePlugin> games = new RulesGameCollection(folder).games();
        GameInfo mini = games.stream().map(GamePlugin::info).filter(i -> i.id().equals("file-mini-game")).findFirst().orElseThrow();
        assertThat(mini.id()).isEqualTo("file-mini-game");
        assertThat(mini.name()).isEqualTo("Mini take-away");
        assertThat(mini.description()).as("without a card line: the description's first sentence").isEqualTo("A heap of stones lies on the table.");
        assertThat(mini.iconLiteral()).isEqualTo("mdi2f-file-code-outline");
        assertThat(games.stream().filter(g -> g.info().id().equals("file-mini-game")).findFirst().orElseThrow().category())
                .isEqualTo(arcade.api.plugin.GameCategory.RULES_FILES);
        assertThat(games).noneMatch(g -> g instanceof BrokenRulesFile);
        GamePlugin broken = games.stream().filter(g -> g.info().id().equals("file-broken")).findFirst().orElseThrow();
        assertThat(broken.info().name()).as("named after its file until it reads well").isEqualTo("broken");
        assertThat(broken.category()).isEqualTo(arcade.api.plugin.GameCategory.RULES_FILES);
        assertThat(broken.problem()).hasValueSatisfying(p -> assertThat(p).startsWith("broken.json cannot be played: line 2"));
        assertThat(broken.definition()).isEmpty();
        assertThat(broken.rulesMarkdown()).startsWith("# broken\n\nbroken.json cannot be played: line 2");
        assertThatThrownBy(() -> broken.open(null, java.util.Optional.empty())).hasMessageStartingWith("broken.json cannot be played: line 2").hasNoCause();
        assertThat(games.get(games.size() - 1).info().id()).as("the open-a-file card comes last").isEqualTo("rules");
    }

    @Test void ownFilesLiveInTheRulesFolderOfTheDataFolder() {
        assertThat(RulesFolder.resolve("/data/arcade", Map.of(), "/home/ann")).isEqualTo(Path.of("/data/arcade/games/rules"));
        assertThat(RulesFolder.resolve(null, Map.of("XDG_DATA_HOME", "/xdg"), "/home/ann")).isEqualTo(Path.of("/xdg/automata-arcade/games/rules"));
        assertThat(RulesFolder.resolve(null, Map.of("XDG_DATA_HOME", "relative"), "/home/ann"))
                .isEqualTo(Path.of("/home/ann/.local/share/automata-arcade/games/rules"));
    }
}
