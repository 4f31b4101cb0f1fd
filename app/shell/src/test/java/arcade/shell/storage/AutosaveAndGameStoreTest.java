package arcade.shell.storage;

import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AutosaveAndGameStoreTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();
    ArcadeStorage storage;

    @org.junit.jupiter.api.BeforeEach void open() { storage = new ArcadeStorage(dir, Clock.systemUTC(), problems::add, Runnable::run); }

    @Test void autosaveRoundTripsAndIsRemovedWhenNothingToResume() {
        SavedGame g = new SavedGame(1, "counter", "10#7", List.of(
                new SavedGame.SavedEntry(Session.Kind.MOVE, List.of("+2")),
                new SavedGame.SavedEntry(Session.Kind.RESTART, List.of()),
                new SavedGame.SavedEntry(Session.Kind.SOLVE, List.of("+3", "+3"))), 2, 1234, Map.of("mode", "x"));
        AutosaveStore a = storage.autosaves();
        assertThat(a.exists("counter")).isFalse();
        a.store("counter", Optional.of(g));
        assertThat(a.exists("counter")).isTrue();
        assertThat(a.load("counter")).contains(g);
        a.store("counter", Optional.empty());
        assertThat(a.exists("counter")).isFalse();
        assertThat(problems).isEmpty();
    }

    @Test void damagedAutosaveIsReportedNotResumed() throws IOException {
        Files.createDirectories(dir.resolve("autosave"));
        Files.writeString(dir.resolve("autosave/counter.json"), "{\"version\":1,\"plugin\":\"counter\",\"gameId\":\"10#1\",\"entries\":[{\"kind\":\"JUMP\"}]}");
        assertThat(storage.autosaves().load("counter")).isEmpty();
        assertThat(problems).singleElement().asString().contains("counter.json").contains("does not describe a game");
        Files.writeString(dir.resolve("autosave/counter.json"), "{\"version\":1,\"plu");
        assertThat(storage.autosaves().load("counter")).isEmpty();
        assertThat(problems).hasSize(2);
        assertThat(problems.get(1)).contains("counter.json");
        try (var kept = Files.list(dir.resolve("autosave"))) {
            assertThat(kept.map(p -> p.getFileName().toString())).hasSize(2).allMatch(n -> n.startsWith("counter.json.corrupt-"));
        }
    }

    @Test void anAutosaveThatIsOnlyAVersionIsKeptAsideWithANotice() throws IOException {
        Files.createDirectories(dir.resolve("autosave"));
        Files.writeString(dir.resolve("autosave/counter.json"), "{\"version\":1}");
        assertThat(storage.autosaves().load("counter")).isEmpty();
        assertThat(problems).singleElement().asString().contains("counter.json");
        try (var kept = Files.list(dir.resolve("autosave"))) {
            assertThat(kept.map(p -> p.getFileName().toString())).singleElement().asString().startsWith("counter.json.corrupt-");
        }
    }

    @Test void temporaryFilesOfAnInterruptedWriteAreRemovedAtStart() throws IOException {
        Files.createDirectories(dir.resolve("stats"));
        Files.createDirectories(dir.resolve("games/snake"));
        Files.writeString(dir.resolve("stats/.snake.json4711.tmp"), "half");
        Files.writeString(dir.resolve("games/snake/.snake-highscores.json9.tmp"), "half");
        Files.writeString(dir.resolve(".settings.json1.tmp"), "half");
        Files.writeString(dir.resolve("stats/snake.json"), "{}");
        assertThat(storage.removeLeftoverTemporaryFiles()).isEqualTo(3);
        assertThat(dir.resolve("stats/snake.json")).exists();
    }

    record Scores(int version, List<Integer> best) {}

    @Test void gameStoreKeepsAFolderPerGame() {
        FileGameStore s = storage.gameStore("snake");
        s.save("scores", new Scores(1, List.of(30, 20)));
        assertThat(dir.resolve("games/snake/scores.json")).exists();
        assertThat(storage.gameStore("snake").load("scores", Scores.class, () -> new Scores(1, List.of()))).isEqualTo(new Scores(1, List.of(30, 20)));
        assertThat(storage.gameStore("mines").load("scores", Scores.class, () -> new Scores(1, List.of()))).isEqualTo(new Scores(1, List.of()));
        assertThat(s.folder()).isDirectory().isEqualTo(dir.resolve("games/snake/files"));
    }

    @Test void gameRecordOfAnotherVersionGivesDefaultsAndKeepsTheFile() {
        FileGameStore s = storage.gameStore("snake");
        s.save("scores", new Scores(1, List.of(30)));
        assertThat(s.load("scores", Scores.class, () -> new Scores(2, List.of()))).isEqualTo(new Scores(2, List.of()));
        assertThat(problems).hasSize(1);
        assertThat(dir.resolve("games/snake/scores.json")).doesNotExist();
    }

    @Test void storeNamesCannotEscapeTheGameFolder() {
        assertThatThrownBy(() -> storage.gameStore("snake").save("../settings", new Scores(1, List.of())))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test void settingsAndWindowDefaultsAndRoundTrip() {
        SettingsStore s = storage.settings();
        assertThat(s.loadSettings()).isEqualTo(ShellSettings.defaults());
        s.saveSettings(ShellSettings.defaults().withTheme(ThemeChoice.DARK).withSound(true));
        assertThat(s.loadSettings().theme()).isEqualTo(ThemeChoice.DARK);
        assertThat(s.loadSettings().sound()).isTrue();
        s.saveWindow(new WindowGeometry(1, 10.0, 20.0, 900, 600, true));
        assertThat(s.loadWindow()).isEqualTo(new WindowGeometry(1, 10.0, 20.0, 900, 600, true));
        s.saveWindow(new WindowGeometry(1, 10.0, 20.0, 3, 4, false));
        assertThat(s.loadWindow().width()).isEqualTo(WindowGeometry.DEFAULT_WIDTH);
    }
}
