package arcade.shell.storage;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzzing the arcade's own files (settings, statistics, autosaves): whatever bytes a file holds —
 * random, or a valid file with bytes changed or cut — reading never throws, gives either a usable
 * value or the defaults, and never loses the bytes: the file is still there unchanged, or kept
 * aside with exactly its old content.
 */
class StoredFilesFuzzTest {
    private static final String SETTINGS = "{\"version\":1,\"theme\":\"DARK\",\"animations\":true,\"sound\":false,\"discardWithoutAsking\":false}";
    private static final String STATS = "{\"version\":2,\"games\":[{\"params\":\"9x9\",\"result\":\"WIN\",\"millis\":4200,\"score\":null,\"at\":1}]}";
    private static final String AUTOSAVE = "{\"version\":1,\"saveVersion\":2,\"plugin\":\"counter\",\"gameId\":\"10#1\","
            + "\"entries\":[{\"kind\":\"NEW\",\"moves\":[]},{\"kind\":\"MOVE\",\"moves\":[\"2\"]}],\"position\":1,\"elapsedMillis\":5}";

    @Property(tries = 150)
    void noFileIsEverLostWhateverItHolds(@ForAll("contents") byte[] bytes, @ForAll("kinds") String kind) throws IOException {
        Path home = Files.createTempDirectory("arcade-fuzz");
        try {
            List<String> problems = new ArrayList<>();
            ArcadeStorage storage = new ArcadeStorage(home, Clock.systemUTC(), problems::add, Runnable::run);
            Path file = switch (kind) {
                case "settings" -> home.resolve("settings.json");
                case "stats" -> home.resolve("stats/counter.json");
                default -> home.resolve("autosave/counter.json");
            };
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            Object value = switch (kind) {
                case "settings" -> storage.settings().loadSettings();
                case "stats" -> storage.stats().history("counter");
                default -> storage.autosaves().load("counter");
            };
            assertThat(value).isNotNull();
            if (value instanceof Optional<?> o && o.isEmpty() || !Files.exists(file)) {
                // Not used as it is: the bytes must still be on disk, in place or kept aside.
                assertThat(keptSomewhere(file, bytes)).as("the old bytes are kept").isTrue();
            }
            problems.forEach(p -> assertThat(p).doesNotContainPattern("[A-Za-z]+(Exception|Error)\\b"));
        } finally {
            try (Stream<Path> all = Files.walk(home)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static boolean keptSomewhere(Path file, byte[] bytes) throws IOException {
        if (Files.exists(file) && java.util.Arrays.equals(Files.readAllBytes(file), bytes)) return true;
        try (Stream<Path> siblings = Files.list(file.getParent())) {
            for (Path p : siblings.toList())
                if (p.getFileName().toString().startsWith(file.getFileName() + ".corrupt-") && java.util.Arrays.equals(Files.readAllBytes(p), bytes))
                    return true;
        }
        return false;
    }

    @Provide Arbitrary<String> kinds() { return Arbitraries.of("settings", "stats", "autosave"); }

    @Provide Arbitrary<byte[]> contents() {
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
        Arbitrary<byte[]> mutated = Arbitraries.of(SETTINGS, STATS, AUTOSAVE).flatMap(valid -> {
            byte[] v = valid.getBytes(StandardCharsets.UTF_8);
            return Arbitraries.integers().between(0, v.length - 1).flatMap(at -> Arbitraries.bytes().map(b -> {
                byte[] c = v.clone();
                c[at] = b;
                return c;
            }));
        });
        Arbitrary<byte[]> cut = Arbitraries.of(SETTINGS, STATS, AUTOSAVE).flatMap(valid ->
                Arbitraries.integers().between(0, valid.length()).map(n -> valid.substring(0, n).getBytes(StandardCharsets.UTF_8)));
        return Arbitraries.oneOf(random, mutated, cut);
    }
}
