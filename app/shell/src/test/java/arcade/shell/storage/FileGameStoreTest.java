package arcade.shell.storage;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;

import static org.assertj.core.api.Assertions.assertThat;

/** A game's save never writes on the calling (FX) thread: it is queued on the shell's writer. */
class FileGameStoreTest {
    @TempDir Path dir;
    private final List<String> problems = new ArrayList<>();
    /** A writer run by hand: saves stay queued until the test drains it. */
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private ArcadeStorage storage;

    record Settings(int version, String speed, List<Integer> scores) {}

    @BeforeEach void open() { storage = new ArcadeStorage(dir, Clock.systemUTC(), problems::add, queue::add); }

    private void drain() { while (!queue.isEmpty()) queue.poll().run(); }

    private Path file() { return dir.resolve("games/snake/settings.json"); }

    @Test void saveOnlyQueuesTheWriteAndTheWriterDoesIt() {
        storage.gameStore("snake").save("settings", new Settings(1, "fast", List.of(3)));
        assertThat(file()).doesNotExist();
        assertThat(queue).hasSize(1);
        drain();
        assertThat(file()).exists();
        assertThat(storage.gameStore("snake").load("settings", Settings.class, () -> null))
                .isEqualTo(new Settings(1, "fast", List.of(3)));
        assertThat(problems).isEmpty();
    }

    @Test void aLoadRightAfterASaveSeesTheQueuedValueEvenFromAReopenedGame() {
        storage.gameStore("snake").save("settings", new Settings(1, "fast", List.of()));
        storage.gameStore("snake").save("settings", new Settings(1, "slow", List.of()));
        assertThat(storage.gameStore("snake").load("settings", Settings.class, () -> new Settings(1, "default", List.of())).speed())
                .isEqualTo("slow");
        drain();
        assertThat(new ArcadeStorage(dir, Clock.systemUTC(), problems::add, Runnable::run).gameStore("snake")
                .load("settings", Settings.class, () -> null).speed()).isEqualTo("slow");   // the last save is written last
    }

    @Test void theFileHoldsTheValueAsItWasWhenSavedNotAsItIsWhenWritten() {
        List<Integer> scores = new ArrayList<>(List.of(10));
        storage.gameStore("snake").save("settings", new Settings(1, "fast", scores));
        scores.add(99);                                         // the game keeps changing its list
        drain();
        assertThat(new ArcadeStorage(dir, Clock.systemUTC(), problems::add, Runnable::run).gameStore("snake")
                .load("settings", Settings.class, () -> null).scores()).containsExactly(10);
    }

    @Test void aStoppedWriterStillGetsTheLastSaveOnDisk() throws Exception {
        ArcadeStorage closing = new ArcadeStorage(dir, Clock.systemUTC(), problems::add,
                r -> { throw new RejectedExecutionException("writer shut down"); });
        closing.gameStore("snake").save("settings", new Settings(1, "fast", List.of()));
        assertThat(Files.readString(file())).contains("\"fast\"");
    }

    @Test void aValueThatCannotBeStoredIsReportedInPlainWords() {
        record Unstorable(Thread thread) {}
        storage.gameStore("snake").save("settings", new Unstorable(Thread.currentThread()));
        storage.gameStore("snake").save("other", new Object() { final int x = 1; });  // Gson writes anonymous classes as null
        assertThat(queue).isEmpty();
        assertThat(problems).containsExactly("Could not save settings.json: this game's data cannot be stored.",
                "Could not save other.json: this game's data cannot be stored.");
    }
}
