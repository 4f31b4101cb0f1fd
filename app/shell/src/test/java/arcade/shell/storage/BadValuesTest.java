package arcade.shell.storage;

import arcade.api.store.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A stored record holding a value the arcade cannot use (a score that is not a number, a negative
 * play time, a date out of range, an unknown result) is left out on reading, the file as it was is
 * kept aside, the other records stay, and every later save works: a value that was read can always
 * be written back.
 */
class BadValuesTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    ArcadeStorage storage() { return new ArcadeStorage(dir, Clock.systemUTC(), problems::add, Runnable::run); }

    private static final String GOOD = "{\"params\":\"9x9\",\"result\":\"WIN\",\"millis\":4200,\"score\":3.5,\"at\":1764000000000}";

    /** The file of the issue's reproduction: before, it was read without complaint and every later save failed. */
    @Test void theIssuesFileLosesNoLaterGame() throws IOException {
        String bad = "{\"version\":3,\"games\":[{\"params\":\"self-check\",\"result\":\"WIN\",\"millis\":-1,\"score\":NaN,"
                + "\"at\":99999999999999999999}],\"last\":[]}";
        Path file = write("stats/ludo.json", bad);
        StatsStore stats = storage().stats();
        assertThat(stats.history("ludo")).isEmpty();
        assertThat(keptAside(file)).containsExactly(bad);
        stats.record("ludo", new GameRecord("self-check", GameRecord.Result.WIN, 1000, 1.0, 1_764_000_000_000L));
        assertThat(problems).hasSize(1);
        assertThat(problems.get(0)).startsWith("ludo.json: 1 record could not be used").contains("is left out", "ludo.json.corrupt-");
        problems.forEach(BadValuesTest::plain);
        assertThat(problems.get(0)).doesNotContain("GsonBuilder", "NaN is not a valid");
        assertThat(storage().stats().history("ludo")).as("the next finished game is on disk").hasSize(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"millis\":-1", "\"score\":NaN", "\"score\":Infinity", "\"score\":-1e400", "\"at\":99999999999999999999",
            "\"at\":-5", "\"at\":1e300", "\"result\":\"MAYBE\"", "\"millis\":12.5", "\"figures\":{\"Length\":NaN}", "\"params\":null"})
    void aBadValueCostsItsRecordOnlyAndTheRestIsWrittenBackAtOnce(String value) throws IOException {
        String bad = GOOD.replaceFirst("\\}$", "," + value + "}");
        String text = "{\"version\":3,\"games\":[" + GOOD + "," + bad + "," + GOOD + "],\"last\":[]}";
        Path file = write("stats/mines.json", text);
        assertThat(storage().stats().history("mines")).hasSize(2);
        assertThat(keptAside(file)).containsExactly(text);
        assertThat(problems).singleElement().asString().startsWith("mines.json: 1 record could not be used (");
        problems.forEach(BadValuesTest::plain);
        problems.clear();
        assertThat(storage().stats().history("mines")).as("rewritten without the bad record, not kept aside again").hasSize(2);
        assertThat(problems).isEmpty();
    }

    @Test void aKeptGameWithABadValueIsLeftOutAndTheFiguresStay() throws IOException {
        String lastGood = "{\"record\":" + GOOD + ",\"game\":{\"version\":1,\"saveVersion\":2,\"plugin\":\"mines\",\"gameId\":\"9x9#1\","
                + "\"entries\":[],\"position\":0,\"elapsedMillis\":5,\"savedAt\":1}}";
        String lastBad = lastGood.replace("\"elapsedMillis\":5", "\"elapsedMillis\":-5");
        write("stats/mines.json", "{\"version\":3,\"games\":[" + GOOD + "],\"last\":[" + lastGood + "," + lastBad + "]}");
        StatsStore stats = storage().stats();
        assertThat(stats.lastGames("mines")).hasSize(1);
        assertThat(stats.history("mines")).hasSize(1);
        assertThat(problems).singleElement().asString().contains("(its play time is negative or out of range)");
    }

    /** A game handing over a score that is not a number is told so, and the file stays writable for the next game. */
    @Test void aRecordThatCouldNotBeWrittenBackIsRefusedBeforeItReachesTheFile() {
        StatsStore stats = storage().stats();
        stats.record("snake", new GameRecord("a", GameRecord.Result.LOSS, 10, Double.NaN, 1));
        stats.record("snake", new GameRecord("a", GameRecord.Result.LOSS, -10, 1.0, 1));
        stats.record("snake", new GameRecord("a", GameRecord.Result.WIN, 10, 2.0, 1));
        assertThat(problems).containsExactly("A finished game of snake was not recorded: a score is not a number.",
                "A finished game of snake was not recorded: a play time is negative or out of range.");
        assertThat(storage().stats().history("snake")).singleElement().extracting(GameRecord::score).isEqualTo(2.0);
    }

    @Test void anAutosaveWhoseNumberWouldWrapIsKeptAsideNotMisread() throws IOException {
        String text = "{\"version\":1,\"saveVersion\":2,\"plugin\":\"counter\",\"gameId\":\"10#1\","
                + "\"entries\":[{\"kind\":\"MOVE\",\"moves\":[\"2\"]}],\"position\":4294967297,\"elapsedMillis\":5}";
        Path file = write("autosave/counter.json", text);
        assertThat(storage().autosaves().load("counter")).isEmpty();
        assertThat(keptAside(file)).containsExactly(text);
        assertThat(problems).singleElement().asString().contains("a whole number is out of range");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"elapsedMillis\":-1", "\"position\":7", "\"undos\":-2", "\"savedAt\":-3"})
    void anAutosaveWithAValueOutOfRangeIsKeptAside(String value) throws IOException {
        String text = "{\"version\":1,\"saveVersion\":2,\"plugin\":\"counter\",\"gameId\":\"10#1\","
                + "\"entries\":[{\"kind\":\"MOVE\",\"moves\":[\"2\"]}],\"position\":1,\"elapsedMillis\":5," + value + "}";
        Path file = write("autosave/counter.json", text);
        assertThat(storage().autosaves().load("counter")).isEmpty();
        assertThat(keptAside(file)).containsExactly(text);
        problems.forEach(BadValuesTest::plain);
    }

    @Test void anAutosaveWithAMissingMoveIsKeptAsideInsteadOfFailingTheStart() throws IOException {
        String text = "{\"version\":1,\"saveVersion\":2,\"plugin\":\"counter\",\"gameId\":\"10#1\","
                + "\"entries\":[{\"kind\":\"MOVE\",\"moves\":[null]}],\"position\":1,\"elapsedMillis\":5}";
        Path file = write("autosave/counter.json", text);
        assertThat(storage().autosaves().load("counter")).isEmpty();
        assertThat(keptAside(file)).containsExactly(text);
        assertThat(problems).singleElement().asString().contains("a move is missing");
    }

    @Test void aWindowPlacedAtNoNumberIsPlacedByTheSystem() throws IOException {
        write("window.json", "{\"version\":1,\"x\":1e9,\"y\":10,\"width\":900,\"height\":700,\"maximized\":false}");
        WindowGeometry g = storage().settings().loadWindow();
        assertThat(g.x()).isNull();
        assertThat(g.width()).isEqualTo(900);
        write("window.json", "{\"version\":1,\"x\":NaN,\"y\":10,\"width\":900,\"height\":700,\"maximized\":false}");
        assertThat(storage().settings().loadWindow().x()).isNull();
        storage().settings().saveWindow(storage().settings().loadWindow());
        assertThat(problems).as("what was read is written back").noneMatch(p -> p.startsWith("Could not save"));
    }

    /** Before, a file of any size was read whole (a 5 GB device filled the memory): now a file over the bound is kept aside unread. */
    @Test void aHugeFileIsKeptAsideWithoutBeingRead() throws IOException {
        Path file = dir.resolve("stats/snake.json");
        Files.createDirectories(file.getParent());
        try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap(new byte[]{'{'}), JsonFiles.MAX_FILE_BYTES); // sparse: large, yet cheap to make
        }
        long before = StoredFilesFuzzTest.allocated();
        assertThat(storage().stats().history("snake")).isEmpty();
        assertThat(StoredFilesFuzzTest.allocated() - before).isLessThan(8L << 20);
        assertThat(problems).singleElement().asString().contains("larger than the 32.0 MB such a file may have");
        try (Stream<Path> s = Files.list(file.getParent())) {
            assertThat(s.filter(p -> p.getFileName().toString().startsWith("snake.json.corrupt-")))
                    .singleElement().satisfies(p -> assertThat(Files.size(p)).isEqualTo(JsonFiles.MAX_FILE_BYTES + 1));
        }
    }

    /** Before: "a file could not be read or written" for a full disk, and the temporary file's name for a folder that cannot be written. */
    @Test void aFailedSaveSaysWhatHappenedToWhichFile() {
        assertThat(JsonFiles.whyNotWritten(new java.nio.file.FileSystemException(dir.resolve("stats/ludo.json").toString(), null,
                "No space left on device"))).isEqualTo("the disk is full");
        assertThat(JsonFiles.whyNotWritten(new java.nio.file.FileSystemException(dir.resolve("stats/ludo.json").toString(), null,
                "Read-only file system"))).isEqualTo("the disk is read-only");
        java.io.IOException denied = new java.nio.file.AccessDeniedException(dir.resolve("stats/.ludo.json.1a2b3c4d.tmp").toString());
        assertThat(JsonFiles.whyNotWritten(denied)).isEqualTo("no permission to write in its folder");
    }

    /** A message for the player: no exception names, no parser text. */
    static void plain(String message) {
        assertThat(message).isNotBlank().doesNotContainPattern("[A-Za-z]+(Exception|Error)\\b")
                .doesNotContain("java.", "line ", "column ", "path $", "Gson", "JSON specification");
    }

    private Path write(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        return Files.writeString(f, text);
    }

    private static List<String> keptAside(Path file) throws IOException {
        try (Stream<Path> s = Files.list(file.getParent())) {
            List<String> out = new ArrayList<>();
            for (Path p : s.filter(p -> p.getFileName().toString().startsWith(file.getFileName() + ".corrupt-")).toList())
                out.add(Files.readString(p));
            return out;
        }
    }
}
