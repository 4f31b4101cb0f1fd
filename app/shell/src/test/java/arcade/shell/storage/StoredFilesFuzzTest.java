package arcade.shell.storage;

import arcade.api.store.GameRecord;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The standing guard over the arcade's own files (settings, window geometry, statistics, the last
 * games kept for replay, autosaves). Whatever a file holds — random bytes, a valid file with bytes
 * changed, cut, or a number swapped for one that does not fit (NaN, 1e400, a whole number beyond a
 * long, a negative time) — and whatever is in its place (a folder, a pipe, a link to a device or
 * round in a loop): reading never throws, takes bounded memory, shows no Java or parser text, never
 * loses the bytes (still in place, or kept aside exactly), changes no other file, and the value it
 * gives can always be written back.
 */
class StoredFilesFuzzTest {
    private static final String SETTINGS = "{\"version\":1,\"theme\":\"DARK\",\"animations\":true,\"sound\":false,\"discardWithoutAsking\":false}";
    private static final String WINDOW = "{\"version\":1,\"x\":10.5,\"y\":20.0,\"width\":900.0,\"height\":700.0,\"maximized\":false}";
    private static final String STATS = "{\"version\":3,\"games\":[{\"params\":\"9x9\",\"result\":\"WIN\",\"millis\":4200,\"score\":2.5,\"at\":1,"
            + "\"figures\":{\"Length\":3.0}},{\"params\":\"9x9\",\"result\":\"LOSS\",\"millis\":10,\"score\":null,\"at\":1764000000000}],"
            + "\"last\":[{\"record\":{\"params\":\"9x9\",\"result\":\"WIN\",\"millis\":4200,\"score\":2.5,\"at\":1},"
            + "\"game\":{\"version\":1,\"saveVersion\":2,\"plugin\":\"counter\",\"gameId\":\"10#1\",\"entries\":[{\"kind\":\"MOVE\",\"moves\":[\"2\"]}],"
            + "\"position\":1,\"elapsedMillis\":5,\"savedAt\":7}}]}";
    private static final String AUTOSAVE = "{\"version\":1,\"saveVersion\":2,\"plugin\":\"counter\",\"gameId\":\"10#1\","
            + "\"entries\":[{\"kind\":\"NEW\",\"moves\":[]},{\"kind\":\"COMPOUND\",\"moves\":[\"2\",\"c\"],\"chances\":[1]}],\"position\":1,"
            + "\"elapsedMillis\":5,\"savedAt\":1764000000000,\"undos\":0}";
    private static final List<String> VALID = List.of(SETTINGS, WINDOW, STATS, AUTOSAVE);
    private static final String[] BAD_NUMBERS = {"NaN", "-Infinity", "1e400", "99999999999999999999", "-1", "4294967297", "1.5", "\"7\"", "null"};
    /** Far above what reading a file of a few hundred bytes needs, far below reading a device whole. */
    private static final long MEMORY_BOUND = 64L << 20;

    enum Kind { SETTINGS, WINDOW, STATS, LAST_GAMES, AUTOSAVE }

    enum Holder { FILE, FOLDER, PIPE, LINK_TO_DEVICE, LINK_LOOP }

    @Property(tries = 250)
    void whateverAFileHoldsNothingIsLostAndWhatIsReadCanBeWrittenBack(@ForAll("contents") byte[] bytes, @ForAll Kind kind) throws IOException {
        Path home = Files.createTempDirectory("arcade-fuzz");
        try {
            Path file = fileOf(home, kind);
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            Path other = Files.writeString(file.resolveSibling("other.json"), "untouched");
            List<String> problems = new ArrayList<>();
            long before = allocated();
            Object value = read(new ArcadeStorage(home, Clock.systemUTC(), problems::add, Runnable::run), kind);
            assertThat(allocated() - before).as("memory taken by one read").isLessThan(MEMORY_BOUND);
            assertThat(value).isNotNull();
            if (value instanceof Optional<?> o && o.isEmpty() || !Files.exists(file) || !problems.isEmpty())
                assertThat(keptSomewhere(file, bytes)).as("the old bytes are kept").isTrue();
            assertThat(Files.readString(other)).isEqualTo("untouched");
            problems.forEach(StoredFilesFuzzTest::plain);

            problems.clear();
            writeBack(new ArcadeStorage(home, Clock.systemUTC(), problems::add, Runnable::run), kind, value);
            assertThat(problems).as("what was read is written back").noneMatch(p -> p.startsWith("Could not save"));
        } finally {
            delete(home);
        }
    }

    @Property(tries = 60)
    void whatIsNotAPlainFileIsNeverReadNorWrittenInto(@ForAll Holder holder, @ForAll Kind kind) throws Exception {
        Path home = Files.createTempDirectory("arcade-fuzz");
        try {
            Path file = fileOf(home, kind);
            Files.createDirectories(file.getParent());
            switch (holder) {
                case FILE -> Files.writeString(file, "");
                case FOLDER -> Files.createDirectories(file.resolve("inside"));
                case PIPE -> assertThat(new ProcessBuilder("mkfifo", file.toString()).start().waitFor()).isZero();
                case LINK_TO_DEVICE -> Files.createSymbolicLink(file, Path.of("/dev/zero"));
                case LINK_LOOP -> Files.createSymbolicLink(file, file);
            }
            List<String> problems = new ArrayList<>();
            long before = allocated();
            Object value = read(new ArcadeStorage(home, Clock.systemUTC(), problems::add, Runnable::run), kind);
            assertThat(allocated() - before).isLessThan(MEMORY_BOUND);
            assertThat(value).isNotNull();
            assertThat(problems).isNotEmpty();
            problems.forEach(StoredFilesFuzzTest::plain);
            // A folder stays where it is (and is never written over); anything else is moved aside under its own name.
            if (holder == Holder.FOLDER) assertThat(file.resolve("inside")).isDirectory();
            else assertThat(siblings(file)).anyMatch(n -> n.startsWith(file.getFileName() + ".corrupt-"));
        } finally {
            delete(home);
        }
    }

