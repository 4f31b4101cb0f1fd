package arcade.shell.storage;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class JsonFilesTest {
    @TempDir Path dir;
    final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    final JsonFiles files = new JsonFiles(Clock.fixed(Instant.parse("2026-01-02T03:04:05.678Z"), ZoneOffset.UTC), problems::add);

    record Prefs(int version, String name, int level) {
        static Prefs defaults() { return new Prefs(2, "default", 1); }
    }

    @Test void writesAndReadsBack() {
        Path f = dir.resolve("prefs.json");
        assertThat(files.write(f, new Prefs(2, "ada", 7))).isTrue();
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(new Prefs(2, "ada", 7));
        assertThat(problems).isEmpty();
    }

    @Test void missingFileGivesDefaultsSilently() {
        assertThat(files.read(dir.resolve("none.json"), Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertThat(problems).isEmpty();
    }

    @Test void garbageIsMovedAsideReportedAndDefaultsUsed() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "this is not json {{{");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertMovedAside(f, "this is not json {{{");
    }

    @Test void twoBadFilesInTheSameMillisecondAreBothKept() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "first bad {{");
        files.read(f, Prefs.class, Prefs::defaults);
        Files.writeString(f, "second bad {{");
        files.read(f, Prefs.class, Prefs::defaults);
        List<String> kept;
        try (Stream<Path> s = Files.list(dir)) {
            kept = s.filter(p -> p.getFileName().toString().startsWith("prefs.json.corrupt-"))
                    .map(p -> { try { return Files.readString(p); } catch (IOException e) { throw new RuntimeException(e); } })
                    .sorted().toList();
        }
        assertThat(kept).containsExactly("first bad {{", "second bad {{");
        assertThat(problems).hasSize(2);
    }

    @Test void aFileOfTheWrongShapeIsReportedInPlainWords() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "{\"version\": 2, \"name\": \"ada\", \"level\": \"high\"}");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertThat(problems).singleElement().asString().contains("prefs.json").contains("a whole number was expected")
                .doesNotContain("Exception").doesNotContain("line 1").doesNotContain("path $").doesNotContain("NumberFormat");
    }

    @Test void truncatedFileIsMovedAside() throws IOException {
        Path f = dir.resolve("prefs.json");
        files.write(f, new Prefs(2, "ada", 7));
        String full = Files.readString(f);
        Files.writeString(f, full.substring(0, full.length() / 2));
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertMovedAside(f, full.substring(0, full.length() / 2));
        assertThat(problems.get(0)).contains("truncated");
    }

    @Test void emptyFileIsMovedAside() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertMovedAside(f, "");
        assertThat(problems.get(0)).contains("empty");
    }

    @Test void wrongTypesAreMovedAside() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "{\"version\":2,\"name\":\"x\",\"level\":\"high\"}");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertMovedAside(f, "{\"version\":2,\"name\":\"x\",\"level\":\"high\"}");
    }

    @Test void otherVersionIsMovedAsideNotMisread() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "{\"version\":3,\"name\":\"future\",\"level\":9}");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertMovedAside(f, "{\"version\":3,\"name\":\"future\",\"level\":9}");
        assertThat(problems.get(0)).contains("version 3").contains("version 2");
    }

    @Test void missingVersionIsMovedAside() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.writeString(f, "{\"name\":\"old\",\"level\":9}");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertThat(problems.get(0)).contains("no format version");
    }

    record Unstorable(int version, Thread thread) {}

    /** A type Gson cannot reflect on is a program error: the file is left alone, not called corrupt. */
    @Test void anUnstorableTypeDoesNotQuarantineAGoodFile() throws IOException {
        Path f = dir.resolve("odd.json");
        Files.writeString(f, "{\"version\":1}");
        assertThat(files.read(f, Unstorable.class, () -> new Unstorable(1, null))).isEqualTo(new Unstorable(1, null));
        assertThat(f).exists();
        assertThat(problems).hasSize(1);
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("odd.json");
        }
    }

    @Test void writeLeavesNoTemporaryFile() throws IOException {
        Path f = dir.resolve("prefs.json");
        for (int i = 0; i < 5; i++) files.write(f, new Prefs(2, "n" + i, i));
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("prefs.json");
        }
    }

    @Test void failedWriteKeepsOldFileCleansTempAndReports() throws IOException {
        Path f = dir.resolve("prefs.json");
        files.write(f, new Prefs(2, "kept", 1));
        Path blocked = dir.resolve("sub").resolve("x.json");
        Files.writeString(dir.resolve("sub"), "a file where a folder should be");
        assertThat(files.write(blocked, new Prefs(2, "lost", 2))).isFalse();
        assertThat(problems).hasSize(1).first().asString().contains("x.json");
        // A target that is a non-empty directory cannot be replaced: the temp file must not linger.
        Path dirTarget = dir.resolve("d.json");
        Files.createDirectories(dirTarget.resolve("inner"));
        assertThat(files.write(dirTarget, new Prefs(2, "x", 1))).isFalse();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
        assertThat(files.read(f, Prefs.class, Prefs::defaults).name()).isEqualTo("kept");
    }

    /** A reader running during many rewrites only ever sees a complete old or new file. */
    @Test void readersNeverSeeAPartialFile() throws Exception {
        Path f = dir.resolve("big.json");
        String pad = "x".repeat(200_000);
        files.write(f, new Prefs(2, pad, 0));
        AtomicBoolean done = new AtomicBoolean();
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        Thread reader = new Thread(() -> {
            JsonFiles quiet = new JsonFiles(Clock.systemUTC(), seen::add);
            while (!done.get()) {
                try {
                    String text = Files.readString(f);
                    if (!text.trim().endsWith("}")) seen.add("partial: " + text.length());
                } catch (IOException e) {
                    seen.add("io: " + e);
                }
            }
        });
        reader.start();
        for (int i = 1; i <= 60; i++) files.write(f, new Prefs(2, pad, i));
        done.set(true);
        reader.join();
        assertThat(seen).isEmpty();
        assertThat(files.read(f, Prefs.class, Prefs::defaults).level()).isEqualTo(60);
    }

    @Test void aFileThatIsNotUtf8IsKeptAsideNotOverwritten() throws IOException {
        Path f = dir.resolve("prefs.json");
        byte[] bad = "{\"version\": 2, \"name\": \"a\u00e9\", \"level\": 3}".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Files.write(f, bad);
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        Path aside = f.resolveSibling("prefs.json.corrupt-20260102-030405-678");
        assertThat(Files.readAllBytes(aside)).isEqualTo(bad);
        assertThat(problems).singleElement().asString().contains("not a text file").contains(aside.getFileName().toString())
                .doesNotContain("Input length");
        assertThat(files.write(f, new Prefs(2, "new", 1))).isTrue(); // the old content is safe aside
    }

    @Test void aFileThatCanBeNeitherReadNorMovedIsNeverWrittenOver() throws IOException {
        Path f = dir.resolve("prefs.json");
        Files.createDirectories(f); // reading a folder fails, and this one stays where it is
        Files.writeString(f.resolve("inside.txt"), "kept");
        assertThat(files.read(f, Prefs.class, Prefs::defaults)).isEqualTo(Prefs.defaults());
        assertThat(files.write(f, new Prefs(2, "new", 1))).isFalse();
        assertThat(Files.readString(f.resolve("inside.txt"))).isEqualTo("kept");
        assertThat(problems).hasSize(2);
        assertThat(problems.get(1)).contains("was not saved").contains("left as it is");
    }

    record Scores(int version, java.util.Map<String, Integer> best) {
        Scores { best = java.util.Map.copyOf(best); } // refuses a null score, as a game's record would
        static Scores empty() { return new Scores(1, java.util.Map.of()); }
    }

    @Test void aValueTheRecordRefusesIsMovedAsideInsteadOfBreakingTheGame() throws IOException {
        Path f = dir.resolve("scores.json");
        Files.writeString(f, "{\"version\":1,\"best\":{\"x\":null}}");
        assertThat(files.read(f, Scores.class, Scores::empty)).isEqualTo(Scores.empty());
        assertThat(f).doesNotExist();
        assertThat(problems).singleElement().asString().contains("scores.json").doesNotContain("NullPointer");
    }

    record Level(int version, int size) implements arcade.api.store.Validated {
        @Override public java.util.Optional<String> problem() {
            return size < 1 ? java.util.Optional.of("the size must be at least 1") : java.util.Optional.empty();
        }
    }

    @Test void aValidatedValueWithAProblemIsMovedAsideWithItsOwnWords() throws IOException {
        Path f = dir.resolve("level.json");
        Files.writeString(f, "{\"version\":1,\"size\":0}");
        assertThat(files.read(f, Level.class, () -> new Level(1, 5))).isEqualTo(new Level(1, 5));
        assertThat(problems).singleElement().asString().contains("the size must be at least 1");
    }

    @Test void temporaryFilesLeftByACrashAreRemovedAndNothingElse() throws IOException {
        Files.writeString(dir.resolve(".prefs.json123.tmp"), "half");
        Files.writeString(dir.resolve("prefs.json"), "{}");
        assertThat(files.cleanTemporaryFiles(dir)).isEqualTo(1);
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("prefs.json");
        }
    }

    private void assertMovedAside(Path f, String originalContent) throws IOException {
        assertThat(f).doesNotExist();
        Path aside = f.resolveSibling(f.getFileName() + ".corrupt-20260102-030405-678");
        assertThat(aside).exists();
        assertThat(Files.readString(aside)).isEqualTo(originalContent);
        assertThat(problems).hasSize(1);
        assertThat(problems.get(0)).contains(f.getFileName().toString()).contains(aside.getFileName().toString());
    }
}
