package arcade.games.capuzzle.path;

import arcade.api.store.GameStore;
import com.google.gson.Gson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/** Stars, best scores and unlocking, and the progress kept in a file across restarts. */
class PathProgressTest {
    private final List<Lesson> lessons = PuzzlePath.lessons();

    @Test void starsFollowMistakesAndHelp() {
        assertThat(PathProgress.stars(0, false)).isEqualTo(3);
        assertThat(PathProgress.stars(1, false)).isEqualTo(2);
        assertThat(PathProgress.stars(2, false)).isEqualTo(2);
        assertThat(PathProgress.stars(3, false)).isEqualTo(1);
        assertThat(PathProgress.stars(0, true)).isEqualTo(1);
    }

    @Test void eachPuzzleOpensTheNextAndTheBestOnlyGoesUp() {
        PathProgress p = PathProgress.empty();
        assertThat(p.open(lessons.get(0))).isTrue();
        assertThat(p.open(lessons.get(1))).isFalse();
        assertThat(p.next()).isEqualTo(lessons.get(0));
        p = p.withSolved(lessons.get(0), 5, 0, true);                 // solved with help: open the next, no best score
        assertThat(p.open(lessons.get(1))).isTrue();
        assertThat(p.open(lessons.get(2))).isFalse();
        assertThat(p.result(lessons.get(0)).orElseThrow()).isEqualTo(new PathProgress.Result(1, null));
        p = p.withSolved(lessons.get(0), 8, 1, false);
        assertThat(p.result(lessons.get(0)).orElseThrow()).isEqualTo(new PathProgress.Result(2, 8L));
        p = p.withSolved(lessons.get(0), 3, 5, false);                // a worse game keeps the better stars and score
        assertThat(p.result(lessons.get(0)).orElseThrow()).isEqualTo(new PathProgress.Result(2, 8L));
        assertThat(p.next()).isEqualTo(lessons.get(1));
        assertThat(p.solvedCount()).isEqualTo(1);
        assertThat(p.starCount()).isEqualTo(2);
    }

    @Test void progressSurvivesARestartThroughItsFile(@TempDir Path dir) {
        GameStore disk = new JsonFileStore(dir);
        PathStore first = new PathStore(disk);
        first.solved(lessons.get(0), 9, 0, false);
        first.solved(lessons.get(1), 4, 2, false);
        PathStore again = new PathStore(new JsonFileStore(dir));    // the arcade started again
        assertThat(again.progress().result(lessons.get(0))).contains(new PathProgress.Result(3, 9L));
        assertThat(again.progress().result(lessons.get(1))).contains(new PathProgress.Result(2, 4L));
        assertThat(again.progress().open(lessons.get(2))).isTrue();
        assertThat(again.progress().open(lessons.get(3))).isFalse();
        assertThat(again.progress().problem()).isEmpty();
    }

    @Test void aDamagedResultIsNoticed() {
        assertThat(new PathProgress(java.util.Map.of("x", new PathProgress.Result(7, 1L))).problem()).isPresent();
    }

    /** A store that writes JSON files with Gson, as the shell's does. */
    private record JsonFileStore(Path folder) implements GameStore {
        @Override public <T> T load(String name, Class<T> type, Supplier<T> defaults) {
            Path f = folder.resolve(name + ".json");
            try {
                return Files.exists(f) ? new Gson().fromJson(Files.readString(f), type) : defaults.get();
            } catch (IOException e) { throw new UncheckedIOException(e); }
        }

        @Override public void save(String name, Object value) {
            try {
                Files.writeString(folder.resolve(name + ".json"), new Gson().toJson(value));
            } catch (IOException e) { throw new UncheckedIOException(e); }
        }
    }
}
