package arcade.integration;

import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.view.records.SnakeRecords;
import arcade.shell.storage.FileGameStore;
import arcade.shell.storage.JsonFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Snake's records in the arcade's real game store: they survive a restart, and a bad file loses nothing else. */
class SnakeRecordsOnDiskTest {
    static final String CLASSIC = SnakeOptions.thesis().params();
    @TempDir Path home;
    final List<String> problems = new ArrayList<>();

    /** A store as the arcade makes one at start-up (writes run at once here). */
    FileGameStore store() { return new FileGameStore(new JsonFiles(Clock.systemUTC(), problems::add), home, "snake", problems::add, Runnable::run); }

    SnakeRecords load() { return store().load(SnakeRecords.STORE_NAME, SnakeRecords.class, SnakeRecords::empty); }

    Path file() { return home.resolve("games/snake/" + SnakeRecords.STORE_NAME + ".json"); }

    @Test void recordsWithTheirDatesSurviveARestart() {
        SnakeRecords r = SnakeRecords.empty().with(CLASSIC, new SnakeRecords.Entry(40, 12, 0, 1_700_000_000_000L)).records()
                .with(CLASSIC, new SnakeRecords.Entry(55, 14, 0, 1_700_000_100_000L)).records();
        store().save(SnakeRecords.STORE_NAME, r);
        SnakeRecords again = load();
        assertThat(again).isEqualTo(r);
        assertThat(again.variant(CLASSIC).top()).extracting(SnakeRecords.Entry::at).containsExactly(1_700_000_100_000L, 1_700_000_000_000L);
        assertThat(problems).isEmpty();
    }

    @Test void aCorruptFileIsSetAsideWithAMessageAndTheNextGameIsKept() throws IOException {
        Files.createDirectories(file().getParent());
        Files.writeString(file(), "{\"version\":2,\"variants\":{\"" + CLASSIC + "\":{\"top\":[{\"score\":");
        assertThat(load().variants()).isEmpty();
        assertThat(problems).singleElement().asString().contains(SnakeRecords.STORE_NAME);
        try (var files = Files.list(file().getParent())) {
            assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith(SnakeRecords.STORE_NAME + ".json.corrupt-"));
        }
        store().save(SnakeRecords.STORE_NAME, SnakeRecords.empty().with(CLASSIC, new SnakeRecords.Entry(9, 7, 0, 5)).records());
        assertThat(load().best(CLASSIC)).isEqualTo(9);
        assertThat(problems).hasSize(1);
    }

    @Test void aFileWithImpossibleNumbersIsTreatedAsCorrupt() throws IOException {
        Files.createDirectories(file().getParent());
        Files.writeString(file(), "{\"version\":2,\"variants\":{\"" + CLASSIC + "\":{\"top\":[{\"score\":-4,\"length\":6,\"level\":0,\"at\":1}],\"longest\":6}}}");
        assertThat(load().variants()).isEmpty();
        assertThat(problems).singleElement().asString().contains("below zero");
    }
}