    private static Path fileOf(Path home, Kind kind) {
        return switch (kind) {
            case SETTINGS -> home.resolve("settings.json");
            case WINDOW -> home.resolve("window.json");
            case STATS, LAST_GAMES -> home.resolve("stats/counter.json");
            case AUTOSAVE -> home.resolve("autosave/counter.json");
        };
    }

    private static Object read(ArcadeStorage storage, Kind kind) {
        return switch (kind) {
            case SETTINGS -> storage.settings().loadSettings();
            case WINDOW -> storage.settings().loadWindow();
            case STATS -> storage.stats().history("counter");
            case LAST_GAMES -> storage.stats().lastGames("counter");
            case AUTOSAVE -> storage.autosaves().load("counter");
        };
    }

    private static void writeBack(ArcadeStorage storage, Kind kind, Object value) {
        switch (kind) {
            case SETTINGS -> storage.settings().saveSettings((ShellSettings) value);
            case WINDOW -> storage.settings().saveWindow((WindowGeometry) value);
            case STATS, LAST_GAMES -> storage.stats().record("counter", new GameRecord("9x9", GameRecord.Result.WIN, 1, 1.0, 1));
            case AUTOSAVE -> ((Optional<?>) value).ifPresent(g -> storage.autosaves().store("counter", Optional.of((arcade.api.session.SavedGame) g)));
        }
    }

    /** A message for the player: no exception names, no parser text, no advice meant for programmers. */
    static void plain(String message) {
        assertThat(message).isNotBlank().doesNotContainPattern("[A-Za-z]+(Exception|Error)\\b")
                .doesNotContainPattern("line \\d+ column").doesNotContain("java.", "path $", "Gson", "JSON specification", "BEGIN_");
    }

    /** Bytes this thread has allocated so far (the JDK's threading bean, reached by name: the test runs as a module). */
    static long allocated() {
        try {
            return (Long) ManagementFactory.getPlatformMBeanServer().invoke(new javax.management.ObjectName("java.lang:type=Threading"),
                    "getThreadAllocatedBytes", new Object[]{Thread.currentThread().getId()}, new String[]{"long"});
        } catch (javax.management.JMException e) {
            throw new AssertionError("this JVM does not count allocated bytes", e);
        }
    }

    private static boolean keptSomewhere(Path file, byte[] bytes) throws IOException {
        if (Files.isRegularFile(file) && Arrays.equals(Files.readAllBytes(file), bytes)) return true;
        try (Stream<Path> siblings = Files.list(file.getParent())) {
            for (Path p : siblings.toList())
                if (p.getFileName().toString().startsWith(file.getFileName() + ".corrupt-") && Arrays.equals(Files.readAllBytes(p), bytes))
                    return true;
        }
        return false;
    }

    private static List<String> siblings(Path file) throws IOException {
        try (Stream<Path> s = Files.list(file.getParent())) {
            return s.map(p -> p.getFileName().toString()).toList();
        }
    }

    private static void delete(Path home) throws IOException {
        try (Stream<Path> all = Files.walk(home)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Provide Arbitrary<byte[]> contents() {
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
        Arbitrary<byte[]> mutated = Arbitraries.of(VALID).flatMap(valid -> {
            byte[] v = valid.getBytes(StandardCharsets.UTF_8);
            return Combinators.combine(Arbitraries.integers().between(0, v.length - 1), Arbitraries.bytes()).as((at, b) -> {
                byte[] c = v.clone();
                c[at] = b;
                return c;
            });
        });
        Arbitrary<byte[]> cut = Arbitraries.of(VALID).flatMap(valid ->
                Arbitraries.integers().between(0, valid.length()).map(n -> valid.substring(0, n).getBytes(StandardCharsets.UTF_8)));
        // One number of a valid file swapped for one that does not fit its field.
        Arbitrary<byte[]> badNumber = Combinators.combine(Arbitraries.of(VALID), Arbitraries.integers().between(0, 40), Arbitraries.of(BAD_NUMBERS))
                .as((valid, which, bad) -> {
                    List<int[]> numbers = new ArrayList<>();
                    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<=:)-?\\d+(?:\\.\\d+)?").matcher(valid);
                    while (m.find()) numbers.add(new int[]{m.start(), m.end()});
                    int[] n = numbers.get(which % numbers.size());
                    return (valid.substring(0, n[0]) + bad + valid.substring(n[1])).getBytes(StandardCharsets.UTF_8);
                });
        return Arbitraries.oneOf(random, mutated, cut, badNumber, badNumber);
    }
}
