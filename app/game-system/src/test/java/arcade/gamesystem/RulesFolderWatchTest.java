package arcade.gamesystem;

import arcade.api.plugin.GamePlugin;
import arcade.gamesystem.model.ShippedGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Reload on change: a player's file edited on disk updates its card; broken, the card shows the problem and cannot start; fixed, it comes back. */
class RulesFolderWatchTest {
    @TempDir Path folder;

    /** Writes the file and moves its time on, so the change is seen even within the file system's time resolution. */
    private static void save(Path file, String text, int step) throws Exception {
        Files.writeString(file, text);
        Files.setLastModifiedTime(file, FileTime.fromMillis(1_700_000_000_000L + step * 10_000L));
    }

    @Test void anEditedFileUpdatesItsCardAndABrokenOneShowsWhereUntilFixed() throws Exception {
        Path file = folder.resolve("mine.json");
        String good = ShippedGames.text("take-away");
        save(file, good, 0);
        RulesGameCollection collection = new RulesGameCollection(folder);
        List<GamePlugin> games = collection.games();
        GamePlugin card = games.stream().filter(g -> g instanceof RulesFilePlugin && g.info().id().equals("file-mine")).findFirst().orElseThrow();
        assertThat(collection.checkFolder()).as("nothing changed yet").isEmpty();

        save(file, good.replace("\"Take-away\"", "\"Take more\"").replaceFirst("\"icon\": \"[^\"]*\"", "\"icon\": \"mdi2s-star\""), 1);
        assertThat(collection.checkFolder()).containsExactly("file-mine");
        assertThat(card.info().name()).isEqualTo("Take more");
        assertThat(card.info().iconLiteral()).isEqualTo("mdi2s-star");
        assertThat(card.problem()).isEmpty();

        save(file, "{\"format\": 1,\n  \"name\": \"Take more\",\n  \"players\": [\"A\", \"B\"]\n  \"board\": {}}", 2);
        assertThat(collection.checkFolder()).containsExactly("file-mine");
        Optional<String> problem = card.problem();
        assertThat(problem).hasValueSatisfying(p -> assertThat(p).startsWith("mine.json cannot be played: line 4, column 3: ").contains("Fix the file"));
        assertThat(card.info().name()).as("the card keeps its last good look").isEqualTo("Take more");
        assertThatThrownBy(() -> card.open(null, Optional.empty())).hasMessage(problem.get());

        save(file, good, 3);
        assertThat(collection.checkFolder()).containsExactly("file-mine");
        assertThat(card.problem()).isEmpty();
        assertThat(card.info().name()).isEqualTo("Take-away");
    }

    @Test void aFileAddedBecomesACardAndARemovedOneTakesItsCardAway() throws Exception {
        RulesGameCollection collection = new RulesGameCollection(folder);
        List<GamePlugin> atStart = collection.games();
        List<List<GamePlugin>> handedOn = new java.util.ArrayList<>();
        collection.follow(handedOn::add);
        assertThat(collection.checkFolder()).isEmpty();
        assertThat(handedOn).as("nothing handed on while nothing changed").isEmpty();

        save(folder.resolve("new.json"), ShippedGames.text("nim").replace("\"Nim\"", "\"New heaps\""), 0);
        save(folder.resolve("half.json"), "{\"format\": 1,\n  \"name\": ", 0);
        assertThat(collection.checkFolder()).containsExactly("file-half", "file-new");
        List<GamePlugin> now = handedOn.get(handedOn.size() - 1);
        assertThat(now).hasSize(atStart.size() + 2).containsAll(atStart);
        assertThat(now.get(now.size() - 1).info().id()).as("the Rules File card stays last").isEqualTo("rules");
        GamePlugin added = now.stream().filter(g -> g.info().id().equals("file-new")).findFirst().orElseThrow();
        assertThat(added.info().name()).isEqualTo("New heaps");
        assertThat(added.problem()).isEmpty();
        GamePlugin half = now.stream().filter(g -> g.info().id().equals("file-half")).findFirst().orElseThrow();
        assertThat(half.problem()).hasValueSatisfying(p -> assertThat(p).startsWith("half.json cannot be played: line 2"));

        save(folder.resolve("half.json"), ShippedGames.text("take-away"), 1);
        assertThat(collection.checkFolder()).containsExactly("file-half");
        List<GamePlugin> fixed = handedOn.get(handedOn.size() - 1);
        assertThat(fixed).as("the same card, now playable under its own name").contains(half);
        assertThat(half.problem()).isEmpty();
        assertThat(half.info().name()).isEqualTo("Take-away");

        Files.delete(folder.resolve("new.json"));
        assertThat(collection.checkFolder()).containsExactly("file-new");
        List<GamePlugin> after = handedOn.get(handedOn.size() - 1);
        assertThat(after).doesNotContain(added).contains(half).hasSize(atStart.size() + 1);
        assertThat(collection.games()).isEqualTo(after);
    }

    @Test void aProblemWithoutALineNamesTheField() {
        var e = new arcade.gamesystem.format.RulesFileException("x.json", "moves[0].pre[1]", "unknown primitive 'emty'");
        assertThat(RulesFilePlugin.inWords(e)).isEqualTo("x.json cannot be played: moves[0].pre[1]: unknown primitive 'emty'. Fix the file and save it; the card comes back by itself.");
    }
}
